/**
 * The documents of /downloads as printable documents (contracts/print/print-document.ts), built
 * from each product's facts: the policy wording, the brochure, the Customer Information Sheet in
 * the order IRDAI's format gives it, and, for products sold on a proposal, the proposal form.
 * scripts/generate-downloads.ts draws them as PDFs with the server's renderer.
 */
import type { PrintBlock, PrintDocument } from "../../contracts/print/print-document";
import { PRODUCTS, type ProductFacts } from "./product-facts";

export type DocumentType = "policy-wording" | "brochure" | "cis" | "proposal-form";

const ISSUER = "SBI General Insurance Company Limited";
const CONTACT =
  "Toll-free 1800 102 1111 (health and personal accident: 1800 210 3366) · customer.care@sbigeneral.in · Fulcrum Building, 9th Floor, A & B Wing, Sahar Road, Andheri (East), Mumbai 400 099";
const REGISTRATION = "IRDAI Registration No. 144 · CIN U66000MH2009PLC190546";

function grievanceBlocks(): PrintBlock[] {
  return [
    { kind: "heading", text: "Grievance redressal" },
    {
      kind: "text",
      text: "Write to customer.care@sbigeneral.in or call 1800 102 1111. If you are not satisfied with our answer within 14 days, write to the Grievance Redressal Officer at gro@sbigeneral.in. You may also register a complaint on IRDAI's Bima Bharosa portal (bimabharosa.irdai.gov.in) and, if the matter is still not resolved within 30 days, approach the Insurance Ombudsman of your area under the Insurance Ombudsman Rules, 2017 (cioins.co.in).",
    },
  ];
}

export function policyWording(p: ProductFacts): PrintDocument {
  const blocks: PrintBlock[] = [
    { kind: "heading", text: "Preamble" },
    {
      kind: "text",
      text: `This policy is a contract between you and ${ISSUER}. In consideration of the premium paid and relying on the proposal and declaration you made, which form the basis of this contract, we will cover you as set out below during the period of insurance shown in the schedule, subject to its terms, conditions, exclusions and limits.`,
    },
    { kind: "text", text: `${p.kind}. ${p.whoFor}` },
    { kind: "heading", text: "Sum insured" },
    { kind: "text", text: p.sumInsured },
    { kind: "heading", text: "Section 1: What is covered" },
    ...p.covers.flatMap((c, i): PrintBlock[] => [{ kind: "text", text: `1.${i + 1} ${c.title}. ${c.text}` }]),
    { kind: "heading", text: "Section 2: What is not covered (exclusions)" },
    ...p.exclusions.map((e, i): PrintBlock => ({ kind: "text", text: `2.${i + 1} ${e}` })),
  ];
  if (p.waiting.length) {
    blocks.push(
      { kind: "heading", text: "Section 3: Waiting periods" },
      ...p.waiting.map((w, i): PrintBlock => ({ kind: "text", text: `3.${i + 1} ${w}` })),
    );
  }
  blocks.push(
    { kind: "heading", text: "Section 4: Deductibles and co-payment" },
    { kind: "text", text: p.costSharing },
    { kind: "heading", text: "Section 5: General conditions" },
    {
      kind: "text",
      text: "5.1 Disclosure of information: the policy is void and the premium forfeited if any material fact was misrepresented, misdescribed or not disclosed.",
    },
    {
      kind: "text",
      text: "5.2 Reasonable care: you shall take all reasonable steps to safeguard the subject matter of insurance and to prevent loss.",
    },
    { kind: "text", text: `5.3 Renewal: ${p.renewal}` },
    { kind: "text", text: `5.4 Cancellation: ${p.cancellation}` },
    {
      kind: "text",
      text: "5.5 Premium payment: cover begins only when the premium is received in full (Section 64VB of the Insurance Act, 1938).",
    },
    {
      kind: "text",
      text: "5.6 Arbitration: a dispute on the amount to be paid (liability being admitted) is referred to arbitration under the Arbitration and Conciliation Act, 1996.",
    },
    { kind: "heading", text: "Section 6: Claim procedure" },
    ...p.claimSteps.map((s, i): PrintBlock => ({ kind: "text", text: `6.${i + 1} ${s}` })),
    { kind: "heading", text: "Documents for a claim" },
    { kind: "checklist", items: p.claimDocuments.map((label) => ({ label, checked: false })) },
    ...grievanceBlocks(),
    { kind: "text", text: `${ISSUER}. ${REGISTRATION}. ${CONTACT}.` },
  );
  return { issuer: ISSUER, title: `${p.name}: Policy wording`, reference: `UIN ${p.uin}`, blocks };
}

export function brochure(p: ProductFacts): PrintDocument {
  const blocks: PrintBlock[] = [
    { kind: "heading", text: "Who it is for" },
    { kind: "text", text: p.whoFor },
    { kind: "heading", text: "What you get" },
    { kind: "checklist", items: p.covers.map((c) => ({ label: `${c.title}: ${c.text}`, checked: true })) },
    { kind: "heading", text: "Sum insured" },
    { kind: "text", text: p.sumInsured },
  ];
  if (p.addOns.length) {
    blocks.push({ kind: "heading", text: "Add-ons you can choose" }, { kind: "text", text: p.addOns.join(" · ") });
  }
  if (p.waiting.length) {
    blocks.push(
      { kind: "heading", text: "Waiting periods" },
      ...p.waiting.map((text): PrintBlock => ({ kind: "text", text })),
    );
  }
  blocks.push(
    { kind: "heading", text: "What is not covered" },
    ...p.exclusions.map((text): PrintBlock => ({ kind: "text", text: `– ${text}` })),
    { kind: "heading", text: "How to claim" },
    ...p.claimSteps.map((s, i): PrintBlock => ({ kind: "text", text: `${i + 1}. ${s}` })),
    { kind: "heading", text: "Talk to us" },
    { kind: "text", text: CONTACT },
    {
      kind: "text",
      text: `This brochure gives the main features of the product. For the full terms, conditions and exclusions, read the policy wording (UIN ${p.uin}) before you buy. Insurance is the subject matter of solicitation. ${REGISTRATION}.`,
    },
  );
  return { issuer: ISSUER, title: `${p.name}: Product brochure`, reference: `UIN ${p.uin}`, blocks };
}

/** The Customer Information Sheet, in the order of IRDAI's format (Protection of Policyholders' Interests). */
export function customerInformationSheet(p: ProductFacts): PrintDocument {
  const rows: string[][] = [
    ["1", "Name of the insurance product", `${p.name} (UIN ${p.uin})`, "Schedule"],
    ["2", "Type of insurance", p.kind, "Preamble"],
    ["3", "Sum insured", p.sumInsured, "Schedule"],
    ["4", "Policy coverages (what is covered)", p.covers.map((c) => `${c.title}: ${c.text}`).join(" "), "Section 1"],
    ["5", "Exclusions (what is not covered)", p.exclusions.join(" "), "Section 2"],
    ["6", "Waiting periods", p.waiting.length ? p.waiting.join(" ") : "Not applicable.", "Section 3"],
    [
      "7",
      "Payout basis",
      p.line === "personal-accident"
        ? "Benefit (fixed amount)."
        : "Indemnity (the actual loss, up to the sum insured).",
      "Section 1",
    ],
    ["8", "Cost sharing", p.costSharing, "Section 4"],
    ["9", "Renewal conditions and benefits", p.renewal, "Condition 5.3"],
    ["10", "Cancellation", p.cancellation, "Condition 5.4"],
    ["11", "Claims procedure", p.claimSteps.join(" "), "Section 6"],
    [
      "12",
      "Policy servicing and grievances",
      "Toll-free 1800 102 1111, customer.care@sbigeneral.in; Grievance Redressal Officer gro@sbigeneral.in; Bima Bharosa portal; Insurance Ombudsman.",
      "Grievance redressal",
    ],
    [
      "13",
      "Insured's rights",
      "Free look (where applicable), portability and migration (health), renewal without new underwriting, a decision on a claim within the regulator's time limits, and a reasoned letter for a rejection.",
      "Section 5",
    ],
    [
      "14",
      "Insured's obligations",
      "Disclose all material facts truthfully, pay the premium in time, tell us of changes in the risk, and intimate a claim promptly.",
      "Condition 5.1",
    ],
  ];
  return {
    issuer: ISSUER,
    title: `${p.name}: Customer Information Sheet`,
    reference: `UIN ${p.uin}`,
    blocks: [
      {
        kind: "text",
        text: "This sheet gives the key features of your policy in brief. In case of a difference, the policy wording prevails. Read it together with your policy schedule.",
      },
      { kind: "table", columns: ["No.", "Title", "Description", "Refer to"], rows, widths: [0.6, 2.2, 5.6, 1.6] },
      { kind: "text", text: `${ISSUER}. ${REGISTRATION}.` },
    ],
  };
}

export function proposalForm(p: ProductFacts): PrintDocument {
  return {
    issuer: ISSUER,
    title: `${p.name}: Proposal form`,
    reference: `UIN ${p.uin}`,
    blocks: [
      {
        kind: "text",
        text: "Fill in this form in capital letters. The answers you give are the basis of the contract: a wrong or incomplete answer may lead to a claim being refused. Section 45 of the Insurance Act, 1938 applies.",
      },
      { kind: "heading", text: "The proposer" },
      {
        kind: "fields",
        rows: [
          "Full name",
          "Date of birth",
          "Address with pincode",
          "Mobile number",
          "E-mail",
          "PAN",
          "Occupation",
        ].map((label) => ({ label, value: null })),
      },
      { kind: "heading", text: "What is to be insured" },
      { kind: "fields", rows: (p.proposalFields ?? []).map((label) => ({ label, value: null })) },
      { kind: "heading", text: "Questions (tick those that apply and give details)" },
      { kind: "checklist", items: (p.proposalQuestions ?? []).map((label) => ({ label, checked: false })) },
      {
        kind: "table",
        columns: ["Question", "Details"],
        rows: [
          ["", ""],
          ["", ""],
        ],
      },
      { kind: "heading", text: "Declaration" },
      {
        kind: "text",
        text: "I declare that the statements in this proposal are true and complete and that I have not withheld any material fact. I agree that this proposal and declaration are the basis of the contract with the company. I have read the Customer Information Sheet and the policy wording. I consent to the company using my information to underwrite, issue and service the policy and to settle claims, as its privacy policy describes.",
      },
      { kind: "signature", labels: ["Signature of the proposer", "Place", "Date"] },
      { kind: "text", text: `${ISSUER}. ${REGISTRATION}. ${CONTACT}.` },
    ],
  };
}

export const BUILDERS: Record<DocumentType, (p: ProductFacts) => PrintDocument> = {
  "policy-wording": policyWording,
  brochure,
  cis: customerInformationSheet,
  "proposal-form": proposalForm,
};

/** Every document's file name (under public/uploads/downloads/) and its content. */
export function productDocuments(): { file: string; product: ProductFacts; type: DocumentType; doc: PrintDocument }[] {
  return PRODUCTS.flatMap((product) =>
    (Object.keys(BUILDERS) as DocumentType[])
      .filter((type) => type !== "proposal-form" || product.proposalFields)
      .map((type) => ({ file: `${product.key}-${type}.pdf`, product, type, doc: BUILDERS[type](product) })),
  );
}
