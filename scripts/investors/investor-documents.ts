/**
 * The documents of the investor relations page (issue 16, decision 060): the financial results of
 * a year and a half-year, drawn from the same model of the business as the public disclosures
 * (so the results agree with the NL forms; ILLUSTRATIVE figures), and the CSR policy the
 * Companies Act, 2013 (section 135) and the CSR Rules, 2014 require a company to publish.
 */
import type { PrintBlock, PrintDocument } from "../../contracts/print/print-document";
import { NL_FORMS, QUARTERS, type Quarter } from "../disclosures/nl-forms";
import { annualDisclosures, annualReport, reportYears } from "./annual-report";

const ISSUER = "SBI General Insurance Company Limited";

function results(q: Quarter, period: string): PrintDocument {
  const form = (no: string) => NL_FORMS.find((f) => f.no === no)!;
  const blocks: PrintBlock[] = [
    {
      kind: "text",
      text: `Financial results for ${period}, prepared under the IRDAI (Actuarial, Finance and Investment Functions of Insurers) Regulations, 2024 and reviewed by the Audit Committee. Figures in Rs lakh. ILLUSTRATIVE FIGURES: prepared for this website to show the document; they are not the company's published results.`,
    },
    { kind: "heading", text: "Revenue account (NL-1)" },
    ...form("NL-1").build(q),
    { kind: "heading", text: "Profit and loss account (NL-2)" },
    ...form("NL-2").build(q),
    { kind: "heading", text: "Balance sheet (NL-3)" },
    ...form("NL-3").build(q),
    { kind: "heading", text: "Key ratios (NL-20)" },
    ...form("NL-20").build(q),
  ];
  return { issuer: ISSUER, title: `Financial results: ${period}`, reference: `Quarter ended ${q.ended}`, blocks };
}

function csrPolicy(): PrintDocument {
  const para = (text: string): PrintBlock => ({ kind: "text", text });
  return {
    issuer: ISSUER,
    title: "Corporate Social Responsibility Policy",
    reference: "Approved by the Board of Directors · version 4, effective 1 April 2025",
    blocks: [
      { kind: "heading", text: "1. Purpose" },
      para(
        "This policy sets out how the company carries out its corporate social responsibility (CSR) under section 135 of the Companies Act, 2013, Schedule VII to the Act and the Companies (Corporate Social Responsibility Policy) Rules, 2014, as amended. The brand name of our CSR work is SBIG Cares.",
      ),
      { kind: "heading", text: "2. Focus areas (Schedule VII)" },
      {
        kind: "checklist",
        items: [
          "Promoting health care, including preventive health care and sanitation (item i)",
          "Promoting education, including special education and vocational skills (item ii)",
          "Road safety awareness and first-responder training, as part of health care and education",
          "Ensuring environmental sustainability and ecological balance (item iv)",
          "Rural development projects (item x) and disaster management, including relief and rehabilitation (item xii)",
        ].map((label) => ({ label, checked: true })),
      },
      { kind: "heading", text: "3. CSR Committee" },
      para(
        "The Board's CSR Committee has three directors, at least one of them independent. It recommends the annual action plan and the amount to be spent, monitors the projects every quarter and reports to the Board.",
      ),
      { kind: "heading", text: "4. Spending" },
      para(
        "The company spends in each financial year at least two per cent of its average net profits of the three immediately preceding financial years. An amount left unspent for an ongoing project is transferred within 30 days of the year's end to an Unspent CSR Account and spent within three years; any other unspent amount is transferred to a fund in Schedule VII within six months.",
      ),
      { kind: "heading", text: "5. Implementation and monitoring" },
      para(
        "Projects are carried out directly or through implementing agencies registered with the Ministry of Corporate Affairs (form CSR-1). Each project has measurable outcomes, site visits and utilisation certificates; projects of Rs 1 crore or more are assessed for impact by an independent agency.",
      ),
      { kind: "heading", text: "6. Disclosure" },
      para(
        "The composition of the CSR Committee, this policy and the projects approved by the Board are published on the company's website, and the annual report on CSR activities forms part of the Board's report.",
      ),
    ],
  };
}

/** Every investor document with its file name (under public/uploads/investors/). */
export function investorDocuments(): { file: string; doc: PrintDocument }[] {
  const q = (year: string, quarter: number) => QUARTERS.find((o) => o.year === year && o.quarter === quarter)!;
  return [
    { file: "financial-results-2025-26.pdf", doc: results(q("2025-26", 4), "the year ended 31 March 2026") },
    {
      file: "financial-results-h1-2026-27.pdf",
      doc: results(q("2026-27", 2), "the half-year ended 30 September 2026"),
    },
    { file: "csr-policy.pdf", doc: csrPolicy() },
    ...reportYears().flatMap((year) => [
      { file: `annual-report-${year}.pdf`, doc: annualReport(year) },
      { file: `annual-public-disclosures-${year}.pdf`, doc: annualDisclosures(year) },
    ]),
  ];
}
