import type { Route } from "./+types/person";
import { requirePage } from "~/pages/page-loading.server";
import { pageMeta } from "~/seo/page-seo";
import { loadPerson } from "~/company/company-data.server";
import { RecordPage } from "~/company/record-page";
import { personSchema } from "~/company/structured-data";

/** /meet-our-people-details/{id} (issue 16): one person's story, or 404 for an id no one has. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadPerson(context, page, url);
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(data?.seo, matches),
  ...(data ? [{ "script:ld+json": personSchema(data.seo, data.record, data.lang) }] : []),
];

export default function PersonRoute({ loaderData }: Route.ComponentProps) {
  return <RecordPage data={loaderData} />;
}
