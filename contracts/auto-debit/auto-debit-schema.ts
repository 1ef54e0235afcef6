/**
 * The one schema of the auto-debit forms (docs/site-api.md "Captcha and
 * auto-debit"): the unsubscribe page and its subscribe mirror parse their
 * fields with it in the browser, and the site API parses the body with it
 * again. Issue messages are translation keywords (`AUTO_DEBIT_MESSAGES`).
 *
 * zod's "mini" build, as the lead form: the same validation in a fraction of
 * the JavaScript the browser downloads.
 */
import * as z from "zod/mini";
import { indiaDay } from "@contracts/dates/india-day";
import {
  captchaSumProblem,
  CAPTCHA_TOKEN_PATTERN,
  dateOfBirthProblem,
  normalisePolicyNumber,
  policyNumberProblem,
  type AutoDebitMessageKey,
} from "./auto-debit-rules";

// No code generation at run time: the site's CSP has no 'unsafe-eval' (zod 4 otherwise tries `new Function`).
z.config({ jitless: true });

function ruleSchema(problem: (value: string) => AutoDebitMessageKey | null, notText: AutoDebitMessageKey) {
  return z.string({ error: notText }).check(
    z.superRefine((value, ctx) => {
      const key = problem(value);
      if (key) ctx.addIssue({ code: "custom", message: key, input: value });
    }),
  );
}

/** Trimmed and in capitals once valid: the records' spelling. */
export const PolicyNumberSchema = z.pipe(
  ruleSchema(policyNumberProblem, "autodebit_policy_required"),
  z.transform(normalisePolicyNumber),
);
/** yyyy-MM-dd, judged on India's day at the moment of parsing. */
export const DateOfBirthSchema = ruleSchema((value) => dateOfBirthProblem(value, indiaDay()), "autodebit_dob_required");
export const CaptchaSumSchema = ruleSchema(captchaSumProblem, "autodebit_captcha_required");
const captchaInvalid: AutoDebitMessageKey = "autodebit_captcha_invalid";
export const CaptchaTokenSchema = z
  .string({ error: captchaInvalid })
  .check(z.regex(CAPTCHA_TOKEN_PATTERN, captchaInvalid));

/**
 * `{policyNo, dob, captchaToken, captchaSum}` (spec 7 "Unsubscribe"); fields in the order the
 * page shows them, so the first issue is the one the visitor sees first.
 */
export const AutoDebitRequestSchema = z.object({
  policyNo: PolicyNumberSchema,
  dob: DateOfBirthSchema,
  captchaSum: CaptchaSumSchema,
  captchaToken: CaptchaTokenSchema,
});
export type AutoDebitRequest = z.infer<typeof AutoDebitRequestSchema>;
export type AutoDebitField = keyof AutoDebitRequest;
