/**
 * The blank claim forms of each line of business (issue 14, decision 056):
 * real forms with the fields a claim of that line asks, drawn by the PDF
 * renderer from these definitions when first asked and kept in memory (the
 * bytes are the same each time). English, as the claim documents.
 */
import type { ClaimFormSlug } from "@contracts/claims/claim-forms";
import type { PrintBlock, PrintDocument } from "@contracts/print/print-document";
import { renderPdf } from "../pdf/pdf-renderer";

const blanks = (...labels: string[]): PrintBlock => ({
  kind: "fields",
  rows: labels.map((label) => ({ label, value: null })),
});
const heading = (text: string): PrintBlock => ({ kind: "heading", text });
const text = (t: string): PrintBlock => ({ kind: "text", text: t });
const tick = (...labels: string[]): PrintBlock => ({
  kind: "checklist",
  items: labels.map((label) => ({ label, checked: false })),
});

const policyholder: PrintBlock[] = [
  heading("Policy and policyholder"),
  blanks(
    "Policy number",
    "Claim number (if intimated)",
    "Name of the policyholder",
    "Address",
    "Mobile number",
    "Email",
    "PAN",
  ),
];
const bank: PrintBlock[] = [
  heading("Bank account for the payment"),
  text("Claims are paid by bank transfer to the policyholder's account. Attach a cancelled cheque of this account."),
  blanks("Account holder's name", "Bank and branch", "Account number", "IFSC"),
];
const declaration: PrintBlock[] = [
  heading("Declaration"),
  text(
    "I declare that the information given in this form is true and complete to the best of my knowledge, and that I have not withheld any fact about this loss. I understand that a false statement may make the claim not payable and the policy void. I authorise the company to obtain any information about this loss from hospitals, the police or any other party.",
  ),
  { kind: "signature", labels: ["Signature of the policyholder", "Place", "Date"] },
];

const vehicle: PrintBlock[] = [
  heading("Vehicle"),
  blanks(
    "Registration number",
    "Make, model and variant",
    "Year of manufacture",
    "Engine number",
    "Chassis number",
    "Odometer reading (km)",
  ),
];
const driver: PrintBlock[] = [
  heading("Driver at the time of the loss"),
  blanks(
    "Name",
    "Relation to the policyholder",
    "Driving licence number",
    "Valid till",
    "Licensed for (class of vehicle)",
  ),
];
const accident: PrintBlock[] = [
  heading("The accident"),
  blanks(
    "Date and time",
    "Place",
    "Speed at the time (km/h)",
    "Number of people in the vehicle",
    "How it happened (describe, with a sketch overleaf if you can)",
    "Police informed? Station and FIR number",
    "Injury to anyone, or damage to others' property",
  ),
  heading("Inspection and repair"),
  blanks("Where the vehicle can be inspected", "Repairer's name and address", "Estimated cost of repair"),
];

const patient: PrintBlock[] = [
  heading("Insured person who was treated"),
  blanks("Name", "Member ID (health card)", "Date of birth", "Relation to the policyholder", "Occupation"),
  heading("Hospitalisation"),
  blanks(
    "Hospital name and city",
    "Date of admission",
    "Date of discharge",
    "Diagnosis",
    "Treating doctor and registration number",
    "Injury: how, when and where it happened (if an accident)",
    "Other health insurance covering this person",
  ),
];

const FORMS: Record<ClaimFormSlug, { title: string; blocks: PrintBlock[] }> = {
  "motor-claim-form": {
    title: "Motor Claim Form (Private Car and Commercial Vehicle)",
    blocks: [
      text(
        "Fill in this form for damage to your car or commercial vehicle, or for a third-party claim against it. Write clearly in capital letters.",
      ),
      ...policyholder,
      ...vehicle,
      heading("Commercial vehicles only"),
      blanks(
        "Permit number and type",
        "Goods or passengers carried at the time",
        "Weight of the load or number of passengers",
      ),
      ...driver,
      ...accident,
      ...bank,
      heading("Documents to attach"),
      tick(
        "Copy of the policy",
        "Registration certificate (RC)",
        "Driving licence of the driver",
        "Police report (FIR) where there is injury, theft or third-party damage",
        "Repair estimate",
        "Photographs of the damage",
        "KYC: PAN and address proof",
        "Cancelled cheque",
      ),
      ...declaration,
    ],
  },
  "two-wheeler-claim-form": {
    title: "Two-Wheeler Claim Form",
    blocks: [
      text("Fill in this form for damage to your motorcycle or scooter. Write clearly in capital letters."),
      ...policyholder,
      ...vehicle,
      heading("Rider at the time of the loss"),
      blanks("Name", "Relation to the policyholder", "Driving licence number", "Valid till", "Was a helmet worn?"),
      ...accident,
      ...bank,
      heading("Documents to attach"),
      tick(
        "Copy of the policy",
        "Registration certificate (RC)",
        "Driving licence of the rider",
        "Police report (FIR) where there is injury or third-party damage",
        "Repair estimate",
        "KYC: PAN and address proof",
        "Cancelled cheque",
      ),
      ...declaration,
    ],
  },
  "motor-theft-claim-form": {
    title: "Motor Theft Claim Form",
    blocks: [
      text(
        "Fill in this form when your insured vehicle has been stolen. Report the theft to the police at once and tell us within 48 hours.",
      ),
      ...policyholder,
      ...vehicle,
      heading("The theft"),
      blanks(
        "Date and time it was last seen",
        "Date and time the theft was noticed",
        "Place it was parked",
        "Was it locked? Were the keys in it?",
        "Police station, FIR number and date",
        "Regional transport office informed on",
        "Hypothecation or loan on the vehicle (lender's name)",
      ),
      heading("Keys"),
      blanks("Number of keys supplied with the vehicle", "Number of keys handed over with this claim"),
      ...bank,
      heading("Documents to attach"),
      tick(
        "Original registration certificate (RC)",
        "All keys of the vehicle",
        "Police report (FIR)",
        "Police non-traceable report (when issued)",
        "Letter to the regional transport office",
        "Form 28, 29 and 30 signed (transfer of the vehicle to the company)",
        "KYC: PAN and address proof",
        "Cancelled cheque",
      ),
      ...declaration,
    ],
  },
  "health-reimbursement-claim-form": {
    title: "Health Claim Form: Reimbursement (Part A, by the Insured)",
    blocks: [
      text(
        "Fill in this form to claim back what you paid for treatment. Send it with the original bills within 30 days of discharge. The hospital fills in Part B.",
      ),
      ...policyholder,
      ...patient,
      heading("Amounts claimed"),
      {
        kind: "table",
        columns: ["Expense", "Bill numbers", "Amount (₹)"],
        rows: [
          ["Pre-hospitalisation expenses", "", ""],
          ["Hospitalisation expenses", "", ""],
          ["Post-hospitalisation expenses", "", ""],
          ["Ambulance", "", ""],
          ["Other (describe)", "", ""],
          ["Total", "", ""],
        ],
      },
      ...bank,
      heading("Documents to attach"),
      tick(
        "Discharge summary",
        "Original hospital bills and payment receipts",
        "Pharmacy bills with prescriptions",
        "Investigation and test reports",
        "Police report (FIR) or medico-legal certificate for an accident",
        "KYC: PAN and address proof",
        "Cancelled cheque",
      ),
      ...declaration,
    ],
  },
  "health-cashless-request-form": {
    title: "Cashless Treatment: Pre-Authorisation Request",
    blocks: [
      text(
        "Filled in with the network hospital's help before a planned admission, or within 24 hours of an emergency one. The hospital sends it to the third-party administrator (TPA).",
      ),
      ...policyholder,
      ...patient,
      heading("Treatment proposed (by the hospital)"),
      blanks(
        "Nature of illness and presenting complaints",
        "Proposed line of treatment (medical, surgical, intensive care, investigation)",
        "Name of the surgery, if any",
        "Expected days in hospital",
        "Room type",
        "Estimated cost (₹)",
      ),
      { kind: "signature", labels: ["Signature of the treating doctor", "Hospital seal", "Date"] },
      ...declaration,
    ],
  },
  "personal-accident-claim-form": {
    title: "Personal Accident Claim Form",
    blocks: [
      text(
        "Fill in this form for accidental death, disability or injury covered by a personal accident policy. For a death claim, the nominee fills it in.",
      ),
      ...policyholder,
      heading("Injured or deceased insured person"),
      blanks("Name", "Date of birth", "Occupation", "Relation to the policyholder"),
      heading("The accident"),
      blanks(
        "Date, time and place",
        "How it happened",
        "Police station and FIR number",
        "Nature of injuries",
        "Hospital and treating doctor",
        "Disability (temporary, partial or total) and its extent",
      ),
      heading("Claimant (nominee, for a death claim)"),
      blanks("Name", "Relation to the insured person", "Address", "Mobile number"),
      ...bank,
      heading("Documents to attach"),
      tick(
        "Police report (FIR) and final report",
        "Post-mortem report and death certificate (death claim)",
        "Disability certificate from a government doctor (disability claim)",
        "Hospital records and bills",
        "KYC of the claimant",
        "Cancelled cheque",
      ),
      ...declaration,
    ],
  },
  "travel-claim-form": {
    title: "Travel Insurance Claim Form",
    blocks: [
      text(
        "Fill in this form for medical treatment abroad, lost or delayed baggage, a lost passport, or a trip cancelled, cut short or delayed.",
      ),
      ...policyholder,
      heading("The trip"),
      blanks(
        "Traveller's name",
        "Passport number",
        "Countries visited",
        "Date of departure from India",
        "Date of return",
      ),
      heading("What happened"),
      tick(
        "Medical treatment",
        "Checked baggage lost or delayed",
        "Passport lost",
        "Trip cancelled, cut short or delayed",
        "Other",
      ),
      blanks("Date and place", "Describe what happened", "Amount claimed (with currency)"),
      ...bank,
      heading("Documents to attach"),
      tick(
        "Tickets and boarding passes",
        "Passport pages with the entry and exit stamps",
        "Medical reports and bills (medical claims)",
        "Airline's property irregularity report (baggage claims)",
        "Police report (theft and passport claims)",
        "Proof of the cancellation and of the amounts not refunded (trip claims)",
        "Cancelled cheque",
      ),
      ...declaration,
    ],
  },
  "home-claim-form": {
    title: "Home Insurance Claim Form",
    blocks: [
      text(
        "Fill in this form for damage to your home or its contents by fire, flood, storm, burglary or another insured cause.",
      ),
      ...policyholder,
      heading("The home"),
      blanks("Address of the insured home", "Owned or rented", "Type of building and floor"),
      heading("The loss"),
      blanks(
        "Date and time",
        "Cause (fire, flood, storm, burglary, other)",
        "How it happened",
        "Fire brigade or police informed? Report number",
        "Was the home occupied at the time?",
      ),
      heading("Items damaged or lost"),
      {
        kind: "table",
        columns: ["Item", "Year bought", "Cost when bought (₹)", "Amount claimed (₹)"],
        rows: Array.from({ length: 8 }, () => ["", "", "", ""]),
      },
      ...bank,
      heading("Documents to attach"),
      tick(
        "Photographs of the damage",
        "Repair estimates or bills",
        "Fire brigade report (fire) or police report (burglary)",
        "Purchase invoices of items claimed, where you have them",
        "KYC: PAN and address proof",
        "Cancelled cheque",
      ),
      ...declaration,
    ],
  },
  "fire-and-burglary-claim-form": {
    title: "Fire and Burglary Claim Form (Business Premises)",
    blocks: [
      text(
        "Fill in this form for loss or damage to business property insured under a fire, burglary or business package policy.",
      ),
      ...policyholder,
      heading("Business and premises"),
      blanks(
        "Name of the business",
        "GSTIN",
        "Address of the premises",
        "Nature of business",
        "Other insurance on the same property",
      ),
      heading("The loss"),
      blanks(
        "Date and time",
        "Cause",
        "How it happened",
        "Fire brigade or police informed? Report number",
        "Steps taken to prevent further loss",
        "Is anyone else responsible for the loss? Name and address",
      ),
      heading("Property lost or damaged"),
      {
        kind: "table",
        columns: ["Description", "Sum insured (₹)", "Value at the time (₹)", "Loss claimed (₹)"],
        rows: [
          ["Building", "", "", ""],
          ["Plant and machinery", "", "", ""],
          ["Stock", "", "", ""],
          ["Furniture, fixtures and fittings", "", "", ""],
          ["Other", "", "", ""],
          ["Total", "", "", ""],
        ],
      },
      ...bank,
      ...declaration,
    ],
  },
  "marine-cargo-claim-form": {
    title: "Marine Cargo Claim Form",
    blocks: [
      text(
        "Fill in this form for goods lost or damaged in transit. Note the damage on the carrier's delivery receipt and ask for a joint survey before taking delivery.",
      ),
      ...policyholder,
      heading("The consignment"),
      blanks(
        "Description of the goods and packing",
        "Invoice number, date and value",
        "Carrier, and bill of lading, airway bill or lorry receipt number",
        "Sailing, flight or dispatch date",
        "From and to",
        "Date of arrival and of delivery",
      ),
      heading("The loss"),
      blanks(
        "Nature of the loss or damage",
        "Where and when it was noticed",
        "Notice of claim served on the carrier on",
        "Amount claimed (₹)",
      ),
      ...bank,
      heading("Documents to attach"),
      tick(
        "Invoice and packing list",
        "Bill of lading, airway bill or lorry receipt",
        "Survey report",
        "Copy of the notice of claim on the carrier and its reply",
        "Delivery receipt noting the damage",
        "Cancelled cheque",
      ),
      ...declaration,
    ],
  },
};

export function blankClaimForm(slug: ClaimFormSlug, issuer: string): PrintDocument {
  const form = FORMS[slug];
  return { issuer, title: form.title, reference: null, blocks: form.blocks };
}

const kept = new Map<string, Promise<Uint8Array>>();

/** The form's PDF, drawn once per issuer name and kept. */
export function blankClaimFormPdf(slug: ClaimFormSlug, issuer: string): Promise<Uint8Array> {
  const key = `${slug}\u0000${issuer}`;
  let pdf = kept.get(key);
  if (!pdf) {
    pdf = renderPdf(blankClaimForm(slug, issuer));
    pdf.catch(() => kept.delete(key));
    kept.set(key, pdf);
  }
  return pdf;
}
