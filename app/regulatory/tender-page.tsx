/**
 * /tender-details/{slug} (issue 16, decision 066): one tender's page with its reference and status,
 * scope, eligibility, key dates in India's time (issue, pre-bid meeting, closing, opening), earnest
 * money and fee, how to bid, the contact and its documents (the notice and its corrigenda).
 */
import { localizePath, type Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { NeedHelp, PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import { formatNumber, formatRupees } from "~/text/amounts";
import { formatDisplayDate } from "~/text/display-date";
import type { TenderDetail } from "./regulatory-content";
import type { TenderPageData } from "./regulatory.server";
import { tenderTime } from "./tender-time";

const STATUS_STYLE: Record<TenderDetail["status"], string> = {
  open: "border-emerald-700 bg-emerald-50 text-emerald-900",
  closed: "border-slate-500 bg-slate-50 text-slate-800",
  awarded: "border-brand-700 bg-brand-50 text-brand-900",
  cancelled: "border-red-700 bg-red-50 text-red-900",
};

function Money({ amount, lang }: { amount: number | null; lang: Lang }) {
  const t = usePhrases();
  if (amount === null) return null;
  return <>{amount > 0 ? formatRupees(amount, lang) : t("tender_detail_nil")}</>;
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function TenderPage({ data }: { data: TenderPageData }) {
  const t = usePhrases();
  const { seo, lang, tender } = data;
  const dates: [string, string, string][] = [
    [t("tenders_open_date"), tender.openDate, formatDisplayDate(tender.openDate, lang)],
    ...(tender.preBidDate
      ? [
          [t("tender_detail_pre_bid"), tender.preBidDate, tenderTime(tender.preBidDate, lang)] as [
            string,
            string,
            string,
          ],
        ]
      : []),
    [t("tenders_closing_date"), tender.closingDate, tenderTime(tender.closingDate, lang)],
    ...(tender.openingDate
      ? [
          [t("tender_detail_opening"), tender.openingDate, tenderTime(tender.openingDate, lang)] as [
            string,
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <article data-page="tender" data-tender={tender.slug} data-tender-status={tender.status}>
      <PageHero seo={seo}>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="font-mono text-sm text-slate-700">
            <span className="sr-only">{t("tender_detail_reference")}: </span>
            {tender.reference}
          </p>
          <p className={`rounded-full border px-3 py-1 text-sm font-semibold ${STATUS_STYLE[tender.status]}`}>
            <span className="sr-only">{t("tender_detail_status")}: </span>
            {t(`tenders_status_${tender.status}`)}
          </p>
        </div>
        {tender.description && <p className="mt-3 max-w-3xl text-lg text-slate-700">{tender.description}</p>}
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-12 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          {tender.status !== "open" && (
            <p className="rounded-xl border border-slate-300 bg-slate-50 p-4 font-semibold text-slate-900" role="note">
              {t("tender_detail_not_open")}
            </p>
          )}
          {tender.scope.length > 0 && (
            <Section id="tender-scope" title={t("tender_detail_scope")}>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
                {tender.scope.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Section>
          )}
          {tender.eligibilityItems.length > 0 && (
            <Section id="tender-eligibility" title={t("tenders_eligibility")}>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
                {tender.eligibilityItems.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Section>
          )}
          {tender.contactEmail && (
            <Section id="tender-submit" title={t("tender_detail_submit_heading")}>
              <p className="mt-3 text-slate-800">
                {t("tender_detail_submit", { email: tender.contactEmail, reference: tender.reference })}
              </p>
              <p className="mt-3 text-sm text-slate-700">{t("tenders_note")}</p>
            </Section>
          )}
          {tender.documents.length > 0 && (
            <Section id="tender-documents" title={t("tenders_documents")}>
              <ul className="mt-3 flex flex-col gap-2">
                {tender.documents.map((d) => (
                  <li key={d.href}>
                    <a
                      href={d.href}
                      type="application/pdf"
                      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900"
                      data-tender-document=""
                    >
                      {t("tenders_document_link", { title: d.title, size: formatNumber(d.sizeKb, lang) })}
                    </a>
                  </li>
                ))}
              </ul>
            </Section>
          )}
        </div>
        <div className="flex flex-col gap-6">
          <Section id="tender-dates" title={t("tender_detail_dates_heading")}>
            <dl className="mt-3 flex flex-col gap-3 text-sm">
              {dates.map(([label, value, shown]) => (
                <div key={label} data-tender-date="">
                  <dt className="font-semibold text-slate-900">{label}</dt>
                  <dd className="text-slate-700">
                    <time dateTime={value}>{shown}</time>
                    {value.includes("T") && <> {t("tenders_india_time")}</>}
                  </dd>
                </div>
              ))}
            </dl>
          </Section>
          {(tender.emd !== null || tender.fee !== null) && (
            <Section id="tender-money" title={t("tender_detail_money_heading")}>
              <dl className="mt-3 flex flex-col gap-3 text-sm">
                {tender.emd !== null && (
                  <div>
                    <dt className="font-semibold text-slate-900">{t("tender_detail_emd")}</dt>
                    <dd className="text-slate-700" data-tender-emd={tender.emd}>
                      <Money amount={tender.emd} lang={lang} />
                    </dd>
                  </div>
                )}
                {tender.fee !== null && (
                  <div>
                    <dt className="font-semibold text-slate-900">{t("tender_detail_fee")}</dt>
                    <dd className="text-slate-700" data-tender-fee={tender.fee}>
                      <Money amount={tender.fee} lang={lang} />
                    </dd>
                  </div>
                )}
              </dl>
              <p className="mt-3 text-sm text-slate-700">{t("tender_detail_money_note")}</p>
            </Section>
          )}
          {tender.contactEmail && (
            <Section id="tender-contact" title={t("tenders_contact")}>
              {tender.contactName && <p className="mt-3 font-semibold text-slate-900">{tender.contactName}</p>}
              <p className="mt-1">
                <a href={`mailto:${tender.contactEmail}`} className="text-brand-700 underline hover:text-brand-900">
                  {tender.contactEmail}
                </a>
              </p>
            </Section>
          )}
          <p>
            <SiteLink
              to={localizePath("/tender", lang)}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900"
            >
              {t("tender_detail_back")}
            </SiteLink>
          </p>
        </div>
        <div className="lg:col-span-3">
          <NeedHelp />
        </div>
      </div>
    </article>
  );
}
