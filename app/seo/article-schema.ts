/**
 * schema.org data of an article's page (a blog post is a BlogPosting, an
 * insurance-awareness article an Article), beside the BreadcrumbList every
 * page's `pageMeta` gives.
 */
import { LANG_INFO, type Lang } from "@contracts/i18n/languages";
import type { PageSeo } from "./page-seo";

export interface ArticleFacts {
  title: string;
  featuredImage: { url: string } | null;
  /** the editorial date (ISO 8601) */
  dateTime: string;
  /** the last change (ISO 8601) */
  modified: string;
  minutes: number;
  category: { name: string } | null;
}

export const organisationSchema = (seo: PageSeo) => ({
  "@type": "Organization",
  name: seo.siteName,
  url: new URL(seo.canonical).origin,
});

export const absoluteUrl = (seo: PageSeo, path: string) => new URL(path, seo.canonical).href;

export function articleSchema(
  seo: PageSeo,
  article: ArticleFacts,
  lang: Lang,
  type: "Article" | "BlogPosting" = "Article",
) {
  return {
    "@context": "https://schema.org",
    "@type": type,
    headline: article.title,
    description: seo.description,
    inLanguage: LANG_INFO[lang].hreflang,
    url: seo.canonical,
    mainEntityOfPage: { "@type": "WebPage", "@id": seo.canonical },
    ...(article.featuredImage ? { image: absoluteUrl(seo, article.featuredImage.url) } : {}),
    datePublished: article.dateTime,
    dateModified: article.modified > article.dateTime ? article.modified : article.dateTime,
    timeRequired: `PT${article.minutes}M`,
    ...(article.category ? { articleSection: article.category.name } : {}),
    author: organisationSchema(seo),
    publisher: organisationSchema(seo),
  };
}
