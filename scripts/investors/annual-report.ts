/**
 * The annual report and the annual public disclosures of a financial year (decision 066), drawn
 * from the public disclosures' model (scripts/disclosures/nl-forms.ts): the report's highlights are
 * the year's four quarters summed, its financial statements the fourth quarter's forms with their
 * "up to the quarter" columns, so every figure agrees with the NL forms. ILLUSTRATIVE figures, as
 * the report says on its first page.
 */
import type { PrintBlock, PrintDocument } from "../../contracts/print/print-document";
import { NL_FORMS, QUARTERS, yearFigures } from "../disclosures/nl-forms";

const ISSUER = "SBI General Insurance Company Limited";
const lakh = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const crore = (n: number) => `Rs ${new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }).format(n / 100)} crore`;
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const para = (text: string): PrintBlock => ({ kind: "text", text });
const form = (no: string) => NL_FORMS.find((f) => f.no === no)!;

export const ILLUSTRATIVE =
  "ILLUSTRATIVE FIGURES: prepared for this website to show the report; they are not the company's published results.";

export function annualReport(year: string): PrintDocument {
  const y = yearFigures(year);
  const q4 = y.last;
  const [from, to] = [`1 April ${year.slice(0, 4)}`, q4.ended];
  return {
    issuer: ISSUER,
    title: `Annual Report ${year}`,
    reference: `Financial year ${from} to ${to}`,
    blocks: [
      para(
        `Registration No. 144 dated 15 December 2009. Figures in Rs lakh unless stated. ${ILLUSTRATIVE} The complete quarterly NL forms are on the public disclosures page of the website.`,
      ),
      { kind: "heading", text: "1. The year at a glance" },
      {
        kind: "table",
        columns: ["Measure", year],
        widths: [4, 2],
        rows: [
          ["Gross direct premium (NL-4, four quarters)", lakh.format(y.gross)],
          ["Net written premium", lakh.format(y.net)],
          ["Net earned premium", lakh.format(y.earned)],
          ["Net claims incurred (NL-5)", lakh.format(y.incurred)],
          ["Claims ratio (net incurred to net earned)", pct(y.claimsRatio)],
          ["Combined ratio", pct(y.combinedRatio)],
          ["Operating profit (NL-1)", lakh.format(y.operating)],
          ["Profit before tax (NL-2)", lakh.format(y.beforeTax)],
          ["Profit after tax (NL-2)", lakh.format(y.afterTax)],
          [`Net worth at ${to}`, lakh.format(y.netWorth)],
          [`Investments at ${to} (NL-12, NL-12A)`, lakh.format(y.investments)],
          [`Solvency ratio at ${to} (NL-25; required 1.50)`, `${y.solvency.toFixed(2)} times`],
          ["Policies issued (NL-35)", lakh.format(y.policies)],
          ["Claims settled, by number (NL-37)", lakh.format(y.claimsSettled)],
          [
            "Grievances received and resolved (NL-45)",
            `${lakh.format(y.grievancesReceived)} and ${lakh.format(y.grievancesResolved)}`,
          ],
        ],
      },
      { kind: "heading", text: "2. Directors' report" },
      para(
        `The Board presents the company's report with the audited financial statements for the year ended ${to}. The company wrote a gross direct premium of ${crore(y.gross)} and earned a profit after tax of ${crore(y.afterTax)}. The claims ratio was ${pct(y.claimsRatio)} and the combined ratio ${pct(y.combinedRatio)}; the solvency ratio at the year's end was ${y.solvency.toFixed(2)} times against the 1.50 times IRDAI requires.`,
      ),
      para(
        "The Board does not recommend a dividend: the profit is retained to support growth and solvency. There was no change in the nature of the business, no material change after the balance sheet date and no order of a regulator or court affecting the company as a going concern.",
      ),
      {
        kind: "table",
        columns: ["Line of business", "Gross direct premium", "Net written premium", "Net claims incurred"],
        widths: [2.6, 1.6, 1.6, 1.6],
        rows: [
          ...y.byLine.map((l) => [l.name, lakh.format(l.gross), lakh.format(l.net), lakh.format(l.incurred)]),
          ["Total", lakh.format(y.gross), lakh.format(y.net), lakh.format(y.incurred)],
        ],
      },
      { kind: "heading", text: "3. Corporate governance" },
      para(
        "The company follows the IRDAI's corporate governance requirements for insurers. The Board has a majority of non-executive directors and its committees are the Audit Committee, the Investment Committee, the Risk Management Committee, the Policyholder Protection, Grievance Redressal and Claims Monitoring Committee, the Nomination and Remuneration Committee and the Corporate Social Responsibility Committee.",
      ),
      ...form("NL-42").build(q4),
      { kind: "heading", text: "4. Corporate social responsibility" },
      para(
        "The company's CSR work (SBIG Cares) follows its CSR policy under section 135 of the Companies Act, 2013; the projects of the year, with the amounts spent and the people reached, are on the SBIG Cares page of the website and the policy on the investor relations page.",
      ),
      { kind: "heading", text: "5. Revenue account for the year (NL-1)" },
      ...form("NL-1").build(q4),
      { kind: "heading", text: "6. Profit and loss account for the year (NL-2)" },
      ...form("NL-2").build(q4),
      { kind: "heading", text: `7. Balance sheet at ${to} (NL-3)` },
      ...form("NL-3").build(q4),
      { kind: "heading", text: "8. Receipts and payments of the fourth quarter (NL-22)" },
      ...form("NL-22").build(q4),
      { kind: "heading", text: "9. Auditors" },
      para(
        "The financial statements are audited by the company's joint statutory auditors, whose report is unqualified. The names of the auditors and the text of their report are left out of this illustrative report.",
      ),
    ],
  };
}

/** Every form of the fourth quarter in one file: the annual public disclosures of the year. */
export function annualDisclosures(year: string): PrintDocument {
  const q4 = QUARTERS.find((q) => q.year === year && q.quarter === 4)!;
  return {
    issuer: ISSUER,
    title: `Public disclosures for the year ${year}`,
    reference: `Year ended ${q4.ended}: forms NL-1 to NL-45 in one file`,
    blocks: [
      para(
        `Registration No. 144 dated 15 December 2009. Figures in Rs lakh unless stated. ${ILLUSTRATIVE} Each form is the fourth quarter's, with the columns "up to the quarter" giving the year.`,
      ),
      ...NL_FORMS.flatMap((f): PrintBlock[] => [
        { kind: "heading", text: `FORM ${f.code}: ${f.title}` },
        ...f.build(q4),
      ]),
    ],
  };
}

/** The years whose four quarters the model holds: each has an annual report. */
export function reportYears(): string[] {
  const years = [...new Set(QUARTERS.map((q) => q.year))];
  return years.filter((year) => QUARTERS.filter((q) => q.year === year).length === 4);
}
