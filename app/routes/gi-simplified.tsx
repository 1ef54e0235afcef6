import type { Route } from "./+types/gi-simplified";
import { requirePage } from "~/pages/page-loading.server";
import { pageMeta } from "~/seo/page-seo";
import { articleSchema } from "~/seo/article-schema";
import { loadIaArticle, loadIaList } from "~/gi-simplified/ia-data.server";
import { IaArticlePage } from "~/gi-simplified/ia-article-page";
import { IaListPage } from "~/gi-simplified/ia-list-page";

/**
 * The insurance-awareness section (issue 16, decision 065): `/gi-simplified` (articles by
 * topic and page, the questions with FAQPage data) and `/gi-simplified/{slug}` (an article
 * with Article data), each its own canonical (spec 2). The same for everyone: every page's
 * short public cache, which a content write ends (decision 036).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return page.entry.template === "gi-simplified-article"
    ? loadIaArticle(context, page, url)
    : loadIaList(context, page, url);
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(data?.seo, matches),
  ...(data?.template === "gi-simplified-article"
    ? [{ "script:ld+json": articleSchema(data.seo, data.article, data.lang) }]
    : []),
];

export default function GiSimplifiedRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.template === "gi-simplified-article" ? (
    <IaArticlePage data={loaderData} />
  ) : (
    <IaListPage data={loaderData} />
  );
}
