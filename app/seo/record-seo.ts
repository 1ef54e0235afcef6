/**
 * What a record's page or a filtered list changes in a page's SEO facts (the company pages,
 * the insurance-awareness articles; helmetdata gives the page kind's, a record its own): a detail page is titled, described
 * and crumbed by its record, and a listing page's filter and page number are
 * part of its address.
 */
import type { PageSeo } from "./page-seo";

/** A detail page's SEO: the record's title, description and image; the last breadcrumb its name. */
export function recordSeo(
  seo: PageSeo,
  record: { title: string; description: string; image?: string | null; ogType?: string },
): PageSeo {
  const origin = new URL(seo.canonical).origin;
  const crumbs = seo.breadcrumbs.length > 1 ? seo.breadcrumbs.slice(0, -1) : seo.breadcrumbs;
  return {
    ...seo,
    title: seo.siteName ? `${record.title} | ${seo.siteName}` : record.title,
    description: record.description || seo.description,
    heading: record.title,
    intro: record.description || seo.intro,
    breadcrumbs: [...crumbs, { name: record.title }],
    ogImage: record.image ? new URL(record.image, origin).href : seo.ogImage,
    ogType: record.ogType ?? seo.ogType,
    twitterCard: record.image ? "summary_large_image" : seo.twitterCard,
  };
}

/** A listing page's SEO when its address carries a query (`?category=...&page=2`): canonical and siblings keep it. */
export function withSearch(seo: PageSeo, search: string, titlePrefix: string | null): PageSeo {
  if (!search && !titlePrefix) return seo;
  const add = (href: string) => {
    const url = new URL(href);
    url.search = search;
    return url.href;
  };
  return {
    ...seo,
    title: titlePrefix ? `${titlePrefix} | ${seo.title}` : seo.title,
    canonical: add(seo.canonical),
    alternates: seo.alternates.map((a) => ({ ...a, href: add(a.href) })),
  };
}
