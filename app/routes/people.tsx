import type { Route } from "./+types/people";
import { requirePage } from "~/pages/page-loading.server";
import { pageMeta } from "~/seo/page-seo";
import { loadPeople } from "~/company/company-data.server";
import { RecordListPage } from "~/company/record-list-page";
import { itemListSchema } from "~/company/structured-data";

/** /meet-our-people (issue 16): our people's stories. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadPeople(context, page, url);
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(data?.seo, matches),
  ...(data ? [{ "script:ld+json": itemListSchema(data.seo, data.cards) }] : []),
];

export default function PeopleRoute({ loaderData }: Route.ComponentProps) {
  return <RecordListPage data={loaderData} />;
}
