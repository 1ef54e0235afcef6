/**
 * The one set of schemas of the health quote (issue 11): the journey's forms
 * check each step with them in the browser, its route actions check the
 * posted forms, and the site API (`POST /api/health/premiums`,
 * `POST /api/quotes`) checks request bodies. Issue messages are translation
 * keywords of the health_quote page (`HEALTH_MESSAGES` has their English,
 * which the API answers with).
 *
 * zod's "mini" build, as the lead form's: the schemas are in the journey's first load.
 */
import * as z from "zod/mini";
import { EMAIL_PATTERN } from "../lead/lead-rules";
import {
  CITY_TYPES,
  COVERAGE_NONE,
  COVERAGE_VALUES,
  MAX_AGE,
  MAX_CHILDREN,
  MIN_AGE,
  PARENT_MEMBERS,
  PARENTS_MIN_AGE,
  SI_RANGES,
  isAdult,
  isMember,
  memberCounts,
  type CoverageValue,
  type Member,
} from "./health-quote";
import { isPincode } from "./city-zone";
import { FullNameSchema, MobileSchema } from "../lead/lead-schema";
import { LEAD_MESSAGES } from "../lead/lead-rules";

z.config({ jitless: true });

export const HEALTH_MESSAGES = {
  health_members_required: "Please choose who is to be insured",
  health_members_adult: "Please include at least one adult",
  health_members_invalid: "Please choose members from the list",
  health_children_max: "A quote can cover up to 4 children",
  health_age_required: "Please enter the age of the eldest member",
  health_age_range: "Age must be a whole number from 18 to 99",
  health_age_parents: "With parents or parents-in-law insured, the eldest member is at least 36",
  health_si_invalid: "Please choose a sum insured",
  health_city_invalid: "Please choose a city type",
  health_pincode_required: "Please enter your pincode",
  health_pincode_invalid: "Please enter a valid 6-digit pincode",
  health_coverage_required: "Please choose a cover, or skip",
  health_coverage_invalid: "Please choose covers from the list",
  health_email_invalid: "Please enter a valid e-mail address",
  health_agree_required: "Please accept the terms to continue",
  health_plan_invalid: "Please choose a plan from the list",
  health_product_invalid: "Unknown product",
} as const;
export type HealthMessageKey = keyof typeof HEALTH_MESSAGES;

/** English text of an issue message (health or lead keyword), for API answers. */
export function healthMessageText(key: string): string {
  if (Object.hasOwn(HEALTH_MESSAGES, key)) return HEALTH_MESSAGES[key as HealthMessageKey];
  if (Object.hasOwn(LEAD_MESSAGES, key)) return LEAD_MESSAGES[key as keyof typeof LEAD_MESSAGES];
  return key;
}

const problem = (key: HealthMessageKey) => ({ error: key });

/** spec 3 members: at least one adult, each adult once, up to four children. */
export const MembersSchema = z
  .array(z.string(problem("health_members_invalid")), problem("health_members_required"))
  .check(
    z.superRefine((members, ctx) => {
      const fail = (message: HealthMessageKey) => ctx.addIssue({ code: "custom", message, input: members });
      if (members.length === 0) return fail("health_members_required");
      if (members.length > 16 || !members.every(isMember)) return fail("health_members_invalid");
      const list = members as Member[];
      const adults = list.filter(isAdult);
      if (adults.length === 0) return fail("health_members_adult");
      if (new Set(adults).size !== adults.length) return fail("health_members_invalid");
      if (memberCounts(list).children > MAX_CHILDREN) return fail("health_children_max");
    }),
  );

export const AgeSchema = z
  .number(problem("health_age_required"))
  .check(
    z.int(problem("health_age_range")),
    z.gte(MIN_AGE, problem("health_age_range")),
    z.lte(MAX_AGE, problem("health_age_range")),
  );

export const SiSchema = z.enum(SI_RANGES, problem("health_si_invalid"));
export const CityTypeSchema = z.union(
  CITY_TYPES.map((value) => z.literal(value)),
  problem("health_city_invalid"),
);
export const PincodeSchema = z
  .string(problem("health_pincode_required"))
  .check(z.minLength(1, problem("health_pincode_required")), z.refine(isPincode, problem("health_pincode_invalid")));

/** spec 3 coverage: choices 1-4, or 5 ("none of these") alone; each once. */
export const CoverageSchema = z
  .array(z.number(problem("health_coverage_invalid")), problem("health_coverage_required"))
  .check(
    z.superRefine((coverage, ctx) => {
      const fail = (message: HealthMessageKey) => ctx.addIssue({ code: "custom", message, input: coverage });
      if (coverage.length === 0) return fail("health_coverage_required");
      if (!coverage.every((value) => (COVERAGE_VALUES as readonly number[]).includes(value)))
        return fail("health_coverage_invalid");
      if (new Set(coverage).size !== coverage.length) return fail("health_coverage_invalid");
      if (coverage.includes(COVERAGE_NONE) && coverage.length > 1) return fail("health_coverage_invalid");
    }),
  );

/** spec 4: parents and parents-in-law come with an eldest member of 36 or more. */
function parentsNeedAge(value: { age: number; members: string[] }): boolean {
  return value.age >= PARENTS_MIN_AGE || !value.members.some((m) => (PARENT_MEMBERS as readonly string[]).includes(m));
}

/** The parameters that price a plan (site-api.md "Premiums and quotes"): the body of `POST /api/health/premiums`. */
export const PremiumRequestSchema = z
  .object({
    age: AgeSchema,
    members: MembersSchema,
    si: SiSchema,
    city_type: CityTypeSchema,
    coverage: CoverageSchema,
  })
  .check(z.refine(parentsNeedAge, { message: "health_age_parents", path: ["age"] }));
export type PremiumRequest = z.infer<typeof PremiumRequestSchema> & { members: Member[]; coverage: CoverageValue[] };

export { EMAIL_PATTERN };
const EMAIL_MAX_LENGTH = 254;
export const EmailSchema = z
  .string(problem("health_email_invalid"))
  .check(
    z.maxLength(EMAIL_MAX_LENGTH, problem("health_email_invalid")),
    z.regex(EMAIL_PATTERN, problem("health_email_invalid")),
  );
/** E-mail is optional on the quote (site-api.md `email?`); when given it must be one. */
export const OptionalEmailSchema = z.optional(z.union([z.literal(""), EmailSchema], problem("health_email_invalid")));

/** Step 5 (spec 3: name, email, mobile, pincode, agree). */
export const ContactSchema = z.object({
  name: FullNameSchema,
  email: OptionalEmailSchema,
  mobile: MobileSchema,
  pincode: PincodeSchema,
  agree: z.literal(1, problem("health_agree_required")),
});
export type ContactValues = z.infer<typeof ContactSchema>;

const PlanKeySchema = z
  .string(problem("health_plan_invalid"))
  .check(z.regex(/^[a-z0-9-]{1,80}$/, problem("health_plan_invalid")));

/** `POST /api/quotes` (site-api.md): a priced quote to save; the server prices it again. */
export const SaveQuoteSchema = z
  .object({
    product: z.literal("health", problem("health_product_invalid")),
    parameters: z.object({
      age: AgeSchema,
      members: MembersSchema,
      si: SiSchema,
      city_type: z.optional(CityTypeSchema),
      coverage: CoverageSchema,
      pincode: PincodeSchema,
    }),
    planKey: z.optional(PlanKeySchema),
    name: FullNameSchema,
    mobile: MobileSchema,
    email: OptionalEmailSchema,
  })
  .check(
    z.refine((value) => parentsNeedAge(value.parameters), {
      message: "health_age_parents",
      path: ["parameters", "age"],
    }),
  );
export type SaveQuoteRequest = z.infer<typeof SaveQuoteSchema>;

/** The first message per field of a failed parse, by the field's last path segment. */
export function issuesByField(error: {
  issues: readonly { path: PropertyKey[]; message: string }[];
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[issue.path.length - 1] ?? "");
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}
