/** The footer's rules (spec 2 "Common footer", spec 3 "Menu category"), applied on the server. */
import type { Entry } from "@contracts/content/entry-types";
import { localizedField, plainEnglishField, type Lang } from "@contracts/i18n/languages";
import { productHref } from "~/routing/product-href";
import { resolveContentLink, type ContentLink } from "~/routing/content-link";
import { FOOTER_MENU_TYPE } from "~/content/content-rules";

export interface FooterLink {
  label: string;
  link: ContentLink;
}

export interface FooterMenu {
  id: number;
  title: string;
  links: FooterLink[];
}

export interface FooterProduct {
  id: number;
  key: string;
  name: string;
  href: string;
}

export interface FooterObjective {
  /** Vision and Mission get their heading in the page's language; other titles show as written */
  kind: "vision" | "mission" | null;
  title: string;
  description: string;
}

export interface SocialLink {
  network: string;
  url: string;
}

export interface AppImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** spec 3: menu categories of the FooterMenu, active, by display_order; each item by its link type. */
export function reshapeFooterMenus(categories: readonly Entry<"menucategories">[], lang: Lang): FooterMenu[] {
  return categories
    .filter((c) => c.menu_type === FOOTER_MENU_TYPE && c.status)
    .map((c, index) => ({ c, index }))
    .sort((a, b) => (a.c.display_order ?? Infinity) - (b.c.display_order ?? Infinity) || a.index - b.index)
    .map(({ c }) => ({
      id: c.id,
      title: localizedField(c, "Name", lang),
      links: c.sub_menu_items
        .filter((item) => item.menu_link.trim())
        .map((item) => ({
          label: localizedField(item, "title", lang),
          link: resolveContentLink(item.menu_link, lang, { linkType: item.link_type }),
        })),
    }))
    .filter((menu) => menu.links.length > 0);
}

export function reshapeFooterProducts(products: readonly Entry<"products">[], lang: Lang): FooterProduct[] {
  return products
    .filter((p) => p.is_active && p.isMenu)
    .map((p) => ({ id: p.id, key: p.key, name: localizedField(p, "Name", lang), href: productHref(p.key, lang) }));
}

/**
 * Keywords carry English in `Name` (no suffix) and the others in `Name_hi` / `Name_kannad`
 * (spec 3) and, for the crop pages' layout, `Name_assamese` (decision 067).
 */
export function reshapeKeywords(keywords: readonly Entry<"keywords">[], lang: Lang): FooterLink[] {
  return keywords
    .filter((k) => k.link.trim())
    .map((k) => ({ label: plainEnglishField(k, "Name", lang), link: resolveContentLink(k.link, lang) }));
}

export function reshapeObjectives(objectives: readonly Entry<"objectives">[], lang: Lang): FooterObjective[] {
  const order = (o: FooterObjective) => (o.kind === "vision" ? 0 : o.kind === "mission" ? 1 : 2);
  return objectives
    .map((o) => {
      const title = o.title.trim();
      const kind = title.toLowerCase() === "vision" ? "vision" : title.toLowerCase() === "mission" ? "mission" : null;
      return { kind, title, description: localizedField(o, "description", lang) } satisfies FooterObjective;
    })
    .filter((o) => o.description)
    .sort((a, b) => order(a) - order(b));
}

export function socialLinksOf(settings: Entry<"sitesettings"> | null): SocialLink[] {
  return (settings?.Social_Links ?? [])
    .filter((s) => /^https:\/\//.test(s.Url))
    .map((s) => ({ network: s.Network, url: s.Url }));
}

export function appImageOf(banner: Entry<"mobileappbanners"> | null, lang: Lang): AppImage | null {
  const media = banner?.Mobile_Banner;
  if (!banner || !media?.url) return null;
  return {
    url: media.url,
    width: media.width ?? 0,
    height: media.height ?? 0,
    alt: localizedField(banner, "Alt_Text", lang),
  };
}
