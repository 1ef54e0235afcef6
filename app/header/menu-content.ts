/**
 * The mega-menu's categories and products, reshaped into the header's types
 * (spec 2 "Mega-menu": links built from each product's key). The server's
 * header loader and the browser (which loads the other categories as the
 * visitor points at them) share these, so both build the same links.
 */
import type { Entry } from "@contracts/content/entry-types";
import { localizedField, localizePath, siteLanguage, type Lang } from "@contracts/i18n/languages";
import { productHref } from "~/routing/product-href";
import { isHealthSubCategory, withoutRemovedSubCategories } from "./menu-rules";

/** A top-level category: a tab of the mega-menu (Retail, Corporate, ...). */
export interface MenuCategory {
  id: number;
  name: string;
  /** its listing page in the visitor's language, when it has one */
  href: string | null;
}

export interface MenuSubCategory {
  id: number;
  name: string;
  href: string | null;
  /** health sub-categories get the Explore Plans button and the mobile View More toggle */
  health: boolean;
}

export interface MenuProduct {
  id: number;
  key: string;
  name: string;
  href: string;
}

/** A content address of a category, in the visitor's language; external or empty ones give none. */
function categoryHref(category: Entry<"productcategories">, lang: Lang): string | null {
  const url = category.category_url?.trim();
  return url && url.startsWith("/") ? localizePath(url, siteLanguage(lang)) : null;
}

export function reshapeCategory(category: Entry<"productcategories">, lang: Lang): MenuCategory {
  return { id: category.id, name: localizedField(category, "Name", lang), href: categoryHref(category, lang) };
}

export function reshapeSubCategory(category: Entry<"productcategories">, lang: Lang): MenuSubCategory {
  return {
    id: category.id,
    name: localizedField(category, "Name", lang),
    href: categoryHref(category, lang),
    health: isHealthSubCategory(category),
  };
}

/** A category's sub-categories as the menu shows them (spec 4: COVID-19 Insurance is removed). */
export function reshapeSubCategories(rows: readonly Entry<"productcategories">[], lang: Lang): MenuSubCategory[] {
  return withoutRemovedSubCategories(rows).map((c) => reshapeSubCategory(c, lang));
}

/** spec 2: product links are built from each product's key, with the language's path for Hindi and Kannada. */
export function reshapeProduct(product: Entry<"products">, lang: Lang): MenuProduct {
  return {
    id: product.id,
    key: product.key,
    name: localizedField(product, "Name", lang),
    href: productHref(product.key, lang),
  };
}

/**
 * Products of several sub-categories, grouped by sub-category in catalogue
 * order (a product in two sub-categories shows under both).
 */
export function groupBySubCategory(
  products: readonly Entry<"products">[],
  subCategoryIds: readonly number[],
  lang: Lang,
): Record<number, MenuProduct[]> {
  const groups: Record<number, MenuProduct[]> = {};
  for (const id of subCategoryIds) groups[id] = [];
  for (const product of products) {
    const shaped = reshapeProduct(product, lang);
    for (const category of product.productcategories) groups[category.id]?.push(shaped);
  }
  return groups;
}
