/**
 * The sections of a product page a buyer decides on (issue 16): who it is for,
 * what is and is not covered, sum insured, waiting periods or deductibles,
 * add-ons, how to claim and the documents. Server-rendered, no script.
 */
import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";
import type { ProductDetailView } from "./product-detail";

const sectionHeading = "text-2xl font-bold text-brand-900";

export function ProductAudience({ detail }: { detail: ProductDetailView | null }) {
  const t = usePhrases();
  if (!detail?.whoFor) return null;
  return (
    <section aria-labelledby="who-for-heading" className="mb-10 max-w-3xl">
      <h2 id="who-for-heading" className={sectionHeading}>
        {t("pd_who_for")}
      </h2>
      <p className="mt-3 text-slate-700">{detail.whoFor}</p>
    </section>
  );
}

export function ProductDetailSections({
  detail,
  downloadsHref,
}: {
  detail: ProductDetailView | null;
  downloadsHref: string;
}) {
  const t = usePhrases();
  return (
    <>
      {detail && (detail.covered.length > 0 || detail.notCovered.length > 0) && (
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {detail.covered.length > 0 && (
            <section
              aria-labelledby="covered-heading"
              className="rounded-xl border border-emerald-200 bg-emerald-50 p-5"
            >
              <h2 id="covered-heading" className="text-xl font-bold text-emerald-900">
                {t("pd_covered")}
              </h2>
              <ul className="mt-3 space-y-2">
                {detail.covered.map((item) => (
                  <li key={item} className="flex gap-2 text-slate-800">
                    <span aria-hidden="true" className="font-bold text-emerald-700">
                      ✓
                    </span>
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {detail.notCovered.length > 0 && (
            <section aria-labelledby="not-covered-heading" className="rounded-xl border border-rose-200 bg-rose-50 p-5">
              <h2 id="not-covered-heading" className="text-xl font-bold text-rose-900">
                {t("pd_not_covered")}
              </h2>
              <ul className="mt-3 space-y-2">
                {detail.notCovered.map((item) => (
                  <li key={item} className="flex gap-2 text-slate-800">
                    <span aria-hidden="true" className="font-bold text-rose-700">
                      ✕
                    </span>
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
      {detail?.sumInsured && (
        <section aria-labelledby="sum-insured-heading" className="mt-10 max-w-3xl">
          <h2 id="sum-insured-heading" className={sectionHeading}>
            {t("pd_sum_insured")}
          </h2>
          <p className="mt-3 text-slate-700">{detail.sumInsured}</p>
        </section>
      )}
      {detail && detail.waitingPeriods.length > 0 && (
        <TermList id="waiting-heading" heading={t("pd_waiting_periods")} rows={detail.waitingPeriods} />
      )}
      {detail && detail.deductibles.length > 0 && (
        <TermList id="deductibles-heading" heading={t("pd_deductibles")} rows={detail.deductibles} />
      )}
      {detail && detail.addons.length > 0 && (
        <section aria-labelledby="addons-heading" className="mt-10">
          <h2 id="addons-heading" className={sectionHeading}>
            {t("pd_addons")}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {detail.addons.map((a) => (
              <li key={a.title} className="rounded-xl border border-slate-200 bg-white p-4">
                <h3 className="font-semibold text-brand-900">{a.title}</h3>
                {a.description && <p className="mt-1 text-slate-700">{a.description}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {detail && detail.claimSteps.length > 0 && (
        <section aria-labelledby="claim-heading" className="mt-10 max-w-3xl">
          <h2 id="claim-heading" className={sectionHeading}>
            {t("pd_how_to_claim")}
          </h2>
          <ol className="mt-4 space-y-4">
            {detail.claimSteps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-brand-900">{step.title}</h3>
                  {step.description && <p className="mt-1 text-slate-700">{step.description}</p>}
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}
      <section aria-labelledby="documents-heading" className="mt-10 max-w-3xl">
        <h2 id="documents-heading" className={sectionHeading}>
          {t("pd_documents")}
        </h2>
        <p className="mt-3 text-slate-700">{t("pd_documents_text")}</p>
        <SiteLink
          to={downloadsHref}
          className="mt-4 inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
          data-documents-link=""
        >
          {t("pd_documents_link")}
        </SiteLink>
      </section>
      {detail?.illustrative && (
        <p className="mt-6 max-w-3xl text-sm text-slate-600" data-illustrative-note="">
          {t("pd_illustrative_note")}
        </p>
      )}
    </>
  );
}

function TermList({ id, heading, rows }: { id: string; heading: string; rows: { label: string; value: string }[] }) {
  return (
    <section aria-labelledby={id} className="mt-10 max-w-3xl">
      <h2 id={id} className={sectionHeading}>
        {heading}
      </h2>
      <dl className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 p-4 sm:grid-cols-[14rem_1fr] sm:gap-4">
            <dt className="font-semibold text-slate-900">{row.label}</dt>
            <dd className="text-slate-700">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
