/**
 * The health quote parameters (spec 3 "Client-side state: Health quote
 * parameters", spec 9 defaults) and their constants, once. The journey's
 * reducer (`health-quote-reducer.ts`), its forms, its addresses, the premium
 * API and the saved quote all use these.
 */

/** spec 3: the members a quote may cover. Spouse is ours (decision 050): every family floater has one. */
export const ADULT_MEMBERS = ["Self", "Spouse", "Father", "Mother", "Father_in_law", "Mother_in_law"] as const;
/** spec 3 "daughters, sons": one entry per child (site-api.md "a child once per child"). */
export const CHILD_MEMBERS = ["Daughter", "Son"] as const;
export type AdultMember = (typeof ADULT_MEMBERS)[number];
export type ChildMember = (typeof CHILD_MEMBERS)[number];
export type Member = AdultMember | ChildMember;
export const MEMBERS: readonly Member[] = [...ADULT_MEMBERS, ...CHILD_MEMBERS];

/** spec 4, 9: parents and parents-in-law are dropped when the age is below 36. */
export const PARENT_MEMBERS: readonly AdultMember[] = ["Father", "Mother", "Father_in_law", "Mother_in_law"];
export const PARENTS_MIN_AGE = 36;
/** At most this many children on one floater (the insurer's plans cover up to four dependent children). */
export const MAX_CHILDREN = 4;

/**
 * `age` is the age of the eldest member to be insured, in whole years: a
 * floater is priced on it, and spec 4's rule (under 36, no parents) only
 * makes sense for it (decision 050). Adults from 18; the oldest entry age
 * any plan takes is 99.
 */
export const MIN_AGE = 18;
export const MAX_AGE = 99;

/** spec 3, 9: the sum insured as a range in lakh; default 3-5. */
export const SI_RANGES = ["1-2", "3-5", "6-10", "11-25", "26-50", "51-100"] as const;
export type SiRange = (typeof SI_RANGES)[number];

/** spec 3, 9: the city's premium zone, 1 (highest cost) to 3; default 1 (`city-zone.ts` derives it from a pincode). */
export const CITY_TYPES = [1, 2, 3] as const;
export type CityType = (typeof CITY_TYPES)[number];

/**
 * spec 3 "coverage (list of choices)", spec 4: the covers a visitor may add.
 * Value 5 is "none of these": spec 4 drops it when a choice is toggled, and
 * skip sets it alone.
 */
export const COVERAGE_CHOICES = {
  1: "room_any_category",
  2: "maternity",
  3: "consumables",
  4: "opd",
  5: "none",
} as const;
export type CoverageValue = 1 | 2 | 3 | 4 | 5;
export const COVERAGE_VALUES: readonly CoverageValue[] = [1, 2, 3, 4, 5];
export const COVERAGE_NONE: CoverageValue = 5;

/** The steps of the journey (spec 2 "Health and home"), each its own address. */
export const HEALTH_STEPS = [1, 2, 3, 4, 5, 6] as const;
export type HealthStep = (typeof HEALTH_STEPS)[number];

export interface HealthQuoteParams {
  age: number;
  members: Member[];
  si: SiRange;
  city_type: CityType;
  name: string;
  email: string;
  mobile: string;
  pincode: string;
  agree: 0 | 1;
  step: number;
  coverage: CoverageValue[];
}

/** spec 9: age 0, members Self, si 3-5, city_type 1, step 1, agree 0. */
export const DEFAULT_HEALTH_QUOTE: Readonly<HealthQuoteParams> = Object.freeze({
  age: 0,
  members: ["Self" as Member],
  si: "3-5",
  city_type: 1,
  name: "",
  email: "",
  mobile: "",
  pincode: "",
  agree: 0,
  step: 1,
  coverage: [],
});

export function isAdult(member: Member): member is AdultMember {
  return (ADULT_MEMBERS as readonly string[]).includes(member);
}

export function isChild(member: Member): member is ChildMember {
  return (CHILD_MEMBERS as readonly string[]).includes(member);
}

export function isMember(value: string): value is Member {
  return (MEMBERS as readonly string[]).includes(value);
}

export function isSiRange(value: string): value is SiRange {
  return (SI_RANGES as readonly string[]).includes(value);
}

/**
 * Whether a sum insured (in lakh) falls in a range: above the range before
 * it, up to its own end, so the ranges leave no gap (2.5 lakh is in "3-5",
 * 0.5 lakh in "1-2").
 */
export function inSiRange(lakh: number, si: SiRange): boolean {
  const at = SI_RANGES.indexOf(si);
  const below = at === 0 ? 0 : siBounds(SI_RANGES[at - 1]!).to;
  return lakh > below && lakh <= siBounds(si).to;
}

/** The range's bounds in lakh. */
export function siBounds(si: SiRange): { from: number; to: number } {
  const [from, to] = si.split("-").map(Number) as [number, number];
  return { from, to };
}

/** How many of each member a list holds (children counted). */
export function memberCounts(members: readonly Member[]): { adults: number; children: number } {
  let adults = 0;
  let children = 0;
  for (const member of members) {
    if (isAdult(member)) adults++;
    else children++;
  }
  return { adults, children };
}

/** Members in the catalogue's order (adults, then daughters, then sons): one list, one spelling, one address. */
export function orderedMembers(members: readonly Member[]): Member[] {
  return [...members].sort((a, b) => MEMBERS.indexOf(a) - MEMBERS.indexOf(b));
}
