/**
 * Who to call back about a motor quote (issue 12): name, mobile, e-mail and
 * consent, and their check by the shared schema before a save form goes to
 * the server (which checks the same). Used by the car details, new-car and
 * calculator pages.
 */
import { usePhrases } from "~/i18n/phrases";
import { MotorContactSchema, contactFromForm, motorIssuesByField } from "@contracts/motor/motor-journey";
import { FieldError, TextField } from "~/ui/form-parts";

const checkClass = "size-5 shrink-0 accent-brand-700";

/** Name, mobile, e-mail and consent: who to call back about the quote. */
export function ContactFields({
  errors,
  values,
}: {
  errors: Record<string, string>;
  values: { name?: string; mobile?: string; email?: string } | null;
}) {
  const t = usePhrases();
  const field = (
    name: "name" | "mobile" | "email",
    label: string,
    extra: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <TextField
      id={`motor-${name}`}
      name={name}
      label={label}
      error={errors[name]}
      defaultValue={values?.[name] ?? ""}
      {...extra}
    />
  );
  return (
    <div className="space-y-4">
      {field("name", t("motor_name_label"), { autoComplete: "name", maxLength: 100 })}
      {field("mobile", t("motor_mobile_label"), { autoComplete: "tel-national", inputMode: "numeric", maxLength: 14 })}
      {field("email", t("motor_email_label"), { autoComplete: "email", type: "email", maxLength: 100 })}
      <div>
        <label className="flex min-h-11 items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="agree"
            value="1"
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? "motor-agree-error" : undefined}
            className={`${checkClass} mt-0.5`}
          />
          <span>{t("motor_agree_label")}</span>
        </label>
        <FieldError id="motor-agree-error" message={errors.agree} />
      </div>
    </div>
  );
}

/** The call-back fields' problems by the shared schema, before a save form goes to the server. */
export function contactProblems(form: HTMLFormElement): Record<string, string> {
  const parsed = MotorContactSchema.safeParse(contactFromForm(new FormData(form)));
  return parsed.success ? {} : motorIssuesByField(parsed.error.issues);
}
