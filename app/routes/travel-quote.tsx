import type { Route } from "./+types/travel-quote";
import { requirePage } from "~/pages/page-loading.server";
import { pageMeta } from "~/seo/page-seo";
import { seoFor } from "~/pages/page-loading.server";
import { PageHero } from "~/pages/content-page";

// work in progress (issue 12): replaced by the page's own module
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return { seo: await seoFor(context, page, url, page.entry.page) };
}
export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);
export default function Page({ loaderData }: Route.ComponentProps) {
  return <PageHero seo={loaderData.seo} />;
}
