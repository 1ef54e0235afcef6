/**
 * Claim status (issue 14, spec 2 "Claims": /claim/claims-status-and-intimation):
 * a claim number with the mobile or policy number on record; the answer is
 * the status timeline, the documents still needed and who handles the claim.
 * A real form posting to the route's action (works before hydration).
 */

import { Form, useNavigation } from "react-router";
import type { ClaimStatusView } from "@contracts/claims/claims-service";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { FaqList, PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import type { PageSeo } from "~/seo/page-seo";
import { FormAlert, primaryButton, TextField } from "~/ui/form-parts";
import { claimSchemas, formIssues, useClaimForm } from "./claim-fields";
import { CLAIM_INTIMATION_PATH } from "@contracts/claims/claim-pages";
import { causeKeyword } from "./intimation-fields";
import { formatDay, formatMoment, formatRupees } from "./claim-format";
import type { FormRefusal } from "./claims.server";

const FIELD_ORDER = ["claimNo", "verifier"] as const;

export type StatusResult = { ok: true; claim: ClaimStatusView } | FormRefusal;

export const statusKeyword = (status: string) => `claim_status_${status.replaceAll("-", "_")}`;
export const documentKeyword = (code: string) => `claim_doc_${code.replaceAll("-", "_")}`;

export function ClaimStatusPage({
  seo,
  lang,
  claimNo,
  result,
}: {
  seo: PageSeo;
  lang: Lang;
  /** A claim number the address carries (the intimation's "Track this claim"). */
  claimNo: string;
  result: StatusResult | null;
}) {
  const t = usePhrases();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const refused = result && !result.ok ? result : null;
  const values = refused?.values ?? (result?.ok ? { claimNo: result.claim.claimNo } : { claimNo });
  const {
    problems,
    formRef,
    answerRef: resultRef,
    check,
    loadChecks,
  } = useClaimForm(FIELD_ORDER, refused, result?.ok ? result : null, claimSchemas, (schemas, form) =>
    formIssues(schemas.ClaimLookupSchema, Object.fromEntries(new FormData(form))),
  );

  return (
    <article data-page="claim-status">
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
          <section
            aria-labelledby="cs-heading"
            className="self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <h2 id="cs-heading" className="text-xl font-bold text-brand-900">
              {t("claim_status_form_heading")}
            </h2>
            <Form
              ref={formRef}
              method="post"
              noValidate
              onSubmit={check}
              onFocus={loadChecks}
              onPointerDown={loadChecks}
              className="mt-4 space-y-5"
              data-claim-status-form=""
            >
              <FormAlert message={refused?.message ?? undefined} />
              <TextField
                id="cs-claimNo"
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
                id="cs-verifier"
                name="verifier"
                label={t("claim_verify_label")}
                hint={t("claim_verify_hint")}
                defaultValue={refused?.values.verifier}
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                error={problems.verifier}
              />
              <button type="submit" className={`${primaryButton} w-full`} aria-busy={submitting}>
                {submitting ? t("claim_status_searching") : t("claim_status_submit")}
              </button>
            </Form>
            <p className="mt-5 text-sm text-slate-700">
              {t("claim_intimation_prompt")}{" "}
              <SiteLink
                to={localizePath(CLAIM_INTIMATION_PATH, lang)}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {t("claim_intimation_link")}
              </SiteLink>
            </p>
          </section>
          {result?.ok && <ClaimStatusCard claim={result.claim} lang={lang} sectionRef={resultRef} />}
        </div>
        <FaqList items={seo.faq} />
      </div>
    </article>
  );
}

function ClaimStatusCard({
  claim,
  lang,
  sectionRef,
}: {
  claim: ClaimStatusView;
  lang: Lang;
  sectionRef: React.RefObject<HTMLElement | null>;
}) {
  const t = usePhrases();
  const pending = claim.documents.filter((d) => !d.received);
  const received = claim.documents.filter((d) => d.received);
  const facts: [string, string][] = [
    [t("claim_facts_policy"), claim.policyNo],
    [t("claim_facts_product"), claim.product],
    [t("claim_facts_cause"), t(causeKeyword(claim.cause))],
    [t("claim_facts_loss_date"), formatDay(claim.lossDate, lang)],
    [t("claim_facts_intimated"), formatMoment(claim.intimatedAt, lang)],
  ];
  if (claim.amountClaimed !== null) facts.push([t("claim_facts_claimed"), formatRupees(claim.amountClaimed)]);
  if (claim.amountSettled !== null) facts.push([t("claim_facts_settled"), formatRupees(claim.amountSettled)]);
  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby="cs-claim-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm focus:outline-none sm:p-6"
      data-claim-status={claim.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="cs-claim-heading" className="text-xl font-bold text-brand-900">
          {t("claim_status_heading", { claimNo: claim.claimNo })}
        </h2>
        <p className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
          {t("claim_status_current")}: {t(statusKeyword(claim.status))}
        </p>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="flex flex-col">
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <h3 className="mt-6 text-lg font-bold text-brand-900">{t("claim_timeline_heading")}</h3>
      <ol className="mt-3 border-l-2 border-brand-200 pl-5" data-claim-timeline="">
        {claim.history.map((entry, index) => (
          <li key={`${entry.status}-${entry.at}`} className="relative pb-4 last:pb-0">
            <span
              aria-hidden="true"
              className={`absolute top-1 -left-[1.72rem] size-3 rounded-full ${
                index === claim.history.length - 1 ? "bg-brand-700" : "bg-brand-300"
              }`}
            />
            <p className="font-semibold text-slate-900">{t(statusKeyword(entry.status))}</p>
            <p className="text-sm text-slate-600">{formatMoment(entry.at, lang)}</p>
          </li>
        ))}
      </ol>

      <h3 className="mt-6 text-lg font-bold text-brand-900">{t("claim_documents_heading")}</h3>
      {pending.length === 0 ? (
        <p className="mt-2 text-slate-800">{t("claim_documents_none_pending")}</p>
      ) : (
        <>
          <p className="mt-2 font-semibold text-slate-900">{t("claim_documents_pending")}</p>
          <ul className="mt-1 list-disc pl-5 text-slate-800" data-claim-documents-pending="">
            {pending.map((d) => (
              <li key={d.code}>{t(documentKeyword(d.code))}</li>
            ))}
          </ul>
        </>
      )}
      {received.length > 0 && (
        <>
          <p className="mt-3 font-semibold text-slate-900">{t("claim_documents_received")}</p>
          <ul className="mt-1 list-disc pl-5 text-slate-700">
            {received.map((d) => (
              <li key={d.code}>{t(documentKeyword(d.code))}</li>
            ))}
          </ul>
        </>
      )}

      <h3 className="mt-6 text-lg font-bold text-brand-900">{t("claim_handler_heading")}</h3>
      {claim.handler ? (
        <div className="mt-2 text-slate-800" data-claim-handler={claim.handler.role}>
          <p className="text-sm text-slate-600">{t(`claim_handler_${claim.handler.role.replaceAll("-", "_")}`)}</p>
          <p className="font-semibold">{claim.handler.name}</p>
          <p>
            {t("claim_phone_label")}:{" "}
            <a href={`tel:${claim.handler.phone.replace(/[^+\d]/g, "")}`} className="text-brand-700 underline">
              {claim.handler.phone}
            </a>
          </p>
          <p>
            {t("claim_email_label")}:{" "}
            <a href={`mailto:${claim.handler.email}`} className="break-all text-brand-700 underline">
              {claim.handler.email}
            </a>
          </p>
        </div>
      ) : (
        <p className="mt-2 text-slate-800">{t("claim_handler_none")}</p>
      )}
    </section>
  );
}
