/**
 * The header's data, loaded by the root loader for every page. The first
 * category, its sub-categories and their products are rendered on the server
 * (spec 4: the first category is chosen when categories load), so nothing in
 * the header moves when the page hydrates; the browser loads the others as
 * the visitor points at them (menu-queries.ts).
 */
import type { AppLoadContext } from "react-router";
import { getSiteSettings } from "~/content/queries";
import type { Lang } from "~/i18n/languages";
import type { SiteSettings } from "~/content/types";
import type { ResolvedPage } from "~/routing/resolve-page";
import {
  getMenuCategories,
  getMenuProductsIn,
  getMenuSubCategories,
  groupBySubCategory,
  reshapeCategory,
  reshapeSubCategory,
  type MenuCategory,
  type MenuProduct,
  type MenuSubCategory,
} from "./menu-queries";
import { isBuyNowPage, isSalesPartner, showsAccessibilityControls } from "./menu-rules";

/**
 * Every field is optional: the root's error boundary renders the header with
 * whatever the root loader managed to load (possibly nothing).
 */
export interface HeaderData {
  /** top-level categories, in menu order */
  categories?: MenuCategory[];
  /** sub-categories of the categories loaded so far (the first one on the server), by category id */
  subCategories?: Record<number, MenuSubCategory[]>;
  /** products of the sub-categories loaded so far, by sub-category id */
  products?: Record<number, MenuProduct[]>;
  /** spec 4: sales-partner mode from the address (RO_code and reference_ID, or agr) */
  salesPartner?: boolean;
  /** spec 2: this page swaps the quick links for Buy Now once scrolled */
  buyNowPage?: boolean;
  /** spec 2: the accessibility controls show on this page */
  accessibilityControls?: boolean;
  /** app-store addresses from the site settings (spec 2: iOS gets the App Store one) */
  appStoreUrl?: string;
  playStoreUrl?: string;
}

/** The site settings' store addresses (content model `sitesettings`). */
type StoreLinks = Pick<SiteSettings, "id"> & { App_Store_Url?: string | null; Play_Store_Url?: string | null };

export async function loadHeaderData(
  context: AppLoadContext,
  lang: Lang,
  page: ResolvedPage | null,
  url: URL,
): Promise<HeaderData> {
  const [menu, settings] = await Promise.all([
    loadFirstCategory(context, lang).catch((error: unknown) => {
      // spec 8: menu failures are only logged; the menu renders empty
      console.error("content: header menu failed:", error instanceof Error ? error.message : error);
      return { categories: [], subCategories: {}, products: {} };
    }),
    getSiteSettings(context.content)
      .then((s): StoreLinks | null => s)
      .catch(() => null),
  ]);
  return {
    ...menu,
    salesPartner: isSalesPartner({ search: url.searchParams, params: page?.params ?? {}, sslid: null }),
    buyNowPage: isBuyNowPage(page?.entry.productKey ?? page?.params.productKey),
    accessibilityControls: showsAccessibilityControls(page?.basePath ?? url.pathname),
    appStoreUrl: settings?.App_Store_Url ?? "",
    playStoreUrl: settings?.Play_Store_Url ?? "",
  };
}

async function loadFirstCategory(context: AppLoadContext, lang: Lang) {
  const categories = await getMenuCategories(context.content);
  const first = categories[0];
  if (!first) return { categories: [], subCategories: {}, products: {} };
  const subCategories = await getMenuSubCategories(context.content, first.id);
  const ids = subCategories.map((c) => c.id);
  const products = await getMenuProductsIn(context.content, ids);
  return {
    categories: categories.map((c) => reshapeCategory(c, lang)),
    subCategories: { [first.id]: subCategories.map((c) => reshapeSubCategory(c, lang)) },
    products: groupBySubCategory(products, ids, lang),
  };
}
