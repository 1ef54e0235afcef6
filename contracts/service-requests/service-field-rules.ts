/**
 * The self-service fields' rules without the schemas (decision 068): the problem of a mobile
 * number, policy number, date of birth, reference or quote number, as a keyword of
 * SERVICE_MESSAGES. `service-request-schema.ts` builds its schemas on them and re-exports them.
 */
import { indiaDay } from "@contracts/dates/india-day";
import { dateOfBirthProblem, policyNumberProblem } from "@contracts/auto-debit/auto-debit-rules";
import { mobileInput, mobileProblem } from "@contracts/lead/lead-rules";
import {
  normaliseReference,
  QUOTE_NUMBER_PATTERN,
  REFERENCE_MAX_LENGTH,
  REFERENCE_PATTERN,
  type ServiceMessageKey,
} from "./service-request-rules";

export function serviceMobileProblem(value: string): ServiceMessageKey | null {
  if (value.trim() === "") return "ss_mobile_required";
  if (value.length > 20) return "ss_mobile_invalid";
  return mobileProblem(mobileInput(value)) ? "ss_mobile_invalid" : null;
}

export function servicePolicyProblem(value: string): ServiceMessageKey | null {
  if (value.length > 60) return "ss_policy_invalid";
  const key = policyNumberProblem(value);
  if (key === "autodebit_policy_required") return "ss_policy_required";
  return key ? "ss_policy_invalid" : null;
}

export function serviceDobProblem(value: string, today = indiaDay()): ServiceMessageKey | null {
  const key = dateOfBirthProblem(value, today);
  if (key === "autodebit_dob_required") return "ss_dob_required";
  return key ? "ss_dob_invalid" : null;
}

export function referenceProblem(value: string): ServiceMessageKey | null {
  const reference = normaliseReference(value);
  if (reference === "") return "ss_reference_required";
  if (reference.length > REFERENCE_MAX_LENGTH || !REFERENCE_PATTERN.test(reference)) return "ss_reference_invalid";
  return null;
}

export function quoteNumberProblem(value: string): ServiceMessageKey | null {
  const quoteNo = value.trim().toUpperCase();
  if (quoteNo === "") return "ss_quote_required";
  return QUOTE_NUMBER_PATTERN.test(quoteNo) ? null : "ss_quote_invalid";
}
