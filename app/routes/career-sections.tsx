import type { Route } from "./+types/career-sections";
import { requirePage } from "~/pages/page-loading.server";
import { pageMeta } from "~/seo/page-seo";
import { loadCareerSections } from "~/company/careers-data.server";
import { CareerSectionsPage } from "~/company/career-sections-page";

/** /career-progression and /developing-young-leaders (issue 16): sections from their collections. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadCareerSections(context, page, url);
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function CareerSectionsRoute({ loaderData }: Route.ComponentProps) {
  return <CareerSectionsPage data={loaderData} />;
}
