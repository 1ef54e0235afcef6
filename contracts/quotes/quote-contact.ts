/**
 * Who to call back about a saved quote (issue 12): name, mobile, optional
 * e-mail and the NCPR consent (spec 4), as the motor and travel save forms
 * ask them. One schema for the browser's check before posting and the route
 * action's; its messages are the line's own keywords, so each page shows
 * them from its own phrases.
 */
import * as z from "zod/mini";
import { FullNameSchema, MobileSchema } from "../lead/lead-schema";
import { EMAIL_PATTERN, mobileInput } from "../lead/lead-rules";

z.config({ jitless: true });

export type QuoteLine = "motor" | "travel";

export function quoteContactSchema(line: QuoteLine) {
  const emailProblem = { error: `${line}_email_invalid` };
  return z.object({
    name: FullNameSchema,
    mobile: MobileSchema,
    email: z.string(emailProblem).check(
      z.maxLength(254, emailProblem),
      z.refine((email) => email === "" || EMAIL_PATTERN.test(email), emailProblem),
    ),
    agree: z.literal(true, { error: `${line}_agree_required` }),
  });
}

/** Anything a form can be read from: FormData, URLSearchParams. */
interface Fields {
  get(name: string): FormDataEntryValue | string | null;
}

/** The contact fields of a posted form, trimmed; the mobile as typed with +91 or a leading 0 taken off. */
export function contactFromForm(form: Fields) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  return {
    name: text("name"),
    mobile: mobileInput(text("mobile")),
    email: text("email"),
    agree: form.get("agree") === "1",
  };
}

/** The first message of each field. */
export function contactProblems(line: QuoteLine, form: Fields): Record<string, string> {
  const parsed = quoteContactSchema(line).safeParse(contactFromForm(form));
  const errors: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "form");
      if (!(field in errors)) errors[field] = issue.message;
    }
  return errors;
}
