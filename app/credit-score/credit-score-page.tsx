/**
 * The free credit score check's pages (issue 14, decision 059): step 1 (the
 * details and the consent, with the exact text of what is shared with the
 * bureau), step 2 (the OTP), and the success (the score's band) and decline
 * pages. Real forms posting to the route's action, so they work before
 * hydration and without scripts; with scripts the shared schema checks the
 * fields first, shows every field's message and focuses the first.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { dateOfBirthBounds } from "@contracts/auto-debit/auto-debit-rules";
import {
  CREDIT_OTP_LENGTH,
  CREDIT_OTP_VALID_SECONDS,
  CREDIT_SCORE_PATHS,
  type CreditCheckResult,
  type CreditMessageKey,
  type CreditScorePage,
} from "@contracts/credit-score/credit-score-rules";
import type * as CreditSchemas from "@contracts/credit-score/credit-score-schema";
import type { PendingCreditCheck } from "@contracts/credit-score/credit-score-service";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { FaqList, PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import type { PageSeo } from "~/seo/page-seo";
import { deferredModule, submitWhenLoaded } from "~/ui/deferred-module";
import { FieldError, FormAlert, primaryButton, secondaryButton, TextField } from "~/ui/form-parts";
import type { CreditActionResult } from "./credit-score.server";

type Problems = Record<string, CreditMessageKey>;
const FIELD_ORDER = ["name", "dob", "mobile", "pan", "consent", "otp"];
const LOCALES: Record<Lang, string> = { en: "en-IN", hi: "hi-IN", kn: "kn-IN", as: "as-IN" };
const card = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8";

/**
 * The steps' schemas load on a form's first focus or touch (decision 068). A form sent before they
 * have arrived waits for them (`submitWhenLoaded`).
 */
const creditSchemas = deferredModule(() => import("@contracts/credit-score/credit-score-schema"));
const loadChecks = () => void creditSchemas.start().catch(() => undefined);

function useProblems(answer: CreditActionResult | null, schemaOf: "StartCreditCheckSchema" | "CreditOtpSchema") {
  const [local, setLocal] = useState<Problems | null>(null);
  useEffect(() => setLocal(null), [answer]);
  const problems: Problems = local ?? answer?.problems ?? {};
  const check = (event: FormEvent<HTMLFormElement>) => {
    const loaded: typeof CreditSchemas | undefined = creditSchemas.current;
    if (!loaded) return submitWhenLoaded(event, creditSchemas);
    const form = event.currentTarget;
    const values = Object.fromEntries(
      [...new FormData(form).entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const parsed = loaded[schemaOf].safeParse(values);
    const found = parsed.success ? {} : loaded.creditFieldProblems(parsed.error);
    if (Object.keys(found).length === 0) {
      setLocal({});
      return;
    }
    event.preventDefault();
    setLocal(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  return { problems, formProps: { onSubmit: check, onFocus: loadChecks, onPointerDown: loadChecks } };
}

function Submit({ label }: { label: string }) {
  const t = usePhrases();
  const busy = useNavigation().state === "submitting";
  return (
    <button type="submit" className={`${primaryButton} w-full sm:w-auto`} aria-busy={busy || undefined} data-submit="">
      {busy ? t("cs_sending") : t(label)}
    </button>
  );
}

function Steps({ current }: { current: 1 | 2 | 3 }) {
  const t = usePhrases();
  const steps = ["cs_step_details", "cs_step_otp", "cs_step_result"];
  return (
    <nav aria-label={t("cs_steps_label")} className="mb-6">
      <ol className="flex flex-wrap gap-2 text-sm">
        {steps.map((label, index) => {
          const step = index + 1;
          const here = step === current;
          return (
            <li
              key={label}
              aria-current={here ? "step" : undefined}
              className={`flex items-center gap-2 rounded-full border px-3 py-1 ${
                here
                  ? "border-brand-700 bg-brand-700 font-semibold text-white"
                  : "border-slate-300 bg-white text-slate-800"
              }`}
            >
              <span aria-hidden="true">{step}.</span> {t(label)}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function StartAgain({ lang, primary = false }: { lang: Lang; primary?: boolean }) {
  const t = usePhrases();
  return (
    <SiteLink
      to={localizePath(CREDIT_SCORE_PATHS.start, lang)}
      className={primary ? primaryButton : secondaryButton}
      data-start-again=""
    >
      {t("cs_start_again")}
    </SiteLink>
  );
}

function DetailsForm({ today, answer }: { today: string; answer: CreditActionResult | null }) {
  const t = usePhrases();
  const { problems, formProps } = useProblems(answer, "StartCreditCheckSchema");
  const bounds = dateOfBirthBounds(today);
  return (
    <section aria-labelledby="cs-details-heading" className={card}>
      <h2 id="cs-details-heading" className="text-2xl font-bold text-brand-900">
        {t("cs_details_heading")}
      </h2>
      <p className="mt-1 text-slate-700">{t("cs_details_intro")}</p>
      <Form method="post" noValidate {...formProps} className="mt-5 space-y-5" data-form="credit-details">
        <FormAlert message={problems.form} />
        <TextField
          id="cs-name"
          name="name"
          label={t("cs_name_label")}
          autoComplete="name"
          maxLength={80}
          defaultValue={answer?.values.name}
          error={problems.name}
        />
        <TextField
          id="cs-dob"
          name="dob"
          type="date"
          label={t("cs_dob_label")}
          autoComplete="bday"
          min={bounds.earliest}
          max={bounds.latest}
          error={problems.dob}
          className="max-w-xs"
        />
        <TextField
          id="cs-mobile"
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={14}
          label={t("cs_mobile_label")}
          hint={t("cs_mobile_hint")}
          error={problems.mobile}
          className="max-w-sm"
        />
        <TextField
          id="cs-pan"
          name="pan"
          label={t("cs_pan_label")}
          hint={t("cs_pan_hint")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          error={problems.pan}
          className="max-w-sm"
        />
        <fieldset className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <legend className="px-1 text-base font-semibold text-slate-900">{t("cs_consent_heading")}</legend>
          <div className="flex items-start gap-3">
            <input
              id="cs-consent"
              name="consent"
              type="checkbox"
              value="on"
              className="mt-1 size-5 shrink-0 accent-brand-700"
              aria-invalid={problems.consent ? true : undefined}
              aria-describedby={problems.consent ? "cs-consent-error" : undefined}
            />
            <label htmlFor="cs-consent" className="text-sm text-slate-900" data-consent-text="">
              {t("cs_consent_text")}
            </label>
          </div>
          <FieldError id="cs-consent-error" message={problems.consent} />
        </fieldset>
        <Submit label="cs_start_submit" />
      </Form>
    </section>
  );
}

function OtpForm({
  pending,
  answer,
  lang,
}: {
  pending: PendingCreditCheck;
  answer: CreditActionResult | null;
  lang: Lang;
}) {
  const t = usePhrases();
  const { problems, formProps } = useProblems(answer, "CreditOtpSchema");
  const restart =
    problems.otp === "cs_otp_expired" || problems.otp === "cs_otp_locked" || problems.form === "cs_check_missing";
  return (
    <section aria-labelledby="cs-otp-heading" className={`${card} max-w-xl`}>
      <h2 id="cs-otp-heading" className="text-2xl font-bold text-brand-900">
        {t("cs_otp_heading")}
      </h2>
      <p className="mt-1 text-slate-700" data-otp-to={pending.mobile}>
        {t("cs_otp_intro", { mobile: pending.mobile, minutes: CREDIT_OTP_VALID_SECONDS / 60 })}
      </p>
      <p className="mt-1 text-sm text-slate-700" data-reference={pending.reference}>
        {t("cs_reference_note", { reference: pending.reference })}
      </p>
      <Form method="post" noValidate {...formProps} className="mt-5 space-y-5" data-form="credit-otp">
        <FormAlert message={problems.form} />
        <TextField
          id="cs-otp"
          name="otp"
          label={t("cs_otp_label")}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CREDIT_OTP_LENGTH}
          error={problems.otp}
          className="max-w-[10rem]"
        />
        <div className="flex flex-wrap gap-3">
          <Submit label="cs_verify_submit" />
          <StartAgain lang={lang} primary={restart} />
        </div>
      </Form>
    </section>
  );
}

function Notice({ text, lang }: { text: string; lang: Lang }) {
  const t = usePhrases();
  return (
    <section className={`${card} max-w-xl`} data-notice="">
      <p className="text-slate-900">{t(text)}</p>
      <div className="mt-4">
        <StartAgain lang={lang} primary />
      </div>
    </section>
  );
}

function ScoreResult({ result, lang }: { result: Extract<CreditCheckResult, { outcome: "score" }>; lang: Lang }) {
  const t = usePhrases();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const day = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "long", timeZone: "UTC" });
  const asOf = /^\d{4}-\d{2}-\d{2}$/.test(result.asOf) ? day.format(new Date(`${result.asOf}T00:00:00Z`)) : "";
  const number = new Intl.NumberFormat("en-IN");
  const colours: Record<string, string> = {
    excellent: "border-emerald-400 bg-emerald-50",
    good: "border-emerald-300 bg-emerald-50",
    fair: "border-amber-300 bg-amber-50",
    low: "border-red-300 bg-red-50",
  };
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="cs-result-heading"
      className={`${card} max-w-2xl focus:outline-none`}
      data-result="score"
      data-band={result.band}
    >
      <h2 id="cs-result-heading" className="text-2xl font-bold text-brand-900">
        {t("cs_result_heading")}
      </h2>
      <div className={`mt-4 rounded-xl border-2 p-5 ${colours[result.band] ?? ""}`}>
        <p className="text-3xl font-bold text-slate-900">{t(`cs_band_${result.band}`)}</p>
        <p className="mt-1 text-lg text-slate-900">
          {t("cs_band_range", { min: number.format(result.bandMin), max: number.format(result.bandMax) })}
        </p>
        <p className="mt-3 text-slate-800">{t(`cs_band_note_${result.band}`)}</p>
      </div>
      {asOf && <p className="mt-3 text-sm text-slate-700">{t("cs_as_of", { date: asOf })}</p>}
      <p className="mt-1 text-sm text-slate-700" data-reference={result.reference}>
        {t("cs_reference_note", { reference: result.reference })}
      </p>
      <p className="mt-1 text-sm text-slate-700">{t("cs_privacy_note")}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <SiteLink to={localizePath("/health-insurance", lang)} className={primaryButton}>
          {t("cs_health_cta")}
        </SiteLink>
        <StartAgain lang={lang} />
      </div>
    </section>
  );
}

function DeclineResult({
  result,
  lang,
}: {
  result: Extract<CreditCheckResult, { outcome: "no-match" | "no-history" }>;
  lang: Lang;
}) {
  const t = usePhrases();
  return (
    <section aria-labelledby="cs-decline-heading" className={`${card} max-w-2xl`} data-result={result.outcome}>
      <h2 id="cs-decline-heading" className="text-2xl font-bold text-brand-900">
        {t("cs_decline_heading")}
      </h2>
      <p className="mt-2 text-slate-900">
        {t(result.outcome === "no-history" ? "cs_decline_no_history" : "cs_decline_no_match")}
      </p>
      <p className="mt-2 text-sm text-slate-700" data-reference={result.reference}>
        {t("cs_reference_note", { reference: result.reference })}
      </p>
      <div className="mt-5">
        <StartAgain lang={lang} primary />
      </div>
    </section>
  );
}

export function CreditScorePageView({
  which,
  seo,
  lang,
  today,
  pending,
  result,
  answer,
}: {
  which: CreditScorePage;
  seo: PageSeo;
  lang: Lang;
  today: string;
  pending: PendingCreditCheck | null;
  result: CreditCheckResult | null;
  answer: CreditActionResult | null;
}) {
  const current = which === "start" ? 1 : which === "step2" ? 2 : 3;
  let body: React.ReactNode;
  if (which === "start") body = <DetailsForm today={today} answer={answer} />;
  else if (which === "step2")
    body = pending ? (
      <OtpForm pending={pending} answer={answer} lang={lang} />
    ) : (
      <Notice text="cs_no_check" lang={lang} />
    );
  else if (which === "success" && result?.outcome === "score") body = <ScoreResult result={result} lang={lang} />;
  else if (which === "decline" && result && result.outcome !== "score")
    body = <DeclineResult result={result} lang={lang} />;
  else body = <Notice text="cs_no_result" lang={lang} />;
  return (
    <article data-page="credit-score" data-step={which}>
      <PageHero seo={seo}>{seo.intro && <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>}</PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <Steps current={current} />
        {body}
        <FaqList items={seo.faq} />
      </div>
    </article>
  );
}
