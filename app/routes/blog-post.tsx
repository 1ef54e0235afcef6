import type { Route } from "./+types/blog-post";
import { requirePage } from "~/pages/page-loading.server";
import { pageMeta } from "~/seo/page-seo";
import { loadBlogPost } from "~/company/blog-data.server";
import { BlogPostPage } from "~/company/blog-post-page";
import { blogPostingSchema } from "~/company/structured-data";

/** /blog-details/{slug} (issue 16): one post, or 404 in the address's language for a slug no post has. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadBlogPost(context, page, url);
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(data?.seo, matches),
  ...(data ? [{ "script:ld+json": blogPostingSchema(data.seo, data.post, data.lang) }] : []),
];

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage data={loaderData} />;
}
