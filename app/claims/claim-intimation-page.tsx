/**
 * Claim intimation (issue 14, spec 2 "Claims": /claim/claims-intimation):
 * the policy by number or (motor) registration, the mobile on record, when,
 * where and why, and what happened. A real form posting to the route's
 * action, so it works before hydration; with scripts the fields are checked
 * with the same schema first. The answer is the claim number, also sent by SMS.
 */

import { Form, useNavigation } from "react-router";
import type * as ClaimSchemas from "@contracts/claims/claim-schema";
import { CLAIM_INTIMATION_PATH, CLAIM_STATUS_PATH } from "@contracts/claims/claim-pages";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { FaqList, PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import type { PageSeo } from "~/seo/page-seo";
import { FormAlert, primaryButton, secondaryButton } from "~/ui/form-parts";
import { claimSchemas, formIssues, useClaimForm } from "./claim-fields";
import { IntimationFields } from "./intimation-fields";
import type { ClaimRegistered } from "@contracts/claims/claims-service";
import type { FormRefusal } from "./claims.server";

const FIELD_ORDER = [
  "line",
  "identifyBy",
  "policyNo",
  "registration",
  "mobile",
  "lossDate",
  "lossTime",
  "place",
  "cause",
  "description",
] as const;

export type IntimationResult = { ok: true; registered: ClaimRegistered } | FormRefusal;

export function ClaimIntimationPage({
  seo,
  lang,
  today,
  result,
}: {
  seo: PageSeo;
  lang: Lang;
  today: string;
  result: IntimationResult | null;
}) {
  const t = usePhrases();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const refused = result && !result.ok ? result : null;
  const values = refused?.values ?? {};
  const {
    problems,
    formRef,
    answerRef: resultRef,
    check,
    loadChecks,
  } = useClaimForm<typeof ClaimSchemas, HTMLDivElement>(
    FIELD_ORDER,
    refused,
    result?.ok ? result : null,
    claimSchemas,
    (schemas, form) => formIssues(schemas.ClaimIntimationSchema, Object.fromEntries(new FormData(form))),
  );

  if (result?.ok) {
    const r = result.registered;
    return (
      <article data-page="claim-intimation">
        <PageHero seo={seo} />
        <div className="mx-auto max-w-6xl px-4 pb-12">
          <div
            ref={resultRef}
            tabIndex={-1}
            role="status"
            className="mx-auto max-w-xl rounded-2xl border border-emerald-300 bg-emerald-50 p-6 focus:outline-none"
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
            <div className="mt-5 flex flex-wrap gap-3">
              <SiteLink
                to={`${localizePath(CLAIM_STATUS_PATH, lang)}?claimNo=${encodeURIComponent(r.claimNo)}`}
                className={primaryButton}
              >
                {t("claim_track_link")}
              </SiteLink>
              <SiteLink to={localizePath(CLAIM_INTIMATION_PATH, lang)} className={secondaryButton}>
                {t("claim_new_link")}
              </SiteLink>
            </div>
          </div>
        </div>
      </article>
    );
  }

  return (
    <article data-page="claim-intimation">
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <section
          aria-labelledby="ci-heading"
          className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="ci-heading" className="text-2xl font-bold text-brand-900">
            {t("claim_form_heading")}
          </h2>
          <p className="mt-1 text-slate-700">{t("claim_form_intro")}</p>
          <Form
            ref={formRef}
            method="post"
            noValidate
            onSubmit={check}
            onFocus={loadChecks}
            onPointerDown={loadChecks}
            className="mt-5 space-y-5"
            data-claim-intimation-form=""
          >
            <FormAlert message={refused?.message ?? undefined} />
            <IntimationFields step="all" values={values} problems={problems} lang={lang} today={today} />
            <button type="submit" className={`${primaryButton} w-full sm:w-auto`} aria-busy={submitting}>
              {submitting ? t("claim_submitting") : t("claim_submit")}
            </button>
          </Form>
        </section>
        <p className="mx-auto mt-6 max-w-2xl text-slate-700">
          {t("claim_status_prompt")}{" "}
          <SiteLink
            to={localizePath(CLAIM_STATUS_PATH, lang)}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {t("claim_status_link")}
          </SiteLink>
        </p>
        <FaqList items={seo.faq} />
      </div>
    </article>
  );
}
