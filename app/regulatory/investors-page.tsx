/**
 * /about-us/investor-relations (issue 16, decision 060): financial results, policies and the
 * regulatory disclosures, by group, each a PDF or a page of this site, with the investors' contact.
 */
import { usePhrases } from "~/i18n/phrases";
import { NeedHelp, PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import { formatNumber } from "~/text/amounts";
import { formatDisplayDate } from "~/text/display-date";
import type { InvestorsPageData } from "./regulatory.server";

export function InvestorsPage({ data }: { data: InvestorsPageData }) {
  const t = usePhrases();
  const { seo, lang, groups } = data;
  return (
    <article data-page="investors">
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        {groups.map((group) => (
          <section
            key={group.category}
            aria-labelledby={`investors-${group.category}`}
            className="mt-8 first:mt-0"
            data-investor-group={group.category}
          >
            <h2 id={`investors-${group.category}`} className="text-2xl font-bold text-brand-900">
              {t(`investors_category_${group.category}`)}
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {group.documents.map((d) => (
                <li
                  key={d.slug}
                  className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
                  data-investor-document={d.slug}
                >
                  <h3 id={`investor-${d.slug}`} className="text-lg font-bold text-slate-900">
                    {d.title}
                  </h3>
                  {d.description && <p className="mt-2 grow text-sm text-slate-700">{d.description}</p>}
                  {d.publishedOn && (
                    <p className="mt-2 text-sm text-slate-600">
                      {t("investors_published", { date: formatDisplayDate(d.publishedOn, lang) })}
                    </p>
                  )}
                  {d.sizeKb === null ? (
                    <SiteLink
                      to={d.href}
                      aria-describedby={`investor-${d.slug}`}
                      className="mt-3 inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline hover:text-brand-900"
                    >
                      {t("investors_open_page")}
                    </SiteLink>
                  ) : (
                    <a
                      href={d.href}
                      type="application/pdf"
                      aria-describedby={`investor-${d.slug}`}
                      className="mt-3 inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline hover:text-brand-900"
                    >
                      {t("downloads_download_pdf_size", { size: formatNumber(d.sizeKb, lang) })}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
        <aside className="mt-10 rounded-xl border border-slate-200 bg-white p-6" aria-labelledby="investors-contact">
          <h2 id="investors-contact" className="text-lg font-bold text-brand-900">
            {t("investors_contact_heading")}
          </h2>
          <p className="mt-1 text-slate-700">{t("investors_contact")}</p>
        </aside>
        <NeedHelp />
      </div>
    </article>
  );
}
