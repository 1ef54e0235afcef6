/**
 * Links that come from content (footer menus, keywords, home banner tiles and
 * tabs): where they lead and how they open. Resolved on the server, so pages
 * ship finished addresses.
 */
import { localizePath, type Lang } from "@contracts/i18n/languages";
import { resolvePage } from "~/routing/resolve-page";

/** spec 3 "Menu category": a sub-menu item's link_type is External, Download or internal. */
export type LinkKind = "internal" | "external" | "download";

export interface ContentLink {
  href: string;
  kind: LinkKind;
  /** opens in a new tab (content target `_blank`, and every External link) */
  newTab: boolean;
  /** a page of this site: navigates inside the app */
  page: boolean;
}

const ABSOLUTE_URL = /^(https?:)?\/\/|^(mailto|tel):/i;

/** A menu item's `link_type` as a kind; anything but External and Download is internal (spec 3). */
export function linkKindOf(linkType: string | null | undefined, href: string): LinkKind {
  const type = (linkType ?? "").trim().toLowerCase();
  if (type === "external") return "external";
  if (type === "download") return "download";
  return ABSOLUTE_URL.test(href) ? "external" : "internal";
}

/**
 * The address of an internal link in the page's language: a path our route
 * table knows gets the language suffix (`/claim` -> `/claim/hindi`), or stays
 * English where its page is not in the language; files and anchors stay as written.
 */
export function localizeHref(href: string, lang: Lang): { href: string; page: boolean } {
  if (!href.startsWith("/") || href.startsWith("//")) return { href, page: false };
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? "" : href.slice(cut);
  if (!resolvePage(path)) return { href, page: false };
  // a page without the language (Assamese outside the crop pages) is linked in English (decision 067)
  const localized = localizePath(path, lang);
  return { href: `${resolvePage(localized) ? localized : path}${rest}`, page: true };
}

export function resolveContentLink(
  href: string,
  lang: Lang,
  options: { linkType?: string | null; target?: string | null } = {},
): ContentLink {
  const raw = href.trim();
  const kind = linkKindOf(options.linkType, raw);
  const local = kind === "internal" ? localizeHref(raw, lang) : { href: raw, page: false };
  return {
    href: local.href,
    kind,
    newTab: kind === "external" || options.target?.trim() === "_blank",
    page: local.page,
  };
}
