/** The footer's data, loaded by the root loader for every page (spec 2 "Common footer"). */
import type { AppLoadContext } from "react-router";
import type { Lang } from "~/i18n/languages";
import {
  getAppBannerMedia,
  getFooterMenus,
  getFooterSettings,
  getKeywords,
  getMenuProducts,
  getObjectives,
} from "./footer-queries";
import {
  appImageOf,
  reshapeFooterMenus,
  reshapeFooterProducts,
  reshapeKeywords,
  reshapeObjectives,
  socialLinksOf,
  storeUrlsOf,
  type AppImage,
  type FooterLink,
  type FooterMenu,
  type FooterObjective,
  type FooterProduct,
  type SocialLink,
} from "./footer-content";
import type { StoreUrls } from "./store-links";

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

function logged<T>(what: string, fallback: T) {
  return (error: unknown): T => {
    console.error(`content: footer ${what} failed:`, error instanceof Error ? error.message : error);
    return fallback;
  };
}

export async function loadFooterData(context: AppLoadContext, lang: Lang): Promise<FooterData> {
  const { content } = context;
  const [menus, products, keywords, objectives, settings, appBanner] = await Promise.all([
    getFooterMenus(content).catch(logged("menus", [])),
    getMenuProducts(content).catch(logged("products", [])),
    getKeywords(content).catch(logged("keywords", [])),
    getObjectives(content).catch(logged("objectives", [])),
    getFooterSettings(content).catch(logged("settings", null)),
    getAppBannerMedia(content).catch(logged("app banner", null)),
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
