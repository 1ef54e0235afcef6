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
