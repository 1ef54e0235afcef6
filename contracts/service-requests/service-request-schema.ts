/**
 * The one schema of each self-service form of this module (decision 057):
 * the page checks its fields with it (route action and browser), and the
 * site API parses the body with it again. Issue messages are keywords of
 * SERVICE_MESSAGES.
 *
 * zod's "mini" build, as the lead and auto-debit forms.
 */
import * as z from "zod/mini";
import { normalisePolicyNumber } from "@contracts/auto-debit/auto-debit-rules";
import { mobileInput } from "@contracts/lead/lead-rules";
import {
  quoteNumberProblem,
  referenceProblem,
  serviceDobProblem,
  serviceMobileProblem,
  servicePolicyProblem,
} from "./service-field-rules";
import { normaliseReference, SERVICE_MESSAGES, type ServiceMessageKey } from "./service-request-rules";

// No code generation at run time: the site's CSP has no 'unsafe-eval'.
z.config({ jitless: true });

export * from "./service-field-rules";

function ruleSchema(problem: (value: string) => ServiceMessageKey | null, notText: ServiceMessageKey) {
  return z.string({ error: notText }).check(
    z.superRefine((value, ctx) => {
      const key = problem(value);
      if (key) ctx.addIssue({ code: "custom", message: key, input: value });
    }),
  );
}

/** Ten digits once valid (a +91 or 0 prefix dropped, as the lead form does). */
export const ServiceMobileSchema = z.pipe(
  ruleSchema(serviceMobileProblem, "ss_mobile_required"),
  z.transform((value: string) => mobileInput(value)),
);
export const ServicePolicyNumberSchema = z.pipe(
  ruleSchema(servicePolicyProblem, "ss_policy_required"),
  z.transform(normalisePolicyNumber),
);
export const ServiceDobSchema = ruleSchema((value) => serviceDobProblem(value), "ss_dob_required");
export const ReferenceSchema = z.pipe(
  ruleSchema(referenceProblem, "ss_reference_required"),
  z.transform(normaliseReference),
);
const consentRequired: ServiceMessageKey = "ss_consent_required";
/** A checkbox: the JSON `true`, or a form's "on"/"true". */
export const ConsentSchema = z
  .pipe(
    z.union([z.boolean(), z.string()], { error: consentRequired }),
    z.transform((value: boolean | string) => value === true || value === "on" || value === "true"),
  )
  .check(z.refine((value) => value, consentRequired));

/** `POST /api/do-not-call` and the /do-not-call page: `{mobile, consent}`. */
export const DoNotCallSchema = z.object({ mobile: ServiceMobileSchema, consent: ConsentSchema });
export type DoNotCallRequest = z.infer<typeof DoNotCallSchema>;

/** `POST /api/service-requests/status`: `{reference, mobile}`. */
export const RequestStatusSchema = z.object({ reference: ReferenceSchema, mobile: ServiceMobileSchema });
export type RequestStatusRequest = z.infer<typeof RequestStatusSchema>;

/** `POST /api/policy-documents/find` and the policy print and CIS pages: `{policyNo, dob}`. */
export const FindPolicySchema = z.object({ policyNo: ServicePolicyNumberSchema, dob: ServiceDobSchema });
export type FindPolicyRequest = z.infer<typeof FindPolicySchema>;

/** `POST /api/policy-documents/otp` and the policy print pages' "mobile and OTP" proof: `{policyNo, mobile}`. */
export const PolicyOtpRequestSchema = z.object({ policyNo: ServicePolicyNumberSchema, mobile: ServiceMobileSchema });
export type PolicyOtpRequest = z.infer<typeof PolicyOtpRequestSchema>;

/** `POST /api/policy-documents/schedule` (or `/cis`) with the OTP instead of the date of birth. */
export const FindPolicyByOtpSchema = z.object({
  policyNo: ServicePolicyNumberSchema,
  mobile: ServiceMobileSchema,
  otp: z
    .string({ error: "ss_otp_required" })
    .check(z.trim(), z.minLength(1, "ss_otp_required"), z.regex(/^\d{4}$/, "ss_otp_digits")),
});
export type FindPolicyByOtpRequest = z.infer<typeof FindPolicyByOtpSchema>;

/** `POST /api/quote-search` and /buy-online/quotesearch: `{quoteNo, mobile}`. */
export const QuoteSearchSchema = z.object({
  quoteNo: z.pipe(
    ruleSchema(quoteNumberProblem, "ss_quote_required"),
    z.transform((value: string) => value.trim().toUpperCase()),
  ),
  mobile: ServiceMobileSchema,
});
export type QuoteSearchRequest = z.infer<typeof QuoteSearchSchema>;

/** The first message key per field of a failed parse (a form shows one message per field). */
export function fieldProblems(error: {
  issues: readonly { path: PropertyKey[]; message: string }[];
}): Record<string, ServiceMessageKey> {
  const out: Record<string, ServiceMessageKey> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!(field in out))
      out[field] = (Object.hasOwn(SERVICE_MESSAGES, issue.message) ? issue.message : "ss_body") as ServiceMessageKey;
  }
  return out;
}
