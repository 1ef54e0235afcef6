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

/** The kinds the page groups the forms by (the `category` of a `publicdisclosures` entry). */
export const FORM_GROUPS = [
  "statements",
  "schedules",
  "solvency",
  "investments",
  "business",
  "claims",
  "governance",
] as const;
export type FormGroup = (typeof FORM_GROUPS)[number];

export interface NlForm {
  /** "NL-1" */
  no: string;
  group: FormGroup;
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

/** A quarter's place in time only (for the figures of the quarter before the first one). */
function shifted(q: Quarter, by: number): Quarter {
  const quarter = ((((q.quarter - 1 + by) % 4) + 4) % 4) + 1;
  return (
    QUARTERS.find((o) => o.index === q.index + by) ?? {
      year: "",
      quarter: quarter as Quarter["quarter"],
      ended: "",
      index: q.index + by,
    }
  );
}

const growthAt = (q: Quarter) => (1 + GROWTH_A_YEAR) ** (q.index / 4);

function balanceOf(q: Quarter) {
  const reserves = reservesAt(q);
  const growth = growthAt(q);
  const fairValue = round(4200 * growth);
  const sources = SHARE_CAPITAL + reserves + fairValue;
  const currentLiabilities = round(1_250_000 * growth);
  const provisions = round(610_000 * growth);
  const fixed = round(21000 * growth);
  const cash = round(38000 * growth);
  const advances = round(310_000 * growth);
  const investments = sources - fixed - cash - advances + currentLiabilities + provisions;
  const policyholders = round(investments * 0.8);
  return {
    reserves,
    fairValue,
    sources,
    currentLiabilities,
    provisions,
    fixed,
    cash,
    advances,
    investments,
    policyholders,
    shareholders: investments - policyholders,
  };
}

function balanceSheet(q: Quarter): PrintBlock[] {
  const b = balanceOf(q);
  return [
    {
      kind: "table",
      columns: ["Particulars", `As at ${q.ended}`],
      widths: [4, 2],
      rows: [
        ["SOURCES OF FUNDS", ""],
        ["Share capital (NL-8)", money(SHARE_CAPITAL)],
        ["Reserves and surplus (NL-10)", money(b.reserves)],
        ["Fair value change account", money(b.fairValue)],
        ["Borrowings (NL-11)", money(0)],
        ["Total", money(b.sources)],
        ["APPLICATION OF FUNDS", ""],
        ["Investments: shareholders (NL-12)", money(b.shareholders)],
        ["Investments: policyholders (NL-12A)", money(b.policyholders)],
        ["Loans (NL-13)", money(0)],
        ["Fixed assets (NL-14)", money(b.fixed)],
        ["Cash and bank balances (NL-15)", money(b.cash)],
        ["Advances and other assets (NL-16)", money(b.advances)],
        ["Current liabilities (NL-17)", money(-b.currentLiabilities)],
        ["Provisions (NL-18)", money(-b.provisions)],
        ["Net current assets", money(b.cash + b.advances - b.currentLiabilities - b.provisions)],
        ["Miscellaneous expenditure (NL-19)", money(0)],
        ["Total", money(b.sources)],
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
        ["Solvency ratio (NL-25; required: 1.50)", `${solvencyRatio(q).toFixed(2)} times`],
        ["Non-performing investments", pct(0)],
      ],
    },
  ];
}

/* ------------------------------------------------------------------------------------------------
 * The rest of the quarterly set (decision 066): the schedules behind the balance sheet, the
 * receipts and payments, solvency, investments, business, claims and governance forms. Each is
 * drawn from the same figures as the forms above, so a total on one form is the figure another
 * form shows (tests/integration/regulatory-pages.test.ts checks the pairs).
 * --------------------------------------------------------------------------------------------- */

/** Splits `total` by `shares` (which need not add up to 1): rounded parts that add up exactly. */
export function split(total: number, shares: number[]): number[] {
  const whole = sum(shares);
  const parts = shares.map((s) => round((total * s) / whole));
  parts[parts.length - 1] = total - sum(parts.slice(0, -1));
  return parts;
}

const count = new Intl.NumberFormat("en-IN");
const num = (n: number) => count.format(n);

function table(columns: string[], rows: string[][], widths?: number[]): PrintBlock {
  return widths ? { kind: "table", columns, rows, widths } : { kind: "table", columns, rows };
}

/** A schedule of parts of one balance-sheet figure, with its total. */
function partsTable(q: Quarter, heads: [string, number][], total: number, totalLabel = "Total"): PrintBlock {
  const parts = split(
    total,
    heads.map(([, s]) => s),
  );
  return table(
    ["Particulars", `As at ${q.ended}`],
    [...heads.map(([name], i) => [name, money(parts[i]!)]), [totalLabel, money(total)]],
    [4, 2],
  );
}

function nilSchedule(q: Quarter, heads: string[], note: string): PrintBlock[] {
  return [
    table(["Particulars", `As at ${q.ended}`], [...heads.map((h) => [h, money(0)]), ["Total", money(0)]], [4, 2]),
    { kind: "text", text: note },
  ];
}

function shareholdingDetails(): PrintBlock[] {
  const shares = 2_250_000_000;
  const holders: [string, string, number][] = [
    ["Promoter: State Bank of India", "Indian promoter", 1],
    ["Investors: foreign investors", "Foreign portfolio and direct investors", 3],
    ["Investors: domestic institutional investors", "Insurance companies and funds", 4],
    ["Employees' welfare trust", "Trust", 1],
  ];
  const held = split(
    shares,
    HOLDERS.map(([, s]) => s),
  );
  return [
    table(
      ["Category of shareholder", "Kind", "Number of holders", "Shares held", "% of holding", "Shares pledged"],
      [
        ...holders.map(([name, kind, n], i) => [name, kind, num(n), num(held[i]!), pct(HOLDERS[i]![1]), "0"]),
        ["Total", "", num(sum(holders.map(([, , n]) => n))), num(shares), "100.0%", "0"],
      ],
      [3, 2.4, 1.2, 1.6, 1, 1],
    ),
  ];
}

const SHARE_PREMIUM = 150_000;

function reservesSchedule(q: Quarter): PrintBlock[] {
  const before = reservesAt(shifted(q, -1));
  const p = profitAndLoss(q);
  return [
    table(
      ["Particulars", `As at ${q.ended}`],
      [
        ["Share premium", money(SHARE_PREMIUM)],
        ["General reserve", money(0)],
        ["Catastrophe reserve", money(0)],
        [
          "Balance of profit in the profit and loss account: at the start of the quarter",
          money(before - SHARE_PREMIUM),
        ],
        ["Add: profit after tax for the quarter (NL-2)", money(p.afterTax)],
        ["Balance of profit at the end of the quarter", money(reservesAt(q) - SHARE_PREMIUM)],
        ["Total", money(reservesAt(q))],
      ],
      [4, 2],
    ),
  ];
}

const INVESTMENT_MIX: [string, number][] = [
  ["Central government securities", 0.34],
  ["State government and other approved securities", 0.14],
  ["Housing and infrastructure bonds", 0.22],
  ["Corporate bonds (approved investments)", 0.18],
  ["Equity shares", 0.07],
  ["Mutual funds", 0.02],
  ["Other investments", 0.03],
];
/** Annual yields by category, for the income on investments (NL-31). */
const YIELDS = [0.071, 0.073, 0.076, 0.078, 0.045, 0.065, 0.08];
const DEBT = [0, 1, 2, 3];

function investmentsOf(total: number): number[] {
  return split(
    total,
    INVESTMENT_MIX.map(([, s]) => s),
  );
}

function investmentSchedule(q: Quarter, holder: "shareholders" | "policyholders"): PrintBlock[] {
  const b = balanceOf(q);
  const total = b[holder];
  const parts = investmentsOf(total);
  const longTerm = split(total, [0.86, 0.14]);
  return [
    table(
      ["Particulars", `As at ${q.ended}`],
      [
        ...INVESTMENT_MIX.map(([name], i) => [name, money(parts[i]!)]),
        ["Total", money(total)],
        ["of which long-term investments", money(longTerm[0]!)],
        ["of which short-term investments", money(longTerm[1]!)],
      ],
      [4, 2],
    ),
    {
      kind: "text",
      text:
        holder === "policyholders"
          ? "Investments held against the policyholders' funds (technical reserves), shown in the balance sheet (NL-3) as investments: policyholders."
          : "Investments held from the shareholders' funds, shown in the balance sheet (NL-3) as investments: shareholders.",
    },
  ];
}

const FIXED_HEADS: [string, number][] = [
  ["Buildings", 0.18],
  ["Information technology equipment", 0.27],
  ["Software", 0.31],
  ["Furniture and fittings", 0.12],
  ["Vehicles", 0.04],
  ["Capital work in progress", 0.08],
];

/** The quarter's depreciation: the operating expenses' depreciation head (NL-7). */
function depreciationOf(q: Quarter): number {
  const expenses = sum(figuresOf(q).lobs.map((l) => l.expenses));
  return round(expenses * EXPENSE_HEADS.find(([name]) => name === "Depreciation")![1]);
}

function fixedAssets(q: Quarter): PrintBlock[] {
  const shares = FIXED_HEADS.map(([, s]) => s);
  const start = split(balanceOf(shifted(q, -1)).fixed, shares);
  const end = split(balanceOf(q).fixed, shares);
  const dep = split(depreciationOf(q), shares);
  const rows = FIXED_HEADS.map(([name], i) => [
    name,
    money(start[i]!),
    money(end[i]! - start[i]! + dep[i]!),
    money(dep[i]!),
    money(end[i]!),
  ]);
  return [
    table(
      ["Particulars", "Net block at the start", "Additions", "Depreciation (NL-7)", "Net block at the end"],
      [
        ...rows,
        ["Total", money(sum(start)), money(sum(end) - sum(start) + sum(dep)), money(sum(dep)), money(sum(end))],
      ],
      [3, 1.5, 1.3, 1.5, 1.5],
    ),
  ];
}

function cashSchedule(q: Quarter): PrintBlock[] {
  return [
    partsTable(
      q,
      [
        ["Cash in hand (including cheques and drafts in hand)", 0.04],
        ["Bank balances: deposit accounts (short-term)", 0.31],
        ["Bank balances: current accounts", 0.65],
      ],
      balanceOf(q).cash,
    ),
  ];
}

function advancesSchedule(q: Quarter): PrintBlock[] {
  return [
    partsTable(
      q,
      [
        ["Advances: prepayments", 0.03],
        ["Advances: advance tax paid and tax deducted at source (net of provision)", 0.05],
        ["Advances: deposits and others", 0.04],
        ["Other assets: income accrued on investments", 0.16],
        ["Other assets: due from other entities carrying on insurance business (including reinsurers)", 0.46],
        ["Other assets: GST input credit", 0.06],
        ["Other assets: deposit with Reserve Bank of India and others", 0.2],
      ],
      balanceOf(q).advances,
    ),
  ];
}

function currentLiabilitiesSchedule(q: Quarter): PrintBlock[] {
  return [
    partsTable(
      q,
      [
        ["Agents' and intermediaries' balances", 0.02],
        ["Balances due to other insurance companies (including reinsurers)", 0.09],
        ["Premium received in advance", 0.06],
        ["Unallocated premium", 0.02],
        ["Sundry creditors", 0.05],
        ["Claims outstanding (net of reinsurance)", 0.69],
        ["GST and other statutory dues", 0.03],
        ["Other liabilities", 0.04],
      ],
      balanceOf(q).currentLiabilities,
    ),
  ];
}

function provisionsSchedule(q: Quarter): PrintBlock[] {
  return [
    partsTable(
      q,
      [
        ["Reserve for unexpired risk", 0.95],
        ["Reserve for premium deficiency", 0],
        ["Provision for taxation (net of advance tax)", 0.02],
        ["Provision for employee benefits", 0.03],
      ],
      balanceOf(q).provisions,
    ),
  ];
}

function relatedParties(q: Quarter): PrintBlock[] {
  const row = (party: string, relation: string, what: string, pick: (o: Quarter) => number) => [
    party,
    relation,
    what,
    money(pick(q)),
    money(sum(yearToDate(q).map(pick))),
  ];
  const gross = (o: Quarter) => sum(figuresOf(o).lobs.map((l) => l.gross));
  const commission = (o: Quarter) => sum(figuresOf(o).lobs.map((l) => l.commission));
  return [
    table(
      ["Related party", "Relationship", "Transaction", "For the quarter", "Up to the quarter"],
      [
        row("State Bank of India", "Holding company", "Premium received", (o) => round(gross(o) * 0.012)),
        row("State Bank of India", "Holding company", "Commission paid as corporate agent (NL-6)", (o) =>
          round(commission(o) * 0.55 * 0.9),
        ),
        row("State Bank of India", "Holding company", "Rent and bank charges paid", (o) => round(gross(o) * 0.0015)),
        row("SBI Life Insurance Company Limited", "Fellow subsidiary", "Premium received", (o) =>
          round(gross(o) * 0.002),
        ),
        row("SBI Funds Management Limited", "Fellow subsidiary", "Premium received", (o) => round(gross(o) * 0.0004)),
        row("Managing Director and Chief Executive Officer", "Key management person", "Remuneration", () => 42),
      ],
      [2.6, 1.8, 2.6, 1.3, 1.3],
    ),
  ];
}

function receiptsAndPayments(q: Quarter): PrintBlock[] {
  const f = figuresOf(q);
  const p = profitAndLoss(q);
  const b = balanceOf(q);
  const before = balanceOf(shifted(q, -1));
  const gross = sum(f.lobs.map((l) => l.gross));
  const ceded = sum(f.lobs.map((l) => l.ceded));
  const grossPaid = sum(f.lobs.map((l) => l.grossPaid));
  const netPaid = sum(f.lobs.map((l) => l.netPaid));
  const commission = sum(f.lobs.map((l) => l.commission));
  const expenses = sum(f.lobs.map((l) => l.expenses)) - depreciationOf(q);
  const operating = gross - ceded - grossPaid + (grossPaid - netPaid) - commission - expenses - p.tax;
  const income = f.investmentPolicyholders + f.investmentShareholders;
  const fixedBought = b.fixed - before.fixed + depreciationOf(q);
  const change = b.cash - before.cash;
  const investing = change - operating;
  const bought = investing - income + fixedBought;
  return [
    table(
      ["Particulars", "For the quarter"],
      [
        ["A. Cash flows from operating activities", ""],
        ["Premium received from policyholders (NL-4)", money(gross)],
        ["Premium paid to reinsurers", money(-ceded)],
        ["Claims paid (direct) (NL-5)", money(-grossPaid)],
        ["Claims recovered from reinsurers", money(grossPaid - netPaid)],
        ["Commission paid (NL-6)", money(-commission)],
        ["Operating expenses paid (other than depreciation)", money(-expenses)],
        ["Income tax paid (NL-2)", money(-p.tax)],
        ["Net cash from operating activities (A)", money(operating)],
        ["B. Cash flows from investing activities", ""],
        ["Interest, dividend and rent received (NL-31)", money(income)],
        ["Investments bought, net of sales and redemptions", money(-(-bought))],
        ["Fixed assets bought (NL-14)", money(-fixedBought)],
        ["Net cash from investing activities (B)", money(investing)],
        ["C. Cash flows from financing activities", money(0)],
        ["Net change in cash and bank balances (A + B + C)", money(change)],
        ["Cash and bank balances at the start of the quarter", money(before.cash)],
        ["Cash and bank balances at the end of the quarter (NL-15)", money(b.cash)],
      ],
      [4, 2],
    ),
  ];
}

/** The minimum retention the required solvency margin assumes, by segment (KG Table I's factor). */
const RSM_FACTOR: Record<string, number> = {
  Fire: 0.5,
  "Marine cargo": 0.6,
  "Motor own damage": 0.75,
  "Motor third party": 0.75,
  Health: 0.75,
  "Personal accident": 0.7,
  Crop: 0.5,
  "Other miscellaneous": 0.7,
};

/** Twelve months to the end of `q`, by line: KG Table I's premium and claims and the margin each needs. */
function requiredMargin(q: Quarter) {
  const months = [-3, -2, -1, 0].map((by) => figuresOf(shifted(q, by)));
  return LOBS.map((lob, i) => {
    const pick = (fn: (l: LobFigures) => number) => sum(months.map((m) => fn(m.lobs[i]!)));
    const gross = pick((l) => l.gross);
    const net = pick((l) => l.net);
    const grossClaims = pick((l) => round(l.incurred / l.lob.retention));
    const netClaims = pick((l) => l.incurred);
    const factor = RSM_FACTOR[lob.name]!;
    const rsm1 = round(0.2 * Math.max(net, factor * gross));
    const rsm2 = round(0.3 * Math.max(netClaims, factor * grossClaims));
    return { lob, gross, net, grossClaims, netClaims, rsm1, rsm2, rsm: Math.max(rsm1, rsm2) };
  });
}

function admissibleOf(q: Quarter) {
  const b = balanceOf(q);
  const inadmissibleAdvances = round(b.advances * 0.35);
  const assets = b.investments + b.cash + b.advances + b.fixed;
  const inadmissible = b.fixed + inadmissibleAdvances;
  const liabilities = b.currentLiabilities + b.provisions;
  const available = assets - inadmissible - liabilities;
  const required = sum(requiredMargin(q).map((r) => r.rsm));
  return { b, inadmissibleAdvances, assets, inadmissible, liabilities, available, required };
}

/** The solvency ratio: available margin over required (NL-25, and the ratio NL-20 shows). */
export function solvencyRatio(q: Quarter): number {
  const a = admissibleOf(q);
  return a.available / a.required;
}

function admissibleAssets(q: Quarter): PrintBlock[] {
  const a = admissibleOf(q);
  return [
    table(
      ["Particulars", `As at ${q.ended}`],
      [
        ["Investments: shareholders and policyholders (NL-12, NL-12A)", money(a.b.investments)],
        ["Cash and bank balances (NL-15)", money(a.b.cash)],
        ["Advances and other assets (NL-16)", money(a.b.advances)],
        ["Fixed assets (NL-14)", money(a.b.fixed)],
        ["Total assets as in the balance sheet", money(a.assets)],
        ["Less: inadmissible fixed assets", money(-a.b.fixed)],
        ["Less: inadmissible advances and other assets", money(-a.inadmissibleAdvances)],
        ["Total admissible assets", money(a.assets - a.inadmissible)],
      ],
      [4, 2],
    ),
  ];
}

function liabilitiesStatement(q: Quarter): PrintBlock[] {
  const a = admissibleOf(q);
  return [
    table(
      ["Particulars", `As at ${q.ended}`],
      [
        ["Current liabilities, including claims outstanding (NL-17)", money(a.b.currentLiabilities)],
        ["Provisions, including the reserve for unexpired risk (NL-18)", money(a.b.provisions)],
        ["Total liabilities", money(a.liabilities)],
      ],
      [4, 2],
    ),
  ];
}

function solvencyMargin(q: Quarter): PrintBlock[] {
  const a = admissibleOf(q);
  return [
    table(
      ["Particulars", `As at ${q.ended}`],
      [
        ["Total admissible assets (NL-23)", money(a.assets - a.inadmissible)],
        ["Less: total liabilities (NL-24)", money(-a.liabilities)],
        ["Available solvency margin (ASM)", money(a.available)],
        ["Required solvency margin (RSM) (NL-26)", money(a.required)],
        ["Solvency ratio (ASM / RSM)", `${(a.available / a.required).toFixed(2)} times`],
        ["Control level of solvency required by IRDAI", "1.50 times"],
      ],
      [4, 2],
    ),
  ];
}

function claimsInformation(q: Quarter): PrintBlock[] {
  const r = requiredMargin(q);
  const total = (fn: (x: (typeof r)[number]) => number) => money(sum(r.map(fn)));
  return [
    table(
      [
        "Line of business",
        "Gross premium",
        "Net premium",
        "Gross claims incurred",
        "Net claims incurred",
        "RSM-1",
        "RSM-2",
        "RSM",
      ],
      [
        ...r.map((x) => [
          x.lob.name,
          money(x.gross),
          money(x.net),
          money(x.grossClaims),
          money(x.netClaims),
          money(x.rsm1),
          money(x.rsm2),
          money(x.rsm),
        ]),
        [
          "Total",
          total((x) => x.gross),
          total((x) => x.net),
          total((x) => x.grossClaims),
          total((x) => x.netClaims),
          total((x) => x.rsm1),
          total((x) => x.rsm2),
          total((x) => x.rsm),
        ],
      ],
      [2.2, 1.2, 1.2, 1.2, 1.2, 1.1, 1.1, 1.1],
    ),
    {
      kind: "text",
      text: "Premium and claims of the twelve months to the end of the quarter. RSM-1 is 20% of the larger of net premium and gross premium times the line's factor; RSM-2 is 30% of the larger of net claims incurred and gross claims incurred times the factor; each line needs the larger of the two.",
    },
  ];
}

/** Products filed or launched, by quarter (illustrative names and identification numbers). */
const LAUNCHES: Record<number, [string, string, string, string][]> = {
  0: [["Arogya Sanjeevani Policy (revised wording)", "SBIHLIP25012V022425", "Health", "Revision"]],
  1: [["Home Shield Plus", "SBIGENP25041V012526", "Home", "New"]],
  2: [],
  3: [
    ["Travel Secure Student Plan", "SBITRIP26007V012526", "Travel", "New"],
    ["Crop Weather Cover (restructured)", "SBIWBIP26003V022526", "Crop", "Revision"],
  ],
  4: [["Private Car Package Policy (add-on revision)", "IRDAN144RP0012V02201920", "Motor", "Revision"]],
  5: [["Group Personal Accident Plus", "SBIPAGP27002V012627", "Personal accident", "New"]],
};

function productsInformation(q: Quarter): PrintBlock[] {
  const list = LAUNCHES[q.index] ?? [];
  return [
    table(
      ["Product", "Identification number (UIN)", "Line", "New or revision"],
      list.length ? list : [["No product was launched or revised in the quarter", "", "", ""]],
      [3.2, 2.6, 1.4, 1.2],
    ),
  ];
}

function investmentAssets(q: Quarter): PrintBlock[] {
  const b = balanceOf(q);
  const sh = investmentsOf(b.shareholders);
  const ph = investmentsOf(b.policyholders);
  return [
    table(
      ["Category", "Shareholders (NL-12)", "Policyholders (NL-12A)", "Total", "% of total"],
      [
        ...INVESTMENT_MIX.map(([name], i) => [
          name,
          money(sh[i]!),
          money(ph[i]!),
          money(sh[i]! + ph[i]!),
          pct((sh[i]! + ph[i]!) / b.investments),
        ]),
        ["Total", money(b.shareholders), money(b.policyholders), money(b.investments), "100.0%"],
      ],
      [3, 1.5, 1.5, 1.5, 1],
    ),
    {
      kind: "text",
      text: "Pattern of investment under the IRDAI (Actuarial, Finance and Investment Functions of Insurers) Regulations, 2024: central government securities at least 20%, central and state government securities together at least 30%, housing and infrastructure at least 15%, other investments at most 25% of the investment assets.",
    },
  ];
}

function debtSecurities(q: Quarter): PrintBlock[] {
  const b = balanceOf(q);
  const parts = investmentsOf(b.shareholders).map((v, i) => v + investmentsOf(b.policyholders)[i]!);
  const debt = sum(DEBT.map((i) => parts[i]!));
  const sovereign = parts[0]! + parts[1]!;
  const rated = split(debt - sovereign, [0.78, 0.19, 0.03]);
  const maturity = split(debt, [0.09, 0.31, 0.34, 0.26]);
  return [
    table(
      ["By rating", `As at ${q.ended}`, "% of debt"],
      [
        ["Sovereign (central and state government)", money(sovereign), pct(sovereign / debt)],
        ["AAA or equivalent", money(rated[0]!), pct(rated[0]! / debt)],
        ["AA or better", money(rated[1]!), pct(rated[1]! / debt)],
        ["Below AA", money(rated[2]!), pct(rated[2]! / debt)],
        ["Total debt securities", money(debt), "100.0%"],
      ],
      [4, 1.6, 1],
    ),
    table(
      ["By residual maturity", `As at ${q.ended}`, "% of debt"],
      [
        ["Up to one year", money(maturity[0]!), pct(maturity[0]! / debt)],
        ["More than one year and up to five years", money(maturity[1]!), pct(maturity[1]! / debt)],
        ["More than five years and up to ten years", money(maturity[2]!), pct(maturity[2]! / debt)],
        ["More than ten years", money(maturity[3]!), pct(maturity[3]! / debt)],
        ["Total debt securities", money(debt), "100.0%"],
      ],
      [4, 1.6, 1],
    ),
  ];
}

function nonPerforming(q: Quarter): PrintBlock[] {
  return [
    table(
      ["Particulars", "Shareholders", "Policyholders"],
      [
        ["Investment assets (NL-12, NL-12A)", money(balanceOf(q).shareholders), money(balanceOf(q).policyholders)],
        ["Gross non-performing investments", money(0), money(0)],
        ["Provision made on non-performing investments", money(0), money(0)],
        ["Net non-performing investments", money(0), money(0)],
        ["Gross non-performing investments to investment assets", pct(0), pct(0)],
      ],
      [4, 1.5, 1.5],
    ),
  ];
}

/** Interest, dividend and rent by category: the revenue account's and the profit and loss account's. */
function incomeOnInvestments(q: Quarter): PrintBlock[] {
  const f = figuresOf(q);
  const b = balanceOf(q);
  const holding = investmentsOf(b.investments);
  const income = f.investmentPolicyholders + f.investmentShareholders;
  const parts = split(
    income,
    holding.map((h, i) => h * YIELDS[i]!),
  );
  return [
    table(
      ["Category", "Investments", "Income for the quarter", "Yield (annualised)"],
      [
        ...INVESTMENT_MIX.map(([name], i) => [
          name,
          money(holding[i]!),
          money(parts[i]!),
          pct((parts[i]! * 4) / holding[i]!),
        ]),
        ["Total", money(b.investments), money(income), pct((income * 4) / b.investments)],
      ],
      [3, 1.5, 1.5, 1.2],
    ),
    {
      kind: "text",
      text: "The income is the interest, dividend and rent of the revenue account (NL-1, policyholders' funds) and of the profit and loss account (NL-2, shareholders' funds).",
    },
  ];
}

function downgrading(): PrintBlock[] {
  return [
    table(
      ["Security", "Amount", "Rating at purchase", "Current rating", "Date of downgrade"],
      [["No investment was downgraded in the quarter", "", "", "", ""]],
      [3, 1.2, 1.4, 1.4, 1.4],
    ),
  ];
}

function reinsuranceConcentration(q: Quarter): PrintBlock[] {
  const f = figuresOf(q);
  const gross = sum(f.lobs.map((l) => l.gross));
  const ceded = sum(f.lobs.map((l) => l.ceded));
  const obligatory = round(gross * 0.04);
  const rest = split(ceded - obligatory, [0.28, 0.41, 0.24, 0.07]);
  const rows: [string, string, number][] = [
    ["GIC Re: obligatory cession (4% of gross premium)", "1", obligatory],
    ["Indian reinsurers: GIC Re (beyond obligatory) and others", "2", rest[0]!],
    ["Branches of foreign reinsurers in India", "9", rest[1]!],
    ["Cross-border reinsurers rated AA or better", "14", rest[2]!],
    ["Cross-border reinsurers rated A", "11", rest[3]!],
  ];
  return [
    table(
      ["Reinsurers", "Number", "Premium ceded", "% of premium ceded"],
      [
        ...rows.map(([name, n, v]) => [name, n, money(v), pct(v / ceded)]),
        ["Total (NL-4)", "37", money(ceded), "100.0%"],
      ],
      [4, 0.8, 1.4, 1.2],
    ),
  ];
}

const STATES: [string, number][] = [
  ["Maharashtra", 0.19],
  ["Karnataka", 0.09],
  ["Tamil Nadu", 0.08],
  ["Uttar Pradesh", 0.08],
  ["Gujarat", 0.07],
  ["Delhi", 0.07],
  ["West Bengal", 0.06],
  ["Rajasthan", 0.05],
  ["Telangana", 0.05],
  ["Andhra Pradesh", 0.04],
  ["Madhya Pradesh", 0.04],
  ["Kerala", 0.03],
  ["Bihar", 0.03],
  ["Odisha", 0.03],
  ["Punjab", 0.02],
  ["Haryana", 0.02],
  ["Other states and union territories", 0.05],
];

function geography(q: Quarter): PrintBlock[] {
  const gross = (o: Quarter) => sum(figuresOf(o).lobs.map((l) => l.gross));
  const shares = STATES.map(([, s]) => s);
  const now = split(gross(q), shares);
  const ytdTotal = sum(yearToDate(q).map(gross));
  const ytd = split(ytdTotal, shares);
  return [
    table(
      ["State or union territory", "Gross direct premium: quarter", "Up to the quarter"],
      [
        ...STATES.map(([name], i) => [name, money(now[i]!), money(ytd[i]!)]),
        ["Total (NL-4)", money(gross(q)), money(ytdTotal)],
      ],
      [3, 1.6, 1.6],
    ),
  ];
}

/** Average premium of a policy by line, Rs, for the number of policies. */
const AVERAGE_PREMIUM = [42000, 18000, 9000, 4500, 21000, 1200, 1200, 15000];

function policiesOf(l: LobFigures, i: number): number {
  return round((l.gross * 100_000) / AVERAGE_PREMIUM[i]!);
}

function businessByLine(q: Quarter): PrintBlock[] {
  const f = figuresOf(q);
  const last = figuresOf(shifted(q, -4));
  return [
    table(
      [
        "Line of business",
        "Premium (NL-4)",
        "Policies",
        "Premium: same quarter last year",
        "Policies: same quarter last year",
      ],
      [
        ...f.lobs.map((l, i) => [
          l.lob.name,
          money(l.gross),
          num(policiesOf(l, i)),
          money(last.lobs[i]!.gross),
          num(policiesOf(last.lobs[i]!, i)),
        ]),
        [
          "Total",
          money(sum(f.lobs.map((l) => l.gross))),
          num(sum(f.lobs.map(policiesOf))),
          money(sum(last.lobs.map((l) => l.gross))),
          num(sum(last.lobs.map(policiesOf))),
        ],
      ],
      [2.4, 1.4, 1.4, 1.6, 1.6],
    ),
  ];
}

const CHANNEL_PREMIUM = [0.1, 0.46, 0.05, 0.2, 0.03, 0.01, 0.03, 0.12];

function channels(q: Quarter): PrintBlock[] {
  const f = figuresOf(q);
  const gross = sum(f.lobs.map((l) => l.gross));
  const policies = sum(f.lobs.map(policiesOf));
  const premium = split(gross, CHANNEL_PREMIUM);
  const count = split(policies, [0.14, 0.38, 0.05, 0.12, 0.08, 0.02, 0.09, 0.12]);
  return [
    table(
      ["Channel", "Policies", "Premium", "% of premium"],
      [
        ...CHANNELS.map(([name], i) => [name, num(count[i]!), money(premium[i]!), pct(premium[i]! / gross)]),
        ["Total (NL-35)", num(policies), money(gross), "100.0%"],
      ],
      [4, 1.3, 1.4, 1.1],
    ),
  ];
}

/** Average claim paid by line, Rs, for the number of claims. */
const AVERAGE_CLAIM = [900000, 150000, 45000, 350000, 38000, 150000, 12000, 80000];

interface ClaimCounts {
  start: number;
  reported: number;
  settled: number;
  repudiated: number;
  closed: number;
  end: number;
}

/** Claims by number and line; each quarter starts with the last one's outstanding claims. */
function claimCounts(q: Quarter): ClaimCounts[] {
  let previous: ClaimCounts[] | null = null;
  for (let index = 0; index <= q.index; index++) {
    const f = figuresOf(shifted(q, index - q.index));
    previous = f.lobs.map((l, i) => {
      const settled = round((l.grossPaid * 100_000) / AVERAGE_CLAIM[i]!);
      const start = previous ? previous[i]!.end : round(settled * 0.6);
      const reported = round(settled * 1.12);
      const repudiated = round(settled * 0.05);
      const closed = round(settled * 0.02);
      return { start, reported, settled, repudiated, closed, end: start + reported - settled - repudiated - closed };
    });
  }
  return previous!;
}

function claimsData(q: Quarter): PrintBlock[] {
  const c = claimCounts(q);
  const total = (fn: (x: ClaimCounts) => number) => num(sum(c.map(fn)));
  return [
    table(
      [
        "Line of business",
        "Outstanding at the start",
        "Reported",
        "Settled",
        "Repudiated",
        "Closed otherwise",
        "Outstanding at the end",
      ],
      [
        ...LOBS.map((lob, i) => {
          const x = c[i]!;
          return [
            lob.name,
            num(x.start),
            num(x.reported),
            num(x.settled),
            num(x.repudiated),
            num(x.closed),
            num(x.end),
          ];
        }),
        [
          "Total",
          total((x) => x.start),
          total((x) => x.reported),
          total((x) => x.settled),
          total((x) => x.repudiated),
          total((x) => x.closed),
          total((x) => x.end),
        ],
      ],
      [2.4, 1.3, 1.1, 1.1, 1.1, 1.2, 1.3],
    ),
    {
      kind: "text",
      text: `Claims settled in the quarter as a share of claims to be settled: ${pct(
        sum(c.map((x) => x.settled)) / sum(c.map((x) => x.start + x.reported)),
      )}. Numbers of claims.`,
    },
  ];
}

/** Settled claims by time from the last document to payment, by line. */
const AGEING_SHARES: number[][] = [
  [0.22, 0.38, 0.24, 0.12, 0.04],
  [0.45, 0.35, 0.15, 0.04, 0.01],
  [0.78, 0.17, 0.04, 0.01, 0],
  [0.08, 0.2, 0.3, 0.27, 0.15],
  [0.86, 0.11, 0.02, 0.01, 0],
  [0.61, 0.27, 0.08, 0.03, 0.01],
  [0.35, 0.45, 0.15, 0.05, 0],
  [0.52, 0.3, 0.12, 0.05, 0.01],
];

function claimsAgeing(q: Quarter): PrintBlock[] {
  const c = claimCounts(q);
  const f = figuresOf(q);
  const bands = LOBS.map((_, i) => split(c[i]!.settled, AGEING_SHARES[i]!));
  const column = (b: number) => num(sum(bands.map((x) => x[b]!)));
  return [
    table(
      [
        "Line of business",
        "Up to 1 month",
        "1 to 3 months",
        "3 to 6 months",
        "6 months to 1 year",
        "More than 1 year",
        "Claims settled (NL-37)",
        "Amount paid (NL-5)",
      ],
      [
        ...LOBS.map((lob, i) => [lob.name, ...bands[i]!.map(num), num(c[i]!.settled), money(f.lobs[i]!.grossPaid)]),
        [
          "Total",
          column(0),
          column(1),
          column(2),
          column(3),
          column(4),
          num(sum(c.map((x) => x.settled))),
          money(sum(f.lobs.map((l) => l.grossPaid))),
        ],
      ],
      [2.2, 1, 1, 1, 1.1, 1, 1.2, 1.2],
    ),
  ];
}

const OPENED = [3, 2, 4, 2, 3, 2];

function offices(q: Quarter): PrintBlock[] {
  const at = (index: number) => 140 + sum(OPENED.slice(0, index)) - Math.floor(index / 3);
  const opened = OPENED[q.index] ?? 0;
  const closed = q.index % 3 === 2 ? 1 : 0;
  const start = at(q.index);
  const end = start + opened - closed;
  const rural = round(end * 0.22);
  return [
    table(
      ["Particulars", "Number"],
      [
        ["Offices at the start of the quarter", num(start)],
        ["Approved by IRDAI and not yet opened", num(2)],
        ["Opened in the quarter", num(opened)],
        ["Closed in the quarter", num(closed)],
        ["Offices at the end of the quarter", num(end)],
        ["of which in rural areas", num(rural)],
        ["of which in urban and semi-urban areas", num(end - rural)],
      ],
      [4, 1.5],
    ),
  ];
}

function boardAndKeyPersons(): PrintBlock[] {
  return [
    table(
      ["Name", "Role", "Category"],
      [
        ["Meera Raghavan", "Chairperson", "Non-executive director"],
        [
          "Arvind Kulkarni",
          "Managing Director and Chief Executive Officer",
          "Executive director, key management person",
        ],
        ["Farah Siddiqui", "Director", "Independent director"],
        ["Sunil Bhatnagar", "Director", "Independent director"],
        ["Lalitha Narayanan", "Director", "Independent director"],
        ["Prakash Hegde", "Director", "Nominee director"],
        ["Rohit Menon", "Chief Financial Officer", "Key management person"],
        ["Anjali Deshpande", "Appointed Actuary", "Key management person"],
        ["Vikram Saxena", "Chief Risk Officer", "Key management person"],
        ["Neha Kapoor", "Chief Compliance Officer", "Key management person"],
        ["Suresh Iyer", "Chief Investment Officer", "Key management person"],
        ["Kavita Joshi", "Company Secretary", "Key management person"],
      ],
      [2, 3, 2.6],
    ),
    { kind: "text", text: "Changes in the quarter: none." },
  ];
}

/** The share of a line's policies and premium written in rural areas. */
const RURAL_SHARE = [0.08, 0.1, 0.25, 0.25, 0.18, 0.35, 1, 0.12];

function ruralAndSocial(q: Quarter): PrintBlock[] {
  const f = figuresOf(q);
  const rows = f.lobs.map((l, i) => {
    const policies = round(policiesOf(l, i) * RURAL_SHARE[i]!);
    return { name: l.lob.name, policies, premium: round(l.gross * RURAL_SHARE[i]!) };
  });
  const social = round(sum(f.lobs.map(policiesOf)) * 0.06);
  return [
    table(
      ["Line of business", "Rural policies", "Rural premium"],
      [
        ...rows.map((r) => [r.name, num(r.policies), money(r.premium)]),
        ["Total", num(sum(rows.map((r) => r.policies))), money(sum(rows.map((r) => r.premium)))],
      ],
      [3, 1.5, 1.5],
    ),
    {
      kind: "text",
      text: `Social sector: ${num(social)} lives covered in the quarter (unorganised and informal sectors, economically vulnerable groups, persons with disabilities), under the IRDAI (Rural, Social Sector and Motor Third Party Obligations) Regulations, 2024.`,
    },
  ];
}

function motorThirdParty(q: Quarter): PrintBlock[] {
  const tp = (o: Quarter) => figuresOf(o).lobs.find((l) => l.lob.name === "Motor third party")!.gross;
  const ytd = sum(yearToDate(q).map(tp));
  const obligation = round(
    sum([1, 2, 3, 4].map((quarter) => tp({ ...q, quarter: quarter as Quarter["quarter"] }))) * 0.95,
  );
  return [
    table(
      ["Particulars", "Amount"],
      [
        ["Gross direct motor third party premium: quarter (NL-4)", money(tp(q))],
        ["Gross direct motor third party premium: up to the quarter", money(ytd)],
        ["Obligation for the year (illustrative)", money(obligation)],
        ["Obligation met up to the quarter", pct(ytd / obligation)],
      ],
      [4, 2],
    ),
  ];
}

const GRIEVANCE_TYPES: [string, number][] = [
  ["Proposal related", 0.04],
  ["Claims", 0.46],
  ["Policy related", 0.17],
  ["Premium related", 0.08],
  ["Refund related", 0.09],
  ["Coverage related", 0.07],
  ["Cover note related", 0.01],
  ["Product related", 0.03],
  ["Others", 0.05],
];

interface Grievances {
  start: number[];
  received: number[];
  resolved: number[];
  end: number[];
}

function grievancesOf(q: Quarter): Grievances {
  let previous: Grievances | null = null;
  for (let index = 0; index <= q.index; index++) {
    const f = figuresOf(shifted(q, index - q.index));
    const policies = sum(f.lobs.map(policiesOf));
    const received = split(
      round(policies / 1600),
      GRIEVANCE_TYPES.map(([, s]) => s),
    );
    const start: number[] = previous ? previous.end : received.map((r) => round(r * 0.04));
    const end = received.map((r) => round(r * 0.03));
    previous = { start, received, resolved: received.map((r, i) => start[i]! + r - end[i]!), end };
  }
  return previous!;
}

function grievanceDisposal(q: Quarter): PrintBlock[] {
  const g = grievancesOf(q);
  const policies = sum(figuresOf(q).lobs.map(policiesOf));
  const resolvedTotal = sum(g.resolved);
  const outcome = split(resolvedTotal, [0.55, 0.15, 0.3]);
  return [
    table(
      ["Type of grievance", "Pending at the start", "Received", "Resolved", "Pending at the end"],
      [
        ...GRIEVANCE_TYPES.map(([name], i) => [
          name,
          num(g.start[i]!),
          num(g.received[i]!),
          num(g.resolved[i]!),
          num(g.end[i]!),
        ]),
        ["Total", num(sum(g.start)), num(sum(g.received)), num(resolvedTotal), num(sum(g.end))],
      ],
      [3, 1.3, 1.2, 1.2, 1.3],
    ),
    table(
      ["Resolved grievances", "Number"],
      [
        ["Fully accepted", num(outcome[0]!)],
        ["Partly accepted", num(outcome[1]!)],
        ["Rejected", num(outcome[2]!)],
        ["Grievances pending at the end: up to 15 days old", num(sum(g.end))],
        ["Grievances pending at the end: more than 15 days old", num(0)],
        ["Grievances received per 10,000 policies", ((sum(g.received) * 10000) / policies).toFixed(1)],
      ],
      [4, 1.5],
    ),
  ];
}

export const NL_FORMS: NlForm[] = [
  { no: "NL-1", group: "statements", code: "NL-1-B-RA", title: "Revenue Account", build: revenueAccount },
  { no: "NL-2", group: "statements", code: "NL-2-B-PL", title: "Profit and Loss Account", build: profitAndLossAccount },
  { no: "NL-3", group: "statements", code: "NL-3-B-BS", title: "Balance Sheet", build: balanceSheet },
  { no: "NL-4", group: "schedules", code: "NL-4-PREMIUM SCHEDULE", title: "Premium", build: premiumSchedule },
  { no: "NL-5", group: "schedules", code: "NL-5-CLAIMS SCHEDULE", title: "Claims Incurred", build: claimsSchedule },
  { no: "NL-6", group: "schedules", code: "NL-6-COMMISSION SCHEDULE", title: "Commission", build: commissionSchedule },
  {
    no: "NL-7",
    group: "schedules",
    code: "NL-7-OPERATING EXPENSES SCHEDULE",
    title: "Operating Expenses",
    build: operatingExpenses,
  },
  { no: "NL-8", group: "schedules", code: "NL-8-SHARE CAPITAL SCHEDULE", title: "Share Capital", build: shareCapital },
  {
    no: "NL-9",
    group: "schedules",
    code: "NL-9-PATTERN OF SHAREHOLDING SCHEDULE",
    title: "Pattern of Shareholding",
    build: shareholding,
  },
  {
    no: "NL-9A",
    group: "schedules",
    code: "NL-9A-SHAREHOLDING PATTERN SCHEDULE",
    title: "Shareholding Pattern: Details",
    build: shareholdingDetails,
  },
  {
    no: "NL-10",
    group: "schedules",
    code: "NL-10-RESERVE AND SURPLUS SCHEDULE",
    title: "Reserves and Surplus",
    build: reservesSchedule,
  },
  {
    no: "NL-11",
    group: "schedules",
    code: "NL-11-BORROWINGS SCHEDULE",
    title: "Borrowings",
    build: (q) =>
      nilSchedule(
        q,
        ["Debentures and bonds", "Banks", "Financial institutions", "Others"],
        "The company has no borrowings.",
      ),
  },
  {
    no: "NL-12",
    group: "schedules",
    code: "NL-12-INVESTMENT SCHEDULE (SHAREHOLDERS)",
    title: "Investments: Shareholders",
    build: (q) => investmentSchedule(q, "shareholders"),
  },
  {
    no: "NL-12A",
    group: "schedules",
    code: "NL-12A-INVESTMENT SCHEDULE (POLICYHOLDERS)",
    title: "Investments: Policyholders",
    build: (q) => investmentSchedule(q, "policyholders"),
  },
  {
    no: "NL-13",
    group: "schedules",
    code: "NL-13-LOANS SCHEDULE",
    title: "Loans",
    build: (q) =>
      nilSchedule(
        q,
        ["Secured loans", "Unsecured loans", "Loans to employees"],
        "The company has given no loans; advances to employees are in advances and other assets (NL-16).",
      ),
  },
  { no: "NL-14", group: "schedules", code: "NL-14-FIXED ASSETS SCHEDULE", title: "Fixed Assets", build: fixedAssets },
  {
    no: "NL-15",
    group: "schedules",
    code: "NL-15-CASH AND BANK BALANCE SCHEDULE",
    title: "Cash and Bank Balances",
    build: cashSchedule,
  },
  {
    no: "NL-16",
    group: "schedules",
    code: "NL-16-ADVANCES AND OTHER ASSETS SCHEDULE",
    title: "Advances and Other Assets",
    build: advancesSchedule,
  },
  {
    no: "NL-17",
    group: "schedules",
    code: "NL-17-CURRENT LIABILITIES SCHEDULE",
    title: "Current Liabilities",
    build: currentLiabilitiesSchedule,
  },
  {
    no: "NL-18",
    group: "schedules",
    code: "NL-18-PROVISIONS SCHEDULE",
    title: "Provisions",
    build: provisionsSchedule,
  },
  {
    no: "NL-19",
    group: "schedules",
    code: "NL-19-MISC EXPENDITURE SCHEDULE",
    title: "Miscellaneous Expenditure",
    build: (q) =>
      nilSchedule(
        q,
        ["Discount allowed on issue of shares or debentures", "Others"],
        "No expenditure is carried forward to be written off.",
      ),
  },
  {
    no: "NL-20",
    group: "solvency",
    code: "NL-20-ANALYTICAL RATIOS SCHEDULE",
    title: "Analytical Ratios",
    build: analyticalRatios,
  },
  {
    no: "NL-21",
    group: "governance",
    code: "NL-21-RELATED PARTY TRANSACTIONS SCHEDULE",
    title: "Related Party Transactions",
    build: relatedParties,
  },
  {
    no: "NL-22",
    group: "statements",
    code: "NL-22-RECEIPTS AND PAYMENTS SCHEDULE",
    title: "Receipts and Payments Statement",
    build: receiptsAndPayments,
  },
  {
    no: "NL-23",
    group: "solvency",
    code: "NL-23-SOLVENCY MARGIN (GI-TA)",
    title: "Statement of Admissible Assets",
    build: admissibleAssets,
  },
  {
    no: "NL-24",
    group: "solvency",
    code: "NL-24-SOLVENCY MARGIN (GI-TR)",
    title: "Statement of Liabilities",
    build: liabilitiesStatement,
  },
  {
    no: "NL-25",
    group: "solvency",
    code: "NL-25-SOLVENCY MARGIN (GI-SM)",
    title: "Solvency Margin",
    build: solvencyMargin,
  },
  {
    no: "NL-26",
    group: "solvency",
    code: "NL-26-CLAIMS INFORMATION (KG TABLE I)",
    title: "Claims Information for the Required Solvency Margin",
    build: claimsInformation,
  },
  {
    no: "NL-27",
    group: "business",
    code: "NL-27-PRODUCTS INFORMATION",
    title: "Products Information",
    build: productsInformation,
  },
  {
    no: "NL-28",
    group: "investments",
    code: "NL-28-STATEMENT OF INVESTMENT ASSETS",
    title: "Statement of Investment Assets",
    build: investmentAssets,
  },
  {
    no: "NL-29",
    group: "investments",
    code: "NL-29-DETAIL REGARDING DEBT SECURITIES",
    title: "Debt Securities",
    build: debtSecurities,
  },
  {
    no: "NL-30",
    group: "investments",
    code: "NL-30-NON PERFORMING ASSETS",
    title: "Non-Performing Assets",
    build: nonPerforming,
  },
  {
    no: "NL-31",
    group: "investments",
    code: "NL-31-INCOME ON INVESTMENTS",
    title: "Income on Investments",
    build: incomeOnInvestments,
  },
  {
    no: "NL-32",
    group: "investments",
    code: "NL-32-DOWNGRADING OF INVESTMENTS",
    title: "Downgrading of Investments",
    build: downgrading,
  },
  {
    no: "NL-33",
    group: "business",
    code: "NL-33-REINSURANCE RISK CONCENTRATION",
    title: "Reinsurance Risk Concentration",
    build: reinsuranceConcentration,
  },
  {
    no: "NL-34",
    group: "business",
    code: "NL-34-GEOGRAPHICAL DISTRIBUTION OF BUSINESS",
    title: "Geographical Distribution of Business",
    build: geography,
  },
  {
    no: "NL-35",
    group: "business",
    code: "NL-35-QUARTERLY BUSINESS RETURNS",
    title: "Business by Line of Business",
    build: businessByLine,
  },
  {
    no: "NL-36",
    group: "business",
    code: "NL-36-BUSINESS ACQUISITION THROUGH CHANNELS",
    title: "Business Acquisition through Channels",
    build: channels,
  },
  { no: "NL-37", group: "claims", code: "NL-37-CLAIMS DATA", title: "Claims Data", build: claimsData },
  { no: "NL-39", group: "claims", code: "NL-39-AGEING OF CLAIMS", title: "Ageing of Claims", build: claimsAgeing },
  { no: "NL-41", group: "governance", code: "NL-41-OFFICES INFORMATION", title: "Offices", build: offices },
  {
    no: "NL-42",
    group: "governance",
    code: "NL-42-BOARD OF DIRECTORS AND KEY PERSONS",
    title: "Board of Directors and Key Persons",
    build: boardAndKeyPersons,
  },
  {
    no: "NL-43",
    group: "business",
    code: "NL-43-RURAL AND SOCIAL SECTOR OBLIGATIONS",
    title: "Rural and Social Sector Obligations",
    build: ruralAndSocial,
  },
  {
    no: "NL-44",
    group: "business",
    code: "NL-44-MOTOR THIRD PARTY OBLIGATIONS",
    title: "Motor Third Party Obligations",
    build: motorThirdParty,
  },
  {
    no: "NL-45",
    group: "governance",
    code: "NL-45-GRIEVANCE DISPOSAL",
    title: "Grievance Disposal",
    build: grievanceDisposal,
  },
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

/**
 * A financial year's figures for the annual report (decision 066), summed from its four quarters
 * as the forms above show them: the report's numbers are the forms' numbers.
 */
export function yearFigures(year: string) {
  const quarters = QUARTERS.filter((q) => q.year === year);
  if (quarters.length !== 4) throw new Error(`${year} has ${quarters.length} quarters in the model, not 4`);
  const last = quarters[3]!;
  const over = (fn: (q: Quarter) => number) => sum(quarters.map(fn));
  const lobs = (q: Quarter) => figuresOf(q).lobs;
  const account = (q: Quarter) => accountOf(figuresOf(q), null);
  const gross = over((q) => sum(lobs(q).map((l) => l.gross)));
  const net = over((q) => sum(lobs(q).map((l) => l.net)));
  const earned = over((q) => account(q).earned);
  const incurred = over((q) => account(q).incurred);
  const commission = over((q) => account(q).commission);
  const expenses = over((q) => account(q).expenses);
  const byLine = LOBS.map((lob, i) => ({
    name: lob.name,
    gross: over((q) => lobs(q)[i]!.gross),
    net: over((q) => lobs(q)[i]!.net),
    incurred: over((q) => lobs(q)[i]!.incurred),
  }));
  return {
    last,
    gross,
    net,
    earned,
    incurred,
    commission,
    expenses,
    byLine,
    operating: over((q) => profitAndLoss(q).operating),
    beforeTax: over((q) => profitAndLoss(q).beforeTax),
    afterTax: over((q) => profitAndLoss(q).afterTax),
    netWorth: SHARE_CAPITAL + reservesAt(last),
    investments: balanceOf(last).investments,
    solvency: solvencyRatio(last),
    claimsRatio: incurred / earned,
    combinedRatio: incurred / earned + (commission + expenses) / net,
    policies: over((q) => sum(lobs(q).map(policiesOf))),
    claimsSettled: over((q) => sum(claimCounts(q).map((c) => c.settled))),
    grievancesReceived: over((q) => sum(grievancesOf(q).received)),
    grievancesResolved: over((q) => sum(grievancesOf(q).resolved)),
  };
}
