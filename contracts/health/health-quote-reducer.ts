/**
 * The health quote state (spec 3 "Health quote parameters", "Plan
 * premiums") and every transition of spec 4 "Health quote parameters", each
 * rule once, named. Pure: the journey's pages run it in the browser as the
 * visitor clicks, and its route actions run the same actions on a posted
 * form, so the journey behaves the same before hydration and without scripts.
 */
import {
  COVERAGE_NONE,
  DEFAULT_HEALTH_QUOTE,
  MAX_CHILDREN,
  PARENT_MEMBERS,
  PARENTS_MIN_AGE,
  memberCounts,
  type AdultMember,
  type ChildMember,
  type CoverageValue,
  type HealthQuoteParams,
  type Member,
} from "./health-quote";

/** spec 3 "Plan premiums": one plan's price as the premium API answers it. */
export interface PlanPremium {
  productKey: string;
  planName: string;
  sumInsured: number;
  basePremium: number;
  gst: number;
  totalPremium: number;
  /** Each line: its translation keyword `key` (health_quote page), English `label` and amount. */
  breakdown: { key?: string; label: string; amount: number }[];
}

export interface HealthQuoteState {
  params: HealthQuoteParams;
  /** spec 3: the result of a premium lookup; spec 4: cleared by any parameter change. */
  premiums: PlanPremium[] | null;
}

export type HealthQuoteAction =
  | { type: "age"; age: number }
  | { type: "toggleMember"; member: AdultMember }
  | { type: "addChild"; child: ChildMember }
  | { type: "removeChild"; child: ChildMember }
  | { type: "toggleCoverage"; value: CoverageValue }
  | { type: "skipCoverage"; value: CoverageValue }
  | { type: "set"; changes: Partial<Omit<HealthQuoteParams, "members" | "coverage" | "age">> }
  | { type: "replace"; params: HealthQuoteParams }
  | { type: "premiums"; plans: PlanPremium[] };

export function initialHealthQuote(params: Partial<HealthQuoteParams> = {}): HealthQuoteState {
  return {
    params: { ...DEFAULT_HEALTH_QUOTE, members: [...DEFAULT_HEALTH_QUOTE.members], coverage: [], ...params },
    premiums: null,
  };
}

/** spec 4: an age below 36 removes Father, Mother, Father_in_law and Mother_in_law. */
export function withoutParentsUnder36(members: readonly Member[], age: number): Member[] {
  if (age >= PARENTS_MIN_AGE) return [...members];
  return members.filter((member) => !(PARENT_MEMBERS as readonly Member[]).includes(member));
}

/** spec 4: toggling a member adds it if absent, removes it if present. */
export function toggleMember(members: readonly Member[], member: AdultMember): Member[] {
  return members.includes(member) ? members.filter((m) => m !== member) : [...members, member];
}

/** spec 4: a daughter or son increment adds an entry (up to MAX_CHILDREN children in all). */
export function addChild(members: readonly Member[], child: ChildMember): Member[] {
  return memberCounts(members).children >= MAX_CHILDREN ? [...members] : [...members, child];
}

/** spec 4: a decrement removes one matching entry. */
export function removeChild(members: readonly Member[], child: ChildMember): Member[] {
  const at = members.lastIndexOf(child);
  return at === -1 ? [...members] : [...members.slice(0, at), ...members.slice(at + 1)];
}

/** spec 4: any earlier entry with value 5 is dropped first; an existing choice is removed, otherwise added. */
export function toggleCoverage(coverage: readonly CoverageValue[], value: CoverageValue): CoverageValue[] {
  const choices = coverage.filter((c) => c !== COVERAGE_NONE);
  return choices.includes(value) ? choices.filter((c) => c !== value) : [...choices, value];
}

/** spec 4: a skip replaces the list with the single given value. */
export function skipCoverage(value: CoverageValue): CoverageValue[] {
  return [value];
}

function paramsAfter(params: HealthQuoteParams, action: HealthQuoteAction): HealthQuoteParams | null {
  switch (action.type) {
    case "age":
      return { ...params, age: action.age, members: withoutParentsUnder36(params.members, action.age) };
    case "toggleMember":
      return { ...params, members: toggleMember(params.members, action.member) };
    case "addChild":
      return { ...params, members: addChild(params.members, action.child) };
    case "removeChild":
      return { ...params, members: removeChild(params.members, action.child) };
    case "toggleCoverage":
      return { ...params, coverage: toggleCoverage(params.coverage, action.value) };
    case "skipCoverage":
      return { ...params, coverage: skipCoverage(action.value) };
    case "set":
      return { ...params, ...action.changes };
    case "replace":
      // spec 4: the whole set can be replaced at once
      return { ...action.params, members: [...action.params.members], coverage: [...action.params.coverage] };
    case "premiums":
      return null;
  }
}

export function healthQuoteReducer(state: HealthQuoteState, action: HealthQuoteAction): HealthQuoteState {
  if (action.type === "premiums") return { ...state, premiums: action.plans };
  const params = paramsAfter(state.params, action);
  // spec 4: any parameter change clears the stored premiums
  return params ? { params, premiums: null } : state;
}
