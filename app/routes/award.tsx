import type { Route } from "./+types/award";
import { requirePage } from "~/pages/page-loading.server";
import { pageMeta } from "~/seo/page-seo";
import { loadAward } from "~/company/company-data.server";
import { RecordPage } from "~/company/record-page";
import { awardSchema } from "~/company/structured-data";

/** /award-details/{slug} (issue 16): one award, or 404 in the address's language for a slug no award has. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadAward(context, page, url);
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(data?.seo, matches),
  ...(data ? [{ "script:ld+json": awardSchema(data.seo, [`${data.record.subtitle}: ${data.record.title}`]) }] : []),
];

export default function AwardRoute({ loaderData }: Route.ComponentProps) {
  return <RecordPage data={loaderData} />;
}
