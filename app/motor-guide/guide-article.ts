/**
 * A car guide's Article structured data (schema.org), beside the breadcrumb
 * and FAQ data every page's `pageMeta` gives: the guide is an explanatory
 * article rather than a product page.
 */
import { LANG_INFO, type Lang } from "@contracts/i18n/languages";
import type { PageSeo } from "~/seo/page-seo";

export function guideArticle(seo: PageSeo, lang: Lang) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: seo.heading,
    description: seo.description,
    inLanguage: LANG_INFO[lang].hreflang,
    url: seo.canonical,
    mainEntityOfPage: seo.canonical,
    ...(seo.ogImage ? { image: seo.ogImage } : {}),
    ...(seo.siteName
      ? {
          author: { "@type": "Organization", name: seo.siteName },
          publisher: { "@type": "Organization", name: seo.siteName },
        }
      : {}),
  };
}
