import type { AppLoadContext } from "react-router";
import type { PageSeo } from "./page-seo";
import type { Entry } from "@contracts/content/entry-types";
import { getHelmet } from "~/content/queries";
import { LANG_INFO, localizePath, type Lang } from "@contracts/i18n/languages";
import { languagesOf, type ResolvedPage } from "~/routing/resolve-page";

const URL_LANG_KEYS: Record<Lang, string> = { en: "en", hi: "hi", kn: "kn", as: "as" };

export interface SeoFallback {
  title: string;
  description: string;
  heading: string;
  siteName: string;
  /** breadcrumb name of the page itself */
  crumb?: string;
  homeCrumb: string;
}

/** Canonical rule (spec 2): helmetdata's canonical, except where the page must be its own. */
function canonicalPath(page: ResolvedPage, pathname: string, helmet: Entry<"helmetdata"> | null): string {
  const ownAddress = page.entry.selfCanonical || page.entry.path.includes(":") || !helmet?.canonical;
  return ownAddress ? pathname : helmet.canonical!;
}

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** Load a page's helmetdata and work out its head tags and breadcrumbs. */
export async function loadPageSeo(
  context: AppLoadContext,
  page: ResolvedPage,
  pathname: string,
  pageComponent: string,
  fallback: SeoFallback,
): Promise<PageSeo> {
  // spec 8: a failed read is logged by the provider; the page renders with the fallbacks
  const helmet = await getHelmet(context.content, pageComponent, page.lang);
  const origin = context.siteOrigin;
  const langs = languagesOf(page.entry).filter((l) => helmet?.urlLangList?.[URL_LANG_KEYS[l]] !== false);
  // The address a visitor reached, in each sibling language (params kept).
  const alternates = langs.map((l) => ({
    hreflang: LANG_INFO[l].hreflang,
    href: absolute(origin, localizePath(page.basePath, l)),
  }));
  alternates.push({ hreflang: "x-default", href: absolute(origin, page.basePath) });

  const crumbs = helmet?.breadcrumbs_items?.length
    ? helmet.breadcrumbs_items.map((b) => ({ name: b.name, href: b.item ? absolute(origin, b.item) : undefined }))
    : [
        { name: fallback.homeCrumb, href: absolute(origin, localizePath("/", page.lang)) },
        { name: fallback.crumb ?? fallback.heading, href: undefined },
      ];

  return {
    title: fallback.title && !helmet?.metaTitle ? fallback.title : (helmet?.metaTitle ?? fallback.title),
    description: helmet?.metaDescription || fallback.description,
    keywords: helmet?.metaKeywords ?? "",
    heading: helmet?.pageHeading || fallback.heading,
    intro: helmet?.pageDescription || helmet?.metaDescription || fallback.description,
    canonical: absolute(origin, canonicalPath(page, pathname, helmet)),
    alternates,
    breadcrumbs: crumbs,
    faq: helmet?.faq_items ?? [],
    ogImage: helmet?.ogImage ? absolute(origin, helmet.ogImage) : undefined,
    ogType: helmet?.ogType || "website",
    twitterCard: helmet?.twitterCard || "summary",
    siteName: fallback.siteName,
  };
}
