/**
 * The self-service forms' schemas, one module the page loads when a visitor first focuses or
 * touches a form (decision 068), so the page's first load carries no zod.
 */
import {
  DoNotCallSchema,
  FindPolicyByOtpSchema,
  FindPolicySchema,
  PolicyOtpRequestSchema,
  QuoteSearchSchema,
  RequestStatusSchema,
} from "@contracts/service-requests/service-request-schema";

export { fieldProblems } from "@contracts/service-requests/service-request-schema";
export { changeRequestSchema } from "@contracts/service-requests/change-requests";

/** The schema of each intent whose form is checked by its intent alone (change requests have their own). */
export const SCHEMAS = {
  "do-not-call": DoNotCallSchema,
  status: RequestStatusSchema,
  find: FindPolicySchema,
  quote: QuoteSearchSchema,
  "policy-otp": PolicyOtpRequestSchema,
  "find-otp": FindPolicyByOtpSchema,
} as const;
