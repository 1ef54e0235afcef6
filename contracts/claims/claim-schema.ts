/**
 * The one schema of each claim form (issue 14 "Rules everywhere", decision
 * 056): the pages check the fields with it before sending, the route
 * actions and the site API parse the body with it again. Issue messages are
 * translation keywords (`CLAIM_MESSAGES`); the path names the field.
 *
 * zod's "mini" build, as the lead and auto-debit forms.
 */
import * as z from "zod/mini";
import { indiaDay } from "@contracts/dates/india-day";
import { normalisePolicyNumber } from "@contracts/auto-debit/auto-debit-rules";
import { normaliseRegistration } from "@contracts/motor/registration";
import {
  CLAIM_CAUSES,
  CLAIM_IDENTIFIERS,
  CLAIM_LINES,
  claimMobileProblem,
  claimNumberProblem,
  claimPolicyProblem,
  claimRegistrationProblem,
  descriptionProblem,
  lossDateProblem,
  lossTimeProblem,
  normaliseClaimNumber,
  placeProblem,
  readVerifier,
  verifierProblem,
  type ClaimCause,
  type ClaimIdentifierKind,
  type ClaimLine,
  type ClaimMessageKey,
  type ClaimVerifier,
} from "./claim-rules";

// No code generation at run time: the site's CSP has no 'unsafe-eval'.
z.config({ jitless: true });

export { fieldProblems } from "./claim-rules";

/** A text field judged by a rule; not a string at all is `required`. */
function text(problem: (value: string) => ClaimMessageKey | null, required: ClaimMessageKey) {
  return z.string({ error: required }).check(
    z.maxLength(4000, required),
    z.superRefine((value, ctx) => {
      const key = problem(value);
      if (key) ctx.addIssue({ code: "custom", message: key, input: value });
    }),
  );
}

const optionalText = z.optional(z.string().check(z.maxLength(4000)));

/**
 * Claim intimation (`/claim/claims-intimation`): the policy by number or (motor) registration,
 * the mobile on record, when, where and why, and what happened. Fields in the order the page
 * shows them, so the first issue is the one the visitor sees first.
 */
export const ClaimIntimationSchema = z
  .object({
    line: z.enum(CLAIM_LINES, { error: "claim_line_required" }),
    identifyBy: z.enum(CLAIM_IDENTIFIERS, { error: "claim_identifier_required" }),
    policyNo: optionalText,
    registration: optionalText,
    mobile: text(claimMobileProblem, "claim_mobile_required"),
    lossDate: text((v) => lossDateProblem(v, indiaDay()), "claim_loss_date_required"),
    lossTime: text(lossTimeProblem, "claim_loss_time_required"),
    place: text(placeProblem, "claim_place_required"),
    cause: z.string({ error: "claim_cause_required" }).check(z.maxLength(40, "claim_cause_required")),
    description: text(descriptionProblem, "claim_description_required"),
  })
  .check(
    // runs when other fields failed too, so every field's problem shows at once: values may be anything
    z.superRefine(
      (value, ctx) => {
        const text = (v: unknown) => (typeof v === "string" ? v : "");
        const line = (CLAIM_LINES as readonly unknown[]).includes(value.line) ? (value.line as ClaimLine) : null;
        if (value.identifyBy === "registration") {
          if (line !== null && line !== "motor") {
            ctx.addIssue({
              code: "custom",
              message: "claim_registration_motor_only",
              path: ["registration"],
              input: value.registration,
            });
          } else {
            const key = claimRegistrationProblem(text(value.registration));
            if (key) ctx.addIssue({ code: "custom", message: key, path: ["registration"], input: value.registration });
          }
        } else {
          const key = claimPolicyProblem(text(value.policyNo));
          if (key) ctx.addIssue({ code: "custom", message: key, path: ["policyNo"], input: value.policyNo });
        }
        if (line && !(CLAIM_CAUSES[line] as readonly string[]).includes(text(value.cause))) {
          ctx.addIssue({ code: "custom", message: "claim_cause_required", path: ["cause"], input: value.cause });
        }
      },
      {
        when: (payload) => typeof payload.value === "object" && payload.value !== null && !Array.isArray(payload.value),
      },
    ),
  );
export type ClaimIntimationBody = z.infer<typeof ClaimIntimationSchema>;

/** The intimation as the records take it: trimmed, in capitals where the records spell so. */
export interface ClaimIntimation {
  line: ClaimLine;
  identifier: { kind: ClaimIdentifierKind; value: string };
  mobile: string;
  lossDate: string;
  lossTime: string;
  place: string;
  cause: ClaimCause;
  description: string;
}

export function intimationOf(body: ClaimIntimationBody): ClaimIntimation {
  return {
    line: body.line,
    identifier:
      body.identifyBy === "policy"
        ? { kind: "policy", value: normalisePolicyNumber(body.policyNo ?? "") }
        : { kind: "registration", value: normaliseRegistration(body.registration ?? "") },
    mobile: body.mobile.trim(),
    lossDate: body.lossDate,
    lossTime: body.lossTime.trim(),
    place: body.place.trim(),
    cause: body.cause as ClaimCause,
    description: body.description.trim(),
  };
}

/** A claim number with the proof of who asks: the claim's mobile or its policy number (claim status, claim documents). */
export const ClaimLookupSchema = z.object({
  claimNo: text(claimNumberProblem, "claim_number_required"),
  verifier: text(verifierProblem, "claim_verify_required"),
});
export type ClaimLookupBody = z.infer<typeof ClaimLookupSchema>;

export interface ClaimLookup {
  claimNo: string;
  verifier: ClaimVerifier;
}

export function lookupOf(body: ClaimLookupBody): ClaimLookup {
  return { claimNo: normaliseClaimNumber(body.claimNo), verifier: readVerifier(body.verifier)! };
}
