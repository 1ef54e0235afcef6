/**
 * The rules of the claim forms (issue 14, spec 2 "Claims", decision 056):
 * the lines a claim is intimated for, the causes of loss of each, the
 * statuses a claim passes through, the documents a claim may ask for, and
 * the messages of the forms as translation keywords (their English text
 * here, the three languages in content/seed/translationkeywords/2300-claims.json).
 */
import { isCalendarDay, normalisePolicyNumber, POLICY_NUMBER_PATTERN } from "@contracts/auto-debit/auto-debit-rules";
import { checkRegistration } from "@contracts/motor/registration";

/** The form's lines (issue 14: "for motor, health and other lines"); travel and home policies are "other". */
export const CLAIM_LINES = ["motor", "health", "other"] as const;
export type ClaimLine = (typeof CLAIM_LINES)[number];

/** What the policy is named by: its number, or (motor only) the insured vehicle's registration. */
export const CLAIM_IDENTIFIERS = ["policy", "registration"] as const;
export type ClaimIdentifierKind = (typeof CLAIM_IDENTIFIERS)[number];

/** Causes of loss a person can pick, per line; "other" of each asks the description to say more. */
export const CLAIM_CAUSES = {
  motor: ["accident", "theft", "fire", "flood", "third-party", "glass", "other"],
  health: ["planned-hospitalisation", "emergency-hospitalisation", "day-care", "other"],
  other: ["fire", "flood", "burglary", "baggage", "trip", "accidental-injury", "other"],
} as const satisfies Record<ClaimLine, readonly string[]>;
export type ClaimCause = (typeof CLAIM_CAUSES)[ClaimLine][number];
export const ALL_CLAIM_CAUSES: readonly ClaimCause[] = [...new Set(Object.values(CLAIM_CAUSES).flat())];

/** A claim's status, in the order a claim usually passes them (the timeline shows its history). */
export const CLAIM_STATUSES = [
  "intimated",
  "surveyor-appointed",
  "documents-awaited",
  "under-assessment",
  "approved",
  "settled",
  "rejected",
  "closed",
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Documents a claim may ask for (their names are translation keywords `claim_doc_<code>`). */
export const CLAIM_DOCUMENTS = [
  "claim-form",
  "policy-copy",
  "driving-licence",
  "registration-certificate",
  "fir",
  "repair-estimate",
  "repair-invoice",
  "discharge-summary",
  "hospital-bills",
  "investigation-reports",
  "kyc",
  "cancelled-cheque",
  "keys",
  "non-traceable-report",
  "fire-brigade-report",
  "photographs",
  "travel-documents",
] as const;
export type ClaimDocumentCode = (typeof CLAIM_DOCUMENTS)[number];

/** Who handles a claim for the visitor: a motor or property surveyor, a health claim's TPA, or our claims desk. */
export const CLAIM_HANDLER_ROLES = ["surveyor", "tpa", "claims-desk"] as const;
export type ClaimHandlerRole = (typeof CLAIM_HANDLER_ROLES)[number];

/** `CL` + two digits of the year + eight digits, e.g. CL2600412873 (decision 056: random, not counted). */
export const CLAIM_NUMBER_PATTERN = /^CL\d{10}$/;
export const CLAIM_NUMBER_LENGTH = 12;

export const PLACE_MIN_LENGTH = 3;
export const PLACE_MAX_LENGTH = 200;
export const DESCRIPTION_MIN_LENGTH = 20;
export const DESCRIPTION_MAX_LENGTH = 1000;
/** A loss is intimated within this many days (older losses: the claims desk, by phone or letter). */
export const LOSS_MAX_AGE_DAYS = 365;

/** The English text of each message (the keyword is what the schema reports; the pages show it translated). */
export const CLAIM_MESSAGES = {
  claim_line_required: "Please choose the type of policy",
  claim_identifier_required: "Please choose how to find your policy",
  claim_registration_motor_only:
    "A vehicle registration number finds motor policies only. Please enter the policy number",
  claim_policy_required: "Please enter your policy number",
  claim_policy_invalid: "Please enter a valid policy number, as printed on your policy",
  claim_registration_required: "Please enter the vehicle registration number",
  claim_registration_invalid: "Please enter a valid registration number, such as MH02AB1234",
  claim_mobile_required: "Please enter your mobile number",
  claim_mobile_invalid: "Please enter a valid 10-digit mobile number",
  claim_loss_date_required: "Please enter the date of loss",
  claim_loss_date_invalid: "Please enter the date of loss as a valid date, not in the future",
  claim_loss_date_old:
    "Losses older than a year are intimated through our claims desk. Please call the toll-free number",
  claim_loss_time_required: "Please enter the time of loss",
  claim_loss_time_invalid: "Please enter the time of loss as hours and minutes, such as 14:30",
  claim_place_required: "Please enter where the loss happened",
  claim_place_invalid: "Please describe the place in 3 to 200 characters",
  claim_cause_required: "Please choose the cause of loss",
  claim_description_required: "Please describe what happened",
  claim_description_short: "Please describe what happened in at least 20 characters",
  claim_description_long: "Please shorten the description to 1,000 characters",
  claim_number_required: "Please enter your claim number",
  claim_number_invalid: "Please enter a valid claim number, such as CL2600412873",
  claim_verify_required: "Please enter the mobile number or the policy number of the claim",
  claim_verify_invalid: "Please enter a 10-digit mobile number or a policy number, as printed on your policy",
  claim_no_match: "The details do not match our records. Please check them and try again",
  claim_loss_outside_period: "The date of loss is outside the period of this policy. Please check the date",
  claim_body_invalid: "The request could not be read. Please fill in the form again",
  claim_unavailable: "The claims service is unavailable. Please try again in a minute",
  claim_limited: "Too many attempts. Please try again later",
  claim_subrogation_party_required: "Please enter who caused the loss",
  claim_subrogation_party_invalid: "Please enter the name in 3 to 120 characters",
  claim_subrogation_address_invalid: "Please enter their address or contact in at most 300 characters",
  claim_subrogation_details_invalid: "Please describe how they caused the loss in at most 300 characters",
  claim_subrogation_consent_required: "Please agree to the letter of subrogation to send the request",
} as const;
export type ClaimMessageKey = keyof typeof CLAIM_MESSAGES;

export function isClaimMessageKey(value: string): value is ClaimMessageKey {
  return Object.hasOwn(CLAIM_MESSAGES, value);
}

export function normaliseClaimNumber(value: string): string {
  return value.trim().toUpperCase();
}

export function claimNumberProblem(value: string): ClaimMessageKey | null {
  const v = normaliseClaimNumber(value);
  if (v === "") return "claim_number_required";
  if (!CLAIM_NUMBER_PATTERN.test(v)) return "claim_number_invalid";
  return null;
}

export function claimPolicyProblem(value: string): ClaimMessageKey | null {
  const v = value.trim();
  if (v === "") return "claim_policy_required";
  if (!POLICY_NUMBER_PATTERN.test(v)) return "claim_policy_invalid";
  return null;
}

export function claimRegistrationProblem(value: string): ClaimMessageKey | null {
  const result = checkRegistration(value);
  if (result.ok) return null;
  return result.problem === "motor_registration_required"
    ? "claim_registration_required"
    : "claim_registration_invalid";
}

/**
 * Who asks about a claim proves it with the claim's mobile (the holder's or the one it was
 * intimated from) or its policy number, in one field: ten digits starting 6 to 9 are a mobile,
 * anything else is read as a policy number.
 */
export type ClaimVerifier = { kind: "mobile"; mobile: string } | { kind: "policy"; policyNo: string };

export function readVerifier(value: string): ClaimVerifier | null {
  const v = value.trim();
  if (/^[6-9]\d{9}$/.test(v)) return { kind: "mobile", mobile: v };
  if (POLICY_NUMBER_PATTERN.test(v)) return { kind: "policy", policyNo: normalisePolicyNumber(v) };
  return null;
}

export function verifierProblem(value: string): ClaimMessageKey | null {
  if (value.trim() === "") return "claim_verify_required";
  return readVerifier(value) ? null : "claim_verify_invalid";
}

/** Digits only, 10 of them, starting 6 to 9 (an Indian mobile). */
export function claimMobileProblem(value: string): ClaimMessageKey | null {
  const v = value.trim();
  if (v === "") return "claim_mobile_required";
  if (!/^[6-9]\d{9}$/.test(v)) return "claim_mobile_invalid";
  return null;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The date of loss on `today` (India's day): a calendar day, not in the future, not older than a year. */
export function lossDateProblem(value: string, today: string): ClaimMessageKey | null {
  if (value.trim() === "") return "claim_loss_date_required";
  if (!isCalendarDay(value) || value > today) return "claim_loss_date_invalid";
  if (daysBetween(value, today) > LOSS_MAX_AGE_DAYS) return "claim_loss_date_old";
  return null;
}

export function lossTimeProblem(value: string): ClaimMessageKey | null {
  if (value.trim() === "") return "claim_loss_time_required";
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value.trim())) return "claim_loss_time_invalid";
  return null;
}

export function placeProblem(value: string): ClaimMessageKey | null {
  const v = value.trim();
  if (v === "") return "claim_place_required";
  if (v.length < PLACE_MIN_LENGTH || v.length > PLACE_MAX_LENGTH || /[<>]/.test(v)) return "claim_place_invalid";
  return null;
}

export function descriptionProblem(value: string): ClaimMessageKey | null {
  const v = value.trim();
  if (v === "") return "claim_description_required";
  if (v.length < DESCRIPTION_MIN_LENGTH) return "claim_description_short";
  if (v.length > DESCRIPTION_MAX_LENGTH) return "claim_description_long";
  return null;
}

/** `9000010001` gives `90******01` (docs/guiding-principles.md "Security"). */
export function maskMobile(mobile: string): string {
  if (mobile.length < 4) return "*".repeat(mobile.length);
  return `${mobile.slice(0, 2)}${"*".repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}

/** `CL2600412873` gives `CL********73`. */
export function maskClaimNumber(claimNo: string): string {
  if (claimNo.length <= 4) return "*".repeat(claimNo.length);
  return `${claimNo.slice(0, 2)}${"*".repeat(claimNo.length - 4)}${claimNo.slice(-2)}`;
}

/** The first problem of each field, as translation keywords (for the page's field errors). */
export function fieldProblems(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const problems: Record<string, ClaimMessageKey> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !(field in problems)) problems[field] = issue.message as ClaimMessageKey;
  }
  return problems;
}

/** The longest name or description of the party responsible that a subrogation request takes. */
export const THIRD_PARTY_MAX_LENGTH = 300;
