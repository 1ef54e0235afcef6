/**
 * /sbig-cares (issue 16, decision 060): the company's CSR work, project by project: what it does,
 * where, in which year, what was spent and for how many people, with the totals and the CSR policy.
 */
import { localizePath } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { NeedHelp, PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import { formatNumber } from "~/text/amounts";
import type { CsrPageData } from "./regulatory.server";

export function CsrPage({ data }: { data: CsrPageData }) {
  const t = usePhrases();
  const { seo, lang, projects, totals } = data;
  const lakh = (n: number) => formatNumber(Math.round(n * 10) / 10, lang);
  return (
    <article data-page="csr">
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <dl className="grid gap-4 sm:grid-cols-3" data-csr-totals="">
          <div className="rounded-xl border border-brand-100 bg-brand-50 p-5">
            <dt className="text-sm font-semibold text-slate-800">{t("csr_total_projects")}</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-900">{formatNumber(projects.length, lang)}</dd>
          </div>
          <div className="rounded-xl border border-brand-100 bg-brand-50 p-5">
            <dt className="text-sm font-semibold text-slate-800">{t("csr_total_spent")}</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-900">
              {t("csr_lakh", { amount: lakh(totals.amountLakh) })}
            </dd>
          </div>
          <div className="rounded-xl border border-brand-100 bg-brand-50 p-5">
            <dt className="text-sm font-semibold text-slate-800">{t("csr_total_people")}</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-900">{formatNumber(totals.beneficiaries, lang)}</dd>
          </div>
        </dl>
        <section aria-labelledby="csr-projects" className="mt-10">
          <h2 id="csr-projects" className="text-2xl font-bold text-brand-900">
            {t("csr_projects_heading")}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {projects.map((p) => (
              <li
                key={p.slug}
                className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
                data-csr-project={p.slug}
              >
                <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                  {t(`csr_area_${p.area.replaceAll("-", "_")}`)}
                </p>
                <h3 className="mt-1 text-lg font-bold text-slate-900">{p.title}</h3>
                <p className="mt-2 text-slate-700">{p.description}</p>
                <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                  <div className="col-span-2">
                    <dt className="font-semibold text-slate-900">{t("csr_where")}</dt>
                    <dd className="text-slate-700">{p.location}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-900">{t("csr_year")}</dt>
                    <dd className="text-slate-700">{t("disclosures_year", { year: p.year })}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-900">{t("csr_spent")}</dt>
                    <dd className="text-slate-700">{t("csr_lakh", { amount: lakh(p.amountLakh) })}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-900">{t("csr_people")}</dt>
                    <dd className="text-slate-700">{formatNumber(p.beneficiaries, lang)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </section>
        <p className="mt-8 max-w-3xl text-slate-700">
          {t("csr_policy_text")}{" "}
          <SiteLink
            to={localizePath("/about-us/investor-relations", lang)}
            className="font-semibold text-brand-700 underline hover:text-brand-900"
          >
            {t("csr_policy_link")}
          </SiteLink>
        </p>
        <NeedHelp />
      </div>
    </article>
  );
}
