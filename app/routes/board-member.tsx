import type { Route } from "./+types/board-member";
import { requirePage } from "~/pages/page-loading.server";
import { pageMeta } from "~/seo/page-seo";
import { loadBoardMember } from "~/company/company-data.server";
import { RecordPage } from "~/company/record-page";
import { personSchema } from "~/company/structured-data";

/** /member-details/{name}/{id} (issue 16): a member of the board; an unknown id answers 404, another name leads to the member's own address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadBoardMember(context, page, url);
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(data?.seo, matches),
  ...(data ? [{ "script:ld+json": personSchema(data.seo, data.record, data.lang) }] : []),
];

export default function BoardMemberRoute({ loaderData }: Route.ComponentProps) {
  return <RecordPage data={loaderData} />;
}
