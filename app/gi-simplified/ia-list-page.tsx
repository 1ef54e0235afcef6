/**
 * /gi-simplified (issue 16, decision 065): the insurance-awareness articles
 * newest first with a topic filter and numbered pages (plain links), then
 * the questions by topic as native disclosure widgets. Server-rendered; no
 * script of its own.
 */
import type { Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { NeedHelp, PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import type { PageSeo } from "~/seo/page-seo";
import { ArticleCard } from "~/ui/article-card";
import { FaqDetails } from "~/ui/faq-details";
import { Pagination, type PaginationData } from "~/ui/pagination";
import type { IaCard, IaFaqGroup, IaTopicLink } from "./ia-content";

export interface IaListData {
  seo: PageSeo;
  lang: Lang;
  topics: { slug: string | null; name: string; href: string; current: boolean }[];
  topic: IaTopicLink | null;
  articles: IaCard[];
  pagination: PaginationData;
  faqGroups: IaFaqGroup[];
  faqHref: string | null;
}

export function IaListPage({ data }: { data: IaListData }) {
  const t = usePhrases();
  const { seo, pagination } = data;
  return (
    <div data-page="gi-simplified">
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <section aria-labelledby="ia-articles">
          <h2 id="ia-articles" className="text-2xl font-bold text-brand-900">
            {data.topic ? t("ia_articles_on", { topic: data.topic.name }) : t("ia_articles")}
          </h2>
          <nav aria-label={t("ia_topics_label")} className="mt-4">
            <ul className="flex flex-wrap gap-2" data-ia-topics="">
              {data.topics.map((c) => (
                <li key={c.slug ?? "all"}>
                  <SiteLink
                    to={c.href}
                    aria-current={c.current ? "page" : undefined}
                    className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
                      c.current
                        ? "border-brand-700 bg-brand-700 text-white"
                        : "border-slate-300 bg-white text-brand-800 hover:border-brand-700"
                    }`}
                  >
                    {c.name}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          {pagination.pages > 1 && (
            <p className="mt-6 text-sm text-slate-600">
              {t("blog_page_of", { page: pagination.page, pages: pagination.pages })}
            </p>
          )}
          {data.articles.length === 0 ? (
            <p className="mt-6 text-lg text-slate-700">{t("ia_no_articles")}</p>
          ) : (
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-ia-list="">
              {data.articles.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} lang={data.lang} headingLevel={3} />
                </li>
              ))}
            </ul>
          )}
          <Pagination {...pagination} />
        </section>

        {data.faqGroups.length > 0 && (
          <section id="ia-questions" aria-labelledby="ia-questions-h" className="mt-16" data-ia-faqs="">
            <h2 id="ia-questions-h" className="text-2xl font-bold text-brand-900">
              {t("ia_questions")}
            </h2>
            <p className="mt-2 max-w-3xl text-slate-700">{t("ia_questions_intro")}</p>
            {data.faqGroups.map((group) => (
              <div key={group.topic} className="mt-8" data-ia-faq-topic={group.topic}>
                <h3 id={`ia-q-${group.topic}`} className="text-lg font-semibold text-slate-900">
                  {group.name}
                </h3>
                <FaqDetails faqs={group.faqs} />
              </div>
            ))}
          </section>
        )}
        {data.faqHref && (
          <p className="mt-12">
            <SiteLink to={data.faqHref} className="font-semibold text-brand-700 underline underline-offset-4">
              {t("ia_questions_link")}
            </SiteLink>
          </p>
        )}
        <NeedHelp />
      </div>
    </div>
  );
}
