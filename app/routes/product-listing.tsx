import type { Route } from "./+types/product-listing";
import { notFound, requirePage, seoFor } from "~/pages/page-loading.server";
import { getProductsInCategories, getSubCategories, requireCategoryByUrl } from "~/content/queries";
import { localizedField } from "@contracts/i18n/languages";
import { pageMeta } from "~/seo/page-seo";
import { productHref } from "~/routing/product-href";
import { truncateText } from "~/text/truncate";
import { ProductListingPage, type ListingSection } from "~/pages/product-listing-page";

/** /product/{category}: the products of a top-level category, by sub-category. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
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
  return { seo, sections: sections.filter((s) => s.products.length > 0) };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

export default function ProductListingRoute({ loaderData }: Route.ComponentProps) {
  return <ProductListingPage seo={loaderData.seo} sections={loaderData.sections} />;
}
