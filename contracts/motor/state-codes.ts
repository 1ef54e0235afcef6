/**
 * The registration codes of India's states and union territories, as the
 * first two letters of a registration number carry them (Motor Vehicles Act
 * 1988, Central Motor Vehicles Rules; MoRTH's current list), with the codes
 * they replaced, which older vehicles still carry on their plates (OR before
 * Odisha's OD in 2012, TS before Telangana's TG in 2024, UA before
 * Uttarakhand's UK, DN before the 2020 merger into DD). The seed's RTO list
 * (content/seed/catalogue/motor/rto.json) names the same codes; a unit test keeps the
 * two in step. Small on purpose: the registration check runs in the browser.
 */
export const STATE_CODES = [
  "AN",
  "AP",
  "AR",
  "AS",
  "BR",
  "CG",
  "CH",
  "DD",
  "DL",
  "GA",
  "GJ",
  "HP",
  "HR",
  "JH",
  "JK",
  "KA",
  "KL",
  "LA",
  "LD",
  "MH",
  "ML",
  "MN",
  "MP",
  "MZ",
  "NL",
  "OD",
  "PB",
  "PY",
  "RJ",
  "SK",
  "TG",
  "TN",
  "TR",
  "UK",
  "UP",
  "WB",
] as const;
export type StateCode = (typeof STATE_CODES)[number];

/** Former codes still on older plates, and the code that replaced each. */
export const FORMER_STATE_CODES: Readonly<Record<string, StateCode>> = { OR: "OD", TS: "TG", UA: "UK", DN: "DD" };

/** The Bharat series (MoRTH notification G.S.R. 594(E), 26 August 2021): `22 BH 1234 AA`, no state. */
export const BHARAT_SERIES = "BH";

const known = new Set<string>([...STATE_CODES, ...Object.keys(FORMER_STATE_CODES)]);

/** Whether two letters are a state or union-territory code, current or former. */
export function isStateCode(code: string): boolean {
  return known.has(code);
}

/** The current code for a current or former one. */
export function currentStateCode(code: string): StateCode | undefined {
  if ((STATE_CODES as readonly string[]).includes(code)) return code as StateCode;
  return FORMER_STATE_CODES[code];
}
