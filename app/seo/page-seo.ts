/**
 * One page's SEO facts (from helmetdata) and the one function that turns them
 * into head tags for every page template.
 */
import type { MetaDescriptor } from "react-router";

export interface PageSeo {
  title: string;
  description: string;
  keywords: string;
  heading: string;
  intro: string;
  /** absolute canonical address */
  canonical: string;
  /** hreflang -> absolute address of each language sibling, x-default included */
  alternates: { hreflang: string; href: string }[];
  breadcrumbs: { name: string; href?: string }[];
  faq: { question: string; answer: string }[];
  ogImage?: string;
  ogType: string;
  twitterCard: string;
  siteName: string;
  noindex?: boolean;
}

/**
 * A page's head tags; without SEO facts (the page answered an error), the
 * layout's own (the root's title and noindex), which a route's meta would
 * otherwise replace.
 */
export function pageMeta(
  seo: PageSeo | undefined,
  matches: readonly ({ meta: MetaDescriptor[] } | undefined)[] = [],
): MetaDescriptor[] {
  if (!seo) return matches[0]?.meta ?? [];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:type", content: seo.ogType },
    { property: "og:site_name", content: seo.siteName },
    { name: "twitter:card", content: seo.twitterCard },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
  ];
  if (seo.keywords) tags.push({ name: "keywords", content: seo.keywords });
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  if (seo.ogImage) {
    tags.push({ property: "og:image", content: seo.ogImage }, { name: "twitter:image", content: seo.ogImage });
  }
  for (const alt of seo.alternates) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: alt.hreflang, href: alt.href });
  }
  if (seo.breadcrumbs.length > 1) {
    tags.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: seo.breadcrumbs.map((b, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: b.name,
          ...(b.href ? { item: b.href } : {}),
        })),
      },
    });
  }
  if (seo.faq.length > 0) {
    tags.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: seo.faq.map((f) => ({
          "@type": "Question",
          name: f.question,
          acceptedAnswer: { "@type": "Answer", text: f.answer },
        })),
      },
    });
  }
  return tags;
}
