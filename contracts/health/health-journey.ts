/**
 * The health quote journey's addresses (spec 2 "Health and home"; issue 11):
 * each step is its own page, and the answers so far travel in the address's
 * query, so refresh, back, forward and a shared link keep them, and the
 * journey works without scripts (decision 050). Contact details never go in
 * an address: step 5 posts them, and step 6 is the saved quote's page.
 */
import { cityTypeOfPincode, isPincode } from "./city-zone";
import {
  COVERAGE_VALUES,
  DEFAULT_HEALTH_QUOTE,
  MAX_CHILDREN,
  isAdult,
  isMember,
  isSiRange,
  orderedMembers,
  type AdultMember,
  type CoverageValue,
  type SiRange,
  type HealthQuoteParams,
  type Member,
} from "./health-quote";
import {
  AgeSchema,
  CoverageSchema,
  MembersSchema,
  PincodeSchema,
  PremiumRequestSchema,
  SiSchema,
} from "./health-schema";

/** Each step's English address; `/health-insurance/explore-plans` itself is the journey's start (step 1). */
export const HEALTH_STEP_PATHS = {
  1: "/health-insurance/explore-plans/step1",
  2: "/health-insurance/explore-plans/step2",
  3: "/health-insurance/explore-plans/step3",
  4: "/health-insurance/explore-plans/step4",
  5: "/health-insurance/explore-plans/step5",
  6: "/health-step6",
} as const;
export type JourneyStep = keyof typeof HEALTH_STEP_PATHS;
export const JOURNEY_START_PATH = "/health-insurance/explore-plans";
export const HEALTH_CALCULATOR_PATH = "/health-calculator";
export const COMPARE_PLANS_PATH = "/compare-plans";

/** What the steps before 5 answer, as they travel in an address. */
export type JourneyAnswers = Pick<HealthQuoteParams, "members" | "age" | "si" | "city_type" | "pincode" | "coverage">;

/** The query of an address that carries these answers (empty ones left out), starting with "?" unless empty. */
export function journeyQuery(answers: Partial<JourneyAnswers>, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  if (answers.members?.length) query.set("members", orderedMembers(answers.members).join(","));
  if (answers.age) query.set("age", String(answers.age));
  if (answers.si) query.set("si", answers.si);
  if (answers.pincode) query.set("pincode", answers.pincode);
  if (answers.coverage?.length) query.set("coverage", [...answers.coverage].sort().join(","));
  for (const [name, value] of Object.entries(extra)) if (value) query.set(name, value);
  const text = query.toString().replaceAll("%2C", ",");
  return text ? `?${text}` : "";
}

/**
 * The answers an address carries; anything unreadable is left at its
 * default, so the first step that needs it asks again (`firstMissingStep`).
 */
export function answersFromQuery(query: URLSearchParams): JourneyAnswers {
  const members = (query.get("members") ?? "").split(",").filter(isMember) as Member[];
  const age = Number(query.get("age"));
  const si = query.get("si") ?? "";
  const pincode = query.get("pincode") ?? "";
  const coverage = (query.get("coverage") ?? "")
    .split(",")
    .map(Number)
    .filter((value): value is CoverageValue => (COVERAGE_VALUES as readonly number[]).includes(value));
  return {
    members: members.length ? members : [...DEFAULT_HEALTH_QUOTE.members],
    age: Number.isInteger(age) && age > 0 ? age : 0,
    si: isSiRange(si) ? si : DEFAULT_HEALTH_QUOTE.si,
    pincode: isPincode(pincode) ? pincode : "",
    city_type: isPincode(pincode) ? cityTypeOfPincode(pincode) : DEFAULT_HEALTH_QUOTE.city_type,
    coverage: [...new Set(coverage)],
  };
}

/**
 * The answers a step's form posts (or the calculator's form sends), over
 * the ones the address carried: `member` once per chosen adult, `daughters`
 * and `sons` as counts, `age`, `si`, `pincode`, `coverage` once per choice.
 * Only the fields the form has replace the carried ones.
 */
export function answersFromForm(
  form: { get(name: string): unknown; getAll(name: string): unknown[]; has(name: string): boolean },
  carried: JourneyAnswers,
): JourneyAnswers {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const answers = { ...carried, members: [...carried.members], coverage: [...carried.coverage] };
  if (form.has("members-form")) {
    const adults = form
      .getAll("member")
      .filter((m): m is AdultMember => typeof m === "string" && isMember(m) && isAdult(m));
    const count = (name: string) => Math.max(0, Math.min(MAX_CHILDREN, Math.trunc(Number(text(name))) || 0));
    const children: Member[] = [
      ...Array<Member>(count("daughters")).fill("Daughter"),
      ...Array<Member>(count("sons")).fill("Son"),
    ];
    answers.members = [...new Set(adults), ...children];
  }
  if (form.has("age")) {
    const age = Number(text("age"));
    answers.age = text("age") !== "" && Number.isFinite(age) ? age : 0;
  }
  if (form.has("si")) answers.si = (isSiRange(text("si")) ? text("si") : "") as SiRange;
  if (form.has("pincode")) {
    answers.pincode = text("pincode");
    answers.city_type = isPincode(answers.pincode)
      ? cityTypeOfPincode(answers.pincode)
      : DEFAULT_HEALTH_QUOTE.city_type;
  }
  if (form.has("coverage-form")) {
    answers.coverage = form
      .getAll("coverage")
      .map(Number)
      .filter((value): value is CoverageValue => (COVERAGE_VALUES as readonly number[]).includes(value));
  }
  return answers;
}

/** Whether the address had members at all (a bare step 1 shows the default, Self, unconfirmed). */
export function hasMembers(query: URLSearchParams): boolean {
  return (query.get("members") ?? "") !== "";
}

/**
 * The first step whose answers are missing or wrong, or null when steps 1-4
 * are all answered: a visitor who lands on a later step is sent there.
 */
export function firstMissingStep(answers: JourneyAnswers, membersGiven = true): 1 | 2 | 3 | 4 | null {
  if (!membersGiven || !MembersSchema.safeParse(answers.members).success) return 1;
  if (!AgeSchema.safeParse(answers.age).success) return 2;
  if (!SiSchema.safeParse(answers.si).success || !PincodeSchema.safeParse(answers.pincode).success) return 3;
  if (!CoverageSchema.safeParse(answers.coverage).success) return 4;
  // the age rule across steps (spec 4): parents with an eldest member under 36 go back to the age
  if (!PremiumRequestSchema.safeParse(answers).success) return 2;
  return null;
}
