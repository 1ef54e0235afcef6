import type { Route } from "./+types/current-opening";
import { requirePage } from "~/pages/page-loading.server";
import { pageMeta } from "~/seo/page-seo";
import { loadOpenings } from "~/company/careers-data.server";
import { OpeningsPage } from "~/company/openings-page";

/**
 * /current-opening (issue 16): the open positions and the application form,
 * which posts to the site API (POST /api/careers/applications). The page is
 * public and kept like any other; an applicant's outcome (`?applied=`,
 * `?apply_error=`) is private.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadOpenings(context, page, url);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function CurrentOpeningRoute({ loaderData }: Route.ComponentProps) {
  return <OpeningsPage data={loaderData} />;
}
