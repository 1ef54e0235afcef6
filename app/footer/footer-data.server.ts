/** The footer's data, loaded by the root loader for every page (spec 2 "Common footer"). */
import type { AppLoadContext } from "react-router";
import type { Lang } from "@contracts/i18n/languages";
import {
  getAllMenuProducts,
  getFooterMenus,
  getKeywords,
  getMobileAppBanner,
  getObjectives,
  getSiteSettings,
} from "~/content/queries";
import {
  appImageOf,
  reshapeFooterMenus,
  reshapeFooterProducts,
  reshapeKeywords,
  reshapeObjectives,
  socialLinksOf,
  type AppImage,
  type FooterLink,
  type FooterMenu,
  type FooterObjective,
  type FooterProduct,
  type SocialLink,
} from "./footer-content";
import type { StoreUrls } from "~/ui/store-links";
import { storeUrlsOf } from "~/layout/site-settings";

/** Every field is optional: a failed content call leaves its part of the footer out (spec 8). */
export interface FooterData {
  menus?: FooterMenu[];
  products?: FooterProduct[];
  keywords?: FooterLink[];
  objectives?: FooterObjective[];
  stores?: StoreUrls;
  consumerPortalUrl?: string | null;
  social?: SocialLink[];
  appImage?: AppImage | null;
}

export async function loadFooterData(context: AppLoadContext, lang: Lang): Promise<FooterData> {
  const { content } = context;
  // spec 8: a failed read is logged by the provider and leaves its part of the footer empty
  const [menus, products, keywords, objectives, settings, appBanner] = await Promise.all([
    getFooterMenus(content),
    getAllMenuProducts(content),
    getKeywords(content),
    getObjectives(content),
    getSiteSettings(content),
    getMobileAppBanner(content),
  ]);
  return {
    menus: reshapeFooterMenus(menus, lang),
    products: reshapeFooterProducts(products, lang),
    keywords: reshapeKeywords(keywords, lang),
    objectives: reshapeObjectives(objectives, lang),
    stores: storeUrlsOf(settings),
    consumerPortalUrl: settings?.Consumer_Portal_Url || null,
    social: socialLinksOf(settings),
    appImage: appImageOf(appBanner, lang),
  };
}
