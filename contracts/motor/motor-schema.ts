/**
 * The one set of motor schemas (issue 12): the journey's forms and the
 * calculators check with them in the browser, route actions check posted
 * forms, and `POST /api/motor/premiums` and `POST /api/quotes` check bodies.
 * Issue messages are translation keywords of the motor pages
 * (`MOTOR_MESSAGES` holds their English, which the API answers with).
 */
import * as z from "zod/mini";
import { ADDON_KEYS, NCB_STEPS, POLICY_TYPES, PREVIOUS_POLICY, VEHICLE_TYPES, type AddonKey } from "./motor-quote";
import { checkRegistration } from "./registration";
import { indiaDay } from "../dates/india-day";
import { isStateCode } from "./state-codes";

z.config({ jitless: true });

export const MOTOR_MESSAGES = {
  motor_vehicle_type_invalid: "Please choose a car or a two-wheeler",
  motor_policy_type_invalid: "Please choose a policy type",
  motor_variant_invalid: "Please choose a variant from the list",
  motor_cc_invalid: "Engine capacity must be a whole number of cc from 50 to 8,000",
  motor_kw_invalid: "Motor power must be from 0.1 to 1,000 kW",
  motor_engine_required: "Please give the engine capacity (cc) or, for an electric vehicle, the motor power (kW)",
  motor_price_invalid: "Ex-showroom price must be a whole number of rupees from ₹10,000 to ₹10 crore",
  motor_date_invalid: "Please enter the date as DD/MM/YYYY",
  motor_date_future: "The registration date cannot be more than 60 days ahead",
  motor_date_old: "We quote online for vehicles registered in the last 25 years",
  motor_rto_invalid: "Please enter the RTO code as on the registration, e.g. MH02",
  motor_rto_unknown: "We do not know this RTO code; please check it",
  motor_ncb_invalid: "Please choose the no claim bonus of your current policy",
  motor_claim_invalid: "Please say whether you made a claim last year",
  motor_previous_invalid: "Please tell us about your current policy",
  motor_addons_invalid: "Please choose add-ons from the list",
  motor_addon_unavailable: "An add-on you chose is not available for this vehicle",
  motor_addons_third_party: "Add-ons come with a comprehensive or own-damage policy",
  motor_idv_range: "The IDV must be within the range shown",
  motor_third_party_active: "An own-damage policy needs a third-party policy in force on the vehicle",
  motor_registration_required: "Please enter the registration number",
  motor_registration_characters: "Use only letters and digits; spaces and hyphens are fine",
  motor_registration_shape: "Enter the number as on the registration certificate, e.g. MH02AB1234 or 22BH1234AA",
  motor_registration_state: "{code} is not a state or union territory code",
  motor_agree_required: "Please accept the terms to continue",
  motor_product_invalid: "Unknown product",
} as const;
export type MotorMessageKey = keyof typeof MOTOR_MESSAGES;

/** English text of a motor message keyword, with its `{code}` filled in when it has one. */
export function motorMessageText(key: string, values: Record<string, string> = {}): string | undefined {
  if (!Object.hasOwn(MOTOR_MESSAGES, key)) return undefined;
  return MOTOR_MESSAGES[key as MotorMessageKey].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const problem = (key: MotorMessageKey) => ({ error: key });

/** yyyy-MM-dd that is a real day. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Oldest vehicle quoted online, in years; furthest ahead a purchase date may be, in days. */
export const MAX_VEHICLE_AGE_YEARS = 25;
export const MAX_DAYS_AHEAD = 60;

export const RegistrationDateSchema = z.string(problem("motor_date_invalid")).check(
  z.refine(isIsoDate, problem("motor_date_invalid")),
  z.refine((day) => !isIsoDate(day) || day <= addDays(indiaDay(), MAX_DAYS_AHEAD), problem("motor_date_future")),
  z.refine(
    (day) => !isIsoDate(day) || day >= addDays(indiaDay(), -Math.round(MAX_VEHICLE_AGE_YEARS * 365.25)),
    problem("motor_date_old"),
  ),
);

/** An RTO code as registration numbers carry it: a state code and two digits (MH02). */
export const RtoCodeSchema = z.pipe(
  z.pipe(
    z.string(problem("motor_rto_invalid")),
    z.transform((value) => value.toUpperCase().replace(/[\s-]+/g, "")),
  ),
  z.string().check(
    z.regex(/^[A-Z]{2}\d{2}$/, problem("motor_rto_invalid")),
    z.refine((code) => isStateCode(code.slice(0, 2)), problem("motor_rto_invalid")),
  ),
);

/** A registration number of spec 5, normalised (MH02AB1234); a wrong one says what is wrong. */
export const RegistrationSchema = z.pipe(
  z.string(problem("motor_registration_required")),
  z.transform((value, ctx) => {
    const result = checkRegistration(value);
    if (result.ok) return result.normalised;
    ctx.issues.push({
      code: "custom",
      message: result.problem,
      input: value,
      ...(result.code ? { params: { code: result.code } } : {}),
    });
    return z.NEVER;
  }),
);

const AddonsSchema = z
  .array(z.enum(ADDON_KEYS, problem("motor_addons_invalid")), problem("motor_addons_invalid"))
  .check(z.refine((addons) => new Set(addons).size === addons.length, problem("motor_addons_invalid")));

export const VariantIdSchema = z
  .string(problem("motor_variant_invalid"))
  .check(z.regex(/^[a-z0-9-]{1,40}\/[a-z0-9-]{1,60}\/[a-z0-9-]{1,60}$/, problem("motor_variant_invalid")));

/**
 * The body of `POST /api/motor/premiums` (site-api.md), and of the motor
 * quote's parameters. A `variantId` (make/model/variant) stands for `cc`,
 * `kw` and `exShowroomPrice`; otherwise `cc` (or `kw` for an electric
 * vehicle) is needed, and the price too unless the policy is third-party only.
 */
export const MotorPremiumRequestSchema = z
  .object({
    vehicleType: z.enum(VEHICLE_TYPES, problem("motor_vehicle_type_invalid")),
    policyType: z.enum(POLICY_TYPES, problem("motor_policy_type_invalid")),
    variantId: z.optional(VariantIdSchema),
    cc: z.optional(
      z
        .number(problem("motor_cc_invalid"))
        .check(
          z.int(problem("motor_cc_invalid")),
          z.gte(50, problem("motor_cc_invalid")),
          z.lte(8000, problem("motor_cc_invalid")),
        ),
    ),
    kw: z.optional(
      z
        .number(problem("motor_kw_invalid"))
        .check(z.gte(0.1, problem("motor_kw_invalid")), z.lte(1000, problem("motor_kw_invalid"))),
    ),
    exShowroomPrice: z.optional(
      z
        .number(problem("motor_price_invalid"))
        .check(
          z.int(problem("motor_price_invalid")),
          z.gte(10_000, problem("motor_price_invalid")),
          z.lte(100_000_000, problem("motor_price_invalid")),
        ),
    ),
    registrationDate: RegistrationDateSchema,
    rtoCode: RtoCodeSchema,
    previousPolicy: z.optional(z.enum(PREVIOUS_POLICY, problem("motor_previous_invalid"))),
    previousNcb: z.union(
      NCB_STEPS.map((step) => z.literal(step)),
      problem("motor_ncb_invalid"),
    ),
    claimLastYear: z.boolean(problem("motor_claim_invalid")),
    addons: AddonsSchema,
    idv: z.optional(z.number(problem("motor_idv_range")).check(z.int(problem("motor_idv_range")))),
    thirdPartyActive: z.optional(z.boolean(problem("motor_third_party_active"))),
    /** Owner-driver personal accident cover (compulsory unless the owner already has one of ₹15 lakh). */
    paOwnerDriver: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((value, ctx) => {
      const fail = (message: MotorMessageKey, path: string) =>
        ctx.addIssue({ code: "custom", message, input: value, path: [path] });
      if (!value.variantId) {
        if (value.cc === undefined && value.kw === undefined) fail("motor_engine_required", "cc");
        if (value.exShowroomPrice === undefined && value.policyType !== "third-party")
          fail("motor_price_invalid", "exShowroomPrice");
      }
      if (value.policyType === "third-party" && value.addons.length > 0) fail("motor_addons_third_party", "addons");
      if (value.policyType === "own-damage" && value.thirdPartyActive !== true)
        fail("motor_third_party_active", "thirdPartyActive");
    }),
  );
export type MotorPremiumRequest = z.infer<typeof MotorPremiumRequestSchema> & { addons: AddonKey[] };
