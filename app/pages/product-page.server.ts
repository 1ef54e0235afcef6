/** A catalogue product's page data: the product, what a buyer needs to decide, related products. */
import type { AppLoadContext } from "react-router";
import { localizedField, localizePath } from "@contracts/i18n/languages";
import { JOURNEY_START_PATH } from "@contracts/health/health-journey";
import {
  getPhrases,
  getProductData,
  getProductDetail,
  getProductsInCategories,
  requireProductByKey,
} from "~/content/queries";
import { translate } from "~/i18n/phrases";
import { productHref } from "~/routing/product-href";
import { travelPriceLink } from "~/travel-quote/travel-quote.server";
import { motorPriceLink } from "~/motor-quote/motor-quote.server";
import type { ResolvedPage } from "~/routing/resolve-page";
import { noSuchPage, seoFor } from "./page-loading.server";
import type { ProductView } from "./product-page";
import { isRetailHealth, productDownloadsHref, productFaqs, reshapeProductDetail } from "./product-detail";

/** The translation page of the product page's own labels (translation page 33). */
export const PRODUCT_DETAIL_PHRASE_PAGES = ["product_detail"];

export async function loadProductPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const key = page.entry.productKey ?? page.params.productKey;
  if (!key) noSuchPage(url);
  const product = await requireProductByKey(context.content, key);
  if (!product) noSuchPage(url);
  const { lang } = page;
  const name = localizedField(product, "Name", lang);
  const [details, detailEntry, phrases, related, journeyLink] = await Promise.all([
    getProductData(context.content, key, lang),
    getProductDetail(context.content, key, lang),
    getPhrases(context.content, PRODUCT_DETAIL_PHRASE_PAGES, lang),
    getProductsInCategories(
      context.content,
      product.productcategories.filter((c) => !c.parent).map((c) => c.id),
    ),
    // the travel plans' and the car and two-wheeler products' pages lead to their quote (issue 12)
    travelPriceLink(context, key, name, lang).then((link) => link ?? motorPriceLink(context, key, lang)),
  ]);
  // a retail health product's price is the health quote journey's (issue 11); the rest have the call-back form
  const priceLink =
    journeyLink ??
    (isRetailHealth(product)
      ? { href: localizePath(JOURNEY_START_PATH, lang), label: translate(phrases, "pd_get_price") }
      : null);
  const description = localizedField(product, "Description", lang);
  const detail = reshapeProductDetail(detailEntry);
  // helmetdata of a product page is keyed by the product's key; the catalogue fills in where it has none
  const seo = await seoFor(context, page, url, key, { heading: details?.heading || name, description });
  // the product's questions are the page's FAQPage structured data too
  seo.faq = productFaqs(detail, seo.faq);
  const view: ProductView = {
    key,
    name,
    heading: details?.heading || name,
    intro: details?.intro || description,
    description,
    tooltip: localizedField(product, "Tooltip_text", lang),
    priceLink,
    icon: product.smallicon ? { url: product.smallicon.url, width: 48, height: 48 } : null,
    highlights: details?.highlights ?? [],
    categories: product.productcategories.filter((c) => !c.parent).map((c) => localizedField(c, "Name", lang)),
    detail,
    downloadsHref: productDownloadsHref(key, lang),
    related: related
      .filter((p) => p.key !== key && p.isMenu)
      .slice(0, 6)
      .map((p) => ({ key: p.key, name: localizedField(p, "Name", lang), href: productHref(p.key, lang) })),
  };
  return { seo, phrases, product: view };
}
