/**
 * The policy schedule and the Customer Information Sheet (issue 14 "Policy
 * print", "CIS download"; decisions 057 and 059), built as the print model
 * (contracts/print/print-document.ts) and drawn by the site's one PDF module
 * (server/pdf/: pdf-lib with DejaVu Sans, A4, numbered pages), as the claim
 * documents are. Both are in English, as the insurer issues them (a schedule
 * is a contract document whose wording is the English one). The insurer's
 * name, address, registration and helpline come from the content service's
 * site settings.
 */
import type { PrintBlock, PrintDocument } from "@contracts/print/print-document";
import { renderPdf } from "../pdf/pdf-renderer";
import type { Policy } from "../policy-admin/policy-records";

export interface InsurerDetails {
  name: string;
  legalAddress: string;
  /** The registration line (e.g. "IRDAI Registration No. 144"). */
  registration: string;
  helpline: string;
  email: string;
  /** The regulator's consumer portal. */
  grievancePortal: string;
}

export function rupees(amount: number): string {
  return `Rs. ${new Intl.NumberFormat("en-IN").format(amount)}`;
}

/** `2026-04-20` as `20 Apr 2026`. */
export function longDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Intl.DateTimeFormat("en-IN", { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y!, m! - 1, d!)),
  );
}

const fields = (rows: [string, string][]): PrintBlock => ({
  kind: "fields",
  rows: rows.map(([label, value]) => ({ label, value })),
});

/** The document with the insurer's particulars at its head and the request in its footer. */
function insurerDocument(
  insurer: InsurerDetails,
  title: string,
  reference: string,
  blocks: PrintBlock[],
): PrintDocument {
  return {
    issuer: insurer.name,
    title,
    reference: `Request ${reference}`,
    blocks: [
      { kind: "text", text: insurer.legalAddress },
      { kind: "text", text: `${insurer.registration} | Helpline ${insurer.helpline}` },
      ...blocks,
    ],
  };
}

function insuredRows(policy: Policy): { heading: string; rows: [string, string][] } {
  const insured = policy.insured;
  switch (insured.kind) {
    case "vehicle":
      return {
        heading: "Insured vehicle",
        rows: [
          ["Registration number", insured.registration],
          ["Make, model and variant", `${insured.make} ${insured.model} ${insured.variant}`],
          ["Year of manufacture", String(insured.manufactureYear)],
          ["Insured declared value (IDV)", insured.idv > 0 ? rupees(insured.idv) : "Not applicable (third party)"],
        ],
      };
    case "members":
      return {
        heading: policy.line === "travel" ? "Insured travellers" : "Insured members",
        rows: [
          ...insured.members.map((member, i): [string, string] => [
            `Member ${i + 1}`,
            `${member.name} (${member.relation}), born ${longDay(member.dateOfBirth)}`,
          ]),
          [
            "Sum insured",
            insured.currency === "USD"
              ? `USD ${new Intl.NumberFormat("en-IN").format(insured.sumInsured)}`
              : rupees(insured.sumInsured),
          ],
          ...(insured.destination ? ([["Destination", insured.destination]] as [string, string][]) : []),
        ],
      };
    case "home":
      return {
        heading: "Insured home",
        rows: [
          ["Address", `${insured.address}, ${insured.city} ${insured.pincode}`],
          ["Building sum insured", rupees(insured.buildingSumInsured)],
          ["Contents sum insured", rupees(insured.contentsSumInsured)],
        ],
      };
  }
}

function maskedMobile(mobile: string): string {
  return `${mobile.slice(0, 2)}******${mobile.slice(-2)}`;
}

/** The policy schedule's model: the policy's particulars as the records hold them. */
export function policySchedule(
  policy: Policy,
  insurer: InsurerDetails,
  meta: { reference: string; issuedAt: Date },
): PrintDocument {
  const insured = insuredRows(policy);
  return insurerDocument(insurer, "Policy Schedule", meta.reference, [
    {
      kind: "text",
      text: `Duplicate copy issued on ${longDay(meta.issuedAt.toISOString().slice(0, 10))}. Request ${meta.reference}.`,
    },
    { kind: "heading", text: "Policy" },
    fields([
      ["Policy number", policy.policyNo],
      ["Product", policy.product],
      ["Period of insurance", `${longDay(policy.period.start)} 00:00 to ${longDay(policy.period.end)} midnight`],
      ["Total premium (taxes included)", rupees(policy.premium)],
    ]),
    { kind: "heading", text: "Policy holder" },
    fields([
      ["Name", policy.holder.name],
      ["Date of birth", longDay(policy.holder.dateOfBirth)],
      ["Mobile", maskedMobile(policy.holder.mobile)],
      ["E-mail", policy.holder.email],
      ["Nominee", policy.nominee ? `${policy.nominee.name} (${policy.nominee.relation})` : "None registered"],
    ]),
    { kind: "heading", text: insured.heading },
    fields(insured.rows),
    { kind: "heading", text: "Important" },
    {
      kind: "text",
      text:
        "This schedule forms part of the policy and must be read with the policy wording, the proposal and any endorsements. " +
        "Please check the particulars above and tell us within 15 days if anything is not right.",
    },
    { kind: "text", text: `Helpline ${insurer.helpline} | ${insurer.email} | Grievances: ${insurer.grievancePortal}` },
  ]);
}

/** The Customer Information Sheet's model (IRDAI's key-features sheet) of a policy. */
export function customerInformationSheet(
  policy: Policy,
  insurer: InsurerDetails,
  meta: { reference: string; issuedAt: Date },
): PrintDocument {
  const insured = insuredRows(policy);
  return insurerDocument(insurer, "Customer Information Sheet", meta.reference, [
    {
      kind: "text",
      text:
        "The Customer Information Sheet describes the main features of your policy in brief. " +
        "The policy wording is the legal document; where the two differ, the policy wording applies.",
    },
    { kind: "heading", text: "1. Your policy" },
    fields([
      ["Policy number", policy.policyNo],
      ["Name of the product", policy.product],
      ["Policy holder", policy.holder.name],
      ["Period of insurance", `${longDay(policy.period.start)} to ${longDay(policy.period.end)}`],
      ["Premium paid (taxes included)", rupees(policy.premium)],
    ]),
    { kind: "heading", text: `2. What is covered: ${insured.heading.toLowerCase()}` },
    fields(insured.rows),
    { kind: "heading", text: "3. What is not covered" },
    { kind: "text", text: CIS_EXCLUSIONS[policy.line] },
    { kind: "heading", text: "4. How to make a claim" },
    {
      kind: "text",
      text:
        `Tell us as soon as possible on ${insurer.helpline} (toll-free) or at ${insurer.email}, with your policy number. ` +
        "Keep the bills, reports and documents of the loss; we will tell you which ones the claim needs.",
    },
    { kind: "heading", text: "5. Free look, cancellation and renewal" },
    {
      kind: "text",
      text:
        "A new policy may be returned within the free-look period stated in the policy wording. The policy can be " +
        "cancelled at any time as the wording sets out. Renew before the end date to keep your benefits.",
    },
    { kind: "heading", text: "6. Grievances" },
    {
      kind: "text",
      text:
        `Write to ${insurer.email} or call ${insurer.helpline}. If you are not satisfied with our answer, you may ` +
        `approach the regulator's portal (${insurer.grievancePortal}) or the Insurance Ombudsman.`,
    },
  ]);
}

/** The policy schedule as a PDF. */
export function policySchedulePdf(
  policy: Policy,
  insurer: InsurerDetails,
  meta: { reference: string; issuedAt: Date },
): Promise<Uint8Array> {
  return renderPdf(policySchedule(policy, insurer, meta));
}

/** The Customer Information Sheet as a PDF. */
export function customerInformationSheetPdf(
  policy: Policy,
  insurer: InsurerDetails,
  meta: { reference: string; issuedAt: Date },
): Promise<Uint8Array> {
  return renderPdf(customerInformationSheet(policy, insurer, meta));
}

const CIS_EXCLUSIONS: Record<Policy["line"], string> = {
  motor:
    "Normal wear and tear, mechanical or electrical breakdown, consequential loss, depreciation (unless covered by an add-on), " +
    "driving without a valid licence or under the influence of alcohol or drugs, and use outside the limitations as to use.",
  health:
    "Pre-existing diseases during their waiting period, the first 30 days' illnesses other than accidents, cosmetic treatment, " +
    "and the other exclusions of the policy wording.",
  travel:
    "Pre-existing conditions, travel against medical advice, losses from war or civil unrest where excluded, " +
    "and the other exclusions of the policy wording.",
  home: "Wear and tear, gradual deterioration, wilful destruction, war and nuclear perils, and loss of valuables not declared.",
};
