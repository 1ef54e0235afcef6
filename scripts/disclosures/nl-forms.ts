/**
 * The quarterly public disclosures of /public-disclosure2 (issue 16, decision 060): IRDAI's NL
 * forms for a general insurer, in the numbering of the format of IRDAI circular
 * IRDAI/F&A/CIR/MISC/256/09/2021 (NL-1-B-RA Revenue Account ... NL-20 Analytical Ratios, as
 * insurers publish them, e.g. Liberty General's list for Q1 FY 2023). The figures come from one
 * small model of the business per quarter, so the forms agree with each other (the revenue
 * account's premium is the premium schedule's, the profit and loss account takes the revenue
 * account's operating profit); they are ILLUSTRATIVE, not the company's results, and every form
 * says so.
 */
import type { PrintBlock, PrintDocument } from "../../contracts/print/print-document";

export interface Quarter {
  /** "2026-27" */
  year: string;
  quarter: 1 | 2 | 3 | 4;
  /** e.g. "30 June 2026" */
  ended: string;
  /** position in time from Q1 2025-26 (0), for growth */
  index: number;
}

export const QUARTERS: Quarter[] = [
  { year: "2025-26", quarter: 1, ended: "30 June 2025", index: 0 },
  { year: "2025-26", quarter: 2, ended: "30 September 2025", index: 1 },
  { year: "2025-26", quarter: 3, ended: "31 December 2025", index: 2 },
  { year: "2025-26", quarter: 4, ended: "31 March 2026", index: 3 },
  { year: "2026-27", quarter: 1, ended: "30 June 2026", index: 4 },
  { year: "2026-27", quarter: 2, ended: "30 September 2026", index: 5 },
];

export interface NlForm {
  /** "NL-1" */
  no: string;
  /** the form's code in the circular, e.g. "NL-1-B-RA" */
  code: string;
  title: string;
  build: (q: Quarter) => PrintBlock[];
}

type Segment = "fire" | "marine" | "misc";
interface Lob {
  name: string;
  segment: Segment;
  /** gross direct premium of a quarter in Q1 2025-26, Rs lakh */
  base: number;
  seasonal: [number, number, number, number];
  retention: number;
  lossRatio: number;
  commission: number;
}

const LOBS: Lob[] = [
  {
    name: "Fire",
    segment: "fire",
    base: 52000,
    seasonal: [0.9, 0.95, 0.95, 1.3],
    retention: 0.35,
    lossRatio: 0.58,
    commission: 0.12,
  },
  {
    name: "Marine cargo",
    segment: "marine",
    base: 4200,
    seasonal: [1, 1, 1, 1],
    retention: 0.5,
    lossRatio: 0.72,
    commission: 0.12,
  },
  {
    name: "Motor own damage",
    segment: "misc",
    base: 36000,
    seasonal: [0.95, 1, 1.1, 1],
    retention: 0.95,
    lossRatio: 0.66,
    commission: 0.19,
  },
  {
    name: "Motor third party",
    segment: "misc",
    base: 50000,
    seasonal: [0.95, 1, 1.1, 1],
    retention: 0.95,
    lossRatio: 0.84,
    commission: 0.05,
  },
  {
    name: "Health",
    segment: "misc",
    base: 76000,
    seasonal: [0.9, 1, 1, 1.15],
    retention: 0.88,
    lossRatio: 0.86,
    commission: 0.17,
  },
  {
    name: "Personal accident",
    segment: "misc",
    base: 31000,
    seasonal: [0.95, 1, 1, 1.1],
    retention: 0.85,
    lossRatio: 0.44,
    commission: 0.2,
  },
  {
    name: "Crop",
    segment: "misc",
    base: 9000,
    seasonal: [0.3, 2.6, 0.7, 0.4],
    retention: 0.2,
    lossRatio: 0.92,
    commission: 0,
  },
  {
    name: "Other miscellaneous",
    segment: "misc",
    base: 17000,
    seasonal: [1, 1, 1, 1.1],
    retention: 0.6,
    lossRatio: 0.6,
    commission: 0.12,
  },
];

const GROWTH_A_YEAR = 0.12;
const EXPENSE_RATIO = 0.135;
const EARNED_SHARE = 0.93;
const TAX_RATE = 0.2517;
const SHARE_CAPITAL = 22500;
const OPENING_RESERVES = 520000;

interface LobFigures {
  lob: Lob;
  gross: number;
  ceded: number;
  net: number;
  earned: number;
  grossPaid: number;
  netPaid: number;
  incurred: number;
  commission: number;
  expenses: number;
}

interface QuarterFigures {
  lobs: LobFigures[];
  investmentPolicyholders: number;
  investmentShareholders: number;
  profitOnSale: number;
}

const round = (n: number) => Math.round(n);

function figuresOf(q: Quarter): QuarterFigures {
  const growth = (1 + GROWTH_A_YEAR) ** (q.index / 4);
  const lobs = LOBS.map((lob): LobFigures => {
    const gross = round(lob.base * lob.seasonal[q.quarter - 1]! * growth);
    const net = round(gross * lob.retention);
    const earned = round(net * EARNED_SHARE);
    const incurred = round(earned * lob.lossRatio);
    const grossPaid = round((incurred / lob.retention) * 0.9);
    return {
      lob,
      gross,
      ceded: gross - net,
      net,
      earned,
      grossPaid,
      netPaid: round(incurred * 0.9),
      incurred,
      commission: round(gross * lob.commission * 0.85),
      expenses: round(gross * EXPENSE_RATIO),
    };
  });
  const invested = 1_600_000 * growth;
  return {
    lobs,
    investmentPolicyholders: round(invested * 0.015 * 0.8),
    investmentShareholders: round(invested * 0.015 * 0.2),
    profitOnSale: round(invested * 0.0012),
  };
}

/** The quarters of a financial year up to `q`, for "up to the quarter" columns. */
function yearToDate(q: Quarter): Quarter[] {
  return QUARTERS.filter((o) => o.year === q.year && o.quarter <= q.quarter);
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const lakh = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const money = (n: number) => (n < 0 ? `(${lakh.format(-n)})` : lakh.format(n));
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

interface Account {
  earned: number;
  profitOnSale: number;
  investment: number;
  incurred: number;
  commission: number;
  expenses: number;
}

function accountOf(f: QuarterFigures, segment: Segment | null): Account {
  const lobs = f.lobs.filter((l) => segment === null || l.lob.segment === segment);
  const grossAll = sum(f.lobs.map((l) => l.net));
  const share = sum(lobs.map((l) => l.net)) / grossAll;
  return {
    earned: sum(lobs.map((l) => l.earned)),
    profitOnSale: round(f.profitOnSale * share),
    investment: round(f.investmentPolicyholders * share),
    incurred: sum(lobs.map((l) => l.incurred)),
    commission: sum(lobs.map((l) => l.commission)),
    expenses: sum(lobs.map((l) => l.expenses)),
  };
}

const incomeOf = (a: Account) => a.earned + a.profitOnSale + a.investment;
const outgoOf = (a: Account) => a.incurred + a.commission + a.expenses;
const operatingProfit = (a: Account) => incomeOf(a) - outgoOf(a);

function profitAndLoss(q: Quarter) {
  const f = figuresOf(q);
  const operating = operatingProfit(accountOf(f, null));
  const income = operating + f.investmentShareholders + round(f.profitOnSale * 0.25) + 180;
  const provisions = 120;
  const otherExpenses = 950 + round(f.investmentShareholders * 0.02);
  const beforeTax = income - provisions - otherExpenses;
  const tax = beforeTax > 0 ? round(beforeTax * TAX_RATE) : 0;
  return { f, operating, income, provisions, otherExpenses, beforeTax, tax, afterTax: beforeTax - tax };
}

function reservesAt(q: Quarter): number {
  return OPENING_RESERVES + sum(QUARTERS.filter((o) => o.index <= q.index).map((o) => profitAndLoss(o).afterTax));
}

function revenueAccount(q: Quarter): PrintBlock[] {
  const f = figuresOf(q);
  const accounts = (["fire", "marine", "misc"] as const).map((s) => accountOf(f, s));
  const total = accountOf(f, null);
  const ytd = yearToDate(q).map((o) => accountOf(figuresOf(o), null));
  const row = (label: string, pick: (a: Account) => number) => [
    label,
    ...accounts.map((a) => money(pick(a))),
    money(pick(total)),
    money(sum(ytd.map(pick))),
  ];
  return [
    {
      kind: "table",
      columns: ["Particulars", "Fire", "Marine", "Miscellaneous", "Total (quarter)", "Total (up to the quarter)"],
      widths: [3, 1.3, 1.3, 1.5, 1.5, 1.6],
      rows: [
        row("1 Premiums earned (net) (NL-4)", (a) => a.earned),
        row("2 Profit on sale or redemption of investments", (a) => a.profitOnSale),
        row("3 Interest, dividend and rent (gross)", (a) => a.investment),
        row("Total (A)", incomeOf),
        row("4 Claims incurred (net) (NL-5)", (a) => a.incurred),
        row("5 Commission (NL-6)", (a) => a.commission),
        row("6 Operating expenses related to insurance business (NL-7)", (a) => a.expenses),
        row("7 Premium deficiency", () => 0),
        row("Total (B)", outgoOf),
        row("Operating profit or loss (C) = (A) - (B)", operatingProfit),
        row("Transfer to shareholders' account", operatingProfit),
      ],
    },
  ];
}

function profitAndLossAccount(q: Quarter): PrintBlock[] {
  const p = profitAndLoss(q);
  const ytd = yearToDate(q).map(profitAndLoss);
  const row = (label: string, pick: (x: ReturnType<typeof profitAndLoss>) => number) => [
    label,
    money(pick(p)),
    money(sum(ytd.map(pick))),
  ];
  return [
    {
      kind: "table",
      columns: ["Particulars", "For the quarter", "Up to the quarter"],
      widths: [4, 1.5, 1.5],
      rows: [
        row("1 Operating profit or loss (revenue account)", (x) => x.operating),
        row("2 Income from investments: interest, dividend and rent", (x) => x.f.investmentShareholders),
        row("  Profit on sale of investments", (x) => round(x.f.profitOnSale * 0.25)),
        row("3 Other income", () => 180),
        row("Total (A)", (x) => x.income),
        row("4 Provisions (other than taxation)", (x) => x.provisions),
        row("5 Other expenses (not related to insurance business)", (x) => x.otherExpenses),
        row("Total (B)", (x) => x.provisions + x.otherExpenses),
        row("Profit before tax", (x) => x.beforeTax),
        row("Provision for taxation", (x) => x.tax),
        row("Profit after tax", (x) => x.afterTax),
      ],
    },
  ];
}

function balanceSheet(q: Quarter): PrintBlock[] {
  const reserves = reservesAt(q);
  const growth = (1 + GROWTH_A_YEAR) ** (q.index / 4);
  const fairValue = round(4200 * growth);
  const sources = SHARE_CAPITAL + reserves + fairValue;
  const currentLiabilities = round(1_250_000 * growth);
  const provisions = round(610_000 * growth);
  const fixed = round(21000 * growth);
  const cash = round(38000 * growth);
  const advances = round(310_000 * growth);
  const investments = sources - fixed - cash - advances + currentLiabilities + provisions;
  const policyholders = round(investments * 0.8);
  return [
    {
      kind: "table",
      columns: ["Particulars", `As at ${q.ended}`],
      widths: [4, 2],
      rows: [
        ["SOURCES OF FUNDS", ""],
        ["Share capital (NL-8)", money(SHARE_CAPITAL)],
        ["Reserves and surplus", money(reserves)],
        ["Fair value change account", money(fairValue)],
        ["Borrowings", money(0)],
        ["Total", money(sources)],
        ["APPLICATION OF FUNDS", ""],
        ["Investments: shareholders", money(investments - policyholders)],
        ["Investments: policyholders", money(policyholders)],
        ["Fixed assets", money(fixed)],
        ["Cash and bank balances", money(cash)],
        ["Advances and other assets", money(advances)],
        ["Current liabilities", money(-currentLiabilities)],
        ["Provisions (unexpired risk reserve and others)", money(-provisions)],
        ["Net current assets", money(cash + advances - currentLiabilities - provisions)],
        ["Total", money(sources)],
      ],
    },
  ];
}

function premiumSchedule(q: Quarter): PrintBlock[] {
  const f = figuresOf(q);
  return [
    {
      kind: "table",
      columns: [
        "Line of business",
        "Gross direct premium",
        "Reinsurance ceded",
        "Net written premium",
        "Premium earned (net)",
      ],
      widths: [2.4, 1.5, 1.5, 1.5, 1.5],
      rows: [
        ...f.lobs.map((l) => [l.lob.name, money(l.gross), money(l.ceded), money(l.net), money(l.earned)]),
        [
          "Total",
          money(sum(f.lobs.map((l) => l.gross))),
          money(sum(f.lobs.map((l) => l.ceded))),
          money(sum(f.lobs.map((l) => l.net))),
          money(sum(f.lobs.map((l) => l.earned))),
        ],
      ],
    },
  ];
}

function claimsSchedule(q: Quarter): PrintBlock[] {
  const f = figuresOf(q);
  return [
    {
      kind: "table",
      columns: [
        "Line of business",
        "Claims paid (direct)",
        "Claims paid (net)",
        "Change in outstanding",
        "Claims incurred (net)",
      ],
      widths: [2.4, 1.5, 1.5, 1.5, 1.5],
      rows: [
        ...f.lobs.map((l) => [
          l.lob.name,
          money(l.grossPaid),
          money(l.netPaid),
          money(l.incurred - l.netPaid),
          money(l.incurred),
        ]),
        [
          "Total",
          money(sum(f.lobs.map((l) => l.grossPaid))),
          money(sum(f.lobs.map((l) => l.netPaid))),
          money(sum(f.lobs.map((l) => l.incurred - l.netPaid))),
          money(sum(f.lobs.map((l) => l.incurred))),
        ],
      ],
    },
  ];
}

const CHANNELS: [string, number][] = [
  ["Individual agents", 0.12],
  ["Corporate agents: banks", 0.55],
  ["Corporate agents: others", 0.06],
  ["Brokers", 0.17],
  ["Point of sales persons (POSP)", 0.04],
  ["Insurance marketing firms", 0.02],
  ["Web aggregators and others", 0.04],
  ["Direct business (online, branches)", 0],
];

function commissionSchedule(q: Quarter): PrintBlock[] {
  const total = (o: Quarter) => sum(figuresOf(o).lobs.map((l) => l.commission));
  const ytd = sum(yearToDate(q).map(total));
  return [
    {
      kind: "table",
      columns: ["Channel", "For the quarter", "Up to the quarter"],
      widths: [4, 1.5, 1.5],
      rows: [
        ...CHANNELS.map(([name, share]) => [name, money(round(total(q) * share)), money(round(ytd * share))]),
        ["Total commission (net of reinsurance)", money(total(q)), money(ytd)],
      ],
    },
  ];
}

const EXPENSE_HEADS: [string, number][] = [
  ["Employees' remuneration and welfare benefits", 0.44],
  ["Travel, conveyance and vehicle running", 0.02],
  ["Training", 0.01],
  ["Rents, rates and taxes", 0.06],
  ["Repairs and maintenance", 0.02],
  ["Printing, stationery and communication", 0.03],
  ["Legal and professional charges", 0.04],
  ["Auditors' fees and expenses", 0.002],
  ["Advertisement and publicity", 0.08],
  ["Information technology", 0.1],
  ["Depreciation", 0.04],
  ["Business development and sales promotion", 0.12],
  ["Other expenses", 0.038],
];

function operatingExpenses(q: Quarter): PrintBlock[] {
  const total = (o: Quarter) => sum(figuresOf(o).lobs.map((l) => l.expenses));
  const ytd = sum(yearToDate(q).map(total));
  return [
    {
      kind: "table",
      columns: ["Particulars", "For the quarter", "Up to the quarter"],
      widths: [4, 1.5, 1.5],
      rows: [
        ...EXPENSE_HEADS.map(([name, share]) => [name, money(round(total(q) * share)), money(round(ytd * share))]),
        ["Total", money(total(q)), money(ytd)],
      ],
    },
  ];
}

function shareCapital(q: Quarter): PrintBlock[] {
  return [
    {
      kind: "table",
      columns: ["Particulars", `As at ${q.ended}`],
      widths: [4, 2],
      rows: [
        ["Authorised capital: 300,00,00,000 equity shares of Rs 10 each", money(30000)],
        ["Issued capital: 225,00,00,000 equity shares of Rs 10 each", money(SHARE_CAPITAL)],
        ["Subscribed capital", money(SHARE_CAPITAL)],
        ["Called-up capital", money(SHARE_CAPITAL)],
        ["Less: calls unpaid", money(0)],
        ["Total", money(SHARE_CAPITAL)],
      ],
    },
  ];
}

const HOLDERS: [string, number][] = [
  ["Promoter: State Bank of India", 0.691],
  ["Investors: foreign investors", 0.16],
  ["Investors: domestic institutional investors", 0.1],
  ["Employees' welfare trust", 0.049],
];

function shareholding(): PrintBlock[] {
  const shares = 2_250_000_000;
  const count = new Intl.NumberFormat("en-IN");
  return [
    {
      kind: "table",
      columns: ["Shareholder", "Number of shares", "% of holding"],
      widths: [4, 2, 1.2],
      rows: [
        ...HOLDERS.map(([name, share]) => [name, count.format(round(shares * share)), pct(share)]),
        ["Total", count.format(shares), "100.0%"],
      ],
    },
  ];
}

function analyticalRatios(q: Quarter): PrintBlock[] {
  const f = figuresOf(q);
  const a = accountOf(f, null);
  const gross = sum(f.lobs.map((l) => l.gross));
  const net = sum(f.lobs.map((l) => l.net));
  const lastYear = QUARTERS.find((o) => o.index === q.index - 4);
  const growth = lastYear ? gross / sum(figuresOf(lastYear).lobs.map((l) => l.gross)) - 1 : GROWTH_A_YEAR;
  const netWorth = SHARE_CAPITAL + reservesAt(q);
  const p = profitAndLoss(q);
  const claimsRatio = a.incurred / a.earned;
  const expenseRatio = (a.commission + a.expenses) / net;
  return [
    {
      kind: "table",
      columns: ["Ratio", "For the quarter"],
      widths: [4, 2],
      rows: [
        ["Gross direct premium growth rate (year on year)", pct(growth)],
        ["Gross direct premium to net worth (annualised)", `${((gross * 4) / netWorth).toFixed(2)} times`],
        ["Net retention ratio", pct(net / gross)],
        ["Net commission ratio", pct(a.commission / net)],
        ["Expense of management to gross direct premium", pct((a.commission + a.expenses) / gross)],
        ["Claims ratio (net incurred to net earned)", pct(claimsRatio)],
        ["Combined ratio", pct(claimsRatio + expenseRatio)],
        ["Underwriting balance ratio", pct((a.earned - a.incurred - a.commission - a.expenses) / a.earned)],
        ["Operating profit ratio", pct(p.operating / a.earned)],
        ["Net earning ratio", pct(p.afterTax / net)],
        ["Return on net worth (annualised)", pct((p.afterTax * 4) / netWorth)],
        ["Solvency ratio (required: 1.50)", `${(1.86 + q.index * 0.01).toFixed(2)} times`],
        ["Non-performing investments", pct(0)],
      ],
    },
  ];
}

export const NL_FORMS: NlForm[] = [
  { no: "NL-1", code: "NL-1-B-RA", title: "Revenue Account", build: revenueAccount },
  { no: "NL-2", code: "NL-2-B-PL", title: "Profit and Loss Account", build: profitAndLossAccount },
  { no: "NL-3", code: "NL-3-B-BS", title: "Balance Sheet", build: balanceSheet },
  { no: "NL-4", code: "NL-4-PREMIUM SCHEDULE", title: "Premium", build: premiumSchedule },
  { no: "NL-5", code: "NL-5-CLAIMS SCHEDULE", title: "Claims Incurred", build: claimsSchedule },
  { no: "NL-6", code: "NL-6-COMMISSION SCHEDULE", title: "Commission", build: commissionSchedule },
  { no: "NL-7", code: "NL-7-OPERATING EXPENSES SCHEDULE", title: "Operating Expenses", build: operatingExpenses },
  { no: "NL-8", code: "NL-8-SHARE CAPITAL SCHEDULE", title: "Share Capital", build: shareCapital },
  { no: "NL-9", code: "NL-9-PATTERN OF SHAREHOLDING SCHEDULE", title: "Pattern of Shareholding", build: shareholding },
  { no: "NL-20", code: "NL-20-ANALYTICAL RATIOS SCHEDULE", title: "Analytical Ratios", build: analyticalRatios },
];

const ISSUER = "SBI General Insurance Company Limited";

export function disclosureFile(form: NlForm, q: Quarter): string {
  return `${q.year}-q${q.quarter}-${form.no.toLowerCase()}.pdf`;
}

export function disclosureDocument(form: NlForm, q: Quarter): PrintDocument {
  return {
    issuer: ISSUER,
    title: `FORM ${form.code}: ${form.title}`,
    reference: `Quarter ended ${q.ended} (Q${q.quarter} FY ${q.year})`,
    blocks: [
      {
        kind: "text",
        text: `Registration No. 144 dated 15 December 2009. Figures in Rs lakh unless stated. ILLUSTRATIVE FIGURES: prepared for this website to show the form; they are not the company's published results.`,
      },
      ...form.build(q),
    ],
  };
}

/** Every disclosure document with its file name. */
export function disclosureDocuments(): { file: string; form: NlForm; quarter: Quarter; doc: PrintDocument }[] {
  return QUARTERS.flatMap((quarter) =>
    NL_FORMS.map((form) => ({
      file: disclosureFile(form, quarter),
      form,
      quarter,
      doc: disclosureDocument(form, quarter),
    })),
  );
}
