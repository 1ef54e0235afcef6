/** /gi-simplified/{slug} (issue 16, decision 065): one awareness article with its image, date, reading time and related articles. */
import type { Lang } from "@contracts/i18n/languages";
import { Breadcrumbs } from "~/layout/breadcrumbs";
import { usePhrases } from "~/i18n/phrases";
import { NeedHelp } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import type { PageSeo } from "~/seo/page-seo";
import { countOf } from "~/text/amounts";
import { RelatedArticles } from "~/ui/article-card";
import { ArticleView } from "~/ui/article-view";
import type { IaArticle, IaCard } from "./ia-content";

export interface IaArticleData {
  seo: PageSeo;
  lang: Lang;
  article: IaArticle;
  related: IaCard[];
  listHref: string;
  topicHref: string | null;
}

export function IaArticlePage({ data }: { data: IaArticleData }) {
  const t = usePhrases();
  const { seo, article, lang } = data;
  return (
    <div data-page="gi-simplified-article" data-article={article.slug}>
      <article>
        <header className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-3xl px-4 pt-6 pb-8">
            <Breadcrumbs items={seo.breadcrumbs} />
            {article.category && data.topicHref && (
              <p className="mt-6">
                <SiteLink
                  to={data.topicHref}
                  className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900 hover:underline"
                >
                  {article.category.name}
                </SiteLink>
              </p>
            )}
            <h1 className="mt-4 text-3xl leading-tight font-bold text-brand-900 sm:text-4xl">{article.title}</h1>
            {article.summary && <p className="mt-4 text-lg leading-relaxed text-slate-700">{article.summary}</p>}
            <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-slate-600">
              {article.date && <time dateTime={article.dateTime}>{article.date}</time>}
              <span>{countOf("blog_reading_minutes", article.minutes, lang, t)}</span>
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 pb-12">
          {article.featuredImage && (
            <img
              src={article.featuredImage.url}
              width={article.featuredImage.width || undefined}
              height={article.featuredImage.height || undefined}
              alt=""
              fetchPriority="high"
              className="aspect-[2/1] w-full rounded-2xl bg-brand-50 object-cover"
            />
          )}
          <ArticleView blocks={article.blocks} />
          <p className="mt-10 rounded-xl border border-slate-200 p-5 text-sm text-slate-600">{t("ia_disclaimer")}</p>
          <NeedHelp />
          <p className="mt-8">
            <SiteLink to={data.listHref} className="font-semibold text-brand-700 underline underline-offset-4">
              {t("ia_back")}
            </SiteLink>
          </p>
        </div>
      </article>
      <RelatedArticles
        id="ia-related"
        heading={t("ia_related")}
        articles={data.related}
        lang={lang}
        marker="ia-related"
      />
    </div>
  );
}
