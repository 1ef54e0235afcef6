/** The blog's pages' data (issue 16): /blog with its categories and pages, /blog-details/{slug}. */
import { redirect, type AppLoadContext } from "react-router";
import { localizePath } from "@contracts/i18n/languages";
import { getBlogCategories, getPhrases, getPostsOfCategory, requireBlogPage, requireBlogPost } from "~/content/queries";
import { notFound, seoFor } from "~/pages/page-loading.server";
import { translate } from "~/i18n/phrases";
import type { ResolvedPage } from "~/routing/resolve-page";
import {
  BLOG_PAGE_SIZE,
  blogListPath,
  categoryLink,
  pageCount,
  pageNumberOf,
  reshapeBlogCard,
  reshapeBlogPost,
  relatedPosts,
  RELATED_POSTS,
} from "./blog-content";
import { recordSeo, withSearch } from "~/seo/record-seo";

/** The translation-keyword page of the company pages' labels (translationpages 26). */
export const COMPANY_PHRASE_PAGES = ["company"];

export async function loadBlogList(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const { lang, basePath } = page;
  const categorySlug = url.searchParams.get("category");
  const pageNumber = pageNumberOf(url.searchParams.get("page"));
  // one address per page: `?page=1` is the blog itself, an empty category the whole blog
  if (url.searchParams.get("page") === "1" || categorySlug === "") {
    throw redirect(blogListPath(localizePath(basePath, lang), categorySlug || null, 1), 301);
  }
  if (pageNumber === null) notFound();
  const [categoryEntries, phrases] = await Promise.all([
    getBlogCategories(context.content),
    getPhrases(context.content, COMPANY_PHRASE_PAGES, lang),
  ]);
  const categories = categoryEntries.flatMap((c) => {
    const link = categoryLink(c, lang);
    return link ? [{ id: c.id, ...link }] : [];
  });
  const category = categorySlug === null ? null : (categories.find((c) => c.slug === categorySlug) ?? null);
  if (categorySlug !== null && !category) notFound();

  const { entries, total } = await requireBlogPage(
    context.content,
    category?.id ?? null,
    (pageNumber - 1) * BLOG_PAGE_SIZE,
    BLOG_PAGE_SIZE,
  );
  const pages = pageCount(total);
  if (pageNumber > pages) notFound();

  const listPath = (categorySlug: string | null, n: number) =>
    blogListPath(localizePath(basePath, lang), categorySlug, n);
  const search = blogListPath("", category?.slug ?? null, pageNumber);
  const titleParts = [
    category?.name,
    pageNumber > 1 ? translate(phrases, "blog_page_of", { page: pageNumber, pages }) : undefined,
  ].filter(Boolean);
  const seo = withSearch(
    await seoFor(context, page, url, page.entry.page),
    search.replace(/^\?/, ""),
    titleParts.length ? titleParts.join(" · ") : null,
  );
  return {
    seo,
    phrases,
    lang,
    categories: [
      { slug: null, name: translate(phrases, "blog_all_posts"), href: listPath(null, 1), current: !category },
      ...categories.map((c) => ({
        slug: c.slug,
        name: c.name,
        href: listPath(c.slug, 1),
        current: c.id === category?.id,
      })),
    ],
    category: category ? { slug: category.slug, name: category.name } : null,
    posts: entries.map((e) => reshapeBlogCard(e, lang)),
    total,
    pagination: {
      page: pageNumber,
      pages,
      links: Array.from({ length: pages }, (_, i) => listPath(category?.slug ?? null, i + 1)),
    },
  };
}

export async function loadBlogPost(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const { lang } = page;
  const slug = page.params.slug ?? "";
  const entry = await requireBlogPost(context.content, slug);
  if (!entry) notFound();
  const categoryId = entry.blogcategory?.id ?? null;
  const [sameCategory, latest, phrases, pageSeo] = await Promise.all([
    categoryId === null ? Promise.resolve([]) : getPostsOfCategory(context.content, categoryId, RELATED_POSTS + 1),
    getPostsOfCategory(context.content, null, RELATED_POSTS + 1),
    getPhrases(context.content, COMPANY_PHRASE_PAGES, lang),
    seoFor(context, page, url, page.entry.page),
  ]);
  const post = reshapeBlogPost(entry, lang);
  const seo = recordSeo(pageSeo, {
    title: post.title,
    description: post.excerpt,
    image: post.featuredImage?.url,
    ogType: "article",
  });
  return {
    seo,
    phrases,
    lang,
    post,
    related: relatedPosts(entry.id, sameCategory, latest, lang),
    blogHref: localizePath("/blog", lang),
    categoryHref: post.category ? blogListPath(localizePath("/blog", lang), post.category.slug, 1) : null,
  };
}
