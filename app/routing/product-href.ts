import { routeTable } from "./route-table";
import { localizePath, type Lang } from "@contracts/i18n/languages";

const productPaths = new Map<string, string>();
for (const entry of routeTable) {
  if (entry.productKey && !entry.path.includes(":") && !productPaths.has(entry.productKey)) {
    productPaths.set(entry.productKey, entry.path);
  }
}

/**
 * spec 2: product links are built from the product's key, with the
 * language-specific path for Hindi and Kannada. Products with a page of their
 * own in the route table link there; every other one lives at `/{key}`.
 */
export function productHref(key: string, lang: Lang): string {
  return localizePath(productPaths.get(key) ?? `/${key}`, lang);
}
