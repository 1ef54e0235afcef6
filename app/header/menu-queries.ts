/**
 * The mega-menu's content calls (spec 7 "Content service": productcategories
 * and products with is_active and isMenu) and their reshaping into the
 * header's types. The server's header loader and the browser (which loads
 * the other categories as the visitor points at them) share these, so both
 * build the same query strings and the same links.
 */
import type { ContentSource } from "~/content/content-source";
import type { Product, ProductCategory } from "~/content/types";
import { localizedField, localizePath, type Lang } from "~/i18n/languages";
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

/** spec 7: /productcategories?productcategories_null=true&is_active=true&isMenu=true, the header's _sort. */
export function getMenuCategories(content: ContentSource): Promise<ProductCategory[]> {
  return content.get<ProductCategory[]>(
    "/productcategories?productcategories_null=true&is_active=true&isMenu=true&_sort=sort_order:ASC",
  );
}

/** spec 7: /productcategories?productcategories={id}&is_active=true&isMenu=true (COVID-19 removed, spec 4). */
export async function getMenuSubCategories(content: ContentSource, categoryId: number): Promise<ProductCategory[]> {
  const rows = await content.get<ProductCategory[]>(
    `/productcategories?productcategories=${categoryId}&is_active=true&isMenu=true&_sort=sort_order:ASC`,
  );
  return withoutRemovedSubCategories(rows);
}

/** spec 7: /products?productcategories={id}&_sort=sort_order:ASC&is_active=true&isMenu=true */
export function getMenuProducts(content: ContentSource, subCategoryId: number): Promise<Product[]> {
  return content.get<Product[]>(
    `/products?productcategories=${subCategoryId}&_sort=sort_order:ASC&is_active=true&isMenu=true&_limit=-1`,
  );
}

/** spec 7: /products?productcategories_in={id}... for all sub-categories of a category at once (mobile menu). */
export async function getMenuProductsIn(content: ContentSource, subCategoryIds: readonly number[]): Promise<Product[]> {
  if (subCategoryIds.length === 0) return [];
  const ids = subCategoryIds.map((id) => `productcategories_in=${id}`).join("&");
  return content.get<Product[]>(`/products?${ids}&_sort=sort_order:ASC&is_active=true&isMenu=true&_limit=-1`);
}

/** A content address of a category, in the visitor's language; external or empty ones give none. */
function categoryHref(category: ProductCategory, lang: Lang): string | null {
  const url = category.category_url?.trim();
  return url && url.startsWith("/") ? localizePath(url, lang) : null;
}

export function reshapeCategory(category: ProductCategory, lang: Lang): MenuCategory {
  return { id: category.id, name: localizedField(category, "Name", lang), href: categoryHref(category, lang) };
}

export function reshapeSubCategory(category: ProductCategory, lang: Lang): MenuSubCategory {
  return {
    id: category.id,
    name: localizedField(category, "Name", lang),
    href: categoryHref(category, lang),
    health: isHealthSubCategory(category),
  };
}

/** spec 2: product links are built from each product's key, with the language's path for Hindi and Kannada. */
export function reshapeProduct(product: Product, lang: Lang): MenuProduct {
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
  products: readonly Product[],
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
