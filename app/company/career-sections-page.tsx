/** /career-progression and /developing-young-leaders (issue 16): the page's sections and the way to the openings. */
import { usePhrases } from "~/i18n/phrases";
import { PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import type { PageSeo } from "~/seo/page-seo";
import { primaryButton } from "~/ui/form-parts";
import type { ArticleBlock } from "~/ui/article-body";
import { ArticleView } from "~/ui/article-view";

export interface CareerSectionsData {
  seo: PageSeo;
  pageComponent: string;
  sections: { id: number; title: string; blocks: ArticleBlock[] }[];
  openingsHref: string;
}

export function CareerSectionsPage({ data }: { data: CareerSectionsData }) {
  const t = usePhrases();
  return (
    <div data-page={data.pageComponent}>
      <PageHero seo={data.seo}>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{data.seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 pb-16">
        {data.sections.map((section) => (
          <section key={section.id} aria-labelledby={`section-${section.id}`} className="mt-10 first:mt-0">
            <h2 id={`section-${section.id}`} className="text-2xl font-bold text-brand-900">
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
    </div>
  );
}
