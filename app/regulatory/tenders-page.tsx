/**
 * /tender (issue 16, decision 060): the tenders and procurement notices, open ones first with
 * their closing time in India's time, then closed, awarded and cancelled ones; each with its
 * scope, eligibility, dates and documents (the notice and its corrigenda as PDFs).
 */
import { localizePath, type Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { FaqList, NeedHelp, PageHero } from "~/pages/content-page";
import { formatNumber } from "~/text/amounts";
import { formatDisplayDate } from "~/text/display-date";
import { tenderPath, type TenderCard } from "./regulatory-content";
import { tenderTime } from "./tender-time";
import { SiteLink } from "~/routing/site-link";
import type { TendersPageData } from "./regulatory.server";

const STATUS_STYLE: Record<TenderCard["status"], string> = {
  open: "border-emerald-700 bg-emerald-50 text-emerald-900",
  closed: "border-slate-500 bg-slate-50 text-slate-800",
  awarded: "border-brand-700 bg-brand-50 text-brand-900",
  cancelled: "border-red-700 bg-red-50 text-red-900",
};

function Tender({ tender, lang }: { tender: TenderCard; lang: Lang }) {
  const t = usePhrases();
  const headingId = `tender-${tender.slug}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        data-tender={tender.slug}
        data-tender-status={tender.status}
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="font-mono text-sm text-slate-600">{tender.reference}</p>
            <h3 id={headingId} className="mt-1 text-xl font-bold text-slate-900">
              <SiteLink
                to={localizePath(tenderPath(tender.slug), lang)}
                className="text-brand-900 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-900"
                data-tender-link=""
              >
                {tender.title}
              </SiteLink>
            </h3>
          </div>
          <p className={`rounded-full border px-3 py-1 text-sm font-semibold ${STATUS_STYLE[tender.status]}`}>
            {t(`tenders_status_${tender.status}`)}
          </p>
        </div>
        {tender.description && <p className="mt-3 text-slate-700">{tender.description}</p>}
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-slate-900">{t("tenders_open_date")}</dt>
            <dd className="text-slate-700">
              <time dateTime={tender.openDate}>{formatDisplayDate(tender.openDate, lang)}</time>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">{t("tenders_closing_date")}</dt>
            <dd className="text-slate-700">
              <time dateTime={tender.closingDate}>{tenderTime(tender.closingDate, lang)}</time>{" "}
              {t("tenders_india_time")}
            </dd>
          </div>
          {tender.eligibility && (
            <div className="sm:col-span-2">
              <dt className="font-semibold text-slate-900">{t("tenders_eligibility")}</dt>
              <dd className="text-slate-700">{tender.eligibility}</dd>
            </div>
          )}
          {tender.contactEmail && (
            <div className="sm:col-span-2">
              <dt className="font-semibold text-slate-900">{t("tenders_contact")}</dt>
              <dd>
                <a href={`mailto:${tender.contactEmail}`} className="text-brand-700 underline hover:text-brand-900">
                  {tender.contactEmail}
                </a>
              </dd>
            </div>
          )}
        </dl>
        {tender.documents.length > 0 && (
          <>
            <h4 className="mt-4 text-sm font-semibold text-slate-900">{t("tenders_documents")}</h4>
            <ul className="mt-2 flex flex-col gap-2">
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
          </>
        )}
      </article>
    </li>
  );
}

export function TendersPage({ data }: { data: TendersPageData }) {
  const t = usePhrases();
  const { seo, lang, open, past } = data;
  return (
    <article data-page="tenders">
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <section aria-labelledby="tenders-open">
          <h2 id="tenders-open" className="text-2xl font-bold text-brand-900">
            {t("tenders_open_heading")}
          </h2>
          {open.length === 0 ? (
            <p className="mt-3 text-slate-700">{t("tenders_none_open")}</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-4" data-tenders="open">
              {open.map((tender) => (
                <Tender key={tender.slug} tender={tender} lang={lang} />
              ))}
            </ul>
          )}
        </section>
        {past.length > 0 && (
          <section aria-labelledby="tenders-past" className="mt-10">
            <h2 id="tenders-past" className="text-2xl font-bold text-brand-900">
              {t("tenders_past_heading")}
            </h2>
            <ul className="mt-4 flex flex-col gap-4" data-tenders="past">
              {past.map((tender) => (
                <Tender key={tender.slug} tender={tender} lang={lang} />
              ))}
            </ul>
          </section>
        )}
        <p className="mt-8 max-w-3xl text-sm text-slate-700">{t("tenders_note")}</p>
        <FaqList items={seo.faq} />
        <NeedHelp />
      </div>
    </article>
  );
}
