/**
 * The buy-online claim steps (issue 14, spec 2 "Claims": /buy-online/claim
 * and /2, /3, /4, with /hindi and /kannada): the claim intimation in three
 * steps and a confirmation. Each step is a real form posting to the next
 * step's address with the earlier answers as hidden fields, so nothing is
 * kept on the server until the claim is registered, and it works without
 * scripts.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { CLAIM_STATUS_PATH, CLAIM_STEP_PATHS } from "@contracts/claims/claim-pages";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { FaqList, PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import type { PageSeo } from "~/seo/page-seo";
import { FormAlert, primaryButton, secondaryButton } from "~/ui/form-parts";
import { submitWhenLoaded } from "~/ui/deferred-module";
import { claimSchemas, focusFirstProblem } from "./claim-fields";
import { causeKeyword, IntimationFields, STEP_FIELDS } from "./intimation-fields";
import type { ClaimStepView } from "./claims.server";

const ALL_FIELDS = [...STEP_FIELDS[1], ...STEP_FIELDS[2], ...STEP_FIELDS[3]];

export function ClaimStepsPage({
  seo,
  lang,
  today,
  view,
}: {
  seo: PageSeo;
  lang: Lang;
  today: string;
  view: ClaimStepView;
}) {
  const t = usePhrases();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<Record<string, string>>(view.step === 4 ? {} : view.problems);
  useEffect(() => {
    if (view.step === 4) return;
    setProblems(view.problems);
    focusFirstProblem(formRef.current, ALL_FIELDS, view.problems);
  }, [view]);

  if (view.step === 4) {
    const r = view.registered;
    return (
      <article data-page="claim-steps" data-claim-step="4">
        <PageHero seo={seo} />
        <div className="mx-auto max-w-6xl px-4 pb-12">
          <div
            role="status"
            className="mx-auto max-w-xl rounded-2xl border border-emerald-300 bg-emerald-50 p-6"
            data-claim-registered={r.claimNo}
          >
            <h2 className="text-2xl font-bold text-emerald-900">{t("claim_registered_heading")}</h2>
            <p className="mt-3 text-lg text-slate-900">
              {t("claim_registered_number")}{" "}
              <strong className="font-mono text-2xl tracking-wide" data-claim-number="">
                {r.claimNo}
              </strong>
            </p>
            <p className="mt-2 text-slate-800">{t("claim_registered_policy", { policyNo: r.policyNo })}</p>
            <p className="mt-2 text-slate-800">
              {r.smsSent ? t("claim_registered_sms", { mobile: r.mobile }) : t("claim_registered_sms_failed")}
            </p>
            <p className="mt-4 text-slate-800">{t("claim_registered_next")}</p>
            <SiteLink
              to={`${localizePath(CLAIM_STATUS_PATH, lang)}?claimNo=${encodeURIComponent(r.claimNo)}`}
              className={`${primaryButton} mt-5`}
            >
              {t("claim_track_link")}
            </SiteLink>
          </div>
        </div>
      </article>
    );
  }

  const step = view.step;
  const shown: readonly string[] = STEP_FIELDS[step];
  const carried = Object.entries(view.values).filter(([field]) => !shown.includes(field));
  const loadChecks = () => void claimSchemas.start().catch(() => undefined);
  const check = (event: FormEvent<HTMLFormElement>) => {
    const schemas = claimSchemas.current;
    if (!schemas) return submitWhenLoaded(event, claimSchemas);
    const parsed = schemas.ClaimIntimationSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    const found = parsed.success
      ? {}
      : Object.fromEntries(
          Object.entries(schemas.fieldProblems(parsed.error.issues)).filter(([field]) => shown.includes(field)),
        );
    setProblems(found);
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    focusFirstProblem(event.currentTarget, ALL_FIELDS, found);
  };
  const summary: [string, string][] =
    step === 3
      ? [
          [t("claim_line_label"), t(`claim_line_${view.values.line}`)],
          view.values.identifyBy === "registration"
            ? [t("claim_registration_label"), view.values.registration ?? ""]
            : [t("claim_policy_label"), view.values.policyNo ?? ""],
          [t("claim_mobile_label"), view.values.mobile ?? ""],
          [t("claim_loss_date_label"), view.values.lossDate ?? ""],
          [t("claim_loss_time_label"), view.values.lossTime ?? ""],
          [t("claim_place_label"), view.values.place ?? ""],
          [t("claim_cause_label"), t(causeKeyword(view.values.cause ?? ""))],
        ]
      : [];

  return (
    <article data-page="claim-steps" data-claim-step={step}>
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <section
          aria-labelledby="cst-heading"
          className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <ol className="flex gap-2 text-sm" aria-label={t("claim_steps_progress")}>
            {([1, 2, 3] as const).map((n) => (
              <li
                key={n}
                aria-current={n === step ? "step" : undefined}
                className={`flex-1 rounded-full px-3 py-1 text-center font-semibold ${
                  n === step
                    ? "bg-brand-700 text-white"
                    : n < step
                      ? "bg-brand-100 text-brand-900"
                      : "bg-slate-100 text-slate-700"
                }`}
              >
                {t(`claim_step_${n}`)}
              </li>
            ))}
          </ol>
          <h2 id="cst-heading" className="mt-5 text-2xl font-bold text-brand-900">
            {t("claim_step_of", { step, steps: 3 })}: {t(`claim_step_${step}`)}
          </h2>
          <Form
            ref={formRef}
            key={step}
            method="post"
            action={localizePath(CLAIM_STEP_PATHS[(step + 1) as 2 | 3 | 4], lang)}
            noValidate
            onSubmit={check}
            onFocus={loadChecks}
            onPointerDown={loadChecks}
            className="mt-5 space-y-5"
            data-claim-steps-form=""
          >
            <FormAlert message={view.message ?? undefined} />
            {carried.map(([field, value]) => (
              <input key={field} type="hidden" name={field} value={value} />
            ))}
            {summary.length > 0 && (
              <dl className="grid gap-2 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-2" data-claim-steps-summary="">
                {summary.map(([term, value]) => (
                  <div key={term}>
                    <dt className="text-slate-600">{term}</dt>
                    <dd className="font-semibold break-words text-slate-900">{value}</dd>
                  </div>
                ))}
              </dl>
            )}
            <IntimationFields step={step} values={view.values} problems={problems} lang={lang} today={today} />
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={primaryButton} aria-busy={submitting}>
                {step === 3 ? t("claim_submit") : t("claim_step_continue")}
              </button>
              {step > 1 && (
                <SiteLink to={localizePath(CLAIM_STEP_PATHS[1], lang)} className={secondaryButton}>
                  {t("claim_step_restart")}
                </SiteLink>
              )}
            </div>
          </Form>
        </section>
        <FaqList items={seo.faq} />
      </div>
    </article>
  );
}
