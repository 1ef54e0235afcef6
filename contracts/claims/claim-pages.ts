/**
 * The addresses of the claim pages that take form posts (issue 14, decision
 * 056), for the page-method guard (contracts/routing/form-pages.ts).
 */
export const CLAIM_INTIMATION_PATH = "/claim/claims-intimation";
export const CLAIM_STATUS_PATH = "/claim/claims-status-and-intimation";

/** The buy-online claim steps (spec 2: /buy-online/claim and /2, /3, /4), the claim intimation in steps. */
export const CLAIM_STEP_PATHS = {
  1: "/buy-online/claim",
  2: "/buy-online/claim/2",
  3: "/buy-online/claim/3",
  4: "/buy-online/claim/4",
} as const;

export const CLAIM_FORM_PAGE_PATHS: readonly string[] = [
  CLAIM_INTIMATION_PATH,
  CLAIM_STATUS_PATH,
  ...Object.values(CLAIM_STEP_PATHS),
  "/subrogation",
];

/**
 * The documents of a claim (spec 2 "Claims"), by the route table's page name: what a claim
 * of which policy line can open. An address whose claim is unknown, or of a line the
 * document is not for, answers 404.
 */
export const CLAIM_DOCUMENT_LINES = {
  "claimform-twowheeler": ["motor"],
  "proposerform-arogya-plus": ["health"],
  "claim-cashloss": ["motor"],
  "repair-cashloss": ["motor"],
  "discharge-voucher": ["motor", "health", "travel", "home"],
  "satisfaction-voucher": ["motor", "home"],
  "consent-nos": ["motor"],
  "claim-view": ["motor", "health", "travel", "home"],
  "claim-policy-view": ["motor", "health", "travel", "home"],
} as const satisfies Record<string, readonly ("motor" | "health" | "travel" | "home")[]>;
export type ClaimDocumentKind = keyof typeof CLAIM_DOCUMENT_LINES;
export const CLAIM_DOCUMENT_KINDS = Object.keys(CLAIM_DOCUMENT_LINES) as ClaimDocumentKind[];

export function isClaimDocumentKind(value: string): value is ClaimDocumentKind {
  return Object.hasOwn(CLAIM_DOCUMENT_LINES, value);
}

/** Where a claim document's PDF is posted for (`{claimNo, verifier}`, form or JSON). */
export const claimDocumentPdfPath = (kind: ClaimDocumentKind) => `/api/claims/documents/${kind}`;

/** A claim document's address (English, without language): the page takes its proof as a form post. */
const CLAIM_DOCUMENT_ADDRESS =
  /^\/(claimform-twowheller|proposerform-arogya-plus|claim-cashloss|repair-cashloss|discharge-voucher|satisfactiovoucher|consentnos|new\/claim\/view|new\/claim\/policy-view)\/[A-Za-z0-9]{1,20}$/;

export function isClaimDocumentAddress(basePath: string): boolean {
  return CLAIM_DOCUMENT_ADDRESS.test(basePath);
}
