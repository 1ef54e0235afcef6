/** /blog (issue 16): the posts newest first, a category filter and numbered pages, all plain links. */
import type { Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import type { PageSeo } from "~/seo/page-seo";
import { ArticleCard } from "~/ui/article-card";
import { Pagination } from "~/ui/pagination";
import type { BlogCard as Card } from "./blog-content";

export interface BlogListData {
  seo: PageSeo;
  lang: Lang;
  categories: { slug: string | null; name: string; href: string; current: boolean }[];
  category: { slug: string; name: string } | null;
  posts: Card[];
  total: number;
  pagination: { page: number; pages: number; links: string[] };
}

export function BlogListPage({ data }: { data: BlogListData }) {
  const t = usePhrases();
  const { seo, pagination } = data;
  return (
    <div data-page="blog">
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <nav aria-label={t("blog_categories_label")}>
          <ul className="flex flex-wrap gap-2" data-blog-categories="">
            {data.categories.map((c) => (
              <li key={c.slug ?? "all"}>
                <SiteLink
                  to={c.href}
                  aria-current={c.current ? "page" : undefined}
                  className={`inline-block rounded-full border px-4 py-2 text-sm font-semibold ${
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
        <p className="mt-6 text-sm text-slate-600" role="status">
          {pagination.pages > 1 ? t("blog_page_of", { page: pagination.page, pages: pagination.pages }) : ""}
        </p>
        {data.posts.length === 0 ? (
          <p className="mt-6 text-lg text-slate-700">{t("blog_no_posts")}</p>
        ) : (
          <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-blog-list="">
            {data.posts.map((post) => (
              <li key={post.id}>
                <ArticleCard article={post} lang={data.lang} />
              </li>
            ))}
          </ul>
        )}
        <Pagination {...pagination} />
      </div>
    </div>
  );
}
