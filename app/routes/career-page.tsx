import type { Route } from "./+types/career-page";
import { requirePage } from "~/pages/page-loading.server";
import { pageMeta } from "~/seo/page-seo";
import { loadCareerPage } from "~/company/career-page-data.server";
import { CareerPage } from "~/company/career-page";

/** /career, /life-at-sbig and /learn-how-we-hire (issue 16, decision 062): sections from the `pages` collection. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadCareerPage(context, page, url);
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function CareerPageRoute({ loaderData }: Route.ComponentProps) {
  return <CareerPage data={loaderData} />;
}
