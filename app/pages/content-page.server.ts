/** The generic content page's data: heading, breadcrumbs, description and FAQs from helmetdata. */
import type { AppLoadContext } from "react-router";
import { localizedField } from "@contracts/i18n/languages";
import { getProductByKey } from "~/content/queries";
import type { ResolvedPage } from "~/routing/resolve-page";
import { seoFor } from "./page-loading.server";

export async function loadContentPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const preset = page.entry.presetProduct ? await getProductByKey(context.content, page.entry.presetProduct) : null;
  const seo = await seoFor(context, page, url, page.entry.page);
  return {
    seo,
    pageComponent: page.entry.page,
    presetProduct: preset ? { key: preset.key, name: localizedField(preset, "Name", page.lang) } : null,
  };
}
