import type { Route } from "./+types/blog";
import { requirePage } from "~/pages/page-loading.server";
import { pageMeta } from "~/seo/page-seo";
import { loadBlogList } from "~/company/blog-data.server";
import { BlogListPage } from "~/company/blog-list-page";
import { blogSchema } from "~/company/structured-data";

/**
 * /blog (issue 16): posts newest first, by category (`?category=`) and page
 * (`?page=`); an unknown category or a page past the last answers 404. The
 * page is the same for everyone, so it takes every page's short public cache,
 * which a content write ends (decision 036).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadBlogList(context, page, url);
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(data?.seo, matches),
  ...(data ? [{ "script:ld+json": blogSchema(data.seo, data.posts, data.lang) }] : []),
];

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <BlogListPage data={loaderData} />;
}
