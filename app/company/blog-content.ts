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

export interface BlogCard {
  id: number;
  slug: string;
  title: string;
  href: string;
  excerpt: string;
  image: ImageRef | null;
  category: BlogCategoryLink | null;
  date: string;
  dateTime: string;
  minutes: number;
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

/** The blocks of a post's body in a language, with its internal links in that language. */
export function articleBlocks(markdown: string, lang: Lang): ArticleBlock[] {
  return parseArticle(markdown).map((block) =>
    block.kind === "paragraph"
      ? {
          ...block,
          inlines: block.inlines.map((i) => (i.kind === "link" ? { ...i, href: localizeHref(i.href, lang).href } : i)),
        }
      : block.kind === "list"
        ? {
            ...block,
            items: block.items.map((item) =>
              item.map((i) => (i.kind === "link" ? { ...i, href: localizeHref(i.href, lang).href } : i)),
            ),
          }
        : block,
  );
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

/** A blog page's number from the address: absent is 1; anything but a plain number from 1 is no page (null). */
export function pageNumberOf(value: string | null): number | null {
  if (value === null) return 1;
  return /^[1-9]\d{0,3}$/.test(value) ? Number(value) : null;
}

/** How many pages `total` posts fill; an empty blog is one (empty) page. */
export function pageCount(total: number, size = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The address of a blog page: `/blog`, `/blog?category=motor-insurance&page=2` (page 1 has no number). */
export function blogListPath(basePath: string, category: string | null, page: number): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${basePath}?${search}` : basePath;
}
