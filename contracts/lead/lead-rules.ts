/**
 * The lead form's rules and constants (spec 4 "Lead form", 5 "Lead form full
 * name" and "Mobile", 9), each once. The form, the wire payload and the
 * server all use these through `lead-schema.ts`.
 */

/** spec 9: the success message shows for 7 seconds. */
export const LEAD_SUCCESS_MESSAGE_MS = 7_000;
/** spec 3 "Lead payload", 9: LeadType is fixed '1'. */
export const LEAD_TYPE = "1";
/** spec 3 "Lead payload": SBIEmailId is always empty. */
export const LEAD_EMAIL_ID = "";
/** spec 9: with no lead products the product field shows this one. */
export const DEFAULT_LEAD_PRODUCT = "Arogya Sanjeevani";
/** spec 5, 9: a mobile number has 10 digits. */
export const MOBILE_LENGTH = 10;
/** spec 5, 9: its first digit is 6 to 9. */
const MOBILE_FIRST_DIGIT = /^[6-9]/;
/** Longer than any real name; keeps the CRM's columns and the logs sane. */
export const FULL_NAME_MAX_LENGTH = 100;

/**
 * The form's messages: translation keywords of the `lead_form` page
 * (content/seed/translationkeywords/0100-lead.json) with the spec's English
 * text, which the site API answers with (it has no language of its own).
 */
export const LEAD_MESSAGES = {
  lead_name_required: "Please Enter Full Name",
  lead_name_invalid: "Invalid Full name",
  lead_name_two_words: "Full name should have atleast first name and last name",
  lead_mobile_required: "Please Enter Mobile Number",
  lead_mobile_length: "Mobile Number should be of 10 digit",
  lead_mobile_invalid: "Invalid mobile number",
  lead_product_invalid: "Please Select a Product",
} as const;

export type LeadMessageKey = keyof typeof LEAD_MESSAGES;

/**
 * spec 5: letters only (any script: the site is also Hindi and Kannada) and
 * single spaces between words. Not special characters (spec 5's list does not
 * name them), so accepted inside a word: the zero-width non-joiner and joiner
 * Hindi and Kannada names are written with, and a hyphen between letters
 * ("Mary-Ann"). Everything spec 5 lists (` ! @ # $ % ^ & * ( ) + = [ ] { } ;
 * ' : " | , . < > ? ~), digits and other symbols stay refused.
 */
// (the joiners as alternatives, not in a class: a joiner inside a class reads as joining its neighbours)
const NAME_CHARACTERS = /^(?:[\p{L}\p{M} -]|\u200C|\u200D)+$/u;
/** A word starts with a letter; a hyphen joins two such parts. */
const NAME_WORD = /^\p{L}(?:[\p{L}\p{M}]|\u200C|\u200D)*(?:-\p{L}(?:[\p{L}\p{M}]|\u200C|\u200D)*)*$/u;

/** spec 5 "Lead form full name", in the spec's order; `null` when valid. */
export function fullNameProblem(value: string): LeadMessageKey | null {
  if (value.trim() === "") return "lead_name_required";
  if (!NAME_CHARACTERS.test(value) || value.length > FULL_NAME_MAX_LENGTH) return "lead_name_invalid";
  const words = nameWords(value);
  if (words.some((word) => !NAME_WORD.test(word))) return "lead_name_invalid";
  if (words.length < 2) return "lead_name_two_words";
  if (value.trim().includes("  ")) return "lead_name_invalid";
  return null;
}

/** spec 5 "Mobile"; `null` when valid. */
export function mobileProblem(value: string): LeadMessageKey | null {
  if (value === "") return "lead_mobile_required";
  if (!/^\d+$/.test(value)) return "lead_mobile_invalid";
  if (value.length !== MOBILE_LENGTH) return "lead_mobile_length";
  if (!MOBILE_FIRST_DIGIT.test(value)) return "lead_mobile_invalid";
  return null;
}

/**
 * spec 5: while typing the mobile field keeps digits only, at most 10. A pasted
 * or autofilled number with the country code (+91) or the trunk prefix (0)
 * loses the prefix rather than its last digits.
 */
export function mobileInput(typed: string): string {
  let digits = typed.replace(/\D/g, "");
  if (digits.length === MOBILE_LENGTH + 2 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === MOBILE_LENGTH + 1 && digits.startsWith("0")) digits = digits.slice(1);
  return digits.slice(0, MOBILE_LENGTH);
}

function nameWords(value: string): string[] {
  return value
    .trim()
    .split(" ")
    .filter((w) => w !== "");
}

/** spec 5: on blur each word is capitalised, each part of a hyphenated one too (and the ends trimmed). */
export function capitaliseName(value: string): string {
  const capital = (part: string) => (part ? part.charAt(0).toLocaleUpperCase("en-IN") + part.slice(1) : part);
  return value
    .trim()
    .split(" ")
    .map((word) => word.split("-").map(capital).join("-"))
    .join(" ");
}

export interface NameParts {
  first: string;
  middle: string;
  last: string;
}

/**
 * spec 5 "Name splitting": one word is the first name; two are first and last;
 * three or more are first, the second as middle, and the last word as last
 * (words between the second and the last are not carried, as the spec says).
 */
export function splitFullName(value: string): NameParts {
  const words = nameWords(value);
  const [first = "", second = ""] = words;
  if (words.length <= 1) return { first, middle: "", last: "" };
  if (words.length === 2) return { first, middle: "", last: second };
  return { first, middle: second, last: words[words.length - 1] ?? "" };
}

/** The full name a payload's parts stand for (the server re-validates it). */
export function joinNameParts(parts: NameParts): string {
  return [parts.first, parts.middle, parts.last].filter((p) => p !== "").join(" ");
}

/** spec 5 "E-mail": something, @, something, a dot, something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
