/** A catalogue product's page data: the product, its details in the language, related products. */
import type { AppLoadContext } from "react-router";
import { localizedField } from "@contracts/i18n/languages";
import { getProductData, getProductsInCategories, requireProductByKey } from "~/content/queries";
import { productHref } from "~/routing/product-href";
import { travelPriceLink } from "~/travel-quote/travel-quote.server";
import { motorPriceLink } from "~/motor-quote/motor-quote.server";
import type { ResolvedPage } from "~/routing/resolve-page";
import { noSuchPage, seoFor } from "./page-loading.server";
import type { ProductView } from "./product-page";

export async function loadProductPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const key = page.entry.productKey ?? page.params.productKey;
  if (!key) noSuchPage(url);
  const product = await requireProductByKey(context.content, key);
  if (!product) noSuchPage(url);
  const { lang } = page;
  const name = localizedField(product, "Name", lang);
  const [details, related, priceLink] = await Promise.all([
    getProductData(context.content, key, lang),
    getProductsInCategories(
      context.content,
      product.productcategories.filter((c) => !c.parent).map((c) => c.id),
    ),
    // the travel plans' and the car and two-wheeler products' pages lead to their quote (issue 12)
    travelPriceLink(context, key, name, lang).then((link) => link ?? motorPriceLink(context, key, lang)),
  ]);
  const description = localizedField(product, "Description", lang);
  // helmetdata of a product page is keyed by the product's key; the catalogue fills in where it has none
  const seo = await seoFor(context, page, url, key, { heading: details?.heading || name, description });
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
    related: related
      .filter((p) => p.key !== key && p.isMenu)
      .slice(0, 6)
      .map((p) => ({ key: p.key, name: localizedField(p, "Name", lang), href: productHref(p.key, lang) })),
  };
  return { seo, product: view };
}
