import type { Route } from "./+types/home";
import { requirePage, seoFor } from "~/pages/page-loading.server";
import { getProductsInCategories, getSubCategories, getTopCategories } from "~/content/queries";
import { localizedField, localizePath } from "~/i18n/languages";
import { pageMeta } from "~/seo/page-seo";
import { productHref } from "~/routing/product-href";
import { HomePage } from "~/pages/home-page";

/** The home page (its full design arrives with issue 5): listings and popular products from content. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  const { lang } = page;
  const categories = await getTopCategories(context.content).catch(() => []);
  // popular products: those of the first listing (retail), in catalogue order
  const retail = categories[0] ? await getSubCategories(context.content, categories[0].id).catch(() => []) : [];
  const menuProducts = await getProductsInCategories(
    context.content,
    retail.map((c) => c.id),
  ).catch(() => []);
  const seo = await seoFor(context, page, url, page.entry.page === "our-reach" ? "our-reach" : "home");
  return {
    seo,
    listings: categories
      .filter((c) => c.category_url)
      .map((c) => ({ id: c.id, name: localizedField(c, "Name", lang), href: localizePath(c.category_url!, lang) })),
    products: menuProducts
      .filter((p) => p.isMenu)
      .slice(0, 12)
      .map((p) => ({
        key: p.key,
        name: localizedField(p, "Name", lang),
        icon: p.smallicon?.url ?? null,
        href: productHref(p.key, lang),
      })),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
