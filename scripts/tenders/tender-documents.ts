/**
 * The documents of /tender (issue 16, decision 060): each notice's request for proposal or
 * expression of interest, and a corrigendum where one was issued, as printable documents that
 * scripts/generate-downloads.ts draws as PDFs. The tenders are invented for this site (the
 * reference numbers, dates and contacts); what they ask for is what such a notice asks for.
 */
import type { PrintBlock, PrintDocument } from "../../contracts/print/print-document";

const ISSUER = "SBI General Insurance Company Limited";
const ADDRESS =
  "Procurement Cell, SBI General Insurance Company Limited, Fulcrum Building, 9th Floor, A & B Wing, Sahar Road, Andheri (East), Mumbai 400 099";

export interface TenderFacts {
  slug: string;
  reference: string;
  title: string;
  purpose: string;
  scope: string[];
  eligibility: string[];
  schedule: [string, string][];
  evaluation: string;
  /** the earnest money deposit and tender fee, as the notice states them (the seed's `emd_amount`, `tender_fee`) */
  deposit: string;
  contact: string;
  corrigendum?: { issued: string; changes: [string, string, string][] };
}

export const TENDERS: TenderFacts[] = [
  {
    slug: "cloud-contact-centre-platform",
    reference: "SBIG/IT/RFP/2026-27/014",
    title: "Request for Proposal: cloud contact centre platform",
    purpose:
      "SBI General Insurance invites proposals from eligible bidders for the supply, implementation and five-year operation of a cloud contact centre platform for its customer service in twelve languages.",
    scope: [
      "Inbound and outbound voice for 600 concurrent agents across three sites, with call recording kept for seven years as IRDAI's record-keeping rules require.",
      "Interactive voice response in English, Hindi, Kannada and nine other Indian languages, with self-service for policy status, claim status and renewal payment.",
      "Chat and e-mail channels in one agent desktop, integrated with the company's customer relationship management system through documented APIs.",
      "Hosting in data centres in India only, with a disaster recovery site in another seismic zone; recovery time 4 hours, recovery point 15 minutes.",
      "Compliance with the Digital Personal Data Protection Act, 2023 and IRDAI's Information and Cyber Security Guidelines, 2023.",
    ],
    eligibility: [
      "A company registered in India for at least five years, with an average annual turnover of at least Rs 50 crore in the last three financial years.",
      "At least two contact centre implementations of 300 agents or more for banks, insurers or regulated financial entities in India in the last five years.",
      "ISO/IEC 27001 certification of the hosting environment, valid on the bid closing date.",
      "Not blacklisted by any government body, regulator or public sector undertaking.",
    ],
    schedule: [
      ["Issue of RFP", "10 November 2026"],
      ["Last date for written queries", "18 November 2026, 17:00"],
      ["Pre-bid meeting (online)", "20 November 2026, 11:00"],
      ["Bid submission closes", "8 December 2026, 15:00"],
      ["Opening of technical bids", "8 December 2026, 16:00"],
    ],
    evaluation:
      "Quality and cost based selection: technical score 70% (functional fit, architecture, security, references, demonstration) and commercial score 30% (total cost of ownership over five years). Bidders scoring less than 70 of 100 technical marks are not considered further.",
    deposit:
      "Earnest money deposit of Rs 25,00,000 by demand draft or bank guarantee valid for 180 days from the bid closing date, returned to unsuccessful bidders within 30 days of the award. No tender fee is charged.",
    contact: "procurement@sbigeneral.in",
    corrigendum: {
      issued: "21 November 2026",
      changes: [
        ["Clause 4.2, concurrent agents", "500 concurrent agents", "600 concurrent agents"],
        ["Clause 6.1, bid closing date", "1 December 2026, 15:00", "8 December 2026, 15:00"],
        ["Annexure C, earnest money deposit", "Rs 25,00,000", "Rs 20,00,000 (or a bank guarantee)"],
      ],
    },
  },
  {
    slug: "motor-surveyor-empanelment-south",
    reference: "SBIG/CLM/EOI/2026-27/009",
    title: "Expression of Interest: empanelment of motor surveyors and loss assessors (Karnataka and Telangana)",
    purpose:
      "SBI General Insurance invites expressions of interest from licensed surveyors and loss assessors for empanelment to survey motor claims in Karnataka and Telangana for three years.",
    scope: [
      "Spot and final surveys of private cars, two-wheelers and commercial vehicles within 24 hours of allocation, through the company's mobile survey application.",
      "Assessment of loss as the India Motor Tariff's depreciation schedule and the policy's add-ons provide, with photographs and the repairer's estimate.",
      "Reports within 48 hours of the final survey, as the IRDAI (Protection of Policyholders' Interests) Regulations require.",
    ],
    eligibility: [
      "A valid IRDAI surveyor and loss assessor licence in the motor department.",
      "At least three years of motor survey experience, and an office in the district applied for.",
      "No disciplinary action by IRDAI in the last five years.",
    ],
    schedule: [
      ["Issue of notice", "1 October 2026"],
      ["Submission closes", "31 October 2026, 17:00"],
      ["Empanelment results", "By 15 December 2026"],
    ],
    evaluation:
      "Applications are assessed on licence category, years of experience, turnaround time and the number of surveys completed in the last two years. Empanelled surveyors are allotted claims by rotation within each district.",
    deposit: "No earnest money deposit and no fee: empanelment is free of charge.",
    contact: "claims.empanelment@sbigeneral.in",
  },
  {
    slug: "policy-kit-printing-dispatch",
    reference: "SBIG/ADM/RFP/2026-27/006",
    title: "Request for Proposal: printing and dispatch of policy kits",
    purpose:
      "SBI General Insurance invites proposals for the printing, enveloping and dispatch by registered post and courier of policy kits for customers who ask for a printed copy, for two years.",
    scope: [
      "Printing of policy schedules, wordings and Customer Information Sheets from files sent daily over a secure file transfer, in English, Hindi and regional languages.",
      "Dispatch within two working days of receipt of the file, with tracking numbers sent back for every kit.",
      "Secure destruction of spoilt prints and return-to-sender handling, with monthly reports.",
    ],
    eligibility: [
      "A printing facility in India with at least 1,00,000 kits a month of capacity.",
      "Experience of printing and dispatching for at least two insurers or banks in the last three years.",
      "ISO 9001 certification.",
    ],
    schedule: [
      ["Issue of RFP", "15 July 2026"],
      ["Pre-bid meeting (online)", "24 July 2026, 11:00"],
      ["Bid submission closes", "12 August 2026, 15:00"],
      ["Opening of technical bids", "12 August 2026, 16:00"],
      ["Contract awarded", "25 September 2026"],
    ],
    evaluation: "Least cost among technically qualified bids (L1), on the rate per kit for the volumes of Annexure B.",
    deposit:
      "Earnest money deposit of Rs 5,00,000 by demand draft or bank guarantee, and a tender fee of Rs 5,000 (not refundable) by demand draft in favour of SBI General Insurance Company Limited, payable at Mumbai. Micro and small enterprises registered with the Udyam portal are exempt from both.",
    contact: "procurement@sbigeneral.in",
  },
];

export function requestDocument(t: TenderFacts): PrintDocument {
  const blocks: PrintBlock[] = [
    { kind: "heading", text: "1. Purpose" },
    { kind: "text", text: t.purpose },
    { kind: "heading", text: "2. Scope of work" },
    ...t.scope.map((text, i): PrintBlock => ({ kind: "text", text: `2.${i + 1} ${text}` })),
    { kind: "heading", text: "3. Eligibility" },
    { kind: "checklist", items: t.eligibility.map((label) => ({ label, checked: false })) },
    { kind: "heading", text: "4. Schedule (Indian Standard Time)" },
    { kind: "table", columns: ["Event", "Date and time"], rows: t.schedule, widths: [3, 2] },
    { kind: "heading", text: "5. Earnest money deposit and fee" },
    { kind: "text", text: t.deposit },
    { kind: "heading", text: "6. How to submit" },
    {
      kind: "text",
      text: `Send the technical and commercial bids as separate, password-protected PDF files to ${t.contact} before the closing time, quoting the reference ${t.reference} in the subject line; send the passwords only when asked at the bid opening. Late bids are not accepted. Queries are answered in writing to all bidders, and any change to this document is published as a corrigendum on the tender page of the company's website.`,
    },
    { kind: "heading", text: "7. Evaluation" },
    { kind: "text", text: t.evaluation },
    { kind: "heading", text: "8. General terms" },
    {
      kind: "text",
      text: "The company may accept or reject any bid, or cancel this process, without giving reasons and without liability. Bidders bear their own costs. The contract is governed by the laws of India, with the courts of Mumbai having jurisdiction. Canvassing in any form disqualifies the bidder.",
    },
    { kind: "heading", text: "Contact" },
    { kind: "text", text: `${ADDRESS}. E-mail: ${t.contact}.` },
  ];
  return { issuer: ISSUER, title: t.title, reference: `Reference ${t.reference}`, blocks };
}

export function corrigendumDocument(t: TenderFacts): PrintDocument | null {
  if (!t.corrigendum) return null;
  return {
    issuer: ISSUER,
    title: `Corrigendum 1: ${t.title}`,
    reference: `Reference ${t.reference} · issued ${t.corrigendum.issued}`,
    blocks: [
      {
        kind: "text",
        text: "The following clauses of the request for proposal are amended. All other terms remain unchanged. Bidders should read this corrigendum with the request for proposal.",
      },
      { kind: "table", columns: ["Clause", "Reads", "Read as"], rows: t.corrigendum.changes, widths: [2, 2, 2] },
      { kind: "text", text: `${ADDRESS}. E-mail: ${t.contact}.` },
    ],
  };
}

/** Every tender document with its file name (under public/uploads/tenders/). */
export function tenderDocuments(): { file: string; doc: PrintDocument }[] {
  return TENDERS.flatMap((t) => {
    const corrigendum = corrigendumDocument(t);
    return [
      { file: `${t.slug}.pdf`, doc: requestDocument(t) },
      ...(corrigendum ? [{ file: `${t.slug}-corrigendum-1.pdf`, doc: corrigendum }] : []),
    ];
  });
}
