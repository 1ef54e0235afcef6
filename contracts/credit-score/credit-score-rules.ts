/**
 * The free credit score check (spec 2 "Health and home", issue 14, decision
 * 059): its addresses, the bands a score is shown in, how long a check's OTP
 * and result live, and the texts the form and the site API answer with
 * (translation keywords of the `self_service_more` page,
 * content/seed/translationkeywords/3100-self-service-more.json).
 */
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_VALID_SECONDS } from "../otp/otp-rules";

export const CREDIT_SCORE_PATHS = {
  start: "/free-credit-score-check",
  step2: "/free-credit-score-check/step2",
  success: "/free-credit-score-check/success",
  decline: "/free-credit-score-check/decline",
} as const;
export type CreditScorePage = keyof typeof CREDIT_SCORE_PATHS;

/** The pages that take form posts: the details (step 1) and the OTP (step 2). */
export const CREDIT_SCORE_FORM_PATHS: readonly string[] = [CREDIT_SCORE_PATHS.start, CREDIT_SCORE_PATHS.step2];

export const CREDIT_OTP_LENGTH = OTP_LENGTH;
export const CREDIT_OTP_VALID_SECONDS = OTP_VALID_SECONDS;
export const CREDIT_OTP_MAX_ATTEMPTS = OTP_MAX_ATTEMPTS;
/** How long the answer of a check can be shown again (the success or decline page reloaded). */
export const CREDIT_RESULT_VISIBLE_SECONDS = 30 * 60;
/** The browser keeps the check's token in this cookie (HttpOnly), scoped to the check's pages. */
export const CREDIT_CHECK_COOKIE = "csc_check";
/** The version of the consent text the visitor agreed to, kept with the request. */
export const CREDIT_CONSENT_VERSION = "2026-11-27";

/** Bands of a score (300-900, as Indian bureaus report), best first; the page shows the band. */
export const CREDIT_BANDS = [
  { key: "excellent", min: 750, max: 900 },
  { key: "good", min: 700, max: 749 },
  { key: "fair", min: 650, max: 699 },
  { key: "low", min: 300, max: 649 },
] as const;
export type CreditBand = (typeof CREDIT_BANDS)[number]["key"];

export function bandOf(score: number): CreditBand {
  for (const band of CREDIT_BANDS) if (score >= band.min) return band.key;
  return "low";
}

/**
 * What a finished check found: a score, no record that matches the details
 * (an unknown person and details that disagree with the bureau's are one
 * answer), or a person the bureau knows without enough credit history.
 */
export type CreditOutcome = "score" | "no-match" | "no-history";

/** 201 of `POST /api/credit-score/start`. */
export interface CreditCheckStarted {
  reference: string;
  /** Opens the check's OTP step; 32 random bytes, base64url (only its HMAC is kept). */
  token: string;
  /** Masked: `98******10`. */
  mobile: string;
  /** ISO time the OTP stops working. */
  expiresAt: string;
}

/** 200 of `POST /api/credit-score/verify` and what the success / decline pages show. */
export type CreditCheckResult =
  | { reference: string; outcome: "score"; band: CreditBand; bandMin: number; bandMax: number; asOf: string }
  | { reference: string; outcome: "no-match" | "no-history" };

export const CREDIT_MESSAGES = {
  cs_name_required: "Enter your full name as it is on your PAN card",
  cs_name_invalid: "Enter your full name in letters (2 to 80 characters), as it is on your PAN card",
  cs_dob_required: "Enter your date of birth",
  cs_dob_invalid: "Enter your date of birth as a date; you must be 18 or older",
  cs_mobile_required: "Enter your 10-digit mobile number",
  cs_mobile_invalid: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9",
  cs_pan_invalid: "Enter your 10-character PAN, for example ABCDE1234F, or leave the field empty",
  cs_consent_required: "Tick the box to agree that we share these details with the credit bureau",
  cs_otp_required: "Enter the 4-digit OTP we sent to your mobile",
  cs_otp_digits: "Enter the 4 digits of the OTP, without spaces",
  cs_otp_wrong: "This OTP does not match the one we sent. Check the SMS and enter it again",
  cs_otp_expired: "This OTP has expired. Start again to get a new one",
  cs_otp_locked: "Too many wrong tries. Start again to get a new OTP",
  cs_check_missing: "This check has expired or is already finished. Please start again",
  cs_limited: "Too many attempts. Please try again in an hour.",
  cs_unavailable: "The credit bureau cannot be reached just now. Please try again in a few minutes.",
  cs_body: "Fill in the form and send it again",
} as const;
export type CreditMessageKey = keyof typeof CREDIT_MESSAGES;

export function isCreditMessageKey(value: string): value is CreditMessageKey {
  return Object.hasOwn(CREDIT_MESSAGES, value);
}

/** The keyword of an English answer text, or null. */
export function creditMessageKeyOf(text: string): CreditMessageKey | null {
  for (const [key, value] of Object.entries(CREDIT_MESSAGES)) if (value === text) return key as CreditMessageKey;
  return null;
}

/** `ABCDE1234F` gives `AB******4F` (as a mobile is masked). */
export function maskPan(pan: string): string {
  if (pan.length <= 4) return "*".repeat(pan.length);
  return `${pan.slice(0, 2)}${"*".repeat(pan.length - 4)}${pan.slice(-2)}`;
}
