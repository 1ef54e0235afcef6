import type { Route } from "./+types/board";
import { requirePage } from "~/pages/page-loading.server";
import { pageMeta } from "~/seo/page-seo";
import { loadBoard } from "~/company/company-data.server";
import { RecordListPage } from "~/company/record-list-page";
import { itemListSchema } from "~/company/structured-data";

/** /board-of-director-details (issue 16): the members of the board, in the editors' order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadBoard(context, page, url);
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(data?.seo, matches),
  ...(data ? [{ "script:ld+json": itemListSchema(data.seo, data.cards) }] : []),
];

export default function BoardRoute({ loaderData }: Route.ComponentProps) {
  return <RecordListPage data={loaderData} />;
}
