/**
 * What the company pages change in a page's SEO facts (helmetdata gives the
 * page kind's; a record gives its own): a detail page is titled, described
 * and crumbed by its record, and a listing page's filter and page number are
 * part of its address.
 */
import type { PageSeo } from "~/seo/page-seo";

export { recordSeo } from "~/seo/record-seo";

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
