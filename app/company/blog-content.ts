/**
 * The blog's rules (issue 16): its pages of posts, a post's reading time and
 * related posts, applied to content entries on the server, so the pages
 * receive finished, translated cards and blocks.
 */
import type { Entry } from "@contracts/content/entry-types";
import { plainEnglishField, type Lang } from "@contracts/i18n/languages";
import { localizeHref } from "~/routing/content-link";
import { formatDisplayDate } from "~/text/display-date";
import { truncateText } from "~/text/truncate";
import { imageRef, type ImageRef } from "~/ui/content-image";
import { articleText, parseArticle, readingMinutes, type ArticleBlock } from "~/ui/article-body";
import { articleBlocks } from "~/ui/article-blocks";
import type { ArticleCardData } from "~/ui/article-card";
import { listPagePath, pageCount as pagesOf } from "~/ui/paging";

export { articleBlocks };
export { pageNumberOf } from "~/ui/paging";

/** Posts on one page of the blog: two rows of three on a wide screen. */
export const BLOG_PAGE_SIZE = 6;
/** Related posts under a post. */
export const RELATED_POSTS = 3;
/** A card's excerpt, in characters (spec 9's teaser is 130; a listing card has room for more). */
export const BLOG_EXCERPT_CHARS = 160;

export interface BlogCategoryLink {
  slug: string;
  name: string;
}

export interface BlogCard extends ArticleCardData {
  category: BlogCategoryLink | null;
}

export interface BlogPost extends BlogCard {
  featuredImage: ImageRef | null;
  blocks: ArticleBlock[];
  /** the date the post was last changed, for Article's dateModified */
  modified: string;
  viewCount: number | null;
}

type PostEntry = Entry<"blogs">;
type CategoryEntry = Entry<"blogcategories"> | NonNullable<PostEntry["blogcategory"]>;

export function blogPostPath(slug: string): string {
  return `/blog-details/${encodeURIComponent(slug)}`;
}

export function categoryLink(entry: CategoryEntry, lang: Lang): BlogCategoryLink | null {
  if (!entry.slug) return null;
  return { slug: entry.slug, name: plainEnglishField(entry, "blog_category", lang) };
}

/** A post's editorial date: `Created_at` (spec 3), else the entry's `created_at`. */
function postDate(entry: PostEntry): string {
  return entry.Created_at ?? entry.created_at;
}

export function reshapeBlogCard(entry: PostEntry, lang: Lang): BlogCard {
  const text = articleText(parseArticle(plainEnglishField(entry, "blog_post", lang)));
  const date = postDate(entry);
  return {
    id: entry.id,
    slug: entry.slug,
    title: plainEnglishField(entry, "blog_title", lang),
    href: localizeHref(blogPostPath(entry.slug), lang).href,
    excerpt: truncateText(text, BLOG_EXCERPT_CHARS),
    image: imageRef(entry.Thumbnail ?? entry.featured_image),
    category: entry.blogcategory ? categoryLink(entry.blogcategory, lang) : null,
    date: formatDisplayDate(date, lang),
    dateTime: date,
    minutes: readingMinutes(text),
  };
}

export function reshapeBlogPost(entry: PostEntry, lang: Lang): BlogPost {
  const blocks = articleBlocks(plainEnglishField(entry, "blog_post", lang), lang);
  return {
    ...reshapeBlogCard(entry, lang),
    featuredImage: imageRef(entry.featured_image ?? entry.Thumbnail),
    blocks,
    minutes: readingMinutes(articleText(blocks)),
    modified: entry.updated_at,
    viewCount: entry.view_count,
  };
}

/**
 * Related posts: the latest of the same category, then the latest of the
 * others, never the post itself, at most RELATED_POSTS.
 */
export function relatedPosts(
  postId: number,
  sameCategory: readonly PostEntry[],
  latest: readonly PostEntry[],
  lang: Lang,
): BlogCard[] {
  const seen = new Set([postId]);
  const out: BlogCard[] = [];
  for (const entry of [...sameCategory, ...latest]) {
    if (out.length >= RELATED_POSTS) break;
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    out.push(reshapeBlogCard(entry, lang));
  }
  return out;
}

/** How many pages `total` posts fill; an empty blog is one (empty) page. */
export function pageCount(total: number, size = BLOG_PAGE_SIZE): number {
  return pagesOf(total, size);
}

/** The address of a blog page: `/blog`, `/blog?category=motor-insurance&page=2` (page 1 has no number). */
export function blogListPath(basePath: string, category: string | null, page: number): string {
  return listPagePath(basePath, { name: "category", value: category }, page);
}
