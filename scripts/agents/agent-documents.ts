/**
 * The documents of /agent (issue 16, decision 066), the `agentdocuments` collection's files: how to
 * become our agent, the application form, the code of conduct and how a customer checks an agent,
 * drawn by scripts/generate-downloads.ts into public/uploads/agents/ (the viewer's Helvetica).
 *
 * The rules are the Insurance Act, 1938 (section 41 on rebates, section 42 on agents and their
 * disqualifications), the IRDAI (Appointment of Insurance Agents) Regulations, 2016 as carried into
 * the IRDAI (Distribution of Insurance Products) Regulations, 2024 and its master circular, and
 * IRDAI's circular on training and examination of 14 July 2016 (IRDA/INT/CIR/T&E/136/07/2016).
 * The application form's contents, the training the company arranges and the helpline are the
 * company's; decision 066 records what was checked and what the lead should confirm.
 */
import type { PrintBlock, PrintDocument } from "../../contracts/print/print-document";

const ISSUER = "SBI General Insurance Company Limited";
const TOLL_FREE = "1800 102 1111";
const AGENCY_EMAIL = "agency.desk@sbigeneral.in";
const para = (text: string): PrintBlock => ({ kind: "text", text });
const heading = (text: string): PrintBlock => ({ kind: "heading", text });
const ticks = (items: string[]): PrintBlock => ({
  kind: "checklist",
  items: items.map((label) => ({ label, checked: false })),
});

function howToBecomeAnAgent(): PrintDocument {
  return {
    issuer: ISSUER,
    title: "How to become an insurance agent of SBI General",
    reference: "Agency guide, version 2026-11",
    blocks: [
      para(
        "An insurance agent is an individual appointed by an insurer to sell its policies and to serve its customers: renewals, changes and claims. Since 1 April 2016 agents are appointed by the insurer itself, under section 42 of the Insurance Act, 1938 and the rules of the Insurance Regulatory and Development Authority of India (IRDAI), now the IRDAI (Distribution of Insurance Products) Regulations, 2024 and its master circular.",
      ),
      heading("1. Who can apply"),
      ticks([
        "You are at least 18 years old.",
        "You have passed the 10th standard (matriculation) or an equivalent examination of a recognised board.",
        "You are not disqualified under section 42 of the Insurance Act: you have not been found of unsound mind by a court, and you have not been convicted of criminal misappropriation, criminal breach of trust, cheating or forgery, nor found to have taken part in a fraud against an insurer or an insured.",
        "You are not already an agent of another general insurer. You may be the agent of one life insurer, one general insurer, one health insurer and one of each specialised insurer at the same time.",
      ]),
      heading("2. The steps"),
      {
        kind: "table",
        columns: ["Step", "What happens", "Time"],
        widths: [1.2, 4, 1.3],
        rows: [
          [
            "Apply",
            "Fill in the agent application form, attach the documents it lists and hand it in at a branch or send it to the agency desk.",
            "1 day",
          ],
          [
            "Checks",
            "We check your documents, your PAN and that you are not on the regulator's or the industry's list of agents whose appointment was cancelled.",
            "Up to 7 days",
          ],
          [
            "Training",
            "Pre-recruitment training arranged by us free of charge, online or in a classroom: 25 hours for general insurance, 50 hours if you are also a life insurer's agent (IRDAI circular of 14 July 2016).",
            "1 to 3 weeks",
          ],
          [
            "Examination",
            "The pre-recruitment examination of the Insurance Institute of India or another examination body IRDAI recognises, online at a centre near you. You pay the examination fee to the examination body.",
            "1 day",
          ],
          [
            "Appointment",
            "We issue your appointment letter with your agent code, add you to our register of agents (which customers search on our website's agent page) and give you your identity card.",
            "Within 15 days of passing",
          ],
        ],
      },
      heading("3. Documents"),
      ticks([
        "PAN card",
        "Proof of address: Aadhaar (with the first eight digits masked), passport, voter ID or driving licence",
        "10th standard (or higher) pass certificate or mark sheet",
        "Two recent passport-size photographs",
        "A cancelled cheque or bank statement of the account your commission is paid into",
      ]),
      heading("4. Commission and conduct"),
      para(
        "Commission is paid as the company's Board-approved commission policy sets it under the IRDAI (Expenses of Management, including Commission, of Insurers) Regulations, 2024, into your bank account, with tax deducted at source. As an agent you follow the code of conduct for agents (a separate document on the same page).",
      ),
      heading("5. No fee to us"),
      para(
        `We charge nothing to appoint you. Nobody from the company will ask you for money to "get you a licence" or a target; if someone does, tell us on ${TOLL_FREE} (toll-free) or at ${AGENCY_EMAIL}.`,
      ),
      heading("Contact"),
      para(
        `Agency desk: ${AGENCY_EMAIL}. Toll-free: ${TOLL_FREE}. Or ask at any of our branches (the branch locator is on our website).`,
      ),
    ],
  };
}

function applicationForm(): PrintDocument {
  const blank = (labels: string[]): PrintBlock => ({
    kind: "fields",
    rows: labels.map((label) => ({ label, value: null })),
  });
  return {
    issuer: ISSUER,
    title: "Application for appointment as an insurance agent",
    reference: "Form AGN-1, version 2026-11",
    blocks: [
      para(
        "Write in capital letters. Every field marked with an asterisk (*) is needed to process your application. Attach the documents listed in section 5. We use your details only to assess and manage your appointment, as our privacy notice under the Digital Personal Data Protection Act, 2023 explains.",
      ),
      heading("1. About you"),
      blank([
        "Full name as on PAN *",
        "Father's, mother's or spouse's name *",
        "Date of birth (DD-MM-YYYY) *",
        "PAN *",
        "Aadhaar (last four digits only)",
        "Mobile number *",
        "E-mail",
      ]),
      heading("2. Address"),
      blank(["House, street and area *", "City or village *", "District and state *", "PIN code *"]),
      heading("3. Education and work"),
      blank([
        "Highest examination passed, board or university, year *",
        "Present occupation *",
        "Branch of SBI General you apply to *",
      ]),
      heading("4. Other insurers"),
      {
        kind: "table",
        columns: ["Kind of insurer", "Name of the insurer you are an agent of", "Agent code"],
        widths: [2, 3, 1.5],
        rows: [
          ["Life insurer", "", ""],
          ["Health insurer", "", ""],
          ["Specialised insurer (agriculture, export credit)", "", ""],
        ],
      },
      heading("5. Documents attached"),
      ticks([
        "Copy of PAN card",
        "Proof of address",
        "10th standard (or higher) certificate or mark sheet",
        "Two passport-size photographs",
        "Cancelled cheque or bank statement (for commission)",
      ]),
      heading("6. Bank account for commission"),
      blank(["Account holder's name *", "Account number *", "IFSC *"]),
      heading("7. Declaration"),
      para(
        "I declare that the details above are true and complete; that I am not disqualified under section 42 of the Insurance Act, 1938; that I am not the agent of any other general insurer; and that I will follow the code of conduct for insurance agents and the company's instructions. I understand that a false statement may lead to the cancellation of my appointment.",
      ),
      { kind: "signature", labels: ["Signature of the applicant", "Place", "Date"] },
      heading("For office use"),
      blank(["Received at branch, date", "Checks completed by", "Training batch", "Examination roll number"]),
    ],
  };
}

function codeOfConduct(): PrintDocument {
  return {
    issuer: ISSUER,
    title: "Code of conduct for insurance agents",
    reference: "Issued to every agent with the appointment letter, version 2026-11",
    blocks: [
      para(
        "Every agent of SBI General follows this code, which sets out the code of conduct of the IRDAI's rules for insurance agents and the company's own requirements. A breach can lead to the cancellation of the appointment and a report to IRDAI.",
      ),
      heading("1. Who you are"),
      ticks([
        "Tell the customer your name, that you are an agent of SBI General Insurance, and your agent code.",
        "Show your identity card and appointment letter when asked.",
        "Do not sell on behalf of an insurer that has not appointed you, and stop selling at once if your appointment is suspended or cancelled.",
      ]),
      heading("2. Before the sale"),
      ticks([
        "Find out what the customer needs and recommend only a policy that fits those needs and their means.",
        "Explain what is covered and what is not, the sum insured, waiting periods, deductibles, the premium and its taxes; give the Customer Information Sheet and the policy wording.",
        "Tell the customer that the proposal form must be filled in truthfully and completely, and that a wrong answer can lead to a claim being refused. Never fill in or sign a proposal for the customer.",
        "Give the customer the commission you receive on the policy if they ask for it.",
      ]),
      heading("3. Money"),
      ticks([
        "Take the premium only as the company allows (online, or by cheque or draft in the company's name), and make sure the customer gets the company's receipt.",
        "Never offer or give any rebate of commission or premium, or any other inducement to buy: section 41 of the Insurance Act, 1938 forbids it.",
        "Never ask a customer to stop or replace a policy they have in order to sell a new one.",
      ]),
      heading("4. After the sale"),
      ticks([
        "Make sure the customer receives the policy, and tell them about the free-look period of their policy.",
        "Remind customers of renewals in good time, and help them with changes and claims, including the documents a claim needs.",
        "Pass on any complaint to the company at once and tell the customer how to escalate it (the grievance redressal page).",
      ]),
      heading("5. Customers' data"),
      ticks([
        "Keep customers' personal data confidential and use it only to serve their policies, as the Digital Personal Data Protection Act, 2023 requires.",
        "Do not keep customers' original documents, passwords, OTPs or cheque books.",
      ]),
      heading("Acknowledgement"),
      para("I have read and understood this code of conduct and will follow it."),
      { kind: "signature", labels: ["Agent's signature", "Agent code", "Date"] },
    ],
  };
}

function verifyYourAgent(): PrintDocument {
  return {
    issuer: ISSUER,
    title: "How to check that your agent is genuine",
    reference: "Customer guide, version 2026-11",
    blocks: [
      para(
        "People sometimes pose as insurance agents, or sell policies that do not exist. A few checks before you pay keep your money safe.",
      ),
      heading("1. Check the agent"),
      ticks([
        "Ask for the agent's name, agent code and identity card.",
        "Search our register of agents on the agent page of our website, by name or by agent code. The result shows whether the appointment is active, suspended or expired, and its validity.",
        "Do not deal with an agent who is not in the register, or whose appointment is suspended or expired.",
      ]),
      heading("2. Check the policy"),
      ticks([
        "Read the Customer Information Sheet and the policy wording of the product before you sign the proposal form.",
        "Fill in and sign the proposal form yourself, and keep a copy.",
        "After you pay, you receive the policy by e-mail or post from the company. Check it on our website or with our toll-free helpline.",
      ]),
      heading("3. Pay only the company"),
      ticks([
        "Pay online on our website or app, or by cheque or draft in the name of SBI General Insurance Company Limited.",
        "Never pay cash to an individual without the company's receipt, and never share an OTP or your bank password.",
        "Be careful of offers of a rebate, a gift or a bonus for buying or replacing a policy: such offers are against the law.",
      ]),
      heading("4. If something is wrong"),
      para(
        `Call us toll-free on ${TOLL_FREE} or write to us through the grievance redressal page of our website. You can also register a complaint with IRDAI on its Bima Bharosa portal (bimabharosa.irdai.gov.in), and report a fraud to the national cyber crime helpline 1930 or at cybercrime.gov.in.`,
      ),
    ],
  };
}

/** Every agent document with its file name (under public/uploads/agents/). */
export function agentDocuments(): { file: string; doc: PrintDocument }[] {
  return [
    { file: "how-to-become-an-agent.pdf", doc: howToBecomeAnAgent() },
    { file: "agent-application-form.pdf", doc: applicationForm() },
    { file: "agent-code-of-conduct.pdf", doc: codeOfConduct() },
    { file: "verify-your-agent.pdf", doc: verifyYourAgent() },
  ];
}
