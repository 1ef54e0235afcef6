/**
 * The header's data, loaded by the root loader for every page. The first
 * category, its sub-categories and their products are rendered on the server
 * (spec 4: the first category is chosen when categories load), so nothing in
 * the header moves when the page hydrates; the browser loads the others as
 * the visitor points at them (use-menu-catalog.ts).
 */
import type { AppLoadContext } from "react-router";
import { getMenuProductsIn, getSiteSettings, getSubCategories, getTopCategories } from "~/content/queries";
import type { Lang } from "@contracts/i18n/languages";
import type { ResolvedPage } from "~/routing/resolve-page";
import {
  groupBySubCategory,
  reshapeCategory,
  reshapeSubCategories,
  type MenuCategory,
  type MenuProduct,
  type MenuSubCategory,
} from "./menu-content";
import { isBuyNowPage, isSalesPartner, showsAccessibilityControls } from "./menu-rules";

/** The menu and store addresses: the same on every page of a language (the layout's data, decision 045). */
export interface HeaderMenu {
  /** top-level categories, in menu order */
  categories?: MenuCategory[];
  /** sub-categories of the categories loaded so far (the first one on the server), by category id */
  subCategories?: Record<number, MenuSubCategory[]>;
  /** products of the sub-categories loaded so far, by sub-category id */
  products?: Record<number, MenuProduct[]>;
  /** app-store addresses from the site settings (spec 2: iOS gets the App Store one) */
  appStoreUrl?: string;
  playStoreUrl?: string;
}

/** What the address's page decides of the header. */
export interface HeaderFlags {
  /** spec 4: sales-partner mode from the address (RO_code and reference_ID, or agr) */
  salesPartner?: boolean;
  /** spec 2: this page swaps the quick links for Buy Now once scrolled */
  buyNowPage?: boolean;
  /** spec 2: the accessibility controls show on this page */
  accessibilityControls?: boolean;
}

/**
 * Every field is optional: the root's error boundary renders the header with
 * whatever the root loader managed to load (possibly nothing).
 */
export type HeaderData = HeaderMenu & HeaderFlags;

export async function loadHeaderMenu(context: AppLoadContext, lang: Lang): Promise<HeaderMenu> {
  // spec 8: menu failures are only logged (by the provider); the menu renders empty
  const [menu, settings] = await Promise.all([loadFirstCategory(context, lang), getSiteSettings(context.content)]);
  return { ...menu, appStoreUrl: settings?.App_Store_Url ?? "", playStoreUrl: settings?.Play_Store_Url ?? "" };
}

export function headerFlags(page: ResolvedPage | null, url: URL): HeaderFlags {
  return {
    salesPartner: isSalesPartner({ search: url.searchParams, params: page?.params ?? {}, sslid: null }),
    buyNowPage: isBuyNowPage(page?.entry.productKey ?? page?.params.productKey),
    accessibilityControls: showsAccessibilityControls(page?.basePath ?? url.pathname),
  };
}

async function loadFirstCategory(context: AppLoadContext, lang: Lang) {
  const categories = await getTopCategories(context.content);
  const first = categories[0];
  if (!first) return { categories: [], subCategories: {}, products: {} };
  const subCategories = reshapeSubCategories(await getSubCategories(context.content, first.id, { menu: true }), lang);
  const ids = subCategories.map((c) => c.id);
  const products = await getMenuProductsIn(context.content, ids);
  return {
    categories: categories.map((c) => reshapeCategory(c, lang)),
    subCategories: { [first.id]: subCategories },
    products: groupBySubCategory(products, ids, lang),
  };
}
