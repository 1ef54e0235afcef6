/**
 * The footer's content calls (spec 7 "Content service": /menucategories of
 * the FooterMenu by display_order, /products?is_active=true&isMenu=true,
 * /keywords, /objectives) and the site settings it shows (stores, social
 * links, the regulator's consumer portal).
 */
import type { ContentSource } from "~/content/content-source";
import type { Media, Product, SiteSettings } from "~/content/types";

export interface SubMenuItem {
  title_en: string;
  title_hi: string | null;
  title_kannad: string | null;
  menu_link: string;
  /** "internal" | "External" | "Download" (spec 3) */
  link_type: string | null;
}

export interface MenuCategory {
  id: number;
  Name_en: string;
  Name_hi: string | null;
  Name_kannad: string | null;
  menu_type: string;
  display_order: number | null;
  status: boolean;
  sub_menu_items: SubMenuItem[] | null;
}

export interface Keyword {
  id: number;
  Name: string;
  Name_hi: string | null;
  Name_kannad: string | null;
  link: string;
}

export interface Objective {
  id: number;
  /** "Vision" or "Mission" (spec 3) */
  title: string;
  description_en: string | null;
  description_hi: string | null;
  description_kannad: string | null;
}

/** The site settings with the footer's fields (DESIGN.md "Content, not code"). */
export interface FooterSettings extends SiteSettings {
  Social_Links: { Network: string; Url: string }[] | null;
  App_Store_Url: string | null;
  Play_Store_Url: string | null;
  Consumer_Portal_Url: string | null;
}

export interface AppBannerMedia {
  id: number;
  Alt_Text_en: string | null;
  Alt_Text_hi: string | null;
  Alt_Text_kannad: string | null;
  Mobile_Banner: Media | null;
}

export const FOOTER_MENU_TYPE = "FooterMenu";

export function getFooterMenus(content: ContentSource): Promise<MenuCategory[]> {
  return content.get<MenuCategory[]>(
    `/menucategories?menu_type=${FOOTER_MENU_TYPE}&status=true&_sort=display_order:ASC`,
  );
}

/** spec 7: /products?is_active=true&isMenu=true — all of them (the catalogue has about 100). */
export function getMenuProducts(content: ContentSource): Promise<Product[]> {
  return content.get<Product[]>("/products?is_active=true&isMenu=true&_sort=sort_order:ASC,id:ASC&_limit=-1");
}

export function getKeywords(content: ContentSource): Promise<Keyword[]> {
  return content.get<Keyword[]>("/keywords?_limit=-1");
}

export function getObjectives(content: ContentSource): Promise<Objective[]> {
  return content.get<Objective[]>("/objectives");
}

export async function getFooterSettings(content: ContentSource): Promise<FooterSettings | null> {
  const rows = await content.get<FooterSettings[]>("/sitesettings?_limit=1");
  return rows[0] ?? null;
}

export async function getAppBannerMedia(content: ContentSource): Promise<AppBannerMedia | null> {
  const rows = await content.get<AppBannerMedia[]>("/mobileappbanners?_limit=1");
  return rows[0] ?? null;
}
