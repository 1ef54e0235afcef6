import type { Route } from "./+types/awards";
import { requirePage } from "~/pages/page-loading.server";
import { pageMeta } from "~/seo/page-seo";
import { loadAwards } from "~/company/company-data.server";
import { RecordListPage } from "~/company/record-list-page";
import { itemListSchema } from "~/company/structured-data";

/** /awards (issue 16): every published award, in the editors' order; the page cache keeps it until content changes (decision 036). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadAwards(context, page, url);
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(data?.seo, matches),
  ...(data ? [{ "script:ld+json": itemListSchema(data.seo, data.cards) }] : []),
];

export default function AwardsRoute({ loaderData }: Route.ComponentProps) {
  return <RecordListPage data={loaderData} />;
}
