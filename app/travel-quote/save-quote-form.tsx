/**
 * "Save this quote" (issue 12): name, mobile, optional e-mail and the
 * NCPR consent, posted to the calculator's action with the priced answers in
 * its address; the action saves the quote (SaveTravelQuoteSchema) and leads
 * to its page, where each plan can be bought.
 */
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { usePhrases } from "~/i18n/phrases";
import { FieldError, FormAlert, TextField, inputClass, primaryButton } from "~/ui/form-parts";
import { contactProblems } from "@contracts/quotes/quote-contact";
import { formatRupees } from "~/text/amounts";
import type { Lang } from "@contracts/i18n/languages";
import type { SaveAnswer } from "./travel-quote.server";

const FIELDS = ["planKey", "name", "mobile", "email", "agree"] as const;

export function SaveQuoteForm({
  actionUrl,
  plans,
  defaultPlan,
  action,
  lang,
}: {
  actionUrl: string;
  plans: { key: string; name: string; premium: number }[];
  defaultPlan: string;
  action: SaveAnswer | null;
  lang: Lang;
}) {
  const t = usePhrases();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  // the browser's check with the shared schema, then the server's answer
  const [checked, setChecked] = useState<Record<string, string> | null>(null);
  const errors = checked ?? action?.errors ?? {};
  const values = action?.values;
  const form = useRef<HTMLFormElement>(null);

  // a refused save: the focus goes to the first field to correct
  useEffect(() => {
    if (!action) return;
    const first = FIELDS.find((field) => field in action.errors);
    if (first) form.current?.querySelector<HTMLElement>(`#travel-save-${first}`)?.focus();
  }, [action]);

  const invalid = (field: string) => (errors[field] ? true : undefined);
  const describedBy = (field: string, hint?: string) =>
    [hint, errors[field] ? `travel-save-${field}-error` : undefined].filter(Boolean).join(" ") || undefined;
  const labelClass = "block text-sm font-semibold text-slate-900";

  return (
    <section
      aria-labelledby="travel-save-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      id="travel-save"
    >
      <h2 id="travel-save-heading" className="text-xl font-bold text-brand-900">
        {t("travel_save_quote")}
      </h2>
      <p className="mt-1 text-slate-700">{t("travel_save_intro")}</p>
      <Form
        ref={form}
        method="post"
        action={actionUrl}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
        data-save-quote=""
        onSubmit={(event) => {
          const problems = contactProblems("travel", new FormData(event.currentTarget));
          setChecked(problems);
          if (Object.keys(problems).length) {
            event.preventDefault();
            const first = FIELDS.find((field) => field in problems);
            if (first) event.currentTarget.querySelector<HTMLElement>(`#travel-save-${first}`)?.focus();
          }
        }}
      >
        <div className="sm:col-span-2">
          <FormAlert message={errors.form} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="travel-save-planKey" className={labelClass}>
            {t("travel_save_plan_label")}
          </label>
          <select
            id="travel-save-planKey"
            name="planKey"
            defaultValue={values?.planKey || defaultPlan}
            aria-invalid={invalid("planKey")}
            aria-describedby={describedBy("planKey")}
            className={inputClass(Boolean(errors.planKey))}
          >
            {plans.map((plan) => (
              <option key={plan.key} value={plan.key}>
                {plan.name} – {formatRupees(plan.premium, lang)}
              </option>
            ))}
          </select>
          <FieldError id="travel-save-planKey-error" message={errors.planKey} />
        </div>
        <TextField
          id="travel-save-name"
          name="name"
          label={t("travel_name_label")}
          error={errors.name}
          autoComplete="name"
          defaultValue={values?.name}
        />
        <TextField
          id="travel-save-mobile"
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          label={t("travel_mobile_label")}
          error={errors.mobile}
          defaultValue={values?.mobile}
        />
        <TextField
          id="travel-save-email"
          name="email"
          type="email"
          autoComplete="email"
          className="sm:col-span-2"
          label={t("travel_email_label")}
          hint={t("travel_email_hint")}
          error={errors.email}
          defaultValue={values?.email}
        />
        <div className="sm:col-span-2">
          <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
            <input
              id="travel-save-agree"
              type="checkbox"
              name="agree"
              value="1"
              defaultChecked={Boolean(values) && !errors.agree}
              aria-invalid={invalid("agree")}
              aria-describedby={describedBy("agree")}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            {t("travel_agree_label")}
          </label>
          <FieldError id="travel-save-agree-error" message={errors.agree} />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={primaryButton} disabled={saving} data-save-submit="">
            {t("travel_save_quote")}
          </button>
        </div>
      </Form>
    </section>
  );
}
