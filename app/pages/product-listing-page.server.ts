/** /product/{category}: the products of a top-level category, by sub-category. */
import type { AppLoadContext } from "react-router";
import { localizedField } from "@contracts/i18n/languages";
import { getProductsInCategories, getSubCategories, requireCategoryByUrl } from "~/content/queries";
import { productHref } from "~/routing/product-href";
import type { ResolvedPage } from "~/routing/resolve-page";
import { truncateText } from "~/text/truncate";
import { notFound, seoFor } from "./page-loading.server";
import type { ListingSection } from "./product-listing-page";

export async function loadProductListingPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const category = await requireCategoryByUrl(context.content, page.entry.path);
  if (!category) notFound();
  const { lang } = page;
  const subCategories = await getSubCategories(context.content, category.id, { menu: false });
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
  const seo = await seoFor(context, page, url, page.entry.page, { heading: localizedField(category, "Name", lang) });
  return { seo, lang, sections: sections.filter((s) => s.products.length > 0) };
}
