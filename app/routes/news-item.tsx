import type { Route } from "./+types/news-item";
import { requirePage } from "~/pages/page-loading.server";
import { pageMeta } from "~/seo/page-seo";
import { loadNewsItem } from "~/company/company-data.server";
import { RecordPage } from "~/company/record-page";
import { newsArticleSchema } from "~/company/structured-data";

/** /news-details/{headline}/{id} (issue 16): one news item; an unknown id answers 404, another headline leads to the item's own address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadNewsItem(context, page, url);
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(data?.seo, matches),
  ...(data ? [{ "script:ld+json": newsArticleSchema(data.seo, data.record, data.lang) }] : []),
];

export default function NewsItemRoute({ loaderData }: Route.ComponentProps) {
  return <RecordPage data={loaderData} />;
}
