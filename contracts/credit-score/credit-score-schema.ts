/**
 * The one schema of each form of the free credit score check (decision 059):
 * the page checks its fields with it (route action and browser), and the
 * site API parses the body with it again. Issue messages are keywords of
 * CREDIT_MESSAGES.
 *
 * zod's "mini" build, as the other self-service forms.
 */
import * as z from "zod/mini";
import { indiaDay } from "../dates/india-day";
import { dateOfBirthProblem } from "../auto-debit/auto-debit-rules";
import { mobileInput, mobileProblem } from "../lead/lead-rules";
import { CREDIT_MESSAGES, CREDIT_OTP_LENGTH, type CreditMessageKey } from "./credit-score-rules";

// No code generation at run time: the site's CSP has no 'unsafe-eval'.
z.config({ jitless: true });

function ruleSchema(problem: (value: string) => CreditMessageKey | null, notText: CreditMessageKey) {
  return z.string({ error: notText }).check(
    z.superRefine((value, ctx) => {
      const key = problem(value);
      if (key) ctx.addIssue({ code: "custom", message: key, input: value });
    }),
  );
}

/** Letters of any script, spaces, dots, apostrophes and hyphens: a name as a PAN card prints it. */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

export function normaliseName(value: string): string {
  return value.trim().replace(/\s+/g, " ");
}

export function creditNameProblem(value: string): CreditMessageKey | null {
  const name = normaliseName(value);
  if (name === "") return "cs_name_required";
  if (name.length < 2 || name.length > 80 || !NAME_PATTERN.test(name)) return "cs_name_invalid";
  return null;
}

export function creditMobileProblem(value: string): CreditMessageKey | null {
  if (value.trim() === "") return "cs_mobile_required";
  if (value.length > 20) return "cs_mobile_invalid";
  return mobileProblem(mobileInput(value)) ? "cs_mobile_invalid" : null;
}

export function creditDobProblem(value: string, today = indiaDay()): CreditMessageKey | null {
  const key = dateOfBirthProblem(value, today);
  if (key === "autodebit_dob_required") return "cs_dob_required";
  return key ? "cs_dob_invalid" : null;
}

export function normalisePan(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** The PAN is optional: empty is fine, anything else must be a PAN. */
export function creditPanProblem(value: string): CreditMessageKey | null {
  const pan = normalisePan(value);
  if (pan === "") return null;
  return PAN_PATTERN.test(pan) ? null : "cs_pan_invalid";
}

const consentRequired: CreditMessageKey = "cs_consent_required";

/** `POST /api/credit-score/start` and the /free-credit-score-check form. */
export const StartCreditCheckSchema = z.object({
  name: z.pipe(ruleSchema(creditNameProblem, "cs_name_required"), z.transform(normaliseName)),
  dob: ruleSchema((value) => creditDobProblem(value), "cs_dob_required"),
  mobile: z.pipe(
    ruleSchema(creditMobileProblem, "cs_mobile_required"),
    z.transform((value: string) => mobileInput(value)),
  ),
  pan: z.optional(
    z.pipe(
      ruleSchema(creditPanProblem, "cs_pan_invalid"),
      z.transform((value: string) => {
        const pan = normalisePan(value);
        return pan === "" ? undefined : pan;
      }),
    ),
  ),
  consent: z
    .pipe(
      z.union([z.boolean(), z.string()], { error: consentRequired }),
      z.transform((value: boolean | string) => value === true || value === "on" || value === "true"),
    )
    .check(z.refine((value) => value, consentRequired)),
});
export type StartCreditCheckRequest = z.infer<typeof StartCreditCheckSchema>;

const OTP_PATTERN = new RegExp(`^\\d{${CREDIT_OTP_LENGTH}}$`);
/** The OTP of step 2 (the token travels beside it: a cookie on the page, a field of the API's body). */
export const CreditOtpSchema = z.object({
  otp: z
    .string({ error: "cs_otp_required" })
    .check(z.trim(), z.minLength(1, "cs_otp_required"), z.regex(OTP_PATTERN, "cs_otp_digits")),
});

/** A check's token: 32 random bytes in base64url. */
export const CHECK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The first message key per field of a failed parse. */
export function creditFieldProblems(error: {
  issues: readonly { path: PropertyKey[]; message: string }[];
}): Record<string, CreditMessageKey> {
  const out: Record<string, CreditMessageKey> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!(field in out))
      out[field || "form"] = (
        Object.hasOwn(CREDIT_MESSAGES, issue.message) ? issue.message : "cs_body"
      ) as CreditMessageKey;
  }
  return out;
}
