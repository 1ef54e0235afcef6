/**
 * The not-found page is the same for every unknown address in a language and
 * route, so it names itself with a page key and the server keeps it once
 * (decision 045). `knownNotFound` tells, before React Router runs, when an
 * address certainly leads there: the server then answers the kept page for
 * the cost of a lookup, whatever new address a scanner or a broken link asks.
 */
import { splitLanguage, type Lang } from "@contracts/i18n/languages";
import type { PageEntryHooks } from "@contracts/page-context";
import { requireProductByKey } from "~/content/queries";
import { resolvePage } from "~/routing/resolve-page";
import { otherLanguagePage } from "./page-loading.server";

/** The route of every address but the home page's (app/routes.ts). */
export const CATALOGUE_ROUTE_ID = "catalogue";

export function notFoundPageKey(lang: Lang, routeId: string): string {
  return `not-found:${lang}:${routeId}`;
}

/**
 * What the catalogue route's loader would answer 404 for, decided as it
 * decides (requirePage, loadProductPage): an address no page claims, other
 * than an old other-language suffix whose English page exists (which
 * redirects), or a product address
 * the catalogue has no product of. Null for everything else, and when the
 * catalogue cannot be read (the loader answers 503 then).
 */
export const knownNotFound: NonNullable<PageEntryHooks["knownNotFound"]> = async (pathname, routeId, context) => {
  if (routeId !== CATALOGUE_ROUTE_ID) return null;
  // an old other-language suffix redirects, even where a product key could be read (`/bengali`)
  if (otherLanguagePage(pathname)) return null;
  const { lang } = splitLanguage(pathname);
  const page = resolvePage(pathname);
  if (!page) return notFoundPageKey(lang, routeId);
  const productKey = page.entry.template === "product" ? (page.entry.productKey ?? page.params.productKey) : undefined;
  if (!productKey) return null;
  try {
    const product = await requireProductByKey(context.content, productKey);
    return product ? null : notFoundPageKey(lang, routeId);
  } catch {
    return null;
  }
};
