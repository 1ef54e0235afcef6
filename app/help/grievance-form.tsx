/**
 * The grievance form (issue 16, decision 054): a complaint stored with a GRV
 * reference before the page says so. A plain form post to the page's route
 * action, so it works without scripts; with scripts the shared schema checks
 * the fields first and sends nothing while one is wrong.
 */
import { useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { GRIEVANCE_CATEGORIES, GRIEVANCE_DESCRIPTION_MAX, type GrievanceField } from "@contracts/help/grievance-fields";
import { usePhrases } from "~/i18n/phrases";
import { deferredModule, submitWhenLoaded } from "~/ui/deferred-module";
import { FieldError, FormAlert, inputClass, primaryButton, TextField } from "~/ui/form-parts";

export type GrievanceResult =
  | { ok: true; reference: string }
  | {
      ok: false;
      /** Field -> keyword of its problem; `form` for a refusal of the whole request (limit, outage). */
      problems: Partial<Record<GrievanceField | "form", string>>;
      values: Partial<Record<GrievanceField, string>>;
    };

/**
 * The shared schema loads when the visitor first focuses or touches the form (decision 068). A form
 * sent before it has arrived waits for it (`submitWhenLoaded`).
 */
const grievanceSchema = deferredModule(() => import("@contracts/help/grievance-schema"));
const startLoading = () => void grievanceSchema.start().catch(() => undefined);

export function GrievanceForm({ result }: { result: GrievanceResult | null }) {
  const t = usePhrases();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [checked, setChecked] = useState<Partial<Record<GrievanceField, string>> | null>(null);
  const refused = result && !result.ok ? result : null;
  const problems: Partial<Record<GrievanceField | "form", string>> = checked ?? refused?.problems ?? {};
  const values = refused?.values ?? {};

  const check = (event: FormEvent<HTMLFormElement>) => {
    const schema = grievanceSchema.current;
    if (!schema) return submitWhenLoaded(event, grievanceSchema);
    const form = new FormData(event.currentTarget);
    const body = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
    const parsed = schema.GrievanceSchema.safeParse(body);
    if (parsed.success) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    const found = schema.grievanceProblems(parsed.error);
    setChecked(found);
    const first = (["name", "mobile", "email", "record", "category", "description"] as const).find((f) => found[f]);
    if (first) event.currentTarget.querySelector<HTMLElement>(`#grievance-${first}`)?.focus();
  };

  if (result?.ok) {
    return (
      <div
        role="status"
        className="rounded-xl border border-emerald-300 bg-emerald-50 p-5"
        data-grievance-reference={result.reference}
      >
        <h3 className="text-lg font-bold text-emerald-900">{t("help_grievance_registered")}</h3>
        <p className="mt-1 text-slate-800">{t("help_grievance_reference", { reference: result.reference })}</p>
        <p className="mt-1 text-slate-800">{t("help_grievance_next")}</p>
      </div>
    );
  }

  const error = (field: GrievanceField) => problems[field];
  return (
    <Form
      method="post"
      noValidate
      onSubmit={check}
      onFocus={startLoading}
      onPointerDown={startLoading}
      className="space-y-5"
      data-grievance-form=""
    >
      <FormAlert message={problems.form} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="grievance-name"
          name="name"
          autoComplete="name"
          maxLength={80}
          label={t("help_grievance_name_label")}
          defaultValue={values.name}
          error={error("name")}
        />
        <TextField
          id="grievance-mobile"
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={14}
          label={t("help_grievance_mobile_label")}
          defaultValue={values.mobile}
          error={error("mobile")}
        />
        <TextField
          id="grievance-email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={100}
          label={t("help_grievance_email_label")}
          defaultValue={values.email}
          error={error("email")}
        />
        <TextField
          id="grievance-record"
          name="record"
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          label={t("help_grievance_record_label")}
          hint={t("help_grievance_record_hint")}
          defaultValue={values.record}
          error={error("record")}
        />
      </div>
      <div>
        <label htmlFor="grievance-category" className="block text-sm font-semibold text-slate-900">
          {t("help_grievance_category_label")}
        </label>
        <select
          id="grievance-category"
          name="category"
          defaultValue={values.category ?? ""}
          aria-invalid={error("category") ? true : undefined}
          aria-describedby={error("category") ? "grievance-category-error" : undefined}
          className={inputClass(Boolean(error("category")))}
        >
          <option value="">{t("help_grievance_category_choose")}</option>
          {GRIEVANCE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`help_grievance_category_${category}`)}
            </option>
          ))}
        </select>
        <FieldError id="grievance-category-error" message={error("category")} />
      </div>
      <div>
        <label htmlFor="grievance-description" className="block text-sm font-semibold text-slate-900">
          {t("help_grievance_description_label")}
        </label>
        <p id="grievance-description-hint" className="text-sm text-slate-600">
          {t("help_grievance_description_hint")}
        </p>
        <textarea
          id="grievance-description"
          name="description"
          rows={6}
          maxLength={GRIEVANCE_DESCRIPTION_MAX}
          defaultValue={values.description}
          aria-invalid={error("description") ? true : undefined}
          aria-describedby={["grievance-description-hint", error("description") ? "grievance-description-error" : ""]
            .filter(Boolean)
            .join(" ")}
          className={inputClass(Boolean(error("description")))}
        />
        <FieldError id="grievance-description-error" message={error("description")} />
      </div>
      <button type="submit" className={primaryButton} aria-busy={submitting} disabled={submitting}>
        {t("help_grievance_submit")}
      </button>
    </Form>
  );
}
