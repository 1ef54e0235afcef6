/** /career, /life-at-sbig and /learn-how-we-hire (issue 16, decision 062): the menu of the careers pages, the sections, the way to the openings. */
import { usePhrases } from "~/i18n/phrases";
import { PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import { ArticleView } from "~/ui/article-view";
import { primaryButton } from "~/ui/form-parts";
import type { CareerPageData } from "./career-page-data.server";

export function CareerPage({ data }: { data: CareerPageData }) {
  const t = usePhrases();
  return (
    <article data-page={data.pageComponent}>
      <PageHero seo={data.seo}>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{data.summary}</p>
        <nav aria-label={t("career_nav_label")} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {data.menu.map((item) => (
              <li key={item.href}>
                <SiteLink
                  to={item.href}
                  aria-current={item.current ? "page" : undefined}
                  className={
                    item.current
                      ? "inline-block rounded-full border border-brand-700 bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white"
                      : "inline-block rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-brand-900 hover:border-brand-700"
                  }
                >
                  {t(item.label)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 pb-16">
        {data.sections.map((section) => (
          <section key={section.id} aria-labelledby={`career-section-${section.id}`} className="mt-10 first:mt-0">
            <h2 id={`career-section-${section.id}`} className="text-2xl font-bold text-brand-900">
              {section.title}
            </h2>
            <ArticleView blocks={section.blocks} />
          </section>
        ))}
        <p className="mt-12">
          <SiteLink to={data.openingsHref} className={primaryButton}>
            {t("people_careers_cta")}
          </SiteLink>
        </p>
      </div>
    </article>
  );
}
