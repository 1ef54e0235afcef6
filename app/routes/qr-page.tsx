import type { Route } from "./+types/qr-page";
import { requirePage } from "~/pages/page-loading.server";
import { QrPage } from "~/pages/qr-pages";
import { loadLanguagePreferencePage, loadProductFeaturePage } from "~/pages/qr-pages.server";
import { pageMeta } from "~/seo/page-seo";

/**
 * The QR-code landings (issue 16, decision 061): /language-preference/{productname?} and
 * /product-features/{product_code}/{tag}. A module of their own, so a product page does not
 * load them (decision 068).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return page.entry.template === "product-features"
    ? loadProductFeaturePage(context, page, url)
    : loadLanguagePreferencePage(context, page, url);
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function QrRoute({ loaderData }: Route.ComponentProps) {
  return <QrPage data={loaderData} />;
}
