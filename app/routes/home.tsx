import type { Route } from "./+types/home";
import { requirePage, seoFor } from "~/pages/page-loading.server";
import { pageMeta } from "~/seo/page-seo";
import { loadHomeData } from "~/home/home-data.server";
import { getSiteSettings } from "~/content/queries";
import { storeUrlsOf } from "~/layout/site-settings";
import { HomePage } from "~/home/home-page";

/** The home page (spec 2 "Home page (root)"): `/`, `/home` and `/our-reach`, in every site language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  const [seo, home, settings] = await Promise.all([
    seoFor(context, page, url, page.entry.page === "our-reach" ? "our-reach" : "home"),
    loadHomeData(context, page.lang),
    getSiteSettings(context.content),
  ]);
  return { seo, lang: page.lang, stores: storeUrlsOf(settings), focusReach: page.entry.page === "our-reach", ...home };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
