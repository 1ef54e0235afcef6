/**
 * The documents of a claim (issue 14, spec 2 "Claims", decision 056), built
 * once as a print document from the claim and its policy: the page shows it,
 * the PDF draws it. Prefilled with what the records know; what the claimant
 * adds (bank account, licence, repairer) is left as lines to fill in. English,
 * as the insurer's forms are (decision 056: pdf-lib cannot shape Indic scripts).
 * Contact details show masked: the claimant proved who they are with one of
 * them or with the policy number, and the form does not need them whole.
 */
import { maskMobile, type ClaimDocumentCode } from "@contracts/claims/claim-rules";
import type { ClaimDocumentKind } from "@contracts/claims/claim-pages";
import type { PrintBlock, PrintDocument } from "@contracts/print/print-document";
import type { Claim, ClaimWithPolicy, Policy } from "../policy-admin/policy-records";

const CAUSES: Record<string, string> = {
  accident: "Accident",
  theft: "Theft of the vehicle",
  fire: "Fire",
  flood: "Flood, storm or other natural calamity",
  "third-party": "Injury or damage to a third party",
  glass: "Windscreen or glass damage",
  other: "Other",
  "planned-hospitalisation": "Planned hospitalisation",
  "emergency-hospitalisation": "Emergency hospitalisation",
  "day-care": "Day-care treatment",
  burglary: "Burglary or theft",
  baggage: "Lost or delayed baggage",
  trip: "Trip cancelled, cut short or delayed",
  "accidental-injury": "Accidental injury or illness",
};

const STATUSES: Record<string, string> = {
  intimated: "Claim registered",
  "surveyor-appointed": "Surveyor appointed",
  "documents-awaited": "Documents awaited",
  "under-assessment": "Under assessment",
  approved: "Approved",
  settled: "Settled and paid",
  rejected: "Not payable (repudiated)",
  closed: "Closed",
};

export const DOCUMENT_NAMES: Record<ClaimDocumentCode, string> = {
  "claim-form": "Claim form, filled in and signed",
  "policy-copy": "Copy of the policy",
  "driving-licence": "Driving licence of the driver",
  "registration-certificate": "Registration certificate (RC) of the vehicle",
  fir: "Police report (FIR)",
  "repair-estimate": "Repair estimate",
  "repair-invoice": "Final repair invoice",
  "discharge-summary": "Hospital discharge summary",
  "hospital-bills": "Hospital bills and payment receipts",
  "investigation-reports": "Investigation and test reports",
  kyc: "KYC: PAN and address proof",
  "cancelled-cheque": "Cancelled cheque for the payment",
  keys: "All keys of the vehicle",
  "non-traceable-report": "Police non-traceable report",
  "fire-brigade-report": "Fire brigade report",
  photographs: "Photographs of the damage",
  "travel-documents": "Tickets, boarding passes and passport pages",
};

export const DOCUMENT_TITLES: Record<ClaimDocumentKind, string> = {
  "claimform-twowheeler": "Two-Wheeler Claim Form",
  "proposerform-arogya-plus": "Health Claim Form (Proposer and Insured Person)",
  "claim-cashloss": "Claim Form for Cash-Loss Settlement",
  "repair-cashloss": "Repair Estimate for Cash-Loss Settlement",
  "discharge-voucher": "Discharge Voucher",
  "satisfaction-voucher": "Satisfaction Voucher",
  "consent-nos": "Consent to Settlement on Net-of-Salvage Basis",
  "claim-view": "Claim Summary",
  "claim-policy-view": "Policy Summary of the Claim",
};

const day = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
const moment = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", {
    day: "2-digit",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));
export const rupees = (amount: number) => `₹${new Intl.NumberFormat("en-IN").format(amount)}`;

/** `rohan.mehta@example.com` gives `r***@example.com`. */
export function maskEmail(email: string): string {
  const [name = "", domain = ""] = email.split("@");
  return `${name.slice(0, 1)}***@${domain}`;
}

function policyRows(policy: Policy): PrintBlock {
  return {
    kind: "fields",
    rows: [
      { label: "Policy number", value: policy.policyNo },
      { label: "Product", value: policy.product },
      { label: "Period of insurance", value: `${day(policy.period.start)} to ${day(policy.period.end)}` },
      { label: "Policyholder", value: policy.holder.name },
      { label: "Mobile on record", value: maskMobile(policy.holder.mobile) },
      { label: "Email on record", value: maskEmail(policy.holder.email) },
    ],
  };
}

function insuredRows(policy: Policy): PrintBlock[] {
  const insured = policy.insured;
  if (insured.kind === "vehicle") {
    return [
      { kind: "heading", text: "Insured vehicle" },
      {
        kind: "fields",
        rows: [
          { label: "Registration number", value: insured.registration },
          { label: "Make, model and variant", value: `${insured.make} ${insured.model} ${insured.variant}` },
          { label: "Year of manufacture", value: String(insured.manufactureYear) },
          {
            label: "Insured declared value (IDV)",
            value: insured.idv ? rupees(insured.idv) : "Third-party cover only",
          },
          { label: "Engine number", value: null },
          { label: "Chassis number", value: null },
        ],
      },
    ];
  }
  if (insured.kind === "members") {
    return [
      { kind: "heading", text: "Insured persons" },
      {
        kind: "table",
        columns: ["Name", "Relation to the proposer", "Year of birth"],
        rows: insured.members.map((m) => [m.name, m.relation, m.dateOfBirth.slice(0, 4)]),
      },
      {
        kind: "fields",
        rows: [
          {
            label: "Sum insured",
            value:
              insured.currency === "INR"
                ? rupees(insured.sumInsured)
                : `US$${new Intl.NumberFormat("en-IN").format(insured.sumInsured)}`,
          },
        ],
      },
    ];
  }
  return [
    { kind: "heading", text: "Insured home" },
    {
      kind: "fields",
      rows: [
        { label: "Address", value: `${insured.address}, ${insured.city} ${insured.pincode}` },
        { label: "Building sum insured", value: rupees(insured.buildingSumInsured) },
        { label: "Contents sum insured", value: rupees(insured.contentsSumInsured) },
      ],
    },
  ];
}

function lossRows(claim: Claim): PrintBlock {
  return {
    kind: "fields",
    rows: [
      { label: "Claim number", value: claim.claimNo },
      { label: "Registered on", value: moment(claim.intimatedAt) },
      { label: "Date and time of loss", value: `${day(claim.lossDate)}, ${claim.lossTime}` },
      { label: "Place of loss", value: claim.place },
      { label: "Cause of loss", value: CAUSES[claim.cause] ?? claim.cause },
      { label: "What happened", value: claim.description },
    ],
  };
}

const bankRows: PrintBlock[] = [
  { kind: "heading", text: "Bank account for the payment" },
  {
    kind: "text",
    text: "The claim is paid by bank transfer to the policyholder's account. Attach a cancelled cheque of this account.",
  },
  {
    kind: "fields",
    rows: [
      { label: "Account holder's name", value: null },
      { label: "Bank and branch", value: null },
      { label: "Account number", value: null },
      { label: "IFSC", value: null },
    ],
  },
];

function documentsChecklist(claim: Claim): PrintBlock[] {
  if (claim.documents.length === 0) return [];
  return [
    { kind: "heading", text: "Documents for this claim (ticked: received)" },
    {
      kind: "checklist",
      items: claim.documents.map((d) => ({ label: DOCUMENT_NAMES[d.code], checked: d.received })),
    },
  ];
}

/** The opening of the motor settlement forms: the policy, the vehicle and the loss. */
const policyAndLoss = (policy: ClaimWithPolicy["policy"], claim: Claim): PrintBlock[] => [
  { kind: "heading", text: "Policy and vehicle" },
  policyRows(policy),
  ...insuredRows(policy),
  { kind: "heading", text: "The loss" },
  lossRows(claim),
];

const declaration = (text: string): PrintBlock[] => [
  { kind: "heading", text: "Declaration" },
  { kind: "text", text },
  { kind: "signature", labels: ["Signature of the policyholder", "Place", "Date"] },
];

const TRUE_AND_COMPLETE =
  "I declare that the information given in this form is true and complete to the best of my knowledge, and that I have not withheld any fact about this loss. I understand that a false statement may make the claim not payable and the policy void. I authorise the company to obtain any information about this loss from hospitals, the police or any other party.";

function agreedAmount(claim: Claim): string | null {
  if (claim.amountSettled !== null) return rupees(claim.amountSettled);
  return null;
}

/** The document of `kind` for a claim and its policy. */
export function claimDocument(
  kind: ClaimDocumentKind,
  { claim, policy }: ClaimWithPolicy,
  issuer: string,
): PrintDocument {
  const head = { issuer, title: DOCUMENT_TITLES[kind], reference: `Claim number ${claim.claimNo}` };
  switch (kind) {
    case "claimform-twowheeler":
      return {
        ...head,
        blocks: [
          { kind: "heading", text: "Policy and policyholder" },
          policyRows(policy),
          ...insuredRows(policy),
          { kind: "heading", text: "The accident" },
          lossRows(claim),
          {
            kind: "fields",
            rows: [
              { label: "Speed at the time (km/h)", value: null },
              { label: "Number of people on the vehicle", value: null },
              { label: "Police informed? Station and FIR number", value: null },
              { label: "Injury to anyone, or damage to others' property", value: null },
            ],
          },
          { kind: "heading", text: "Rider at the time of the accident" },
          {
            kind: "fields",
            rows: [
              { label: "Name of the rider", value: null },
              { label: "Relation to the policyholder", value: null },
              { label: "Driving licence number", value: null },
              { label: "Licence valid till", value: null },
              { label: "Licensed for (class of vehicle)", value: null },
            ],
          },
          { kind: "heading", text: "Inspection and repair" },
          {
            kind: "fields",
            rows: [
              { label: "Where the vehicle can be inspected", value: null },
              { label: "Repairer's name and address", value: null },
              {
                label: "Estimated cost of repair",
                value: claim.amountClaimed === null ? null : rupees(claim.amountClaimed),
              },
            ],
          },
          ...bankRows,
          ...documentsChecklist(claim),
          ...declaration(TRUE_AND_COMPLETE),
        ],
      };
    case "proposerform-arogya-plus":
      return {
        ...head,
        blocks: [
          { kind: "heading", text: "Section A: Policy and proposer" },
          policyRows(policy),
          ...insuredRows(policy),
          { kind: "heading", text: "Section B: Hospitalisation" },
          lossRows(claim),
          {
            kind: "fields",
            rows: [
              { label: "Name of the patient (an insured person above)", value: null },
              { label: "Date of admission", value: day(claim.lossDate) },
              { label: "Date of discharge", value: null },
              { label: "Diagnosis", value: null },
              { label: "Treating doctor and registration number", value: null },
              { label: "Any other health insurance covering the patient", value: null },
            ],
          },
          { kind: "heading", text: "Section C: Amounts claimed" },
          {
            kind: "table",
            columns: ["Expense", "Bill numbers", "Amount (₹)"],
            rows: [
              ["Pre-hospitalisation expenses", "", ""],
              ["Hospitalisation expenses", "", ""],
              ["Post-hospitalisation expenses", "", ""],
              ["Ambulance", "", ""],
              [
                "Total",
                "",
                claim.amountClaimed === null ? "" : new Intl.NumberFormat("en-IN").format(claim.amountClaimed),
              ],
            ],
          },
          ...bankRows,
          ...documentsChecklist(claim),
          ...declaration(TRUE_AND_COMPLETE),
        ],
      };
    case "claim-cashloss":
      return {
        ...head,
        blocks: [
          ...policyAndLoss(policy, claim),
          { kind: "heading", text: "Cash-loss settlement" },
          {
            kind: "text",
            text: "A cash-loss settlement pays the assessed cost of repair without repair bills, less the depreciation and compulsory deductible of the policy. The vehicle is repaired by the policyholder at their own arrangement.",
          },
          {
            kind: "fields",
            rows: [
              { label: "Loss assessed by the surveyor", value: null },
              { label: "Less: depreciation on parts", value: null },
              { label: "Less: compulsory deductible", value: null },
              { label: "Amount payable", value: agreedAmount(claim) },
            ],
          },
          ...bankRows,
          ...declaration(
            "I accept the settlement of this claim on a cash-loss basis for the amount payable above. I will have the vehicle repaired at my own arrangement and will not claim again for the damage assessed in this claim.",
          ),
        ],
      };
    case "repair-cashloss":
      return {
        ...head,
        blocks: [
          ...policyAndLoss(policy, claim),
          { kind: "heading", text: "Repair estimate" },
          {
            kind: "text",
            text: "List each part to be replaced or repaired and the labour, as your repairer estimates them. The surveyor assesses each line.",
          },
          {
            kind: "table",
            columns: ["Part or labour", "Replace / repair", "Estimate (₹)", "Assessed (₹)"],
            rows: Array.from({ length: 10 }, () => ["", "", "", ""]),
          },
          {
            kind: "fields",
            rows: [
              { label: "Total estimate", value: claim.amountClaimed === null ? null : rupees(claim.amountClaimed) },
              { label: "Repairer's name, address and GSTIN", value: null },
            ],
          },
          { kind: "signature", labels: ["Signature of the policyholder", "Signature of the repairer", "Date"] },
        ],
      };
    case "discharge-voucher":
      return {
        ...head,
        blocks: [
          { kind: "heading", text: "Claim and policy" },
          policyRows(policy),
          lossRows(claim),
          { kind: "heading", text: "Discharge" },
          {
            kind: "fields",
            rows: [{ label: "Amount in full and final settlement", value: agreedAmount(claim) }],
          },
          {
            kind: "text",
            text: `I, the policyholder named above, accept the amount above from ${issuer} in full and final settlement of all my claims for this loss under the policy, and I discharge the company from all further liability for this loss. I transfer to the company my rights of recovery from any other party for this loss, to the extent of the amount paid.`,
          },
          { kind: "signature", labels: ["Signature of the policyholder", "Place", "Date"] },
          { kind: "text", text: "Witness" },
          { kind: "signature", labels: ["Name and signature of the witness", "Address"] },
        ],
      };
    case "satisfaction-voucher":
      return {
        ...head,
        blocks: [
          { kind: "heading", text: "Claim and policy" },
          policyRows(policy),
          ...insuredRows(policy),
          lossRows(claim),
          { kind: "heading", text: "Satisfaction with the repairs" },
          {
            kind: "fields",
            rows: [
              { label: "Repairer's name and address", value: null },
              { label: "Date the repaired item was taken back", value: null },
              { label: "Repair bill number and amount", value: null },
            ],
          },
          {
            kind: "text",
            text: `I confirm that the damage of this claim has been repaired to my full satisfaction and that I have taken back what was repaired in good condition. I authorise ${issuer} to pay the amount it has assessed for this claim directly to the repairer named above; anything the policy does not pay (depreciation, deductible, parts not covered) I will pay to the repairer myself.`,
          },
          { kind: "signature", labels: ["Signature of the policyholder", "Place", "Date"] },
        ],
      };
    case "consent-nos":
      return {
        ...head,
        blocks: [
          ...policyAndLoss(policy, claim),
          { kind: "heading", text: "Consent" },
          {
            kind: "text",
            text: "The damage to the vehicle has been assessed as a constructive total loss. On a net-of-salvage basis, the company pays the insured declared value less the value of the salvage (the damaged vehicle) and the compulsory deductible; the salvage stays with the policyholder.",
          },
          {
            kind: "fields",
            rows: [
              {
                label: "Insured declared value (IDV)",
                value: policy.insured.kind === "vehicle" ? rupees(policy.insured.idv) : null,
              },
              { label: "Less: value of the salvage", value: null },
              { label: "Less: compulsory deductible", value: null },
              { label: "Amount payable", value: agreedAmount(claim) },
            ],
          },
          ...declaration(
            "I agree to the settlement of this claim on a net-of-salvage basis for the amount payable above. I keep the salvage and will dispose of it at my own arrangement; I will inform the registering authority and will not claim again for this vehicle under this policy.",
          ),
        ],
      };
    case "claim-view":
      return {
        ...head,
        blocks: [
          { kind: "heading", text: "Claim" },
          lossRows(claim),
          {
            kind: "fields",
            rows: [
              { label: "Status", value: STATUSES[claim.status] ?? claim.status },
              {
                label: "Amount claimed",
                value: claim.amountClaimed === null ? "Not yet assessed" : rupees(claim.amountClaimed),
              },
              {
                label: "Amount paid",
                value: claim.amountSettled === null ? "Not yet paid" : rupees(claim.amountSettled),
              },
            ],
          },
          { kind: "heading", text: "Progress" },
          {
            kind: "table",
            columns: ["Status", "Date and time"],
            rows: claim.history.map((h) => [STATUSES[h.status] ?? h.status, moment(h.at)]),
          },
          ...documentsChecklist(claim),
          { kind: "heading", text: "Who handles the claim" },
          claim.handler
            ? {
                kind: "fields",
                rows: [
                  { label: "Name", value: claim.handler.name },
                  { label: "Phone", value: claim.handler.phone },
                  { label: "Email", value: claim.handler.email },
                ],
              }
            : { kind: "text", text: "A surveyor or claims officer will be assigned shortly." },
          { kind: "heading", text: "Policy" },
          policyRows(policy),
        ],
      };
    case "claim-policy-view":
      return {
        ...head,
        blocks: [
          { kind: "heading", text: "Policy" },
          policyRows(policy),
          {
            kind: "fields",
            rows: [
              { label: "Premium (taxes included)", value: rupees(policy.premium) },
              {
                label: "Nominee",
                value: policy.nominee ? `${policy.nominee.name} (${policy.nominee.relation})` : "None",
              },
            ],
          },
          ...insuredRows(policy),
          { kind: "heading", text: "This claim" },
          lossRows(claim),
          { kind: "fields", rows: [{ label: "Status", value: STATUSES[claim.status] ?? claim.status }] },
        ],
      };
  }
}

/** The letter of subrogation of a claim, with the party the claimant names (issue 14, /subrogation). */
export function subrogationLetter(
  { claim, policy }: ClaimWithPolicy,
  party: { thirdParty: string; thirdPartyAddress: string; thirdPartyDetails: string },
  reference: string,
  issuer: string,
): PrintDocument {
  return {
    issuer,
    title: "Letter of Subrogation",
    reference: `Request ${reference} · Claim number ${claim.claimNo}`,
    blocks: [
      { kind: "heading", text: "Claim and policy" },
      policyRows(policy),
      lossRows(claim),
      {
        kind: "fields",
        rows: [
          {
            label: "Amount paid or payable",
            value: agreedAmount(claim) ?? (claim.amountClaimed === null ? null : rupees(claim.amountClaimed)),
          },
        ],
      },
      { kind: "heading", text: "Party responsible for the loss" },
      {
        kind: "fields",
        rows: [
          { label: "Name", value: party.thirdParty },
          { label: "Address or contact", value: party.thirdPartyAddress || null },
          { label: "How they caused the loss", value: party.thirdPartyDetails || null },
        ],
      },
      { kind: "heading", text: "Subrogation" },
      {
        kind: "text",
        text: `In consideration of ${issuer} paying this claim, I, the policyholder named above, transfer to the company all my rights and remedies against the party named above and any other party responsible for this loss, to the extent of the amount paid. I authorise the company to take any proceedings in my name to recover it, at the company's cost, and I will give the company the documents and help it reasonably asks for. I have not settled with, or released, any party responsible for this loss.`,
      },
      { kind: "signature", labels: ["Signature of the policyholder", "Place", "Date"] },
    ],
  };
}
