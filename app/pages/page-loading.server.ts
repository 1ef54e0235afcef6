/** What every page template's loader does first: which page, and its SEO facts. */
import { data, redirect, type AppLoadContext } from "react-router";
import { sameSitePath } from "@contracts/same-site-path";
import { getPhrases, getSiteSettings } from "~/content/queries";
import { localizedField, UNSUPPORTED_LANGUAGE_SUFFIXES } from "@contracts/i18n/languages";
import { translate } from "~/i18n/phrases";
import { resolvePage, type ResolvedPage } from "~/routing/resolve-page";
import { loadPageSeo } from "~/seo/page-seo.server";
import type { PageSeo } from "~/seo/page-seo";

export function requirePage(request: Request): { page: ResolvedPage; url: URL } {
  const url = new URL(request.url);
  const page = resolvePage(url.pathname);
  if (!page) noSuchPage(url);
  return { page, url };
}

export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * The English page an old other-language suffix leads to (`/about-us/tamil`
 * -> `/about-us`, decision 004) while those languages have no content, or
 * null when the address has no such suffix or its English page does not exist.
 */
export function otherLanguagePage(pathname: string): string | null {
  for (const suffix of UNSUPPORTED_LANGUAGE_SUFFIXES) {
    const ending = `/${suffix}`;
    if (!pathname.endsWith(ending)) continue;
    const basePath = pathname.slice(0, -ending.length) || "/";
    if (resolvePage(basePath)) return basePath;
  }
  return null;
}

/**
 * An address no page claims: 404 (the root error boundary shows the
 * not-found page), except an old other-language suffix, which leads to the
 * English page (`otherLanguagePage`).
 */
export function noSuchPage(url: URL): never {
  const englishPage = otherLanguagePage(url.pathname);
  if (englishPage) throw redirect(`${sameSitePath(englishPage)}${url.search}`, 302);
  notFound();
}

/** helmetdata of `pageComponent`, with brand-named fallbacks when an entry is missing. */
export async function seoFor(
  context: AppLoadContext,
  page: ResolvedPage,
  url: URL,
  pageComponent: string,
  fallback: { heading?: string; description?: string } = {},
): Promise<PageSeo> {
  const [settings, phrases] = await Promise.all([
    getSiteSettings(context.content),
    getPhrases(context.content, ["common"], page.lang),
  ]);
  const siteName = settings ? localizedField(settings, "Brand_Name", page.lang) : "";
  const heading = fallback.heading ?? siteName;
  return loadPageSeo(context, page, url.pathname, pageComponent, {
    title: heading && siteName && heading !== siteName ? `${heading} | ${siteName}` : heading,
    description: fallback.description ?? "",
    heading,
    siteName,
    homeCrumb: translate(phrases, "breadcrumb_home"),
  });
}

/**
 * The headers of a page that shows one visitor's answers or carries a form of
 * their details (quote journeys, auto-debit): never kept by the page cache or
 * a CDN (decision 036).
 */
export function privatePageHeaders() {
  return { "Cache-Control": "private, no-store" };
}
