/** The generic content page's data: heading, breadcrumbs, description and FAQs from helmetdata. */
import type { AppLoadContext } from "react-router";
import { localizedField, localizePath } from "@contracts/i18n/languages";
import { getPhrases, getProductByKey, requireExpectations } from "~/content/queries";
import { visitorSitemap } from "~/seo/sitemap.server";
import type { ResolvedPage } from "~/routing/resolve-page";
import { seoFor } from "./page-loading.server";

/** A promise of /what-you-expect in the page's language (issue 16, collection `whatcanyouexpects`). */
export interface Expectation {
  id: number;
  title: string;
  description: string;
  href: string | null;
}

/** Content pages whose body is a list of their own collection: /what-you-expect's promises. */
const LISTS: Readonly<Record<string, (context: AppLoadContext, page: ResolvedPage) => Promise<Expectation[]>>> = {
  "what-you-expect": async (context, page) =>
    (await requireExpectations(context.content)).map((e) => ({
      id: e.id,
      title: localizedField(e, "title", page.lang),
      description: localizedField(e, "description", page.lang),
      href: e.link ? localizePath(e.link, page.lang) : null,
    })),
};

/** /sitemap (issue 16): every page a visitor can reach, grouped, with its group names. */
async function sitemapOf(context: AppLoadContext, page: ResolvedPage) {
  if (page.entry.page !== "sitemap") return { sitemap: null, phrases: {} };
  const [sitemap, phrases] = await Promise.all([
    visitorSitemap(context, page.lang),
    getPhrases(context.content, ["sitemap_page"], page.lang),
  ]);
  return { sitemap, phrases };
}

export async function loadContentPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const [preset, seo, expectations, { sitemap, phrases }] = await Promise.all([
    page.entry.presetProduct ? getProductByKey(context.content, page.entry.presetProduct) : null,
    seoFor(context, page, url, page.entry.page),
    LISTS[page.entry.page]?.(context, page) ?? [],
    sitemapOf(context, page),
  ]);
  return {
    seo,
    pageComponent: page.entry.page,
    presetProduct: preset ? { key: preset.key, name: localizedField(preset, "Name", page.lang) } : null,
    expectations,
    sitemap,
    phrases,
    lang: page.lang,
  };
}
