/** /blog-details/{slug} (issue 16): the whole post with its image, date, reading time and related posts. */
import type { Lang } from "@contracts/i18n/languages";
import { Breadcrumbs } from "~/layout/breadcrumbs";
import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";
import type { PageSeo } from "~/seo/page-seo";
import { countOf } from "~/text/amounts";
import { ArticleView } from "~/ui/article-view";
import { RelatedArticles } from "~/ui/article-card";
import type { BlogCard as Card, BlogPost } from "./blog-content";

export interface BlogPostData {
  seo: PageSeo;
  lang: Lang;
  post: BlogPost;
  related: Card[];
  blogHref: string;
  categoryHref: string | null;
}

export function BlogPostPage({ data }: { data: BlogPostData }) {
  const t = usePhrases();
  const { seo, post, lang } = data;
  const headings = post.blocks.filter((b) => b.kind === "heading" && b.level === 2);
  return (
    <div data-page="blog-details" data-post={post.slug}>
      <article>
        <header className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-3xl px-4 pt-6 pb-8">
            <Breadcrumbs items={seo.breadcrumbs} />
            {post.category && data.categoryHref && (
              <p className="mt-6">
                <SiteLink
                  to={data.categoryHref}
                  className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900 hover:underline"
                >
                  {post.category.name}
                </SiteLink>
              </p>
            )}
            <h1 className="mt-4 text-3xl leading-tight font-bold text-brand-900 sm:text-4xl">{post.title}</h1>
            <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-slate-600">
              {post.date && <time dateTime={post.dateTime}>{post.date}</time>}
              <span>{countOf("blog_reading_minutes", post.minutes, lang, t)}</span>
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 pb-12">
          {post.featuredImage && (
            <img
              src={post.featuredImage.url}
              width={post.featuredImage.width || undefined}
              height={post.featuredImage.height || undefined}
              alt=""
              fetchPriority="high"
              className="aspect-[2/1] w-full rounded-2xl bg-brand-50 object-cover"
            />
          )}
          {headings.length > 2 && (
            <nav aria-labelledby="post-contents" className="mt-8 rounded-xl border border-slate-200 p-5">
              <h2 id="post-contents" className="font-semibold text-slate-900">
                {t("blog_contents")}
              </h2>
              <ol className="mt-2 list-decimal space-y-1 pl-6 text-brand-700 marker:text-slate-500">
                {headings.map((h) =>
                  h.kind === "heading" ? (
                    <li key={h.id}>
                      <a href={`#${h.id}`} className="underline-offset-4 hover:underline">
                        {h.text}
                      </a>
                    </li>
                  ) : null,
                )}
              </ol>
            </nav>
          )}
          <ArticleView blocks={post.blocks} />
          <aside className="mt-12 rounded-xl border border-brand-100 bg-brand-50 p-6">
            <h2 className="text-lg font-bold text-brand-900">{t("content_need_help")}</h2>
            <p className="mt-1 text-slate-700">{t("content_helpline_text")}</p>
          </aside>
          <p className="mt-8">
            <SiteLink to={data.blogHref} className="font-semibold text-brand-700 underline underline-offset-4">
              {t("blog_back")}
            </SiteLink>
          </p>
        </div>
      </article>
      <RelatedArticles
        id="related-posts"
        heading={t("blog_related")}
        articles={data.related}
        lang={lang}
        marker="related-posts"
      />
    </div>
  );
}
