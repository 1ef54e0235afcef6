/**
 * The grievance form (issue 16 "Grievance redressal: a grievance form that
 * gives a reference number"): one schema for the page's route action, the
 * browser and `POST /api/grievances`. Messages are translation keywords of the
 * `help_pages` page with the English text the site API answers with.
 *
 * zod's "mini" build, as the other self-service forms.
 */
import * as z from "zod/mini";
import { EMAIL_PATTERN, fullNameProblem, mobileInput, mobileProblem } from "@contracts/lead/lead-rules";

z.config({ jitless: true });

import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_DESCRIPTION_MAX,
  GRIEVANCE_DESCRIPTION_MIN,
  GRIEVANCE_FIELDS,
  type GrievanceCategory,
  type GrievanceField,
} from "./grievance-fields";

export * from "./grievance-fields";
/** A policy, claim or earlier complaint number as printed: letters, digits, `/` and `-`. */
const RECORD_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/-]{2,29}$/;

export const GRIEVANCE_MESSAGES = {
  help_grievance_name_required: "Please enter your full name",
  help_grievance_name_invalid: "Please enter your first and last name in letters, as on your policy",
  help_grievance_mobile_required: "Please enter your mobile number",
  help_grievance_mobile_invalid: "Please enter a 10-digit mobile number starting with 6, 7, 8 or 9",
  help_grievance_email_invalid: "Please enter a valid e-mail address, for example name@example.com, or leave it empty",
  help_grievance_record_invalid:
    "Please enter the policy or claim number as printed, for example MTR/2026/1004821, or leave it empty",
  help_grievance_category_required: "Please choose what your complaint is about",
  help_grievance_description_short: "Please describe your complaint in at least 20 characters",
  help_grievance_description_long: "Please keep the description within 2,000 characters",
  help_grievance_registered: "Your complaint is registered",
} as const;
export type GrievanceMessageKey = keyof typeof GRIEVANCE_MESSAGES;

function rule(problem: (value: string) => GrievanceMessageKey | null, notText: GrievanceMessageKey) {
  return z.string({ error: notText }).check(
    z.superRefine((value, ctx) => {
      const key = problem(value);
      if (key) ctx.addIssue({ code: "custom", message: key, input: value });
    }),
  );
}

export function grievanceNameProblem(value: string): GrievanceMessageKey | null {
  const key = fullNameProblem(value);
  if (key === "lead_name_required") return "help_grievance_name_required";
  return key ? "help_grievance_name_invalid" : null;
}

export function grievanceMobileProblem(value: string): GrievanceMessageKey | null {
  if (value.trim() === "") return "help_grievance_mobile_required";
  if (value.length > 20) return "help_grievance_mobile_invalid";
  return mobileProblem(mobileInput(value)) ? "help_grievance_mobile_invalid" : null;
}

export function grievanceEmailProblem(value: string): GrievanceMessageKey | null {
  const email = value.trim();
  return email === "" || (email.length <= 100 && EMAIL_PATTERN.test(email)) ? null : "help_grievance_email_invalid";
}

export function grievanceRecordProblem(value: string): GrievanceMessageKey | null {
  const record = value.trim();
  return record === "" || RECORD_NUMBER.test(record) ? null : "help_grievance_record_invalid";
}

export function grievanceCategoryProblem(value: string): GrievanceMessageKey | null {
  return (GRIEVANCE_CATEGORIES as readonly string[]).includes(value) ? null : "help_grievance_category_required";
}

export function grievanceDescriptionProblem(value: string): GrievanceMessageKey | null {
  const text = value.trim();
  if (text.length < GRIEVANCE_DESCRIPTION_MIN) return "help_grievance_description_short";
  if (text.length > GRIEVANCE_DESCRIPTION_MAX) return "help_grievance_description_long";
  return null;
}

export const GrievanceSchema = z.object({
  name: z.pipe(
    rule(grievanceNameProblem, "help_grievance_name_required"),
    z.transform((v: string) => v.trim()),
  ),
  mobile: z.pipe(
    rule(grievanceMobileProblem, "help_grievance_mobile_required"),
    z.transform((v: string) => mobileInput(v)),
  ),
  email: z._default(
    z.pipe(
      rule(grievanceEmailProblem, "help_grievance_email_invalid"),
      z.transform((v: string) => v.trim()),
    ),
    "",
  ),
  record: z._default(
    z.pipe(
      rule(grievanceRecordProblem, "help_grievance_record_invalid"),
      z.transform((v: string) => v.trim().toUpperCase()),
    ),
    "",
  ),
  category: z.pipe(
    rule(grievanceCategoryProblem, "help_grievance_category_required"),
    z.transform((v: string) => v as GrievanceCategory),
  ),
  description: z.pipe(
    rule(grievanceDescriptionProblem, "help_grievance_description_short"),
    z.transform((v: string) => v.trim()),
  ),
});
export type Grievance = z.output<typeof GrievanceSchema>;

/** Each field's first problem (a keyword), for the form. */
export function grievanceProblems(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Partial<Record<GrievanceField, GrievanceMessageKey>> {
  const problems: Partial<Record<GrievanceField, GrievanceMessageKey>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as GrievanceField;
    if ((GRIEVANCE_FIELDS as readonly string[]).includes(field) && !problems[field]) {
      problems[field] = (
        issue.message in GRIEVANCE_MESSAGES ? issue.message : "help_grievance_category_required"
      ) as GrievanceMessageKey;
    }
  }
  return problems;
}
