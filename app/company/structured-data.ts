/**
 * schema.org data of the company pages (issue 16), beside the breadcrumb and
 * FAQ data every page's `pageMeta` gives: a post is a BlogPosting (an
 * Article), the blog a Blog, a news item a NewsArticle, a member of the
 * board or our people a Person, an award the organisation's `award`.
 */
import { LANG_INFO, type Lang } from "@contracts/i18n/languages";
import { absoluteUrl, articleSchema, organisationSchema } from "~/seo/article-schema";
import type { PageSeo } from "~/seo/page-seo";
import type { BlogCard, BlogPost } from "./blog-content";
import type { RecordDetail } from "./company-content";

const organisation = organisationSchema;
const absolute = absoluteUrl;

export function blogPostingSchema(seo: PageSeo, post: BlogPost, lang: Lang) {
  return articleSchema(seo, post, lang, "BlogPosting");
}

export function blogSchema(seo: PageSeo, posts: readonly BlogCard[], lang: Lang) {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: seo.heading,
    description: seo.description,
    url: seo.canonical,
    inLanguage: LANG_INFO[lang].hreflang,
    publisher: organisation(seo),
    blogPost: posts.map((p) => ({
      "@type": "BlogPosting",
      headline: p.title,
      url: absolute(seo, p.href),
      datePublished: p.dateTime,
      ...(p.image ? { image: absolute(seo, p.image.url) } : {}),
    })),
  };
}

export function personSchema(seo: PageSeo, record: RecordDetail, lang: Lang) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: record.title,
    jobTitle: record.subtitle,
    description: seo.description,
    url: seo.canonical,
    inLanguage: LANG_INFO[lang].hreflang,
    ...(record.image ? { image: absolute(seo, record.image.url) } : {}),
    worksFor: organisation(seo),
  };
}

export function newsArticleSchema(seo: PageSeo, record: RecordDetail, lang: Lang) {
  const date = record.facts.find((f) => f.dateTime)?.dateTime;
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: record.title,
    description: seo.description,
    inLanguage: LANG_INFO[lang].hreflang,
    url: seo.canonical,
    mainEntityOfPage: { "@type": "WebPage", "@id": seo.canonical },
    ...(record.image ? { image: absolute(seo, record.image.url) } : {}),
    ...(date ? { datePublished: date } : {}),
    author: organisation(seo),
    publisher: organisation(seo),
  };
}

/** An award: the organisation that received it, with the award named (schema.org `award`). */
export function awardSchema(seo: PageSeo, awards: readonly string[]) {
  return { "@context": "https://schema.org", ...organisation(seo), award: [...awards] };
}

/** A list page's items, in order. */
export function itemListSchema(seo: PageSeo, items: readonly { title: string; href: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: seo.heading,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.title,
      url: absolute(seo, item.href),
    })),
  };
}
