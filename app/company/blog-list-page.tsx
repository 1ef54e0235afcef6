/** /blog (issue 16): the posts newest first, a category filter and numbered pages, all plain links. */
import type { Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import type { PageSeo } from "~/seo/page-seo";
import { BlogCard } from "./blog-card";
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
                <BlogCard post={post} lang={data.lang} />
              </li>
            ))}
          </ul>
        )}
        <Pagination {...pagination} />
      </div>
    </div>
  );
}

function Pagination({ page, pages, links }: BlogListData["pagination"]) {
  const t = usePhrases();
  if (pages < 2) return null;
  const link = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-semibold";
  return (
    <nav aria-label={t("blog_pagination_label")} className="mt-10" data-blog-pagination="">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <SiteLink to={links[page - 2]!} rel="prev" className={`${link} border-slate-300 text-brand-800`}>
              {t("blog_previous")}
            </SiteLink>
          </li>
        )}
        {links.map((href, index) => (
          <li key={href}>
            <SiteLink
              to={href}
              aria-current={index + 1 === page ? "page" : undefined}
              aria-label={t("blog_page_label", { page: index + 1 })}
              className={`${link} ${
                index + 1 === page ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-brand-800"
              }`}
            >
              {index + 1}
            </SiteLink>
          </li>
        ))}
        {page < pages && (
          <li>
            <SiteLink to={links[page]!} rel="next" className={`${link} border-slate-300 text-brand-800`}>
              {t("blog_next")}
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
