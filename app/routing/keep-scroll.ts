/**
 * spec 2: the pages that keep their scroll position on navigation (branch,
 * garage and hospital locators, our reach, the product listings), by their
 * fixed English address. A list of its own, apart from the route table, so
 * that the browser's bundle, where every internal link asks it, does not
 * carry the whole table (about 3 KB on the wire).
 */
import { splitLanguage } from "@contracts/i18n/languages";

export const KEEP_SCROLL_PATHS: ReadonlySet<string> = new Set([
  "/our-reach",
  "/product/retail",
  "/product/corporate",
  "/product/rural",
  "/product/withdrawn",
  "/contact-us/branch",
  "/contact-us/garage",
  "/contact-us/cashless-hospitals-networks",
]);

/** Whether navigating to this address keeps the scroll position. */
export function keepsScroll(pathname: string): boolean {
  return KEEP_SCROLL_PATHS.has(splitLanguage(pathname).basePath);
}
