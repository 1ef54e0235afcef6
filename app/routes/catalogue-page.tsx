import type { Route } from "./+types/catalogue-page";
import { noSuchPage, requirePage } from "~/pages/page-loading.server";
import { ContentPage } from "~/pages/content-page-view";
import { loadContentPage } from "~/pages/content-page.server";
import { ProductPage } from "~/pages/product-page";
import { loadProductPage } from "~/pages/product-page.server";
import { AllLinesPage, ProductListingPage } from "~/pages/product-listing-page";
import { loadAllLinesPage, loadProductListingPage } from "~/pages/product-listing-page.server";
import { pageMeta } from "~/seo/page-seo";
import { loadNewsTopic } from "~/company/company-data.server";
import { RecordListPage } from "~/company/record-list-page";
import { itemListSchema } from "~/company/structured-data";

/**
 * Every page of the route table but the home page's: product, product-listing
 * and content pages, and every address that is none (404). One route for all
 * of them, which page an address is being `resolvePage`'s answer: React
 * Router ranks every route for every match, and ranking one per page and
 * language cost milliseconds a request (decision 045).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  switch (page.entry.template) {
    case "content":
      return { template: "content" as const, ...(await loadContentPage(context, page, url)) };
    case "product":
      return { template: "product" as const, ...(await loadProductPage(context, page, url)) };
    case "product-listing":
      return { template: "product-listing" as const, ...(await loadProductListingPage(context, page, url)) };
    case "product-lines":
      return { template: "product-lines" as const, ...(await loadAllLinesPage(context, page, url)) };
    case "news":
      // /about-us/{product}-in-news (issue 16): here rather than in a route of its own, which would
      // take every /about-us/{anything} address from this route
      return { template: "news" as const, ...(await loadNewsTopic(context, page, url)) };
    default:
      // a page of a template with a route of its own, at an address that route does not take
      return noSuchPage(url);
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(data?.seo, matches),
  ...(data?.template === "news" ? [{ "script:ld+json": itemListSchema(data.seo, data.cards) }] : []),
];

export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  switch (loaderData.template) {
    case "content":
      return <ContentPage {...loaderData} />;
    case "product":
      return <ProductPage seo={loaderData.seo} product={loaderData.product} />;
    case "product-listing":
      return (
        <ProductListingPage
          seo={loaderData.seo}
          sections={loaderData.sections}
          lang={loaderData.lang}
          campaigns={loaderData.campaigns}
        />
      );
    case "product-lines":
      return (
        <AllLinesPage
          seo={loaderData.seo}
          lines={loaderData.lines}
          lang={loaderData.lang}
          withdrawnHref={loaderData.withdrawnHref}
        />
      );
    case "news":
      return <RecordListPage data={loaderData} />;
  }
}
