/**
 * /public-disclosure2 (issue 16, decision 060): the quarterly NL forms IRDAI requires a general
 * insurer to publish, by financial year (plain links, `?fy=2026-27`) and quarter (the newest one
 * open, the others folded), in each quarter by kind of form (decision 066), every form a PDF.
 */
import { DISCLOSURE_YEAR_PARAM } from "@contracts/regulatory/regulatory-params";
import { localizePath } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { NeedHelp, PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import { countOf, formatNumber } from "~/text/amounts";
import { formatDisplayDate } from "~/text/display-date";
import type { DisclosuresPageData } from "./regulatory.server";

export function DisclosuresPage({ data }: { data: DisclosuresPageData }) {
  const t = usePhrases();
  const { seo, lang, years, year, quarters } = data;
  const base = localizePath("/public-disclosure2", lang);
  return (
    <article data-page="public-disclosures">
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <nav aria-label={t("disclosures_years_label")} className="flex flex-wrap items-center gap-2">
          <span className="mr-2 font-semibold text-slate-900">{t("disclosures_years_label")}</span>
          {years.map((y, index) => (
            <a
              key={y}
              href={index === 0 ? base : `${base}?${DISCLOSURE_YEAR_PARAM}=${y}`}
              aria-current={y === year ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-semibold ${
                y === year
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-brand-900 hover:bg-brand-50"
              }`}
              data-disclosure-year={y}
            >
              {t("disclosures_year", { year: y })}
            </a>
          ))}
        </nav>
        <p className="mt-4 max-w-3xl text-sm text-slate-700">{t("disclosures_illustrative")}</p>
        {quarters.length === 0 && <p className="mt-6 font-semibold text-slate-900">{t("disclosures_none")}</p>}
        {quarters.map((q, index) => (
          <section
            key={q.quarter}
            id={`q${q.quarter}`}
            aria-labelledby={`q${q.quarter}-heading`}
            className="mt-8"
            data-disclosure-quarter={q.quarter}
          >
            <details open={index === 0} className="group rounded-xl border border-slate-200 bg-white">
              <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center justify-between gap-2 rounded-xl px-4 py-4 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700">
                <h2 id={`q${q.quarter}-heading`} className="text-xl font-bold text-brand-900">
                  {t(`disclosures_quarter_${q.quarter}`, { year: year ?? "" })}
                </h2>
                <span className="flex items-center gap-2 text-sm font-semibold text-slate-700">
                  {countOf("disclosures_form_count", q.count, lang, t)}
                  <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-180">
                    ▾
                  </span>
                </span>
              </summary>
              <div className="border-t border-slate-200 px-4 pb-4">
                <nav aria-label={t("disclosures_groups_label")} className="mt-4">
                  <ul className="flex flex-wrap gap-2 text-sm">
                    {q.groups.map((g) => (
                      <li key={g.group}>
                        <a
                          href={`#q${q.quarter}-${g.group}`}
                          className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-3 py-2 font-semibold text-brand-900 hover:bg-brand-50"
                        >
                          {t(`disclosures_group_${g.group}`)} ({formatNumber(g.forms.length, lang)})
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
                {q.groups.map((g) => (
                  <div
                    key={g.group}
                    id={`q${q.quarter}-${g.group}`}
                    className="mt-6 overflow-x-auto"
                    data-disclosure-group={g.group}
                  >
                    <table className="w-full text-left text-sm">
                      <caption className="pb-2 text-left text-lg font-bold text-slate-900">
                        {t(`disclosures_group_${g.group}`)}
                      </caption>
                      <thead className="bg-brand-50 text-slate-900">
                        <tr>
                          <th scope="col" className="w-16 px-2 py-2 font-semibold sm:w-24 sm:px-3">
                            {t("disclosures_form")}
                          </th>
                          <th scope="col" className="px-3 py-2 font-semibold">
                            {t("disclosures_title")}
                          </th>
                          <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">
                            {t("disclosures_published")}
                          </th>
                          <th scope="col" className="px-3 py-2 font-semibold">
                            <span className="sr-only">{t("disclosures_download")}</span>
                          </th>
                        </tr>
                      </thead>
                      <tbody className="divide-y divide-slate-200">
                        {g.forms.map((form) => (
                          <tr key={form.slug} data-disclosure={form.slug}>
                            <td className="px-2 py-2 font-mono whitespace-nowrap text-slate-900 sm:px-3">
                              {form.formNo}
                            </td>
                            <td id={`form-${form.slug}`} className="px-2 py-2 text-slate-900 sm:px-3">
                              {form.title}
                            </td>
                            <td className="hidden px-3 py-2 whitespace-nowrap text-slate-700 sm:table-cell">
                              {formatDisplayDate(form.published, lang)}
                            </td>
                            <td className="px-2 py-2 text-right sm:px-3">
                              <a
                                href={form.href}
                                type="application/pdf"
                                aria-describedby={`form-${form.slug}`}
                                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900 sm:whitespace-nowrap"
                              >
                                {t("downloads_download_pdf_size", { size: formatNumber(form.sizeKb, lang) })}
                              </a>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                ))}
              </div>
            </details>
          </section>
        ))}
        <p className="mt-8 max-w-3xl text-slate-700">
          <SiteLink
            to={localizePath("/about-us/investor-relations", lang)}
            className="font-semibold text-brand-700 underline hover:text-brand-900"
            data-annual-reports-link=""
          >
            {t("disclosures_annual_link")}
          </SiteLink>
        </p>
        <NeedHelp />
      </div>
    </article>
  );
}
