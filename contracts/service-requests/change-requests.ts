/**
 * The policy change requests of issue 14 (spec 2 "Policy print and change":
 * transfer of ownership, change of policy details, add details, vehicle
 * correction; decision 057): what each asks for, the one schema of its
 * fields (the page and the site API both parse with it) and the documents
 * it needs, with the types and size the server accepts.
 */
import * as z from "zod/mini";
import type { ServiceMessageKey } from "./service-request-rules";
import { ServiceDobSchema, serviceMobileProblem, ServicePolicyNumberSchema } from "./service-request-schema";
import { EMAIL_PATTERN, fullNameProblem } from "@contracts/lead/lead-rules";
import { checkRegistration } from "@contracts/motor/registration";
import { indiaDay } from "@contracts/dates/india-day";
import { CHANGE_RULES, type ChangeKind, type ValueRule } from "./change-rules";

z.config({ jitless: true });

export * from "./change-rules";

const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;
const VIN = /^[A-Z0-9]{5,17}$/;
const SAFE_TEXT = /^[^<>{}\p{Cc}]{3,200}$/u;

/** The problem of a detail's new value, or null. */
export function valueProblem(rule: ValueRule, raw: string, today = indiaDay()): ServiceMessageKey | null {
  const value = raw.trim();
  if (value === "") return "ss_value_required";
  switch (rule) {
    case "name":
      return fullNameProblem(value) ? "ss_value_name" : null;
    case "email":
      return value.length <= 100 && EMAIL_PATTERN.test(value) ? null : "ss_value_email";
    case "mobile":
      return serviceMobileProblem(value) ? "ss_mobile_invalid" : null;
    case "gstin":
      return GSTIN.test(value.toUpperCase()) ? null : "ss_value_gstin";
    case "pan":
      return PAN.test(value.toUpperCase()) ? null : "ss_value_pan";
    case "registration":
      return checkRegistration(value).ok ? null : "ss_value_registration";
    case "vin":
      return VIN.test(value.toUpperCase().replace(/[\s-]/g, "")) ? null : "ss_value_vin";
    case "year": {
      const year = Number(value);
      return /^\d{4}$/.test(value) && year >= 1950 && year <= Number(today.slice(0, 4)) ? null : "ss_value_year";
    }
    case "address":
    case "text":
      return SAFE_TEXT.test(value) ? null : "ss_value_text";
  }
}

/** A field whose own rule is checked whatever the other fields hold (so every problem shows at once). */
function checkedText(problem: (value: string) => ServiceMessageKey | null, required: ServiceMessageKey) {
  return z.string({ error: required }).check(
    z.superRefine((value, ctx) => {
      const key = problem(value);
      if (key) ctx.addIssue({ code: "custom", message: key, input: value });
    }),
  );
}

/** The fields of a change request of `kind` (documents apart): `{policyNo, dob, detail, value, mobile?}`. */
export function changeRequestSchema(kind: ChangeKind) {
  const rule = CHANGE_RULES[kind];
  const details = Object.keys(rule.details);
  return z
    .object({
      policyNo: ServicePolicyNumberSchema,
      dob: ServiceDobSchema,
      detail: z.optional(z.string({ error: "ss_detail_required" })).check(
        z.superRefine((value, ctx) => {
          // a kind with one detail (transfer: the owner) needs no choice
          const chosen = value ?? (details.length === 1 ? details[0] : "");
          if (!chosen || !details.includes(chosen)) {
            ctx.addIssue({ code: "custom", message: "ss_detail_required", input: value });
          }
        }),
      ),
      value: checkedText((v) => (v.trim() === "" ? "ss_value_required" : null), "ss_value_required"),
      mobile: rule.newOwnerMobile
        ? checkedText(serviceMobileProblem, "ss_mobile_required")
        : z.optional(z.string({ error: "ss_mobile_required" })),
    })
    .check(
      z.superRefine((body, ctx) => {
        const detail = body.detail ?? (details.length === 1 ? details[0]! : "");
        const valueRule = rule.details[detail];
        if (valueRule) {
          const problem = valueProblem(valueRule, body.value);
          if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["value"], input: body.value });
        }
      }),
    );
}
export type ChangeRequestFields = z.infer<ReturnType<typeof changeRequestSchema>>;
