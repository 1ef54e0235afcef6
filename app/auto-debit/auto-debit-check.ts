/**
 * The auto-debit form's check with the one shared schema (contracts/auto-debit), a module of its
 * own so the page loads it (and zod) when the visitor first focuses or touches the form, not with
 * the page (decision 068).
 */
import type { AutoDebitAction } from "@contracts/auto-debit/auto-debit-rules";
import { AutoDebitRequestSchema, type AutoDebitRequest } from "@contracts/auto-debit/auto-debit-schema";
import { FORM_FIELDS, flowKeyword, type FormField, type FormState } from "./auto-debit-form";

export type CheckResult =
  { ok: true; request: AutoDebitRequest } | { ok: false; problems: Partial<Record<FormField, string>> };

/**
 * The values (and the captcha's token) through the shared schema: the request
 * to send, or each field's problem as a translation keyword of this flow. A
 * missing token (the captcha did not load) is the captcha field's problem.
 */
export function checkForm(
  values: FormState["values"],
  captchaToken: string | null,
  action: AutoDebitAction,
): CheckResult {
  const parsed = AutoDebitRequestSchema.safeParse({ ...values, captchaToken: captchaToken ?? "" });
  if (parsed.success) return { ok: true, request: parsed.data };
  const problems: Partial<Record<FormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path[0];
    const field: FormField | null =
      path === "captchaToken" ? "captchaSum" : FORM_FIELDS.includes(path as FormField) ? (path as FormField) : null;
    if (!field || problems[field]) continue;
    problems[field] = flowKeyword(issue.message, action);
  }
  return { ok: false, problems };
}
