/**
 * The auto-debit form's state (spec 4 "Unsubscribe form"): each field is
 * untouched, invalid (error text and style) or valid; a submit with a
 * problem touches every field and sends nothing; a failure clears the
 * fields. Problems come from the one shared schema (contracts/auto-debit).
 */
import type { Lang } from "@contracts/i18n/languages";
import {
  autoDebitMessage,
  AUTO_DEBIT_MESSAGES,
  isAutoDebitMessageKey,
  type AutoDebitAction,
} from "@contracts/auto-debit/auto-debit-rules";
import { SERVICE_ANSWERS } from "@contracts/service-answers";

export type FormField = "policyNo" | "dob" | "captchaSum";
export const FORM_FIELDS: readonly FormField[] = ["policyNo", "dob", "captchaSum"];
export type FieldState = "untouched" | "invalid" | "valid";

export interface FormState {
  values: Record<FormField, string>;
  touched: Record<FormField, boolean>;
}

export type FormEvent =
  | { type: "change"; field: FormField; value: string }
  | { type: "blur"; field: FormField }
  | { type: "submit" }
  | { type: "reset" };

export const EMPTY_FORM: FormState = {
  values: { policyNo: "", dob: "", captchaSum: "" },
  touched: { policyNo: false, dob: false, captchaSum: false },
};

export function formReducer(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case "change":
      return { ...state, values: { ...state.values, [event.field]: event.value } };
    case "blur":
      return state.touched[event.field] ? state : { ...state, touched: { ...state.touched, [event.field]: true } };
    case "submit":
      return { ...state, touched: { policyNo: true, dob: true, captchaSum: true } };
    case "reset":
      return EMPTY_FORM;
  }
}

/** spec 5's "...to unsubscribe" has its subscribe counterpart under its own keyword. */
export function flowKeyword(key: string, action: AutoDebitAction): string {
  if (key === "autodebit_policy_invalid" && action === "subscribe") return "autodebit_policy_invalid_subscribe";
  return key;
}

export function fieldState(state: FormState, problems: Partial<Record<FormField, string>>, field: FormField) {
  if (!state.touched[field]) return "untouched" satisfies FieldState;
  return problems[field] ? ("invalid" satisfies FieldState) : ("valid" satisfies FieldState);
}

/** Texts the site API answers with beyond the form's own messages (docs/site-api.md). */
const OTHER_SERVER_TEXTS: Record<string, string> = {
  [SERVICE_ANSWERS.unavailable]: "autodebit_unavailable",
  [SERVICE_ANSWERS.limited]: "autodebit_too_many",
};

/**
 * The keyword of a text the site API answers with (it has no language of its
 * own), or null for a text the page does not know: shown as sent.
 */
export function serverTextKeyword(text: string, action: AutoDebitAction): string | null {
  for (const key of Object.keys(AUTO_DEBIT_MESSAGES)) {
    if (isAutoDebitMessageKey(key) && autoDebitMessage(key, action) === text) return flowKeyword(key, action);
  }
  for (const key of Object.keys(AUTO_DEBIT_MESSAGES)) {
    if (isAutoDebitMessageKey(key) && AUTO_DEBIT_MESSAGES[key] === text) return key;
  }
  return OTHER_SERVER_TEXTS[text] ?? null;
}

/**
 * spec 8: the error modal shows the server's text followed by a full stop (once: some texts end with
 * one); a Hindi text ends with the danda (।), as Hindi is written.
 */
export function withFullStop(text: string, lang: Lang = "en"): string {
  const trimmed = text.trim();
  if (/[.।?!]$/.test(trimmed)) return trimmed;
  return `${trimmed}${lang === "hi" && /[\u0900-\u097F]/.test(trimmed) ? "।" : "."}`;
}
