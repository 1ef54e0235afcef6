/**
 * Typed content queries: the calls of spec section 7 ("Content service"),
 * each once. Loaders call these; nothing else builds content query strings.
 */
import type { ContentSource } from "./content-source";
import type { HelmetData, Product, ProductCategory, ProductData, SiteSettings, TranslationKeyword } from "./types";
import { LANG_INFO, type Lang } from "~/i18n/languages";

const q = encodeURIComponent;

/** Phrases for one language from the translation keywords of the given pages (spec 7). */
export async function getPhrases(
  content: ContentSource,
  pageNames: string[],
  lang: Lang,
): Promise<Record<string, string>> {
  const pages = pageNames.map((p) => `translationpages.page_name=${q(p)}`).join("&");
  const keywords = await content.get<TranslationKeyword[]>(`/translationkeywords?${pages}&_start=0&_limit=1000`);
  const field = LANG_INFO[lang].phraseField;
  const phrases: Record<string, string> = {};
  for (const k of keywords) phrases[k.keyword] = k[field] || k.content_en || "";
  return phrases;
}

export async function getHelmet(content: ContentSource, pageComponent: string, lang: Lang): Promise<HelmetData | null> {
  const language = LANG_INFO[lang].contentLanguage;
  const rows = await content.get<HelmetData[]>(
    `/helmetdata?pageComponent=${q(pageComponent)}&languages.language=${q(language)}&_limit=1`,
  );
  return rows[0] ?? null;
}

export async function getSiteSettings(content: ContentSource): Promise<SiteSettings | null> {
  const rows = await content.get<SiteSettings[]>("/sitesettings?_limit=1");
  return rows[0] ?? null;
}

export async function getProductByKey(content: ContentSource, key: string): Promise<Product | null> {
  const rows = await content.get<Product[]>(`/products?key=${q(key)}&is_active=true&_limit=1`);
  return rows[0] ?? null;
}

export async function getProductData(content: ContentSource, key: string, lang: Lang): Promise<ProductData | null> {
  const language = LANG_INFO[lang].contentLanguage;
  const rows = await content.get<ProductData[]>(
    `/productdata?key=${q(key)}&languages.language=${q(language)}&_limit=1`,
  );
  return rows[0] ?? null;
}

export async function getCategoryByUrl(content: ContentSource, categoryUrl: string): Promise<ProductCategory | null> {
  const rows = await content.get<ProductCategory[]>(
    `/productcategories?category_url=${q(categoryUrl)}&productcategories_null=true&is_active=true&_limit=1`,
  );
  return rows[0] ?? null;
}

/** Sub-categories of a top-level category (spec 7: productcategories={id}). */
export async function getSubCategories(content: ContentSource, parentId: number): Promise<ProductCategory[]> {
  return content.get<ProductCategory[]>(
    `/productcategories?productcategories=${parentId}&is_active=true&_sort=sort_order:ASC`,
  );
}

/** Active products of the given categories, in catalogue order. */
export async function getProductsInCategories(content: ContentSource, categoryIds: number[]): Promise<Product[]> {
  if (categoryIds.length === 0) return [];
  const ids = categoryIds.map((id) => `productcategories_in=${id}`).join("&");
  return content.get<Product[]>(`/products?${ids}&is_active=true&_sort=sort_order:ASC,id:ASC&_limit=-1`);
}

/** Top-level categories: the product listings (spec 7: productcategories_null=true). */
export async function getTopCategories(content: ContentSource): Promise<ProductCategory[]> {
  return content.get<ProductCategory[]>(
    "/productcategories?productcategories_null=true&is_active=true&isMenu=true&_sort=sort_order:ASC",
  );
}
