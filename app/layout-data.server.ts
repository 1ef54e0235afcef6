/**
 * The layout's data on the server (decision 045): loaded once per language,
 * crop-scheme variant and content version, kept for rendering, and named by
 * the hash of its JSON, the address the browser fetches it at.
 */
import { createHash } from "node:crypto";
import type { AppLoadContext } from "react-router";
import type { Lang } from "@contracts/i18n/languages";
import { leadProductOptions } from "@contracts/lead/lead-products";
import { getLeadProducts, getPhrases, getSiteSettings } from "./content/queries";
import { loadFooterData } from "./footer/footer-data.server";
import { loadHeaderMenu } from "./header/header-data.server";
import { CROP_PHRASE_PAGES, LAYOUT_PHRASE_PAGES } from "./i18n/phrases";
import { keepLayoutData, layoutDataAt } from "./layout/layout-data-store";
import { reshapeSiteSettings } from "./layout/site-settings";
import type { LayoutData } from "./layout-data";

export const LAYOUT_DATA_PATH = "/layout-data";

interface Loaded {
  href: string;
  json: string;
}

/** The last layout loaded per language and variant, with the content version it was loaded at. */
const latest = new Map<string, { version: string; loaded: Loaded }>();

function variantOf(lang: Lang, crop: boolean): string {
  return crop ? `${lang}-crop` : lang;
}

async function load(context: AppLoadContext, lang: Lang, crop: boolean): Promise<LayoutData> {
  // spec 8: a failed read is logged by the provider and leaves its part of the layout empty
  const [settings, phrases, menu, footer, leadProducts] = await Promise.all([
    getSiteSettings(context.content),
    getPhrases(context.content, crop ? CROP_PHRASE_PAGES : LAYOUT_PHRASE_PAGES, lang),
    loadHeaderMenu(context, lang),
    loadFooterData(context, lang),
    getLeadProducts(context.content),
  ]);
  return {
    brand: reshapeSiteSettings(settings, lang),
    phrases,
    menu,
    footer,
    leadProducts: leadProductOptions(leadProducts, lang),
  };
}

/**
 * The layout data of a language and variant, kept for rendering: its address
 * and JSON. Loaded again only when the content changes (or, from a remote
 * content service, whose version is not known here, for every page).
 */
export async function loadLayoutData(context: AppLoadContext, lang: Lang, crop: boolean): Promise<Loaded> {
  const variant = variantOf(lang, crop);
  const version = context.contentVersion?.() ?? null;
  const known = latest.get(variant);
  if (version !== null && known?.version === version && layoutDataAt(known.loaded.href)) return known.loaded;
  const data = await load(context, lang, crop);
  const json = JSON.stringify(data);
  const hash = createHash("sha256").update(json).digest("base64url").slice(0, 16);
  const loaded = { href: `${LAYOUT_DATA_PATH}/${variant}-${hash}.json`, json };
  keepLayoutData(loaded.href, data);
  if (version !== null) latest.set(variant, { version, loaded });
  return loaded;
}
