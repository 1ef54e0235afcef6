/**
 * The auto-debit forms' rules and texts (spec 2 "Unsubscribe auto-debit page",
 * spec 4 "Unsubscribe form", spec 5 "Unsubscribe", docs/site-api.md "Captcha
 * and auto-debit"), each once. The unsubscribe page, its subscribe mirror and
 * the site API all use them through `auto-debit-schema.ts`.
 */

/** Which way a request switches the mandate: the spec's unsubscribe flow and its subscribe mirror. */
export type AutoDebitAction = "unsubscribe" | "subscribe";
export const AUTO_DEBIT_ACTIONS: readonly AutoDebitAction[] = ["unsubscribe", "subscribe"];

/**
 * docs/site-api.md: letters, digits, `/` and `-`, 8 to 30 characters, starting with a letter or
 * digit (spec 5 names a shared pattern without showing it).
 */
export const POLICY_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]{7,29}$/;
export const POLICY_NUMBER_MAX_LENGTH = 30;

/**
 * A plausible policyholder's date of birth: a proposer is an adult (a contract needs one), and
 * nobody alive is older than 120. The date picker offers the same range (spec 2: month and year
 * dropdowns), so the page never sends a date the server refuses.
 */
export const HOLDER_MIN_AGE_YEARS = 18;
export const HOLDER_MAX_AGE_YEARS = 120;

/** The captcha's answer is a small sum (docs/site-api.md); a few digits are plenty, more is noise. */
export const CAPTCHA_SUM_MAX_LENGTH = 4;
/** The server's captcha tokens are 43 base64url characters; this bounds what is looked up. */
export const CAPTCHA_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The forms' messages and the API's answers, keyed by translation keyword with the spec's English
 * text, which the site API answers with (it has no language of its own). Sources:
 * - spec 5 "Unsubscribe": the four field messages;
 * - docs/site-api.md "Captcha and auto-debit": the captcha, match and mandate answers;
 * - spec 2: the unsubscribe success modal.
 * Texts the spec does not give are ours (decision 053).
 */
export const AUTO_DEBIT_MESSAGES = {
  autodebit_policy_required: "Please Enter Policy Number",
  autodebit_policy_invalid: "Please enter a valid policy number to unsubscribe",
  autodebit_policy_invalid_subscribe: "Please enter a valid policy number to subscribe",
  autodebit_dob_required: "Please Select Date Of Birth",
  autodebit_dob_invalid: "Please enter a valid date of birth",
  autodebit_captcha_required: "Captcha Is Required",
  autodebit_captcha_digits: "Captcha should contain numbers only",
  autodebit_captcha_invalid: "Invalid captcha",
  autodebit_captcha_expired: "Captcha expired",
  autodebit_no_match: "Policy details do not match our records",
  autodebit_not_active: "Auto-debit is not active for this policy",
  autodebit_already_active: "Auto-debit is already active for this policy",
  autodebit_no_mandate: "No bank mandate is registered for this policy. Please contact us to set one up",
  autodebit_unsubscribed: "You have successfully unsubscribed from Auto Renewal of your policy.",
  autodebit_subscribed: "You have successfully subscribed to Auto Renewal of your policy.",
} as const;

export type AutoDebitMessageKey = keyof typeof AUTO_DEBIT_MESSAGES;

export function isAutoDebitMessageKey(value: string): value is AutoDebitMessageKey {
  return Object.hasOwn(AUTO_DEBIT_MESSAGES, value);
}

/**
 * The English text of a message for one flow: spec 5's "...to unsubscribe" has a subscribe
 * counterpart; every other text is the same for both.
 */
export function autoDebitMessage(key: AutoDebitMessageKey, action: AutoDebitAction): string {
  if (key === "autodebit_policy_invalid" && action === "subscribe") {
    return AUTO_DEBIT_MESSAGES.autodebit_policy_invalid_subscribe;
  }
  return AUTO_DEBIT_MESSAGES[key];
}

/** A policy number as typed, as the records hold it: without surrounding spaces, in capitals. */
export function normalisePolicyNumber(value: string): string {
  return value.trim().toUpperCase();
}

/** spec 5 "Unsubscribe": the policy number's problem, or null. */
export function policyNumberProblem(value: string): AutoDebitMessageKey | null {
  const trimmed = value.trim();
  if (trimmed === "") return "autodebit_policy_required";
  if (!POLICY_NUMBER_PATTERN.test(trimmed)) return "autodebit_policy_invalid";
  return null;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `yyyy-MM-dd` names a day of the calendar (not 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `yyyy-MM-dd` moved by whole years; a 29 February that does not exist stays as text, which still orders right. */
function yearsBefore(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) - years;
  return `${String(year).padStart(4, "0")}${day.slice(4)}`;
}

/**
 * spec 5 "Unsubscribe" (date of birth, sent as yyyy-MM-dd): its problem on `today` (India's day,
 * `indiaDay()`), or null. Not in the future, and a holder's plausible age (see above).
 */
export function dateOfBirthProblem(value: string, today: string): AutoDebitMessageKey | null {
  if (value.trim() === "") return "autodebit_dob_required";
  if (!isCalendarDay(value)) return "autodebit_dob_invalid";
  // yyyy-MM-dd strings order as the days they name
  const { earliest, latest } = dateOfBirthBounds(today);
  if (value > latest || value < earliest) return "autodebit_dob_invalid";
  return null;
}

/** The earliest and latest dates of birth of a holder on `today` (the date fields' min and max). */
export function dateOfBirthBounds(today: string): { earliest: string; latest: string } {
  return { earliest: yearsBefore(today, HOLDER_MAX_AGE_YEARS), latest: yearsBefore(today, HOLDER_MIN_AGE_YEARS) };
}

/** spec 5 "Unsubscribe": the captcha's problem (empty; numbers only), or null. */
export function captchaSumProblem(value: string): AutoDebitMessageKey | null {
  if (value.trim() === "") return "autodebit_captcha_required";
  if (!/^\d+$/.test(value) || value.length > CAPTCHA_SUM_MAX_LENGTH) return "autodebit_captcha_digits";
  return null;
}

/** What the captcha input keeps of what is typed (spec 5: numbers only). */
export function captchaSumInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, CAPTCHA_SUM_MAX_LENGTH);
}
