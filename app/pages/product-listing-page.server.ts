/** /product/{category}: the products of a top-level category, by sub-category. */
import type { AppLoadContext } from "react-router";
import { localizedField, localizePath, type Lang } from "@contracts/i18n/languages";
import {
  getCampaignBanners,
  getPhrases,
  getProductsInCategories,
  getSubCategories,
  getTopCategories,
  requireCategoryByUrl,
} from "~/content/queries";
import { productHref } from "~/routing/product-href";
import type { ResolvedPage } from "~/routing/resolve-page";
import { truncateText } from "~/text/truncate";
import { notFound, seoFor } from "./page-loading.server";
import { PRODUCT_DETAIL_PHRASE_PAGES } from "./product-page.server";
import type { ListingLine, ListingSection } from "./product-listing-page";
import { liveBanners } from "~/content/campaign-banners";

/** The campaign `placement` of a listing (issue 16, decision 069): its category, `/product/retail` -> `retail`. */
export function placementOf(path: string): string {
  return path.split("/").filter(Boolean).at(-1) ?? "";
}

export async function loadProductListingPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const category = await requireCategoryByUrl(context.content, page.entry.path);
  if (!category) notFound();
  const { lang } = page;
  const placement = placementOf(page.entry.path);
  const [sections, seo, banners, phrases] = await Promise.all([
    sectionsOf(context, category.id, lang),
    seoFor(context, page, url, page.entry.page, { heading: localizedField(category, "Name", lang) }),
    getCampaignBanners(context.content, placement),
    getPhrases(context.content, [...PRODUCT_DETAIL_PHRASE_PAGES, "home_sections"], lang),
  ]);
  return { seo, sections, lang, campaigns: liveBanners(banners, placement, lang, new Date()), phrases };
}

/** The withdrawn products' listing: no longer sold, so /product (every line on sale) leaves it out. */
const WITHDRAWN_LISTING = "/product/withdrawn";

/** /product (issue 16): every line on sale (retail, corporate, rural) with its categories and products. */
export async function loadAllLinesPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const { lang } = page;
  const allTops = await getTopCategories(context.content);
  const tops = allTops.filter((c) => c.category_url !== WITHDRAWN_LISTING);
  const withdrawn = allTops.find((c) => c.category_url === WITHDRAWN_LISTING);
  const lines: ListingLine[] = await Promise.all(
    tops.map(async (top) => {
      const sections = await sectionsOf(context, top.id, lang);
      return {
        id: top.id,
        name: localizedField(top, "Name", lang),
        href: localizePath(top.category_url ?? "/product", lang),
        productCount: new Set(sections.flatMap((s) => s.products.map((p) => p.key))).size,
        sections,
      };
    }),
  );
  const seo = await seoFor(context, page, url, page.entry.page);
  const phrases = await getPhrases(context.content, PRODUCT_DETAIL_PHRASE_PAGES, lang);
  return {
    seo,
    lang,
    phrases,
    lines: lines.filter((l) => l.sections.length > 0),
    // the products no longer sold stay findable for their policyholders, on their own listing
    withdrawnHref: withdrawn ? localizePath(WITHDRAWN_LISTING, lang) : null,
  };
}

async function sectionsOf(context: AppLoadContext, categoryId: number, lang: Lang): Promise<ListingSection[]> {
  const subCategories = await getSubCategories(context.content, categoryId, { menu: false });
  const sections: ListingSection[] = await Promise.all(
    subCategories.map(async (sub) => {
      const products = await getProductsInCategories(context.content, [sub.id]);
      return {
        id: sub.id,
        name: localizedField(sub, "Name", lang),
        products: products.map((p) => ({
          key: p.key,
          name: localizedField(p, "Name", lang),
          summary: truncateText(localizedField(p, "Description", lang)),
          icon: p.smallicon?.url ?? null,
          href: productHref(p.key, lang),
        })),
      };
    }),
  );
  return sections.filter((s) => s.products.length > 0);
}
