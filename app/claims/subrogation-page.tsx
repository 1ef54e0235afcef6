/**
 * Subrogation (issue 14, spec 2 "Claims": /subrogation): how it works, and
 * the request: the claim (number and proof), the party responsible, and the
 * claimant's agreement. The request is stored with a reference before the
 * page says so; the letter of subrogation then shows, to print and sign.
 */
import { useEffect, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { THIRD_PARTY_MAX_LENGTH } from "@contracts/claims/claim-rules";
import type { PrintDocument } from "@contracts/print/print-document";
import { usePhrases } from "~/i18n/phrases";
import { FaqList, PageHero } from "~/pages/content-page";
import type { PageSeo } from "~/seo/page-seo";
import { FieldError, FormAlert, primaryButton, secondaryButton, TextField } from "~/ui/form-parts";
import { formIssues, useClaimForm } from "./claim-fields";
import type { FormRefusal, SubrogationStatusResult } from "./claims.server";
import { deferredModule, submitWhenLoaded } from "~/ui/deferred-module";
import type { Lang } from "@contracts/i18n/languages";
import { PrintDocumentView } from "./print-document-view";

/** The request's and the status look-up's schemas, loaded on a form's first focus or touch (decision 068). */
const subrogationSchemas = deferredModule(() => import("@contracts/claims/subrogation-schema"));
const statusSchemas = deferredModule(() => import("@contracts/service-requests/service-request-schema"));
const loadStatusChecks = () => void statusSchemas.start().catch(() => undefined);

const FIELD_ORDER = ["claimNo", "verifier", "thirdParty", "thirdPartyAddress", "thirdPartyDetails", "consent"] as const;

export type SubrogationResult = { ok: true; reference: string; letter: PrintDocument } | FormRefusal;

const LOCALES: Record<Lang, string> = { en: "en-IN", hi: "hi-IN", kn: "kn-IN", as: "as-IN" };

/** The status of a subrogation request made before: its reference and the mobile on the policy (decision 059). */
function SubrogationStatus({ result, lang }: { result: SubrogationStatusResult | null; lang: Lang }) {
  const t = usePhrases();
  const [local, setLocal] = useState<Record<string, string> | null>(null);
  useEffect(() => setLocal(null), [result]);
  const problems: Record<string, string> = local ?? (result && !result.ok ? result.problems : {});
  const check = (event: FormEvent<HTMLFormElement>) => {
    const schemas = statusSchemas.current;
    if (!schemas) return submitWhenLoaded(event, statusSchemas);
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget).entries()].filter((e): e is [string, string] => typeof e[1] === "string"),
    );
    const parsed = schemas.RequestStatusSchema.safeParse(values);
    if (parsed.success) return setLocal({});
    event.preventDefault();
    const found = schemas.fieldProblems(parsed.error);
    setLocal(found);
    event.currentTarget.querySelector<HTMLElement>(`[name="${found.reference ? "reference" : "mobile"}"]`)?.focus();
  };
  const time = new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  });
  const state = result?.ok ? result.state : null;
  return (
    <section
      aria-labelledby="sb-status"
      className="mt-10 max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
      data-print-hidden=""
    >
      <h2 id="sb-status" className="text-2xl font-bold text-brand-900">
        {t("ss_status_heading")}
      </h2>
      <p className="mt-1 text-slate-700">{t("ss_status_intro")}</p>
      <Form
        method="post"
        noValidate
        onSubmit={check}
        onFocus={loadStatusChecks}
        onPointerDown={loadStatusChecks}
        className="mt-5 space-y-5"
        data-form="subrogation-status"
      >
        <FormAlert message={problems.form} />
        <TextField
          id="sb-status-reference"
          name="reference"
          label={t("ss_reference_label")}
          hint={t("ss_reference_hint")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={24}
          defaultValue={result && !result.ok ? result.reference : undefined}
          error={problems.reference}
        />
        <TextField
          id="sb-status-mobile"
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={14}
          label={t("ss_mobile_label")}
          hint={t("ss_mobile_hint")}
          error={problems.mobile}
          className="max-w-sm"
        />
        <button type="submit" name="intent" value="status" className={primaryButton} data-submit="subrogation-status">
          {t("ss_status_submit")}
        </button>
      </Form>
      {state && (
        <div
          role="status"
          className="mt-6 rounded-xl border border-emerald-300 bg-emerald-50 p-4"
          data-status={state.status}
        >
          <h3 className="text-lg font-bold text-emerald-900">
            {t("ss_status_result", { reference: state.reference, status: t(`ss_status_${state.status}`) })}
          </h3>
          <p className="text-slate-800">{t(`ss_kind_${state.kind}`)}</p>
          <h4 className="mt-3 font-semibold text-slate-900">{t("ss_history_heading")}</h4>
          <ol className="mt-1 list-inside list-decimal text-slate-800">
            {state.history.map((event) => (
              <li key={`${event.status}-${event.at}`}>
                {t(`ss_status_${event.status}`)}: <time dateTime={event.at}>{time.format(new Date(event.at))}</time>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

export function SubrogationPage({
  seo,
  lang,
  result: answer,
}: {
  seo: PageSeo;
  lang: Lang;
  result: SubrogationResult | SubrogationStatusResult | null;
}) {
  const statusResult = answer && "kind" in answer ? answer : null;
  const result = statusResult ? null : (answer as SubrogationResult | null);
  const t = usePhrases();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const refused = result && !result.ok ? result : null;
  const values = refused?.values ?? {};
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const {
    problems,
    formRef,
    answerRef: doneRef,
    check,
    loadChecks,
  } = useClaimForm(FIELD_ORDER, refused, result?.ok ? result : null, subrogationSchemas, (schemas, form) =>
    formIssues(schemas.SubrogationRequestSchema, Object.fromEntries(new FormData(form))),
  );

  return (
    <article data-page="subrogation">
      <div data-print-hidden="">
        <PageHero seo={seo}>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>
        </PageHero>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        {result?.ok ? (
          <section
            ref={doneRef}
            tabIndex={-1}
            aria-labelledby="sb-done"
            className="mx-auto max-w-4xl focus:outline-none"
            data-print-document=""
          >
            <div
              role="status"
              className="rounded-2xl border border-emerald-300 bg-emerald-50 p-6"
              data-print-hidden=""
              data-subrogation-reference={result.reference}
            >
              <h2 id="sb-done" className="text-2xl font-bold text-emerald-900">
                {t("claim_subrogation_received_heading")}
              </h2>
              <p className="mt-2 text-lg text-slate-900">
                {t("claim_subrogation_reference")} <strong className="font-mono">{result.reference}</strong>
              </p>
              <p className="mt-2 text-slate-800">{t("claim_subrogation_received_next")}</p>
              {hydrated && (
                <button type="button" className={`${secondaryButton} mt-4`} onClick={() => window.print()}>
                  {t("claim_document_print")}
                </button>
              )}
            </div>
            <div className="mt-6">
              <PrintDocumentView document={result.letter} />
            </div>
          </section>
        ) : (
          <div className="grid gap-8 lg:grid-cols-2">
            <section aria-labelledby="sb-how">
              <h2 id="sb-how" className="text-2xl font-bold text-brand-900">
                {t("claim_subrogation_how_heading")}
              </h2>
              <ol className="mt-4 space-y-4">
                {[1, 2, 3, 4].map((n) => (
                  <li key={n} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white"
                    >
                      {n}
                    </span>
                    <div>
                      <p className="font-semibold text-slate-900">{t(`claim_subrogation_step_${n}_title`)}</p>
                      <p className="text-slate-700">{t(`claim_subrogation_step_${n}_text`)}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </section>
            <section
              aria-labelledby="sb-form"
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
            >
              <h2 id="sb-form" className="text-xl font-bold text-brand-900">
                {t("claim_subrogation_form_heading")}
              </h2>
              <Form
                ref={formRef}
                method="post"
                noValidate
                onSubmit={check}
                onFocus={loadChecks}
                onPointerDown={loadChecks}
                className="mt-4 space-y-5"
                data-subrogation-form=""
              >
                <FormAlert message={refused?.message ?? undefined} />
                <TextField
                  id="sb-claimNo"
                  name="claimNo"
                  label={t("claim_number_label")}
                  hint={t("claim_number_hint")}
                  defaultValue={values.claimNo}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={20}
                  error={problems.claimNo}
                />
                <TextField
                  id="sb-verifier"
                  name="verifier"
                  label={t("claim_verify_label")}
                  hint={t("claim_verify_hint")}
                  defaultValue={values.verifier}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={40}
                  error={problems.verifier}
                />
                <TextField
                  id="sb-thirdParty"
                  name="thirdParty"
                  label={t("claim_subrogation_party_label")}
                  hint={t("claim_subrogation_party_hint")}
                  defaultValue={values.thirdParty}
                  maxLength={120}
                  error={problems.thirdParty}
                />
                <TextField
                  id="sb-thirdPartyAddress"
                  name="thirdPartyAddress"
                  label={t("claim_subrogation_address_label")}
                  defaultValue={values.thirdPartyAddress}
                  maxLength={THIRD_PARTY_MAX_LENGTH}
                  error={problems.thirdPartyAddress}
                />
                <TextField
                  id="sb-thirdPartyDetails"
                  name="thirdPartyDetails"
                  label={t("claim_subrogation_details_label")}
                  hint={t("claim_subrogation_details_hint")}
                  defaultValue={values.thirdPartyDetails}
                  maxLength={THIRD_PARTY_MAX_LENGTH}
                  error={problems.thirdPartyDetails}
                />
                <div>
                  <label className="flex items-start gap-3 text-slate-900">
                    <input
                      type="checkbox"
                      name="consent"
                      value="yes"
                      defaultChecked={values.consent === "yes"}
                      aria-invalid={problems.consent ? true : undefined}
                      aria-describedby={problems.consent ? "sb-consent-error" : undefined}
                      className="mt-1 size-5 accent-brand-700"
                    />
                    <span>{t("claim_subrogation_consent")}</span>
                  </label>
                  <FieldError id="sb-consent-error" message={problems.consent} />
                </div>
                <button type="submit" className={`${primaryButton} w-full sm:w-auto`} aria-busy={submitting}>
                  {t("claim_subrogation_submit")}
                </button>
              </Form>
            </section>
          </div>
        )}
        <SubrogationStatus result={statusResult} lang={lang} />
        <div data-print-hidden="">
          <FaqList items={seo.faq} />
        </div>
      </div>
    </article>
  );
}
