/**
 * A car guide's worked example (issue 12): two cases from the guide's
 * content (`Example`: a `base`, and a `contrast` that overrides a few of its
 * fields), turned into premium requests for today, and what sets the two
 * apart. The premiums themselves come from the motor quote service at
 * request time, never from the content.
 */
import * as z from "zod/mini";
import {
  ADDON_KEYS,
  POLICY_TYPES,
  PREVIOUS_POLICY,
  VEHICLE_TYPES,
  type AddonKey,
  type PolicyType,
} from "@contracts/motor/motor-quote";
import { MAX_VEHICLE_AGE_YEARS } from "@contracts/motor/motor-schema";

z.config({ jitless: true });

/**
 * One case as the content writes it: a premium request (contracts/motor/motor-schema.ts)
 * with the vehicle's age in months in place of a registration date. The
 * quote service checks the values themselves (bonus steps, ranges, codes).
 */
const ExampleCaseSchema = z.object({
  vehicleType: z.enum(VEHICLE_TYPES),
  policyType: z.enum(POLICY_TYPES),
  cc: z.optional(z.number()),
  kw: z.optional(z.number()),
  exShowroomPrice: z.optional(z.number()),
  ageMonths: z.number().check(z.int(), z.gte(0), z.lte(MAX_VEHICLE_AGE_YEARS * 12)),
  rtoCode: z.string(),
  previousPolicy: z.optional(z.enum(PREVIOUS_POLICY)),
  previousNcb: z.number(),
  claimLastYear: z.boolean(),
  addons: z.array(z.enum(ADDON_KEYS)),
  paOwnerDriver: z.optional(z.boolean()),
});
export type ExampleCase = z.infer<typeof ExampleCaseSchema>;

export const GuideExampleSchema = z.object({
  base: ExampleCaseSchema,
  contrast: z.partial(ExampleCaseSchema),
});
export type GuideExample = z.infer<typeof GuideExampleSchema>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The registration date of a vehicle `ageMonths` old on `today` (yyyy-MM-dd,
 * India's day): the same day of the month, `ageMonths` calendar months
 * earlier, so the example's car is as old on every day it is shown and its
 * premium changes only with the rates. When that month has no such day (the
 * 29th to 31st), the first of the next month: the car is then a day or two
 * younger rather than older, and stays in the tariff band it is in on every
 * other day (the tariff counts ages as "exceeding", decision 051; 12 months
 * back from 29 Feb 2028 is 1 Mar 2027, not 28 Feb 2027, which would be
 * "exceeding one year").
 */
export function registrationDateFor(ageMonths: number, today: string): string {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) - ageMonths;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12;
  const daysInMonth = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  if (day <= daysInMonth) return isoDay(new Date(Date.UTC(targetYear, targetMonth, day)));
  return isoDay(new Date(Date.UTC(targetYear, targetMonth + 1, 1)));
}

/** The second case: the base with the contrast's fields. Third party only has no add-ons (decision 051), so it drops the base's. */
export function contrastCase(example: GuideExample): ExampleCase {
  const merged: ExampleCase = { ...example.base };
  for (const [field, value] of Object.entries(example.contrast)) {
    if (value !== undefined) Object.assign(merged, { [field]: value });
  }
  if (merged.policyType === "third-party" && example.contrast.addons === undefined) merged.addons = [];
  return merged;
}

export type ExampleRequest = Omit<ExampleCase, "ageMonths"> & { registrationDate: string; thirdPartyActive?: true };

/** The premium request (`MotorQuoteService.premiums`) of a case on `today`. */
export function requestOf(example: ExampleCase, today: string): ExampleRequest {
  const { ageMonths, ...rest } = example;
  return {
    ...rest,
    registrationDate: registrationDateFor(ageMonths, today),
    // an own-damage-only example is of a car whose third-party policy is in force
    ...(example.policyType === "own-damage" ? { thirdPartyActive: true as const } : {}),
  };
}

/** What sets the second column apart from the first, when it is one thing; `other` otherwise. */
export type ExampleContrast =
  | { kind: "addon"; addon: AddonKey; added: boolean }
  | { kind: "policyType"; from: PolicyType; to: PolicyType }
  | { kind: "claim"; from: boolean; to: boolean }
  | { kind: "ncb"; from: number; to: number }
  | { kind: "cc"; from: number; to: number }
  | { kind: "price"; from: number; to: number }
  | { kind: "age"; from: number; to: number }
  /** `from` and `to` are the registering offices' cities, in the page's language. */
  | { kind: "rto"; from: string; to: string }
  | { kind: "other" };

const COMPARED_FIELDS = [
  "vehicleType",
  "policyType",
  "cc",
  "kw",
  "exShowroomPrice",
  "ageMonths",
  "rtoCode",
  "previousPolicy",
  "previousNcb",
  "claimLastYear",
  "addons",
  "paOwnerDriver",
] as const satisfies readonly (keyof ExampleCase)[];

const sameAddons = (a: readonly AddonKey[], b: readonly AddonKey[]) =>
  a.length === b.length && a.every((key) => b.includes(key));

/** The fields of the two cases that differ (add-ons compared as sets; those dropped by a change to third party only not counted). */
export function changedFields(first: ExampleCase, second: ExampleCase): (keyof ExampleCase)[] {
  return COMPARED_FIELDS.filter((field) => {
    if (field === "addons") {
      if (second.policyType === "third-party" && first.policyType !== "third-party") return false;
      return !sameAddons(first.addons, second.addons);
    }
    return first[field] !== second[field];
  });
}

export function contrastOf(
  first: ExampleCase,
  second: ExampleCase,
  cityOf: (rtoCode: string) => string,
): ExampleContrast {
  const changed = changedFields(first, second);
  if (changed.length !== 1) return { kind: "other" };
  switch (changed[0]) {
    case "addons": {
      const added = second.addons.filter((key) => !first.addons.includes(key));
      const removed = first.addons.filter((key) => !second.addons.includes(key));
      if (added.length === 1 && removed.length === 0) return { kind: "addon", addon: added[0]!, added: true };
      if (removed.length === 1 && added.length === 0) return { kind: "addon", addon: removed[0]!, added: false };
      return { kind: "other" };
    }
    case "policyType":
      return { kind: "policyType", from: first.policyType, to: second.policyType };
    case "claimLastYear":
      return { kind: "claim", from: first.claimLastYear, to: second.claimLastYear };
    case "previousNcb":
      return { kind: "ncb", from: first.previousNcb, to: second.previousNcb };
    case "cc":
      return first.cc !== undefined && second.cc !== undefined
        ? { kind: "cc", from: first.cc, to: second.cc }
        : { kind: "other" };
    case "exShowroomPrice":
      return first.exShowroomPrice !== undefined && second.exShowroomPrice !== undefined
        ? { kind: "price", from: first.exShowroomPrice, to: second.exShowroomPrice }
        : { kind: "other" };
    case "ageMonths":
      return { kind: "age", from: first.ageMonths, to: second.ageMonths };
    case "rtoCode":
      return { kind: "rto", from: cityOf(first.rtoCode), to: cityOf(second.rtoCode) };
    default:
      return { kind: "other" };
  }
}

/** What the two columns have in common, shown once above them; a fact that differs is in the columns' titles instead. */
export interface SharedFacts {
  cc?: number;
  kw?: number;
  exShowroomPrice?: number;
  ageMonths?: number;
  rto?: { code: string; city: string; zone: "A" | "B" };
  policyType?: PolicyType;
  /** the bonus and claim of the expiring policy: left out when neither case has own-damage cover, which they are about */
  previousNcb?: number;
  claimLastYear?: boolean;
  /** add-ons in both cases */
  addons: AddonKey[];
}

export function sharedFacts(
  first: ExampleCase,
  second: ExampleCase,
  rto: { city: string; zone: "A" | "B" } | null,
): SharedFacts {
  const same = <K extends keyof ExampleCase>(field: K) =>
    first[field] !== undefined && first[field] === second[field] ? first[field] : undefined;
  const ownDamage = first.policyType !== "third-party" || second.policyType !== "third-party";
  const facts: SharedFacts = { addons: first.addons.filter((key) => second.addons.includes(key)) };
  const cc = same("cc");
  if (cc !== undefined) facts.cc = cc;
  const kw = same("kw");
  if (kw !== undefined) facts.kw = kw;
  const price = same("exShowroomPrice");
  if (price !== undefined) facts.exShowroomPrice = price;
  const age = same("ageMonths");
  if (age !== undefined) facts.ageMonths = age;
  if (rto && first.rtoCode === second.rtoCode) facts.rto = { code: first.rtoCode, ...rto };
  const policyType = same("policyType");
  if (policyType !== undefined) facts.policyType = policyType;
  if (ownDamage) {
    const ncb = same("previousNcb");
    if (ncb !== undefined) facts.previousNcb = ncb;
    const claim = same("claimLastYear");
    if (claim !== undefined) facts.claimLastYear = claim;
  }
  return facts;
}
