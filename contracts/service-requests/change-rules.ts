/**
 * The policy change requests' rules without the schema (decision 068): the kinds, what each asks
 * for, the documents and their limits. `change-requests.ts` checks a new value and builds
 * the one schema of the fields on them and re-exports them.
 */

export const CHANGE_KINDS = ["transfer-ownership", "change-details", "add-details", "vehicle-correction"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** How a value of a detail is checked. */
export type ValueRule =
  "name" | "email" | "mobile" | "address" | "gstin" | "pan" | "registration" | "vin" | "year" | "text";

export interface DocumentRule {
  /** The form field (`doc_<key>`) and the keyword of its label (`ss_doc_<key>`). */
  key: string;
  /** Required for these details ("*" for all). */
  requiredFor: readonly string[];
}

export interface ChangeKindRule {
  /** The details a visitor can choose (keywords `ss_detail_<detail>`), each with the rule of its value. */
  details: Readonly<Record<string, ValueRule>>;
  /** Only a motor policy can have this request. */
  motorOnly: boolean;
  documents: readonly DocumentRule[];
  /** The second mobile field (transfer: the new owner's). */
  newOwnerMobile: boolean;
}

export const CHANGE_RULES: Record<ChangeKind, ChangeKindRule> = {
  "transfer-ownership": {
    details: { owner: "name" },
    motorOnly: true,
    documents: [
      { key: "rc", requiredFor: ["*"] },
      { key: "transfer_form", requiredFor: ["*"] },
    ],
    newOwnerMobile: true,
  },
  "change-details": {
    details: { name: "name", address: "address", email: "email", mobile: "mobile" },
    motorOnly: false,
    documents: [{ key: "proof", requiredFor: ["name", "address"] }],
    newOwnerMobile: false,
  },
  "add-details": {
    details: { nominee: "name", alternate_mobile: "mobile", gstin: "gstin", pan: "pan" },
    motorOnly: false,
    documents: [{ key: "proof", requiredFor: ["gstin", "pan"] }],
    newOwnerMobile: false,
  },
  "vehicle-correction": {
    details: {
      registration: "registration",
      engine: "vin",
      chassis: "vin",
      manufacture_year: "year",
      make_model: "text",
    },
    motorOnly: true,
    documents: [{ key: "rc", requiredFor: ["*"] }],
    newOwnerMobile: false,
  },
};

/** Uploads: PDF, JPEG or PNG (sniffed from their first bytes, not trusted from the name), 5 MB each. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";
export type DocumentType = "application/pdf" | "image/jpeg" | "image/png";

/** The type of a file from its first bytes, or null for anything else. */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  return null;
}

export function documentRequired(rule: DocumentRule, detail: string): boolean {
  return rule.requiredFor.includes("*") || rule.requiredFor.includes(detail);
}
