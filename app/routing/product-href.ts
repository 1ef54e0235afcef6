import { localizePath, siteLanguage, type Lang } from "@contracts/i18n/languages";
import { PRODUCT_PAGE_PATHS } from "./product-pages";

/**
 * spec 2: product links are built from the product's key, with the
 * language-specific path for Hindi and Kannada. Products with a page of their
 * own link there; every other one lives at `/{key}`.
 */
export function productHref(key: string, lang: Lang): string {
  // product pages are in the site's languages: from an Assamese crop page, the English one
  const path = Object.hasOwn(PRODUCT_PAGE_PATHS, key) ? PRODUCT_PAGE_PATHS[key]! : `/${key}`;
  return localizePath(path, siteLanguage(lang));
}
