import type { Route } from "./+types/locator";
import { pageMeta } from "~/seo/page-seo";
import { loadLocatorPage } from "~/locators/locator-data.server";
import { LocatorPage } from "~/locators/locator-page";

/**
 * The branch, garage and cashless-hospital locators (issue 15, decision 055):
 * the search in the address is answered on the server, so a shared or
 * indexed address (`?city=Pune`) shows its results before any script.
 * No `headers` of its own: the page is the same for everyone and takes
 * every page's short public cache (decision 045).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLocatorPage(request, context);
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function LocatorRoute({ loaderData }: Route.ComponentProps) {
  return <LocatorPage data={loaderData} />;
}
