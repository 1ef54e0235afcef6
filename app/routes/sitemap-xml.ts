import type { Route } from "./+types/sitemap-xml";
import { companyDetailPaths } from "~/company/company-paths.server";
import { iaDetailPaths } from "~/gi-simplified/ia-paths.server";
import { sitemapUrls, sitemapXml, type DetailPaths } from "~/seo/sitemap.server";

/** The company pages' records (decision 058): read once per sitemap, whichever of their pages asks. */
function companyProviders(): Record<string, DetailPaths> {
  let paths: Promise<string[]> | undefined;
  const provider: DetailPaths = (context) =>
    (paths ??= companyDetailPaths(context.content).then((found) => found.map((p) => p.path)));
  return Object.fromEntries(
    ["blog-details", "award-details", "in-news", "news-details", "member-details", "meet-our-people-details"].map(
      (page) => [page, provider],
    ),
  );
}

/** `/sitemap.xml` (issue 16): every indexable address with its language siblings, from the current content. */
export async function loader({ context }: Route.LoaderArgs) {
  let urls;
  try {
    urls = await sitemapUrls(context, {
      ...companyProviders(),
      // the insurance-awareness articles (decision 065)
      "gi-simplified-details": async (c) => (await iaDetailPaths(c.content)).map((p) => p.path),
    });
  } catch {
    // a partial list would tell search engines that pages are gone: none at all, for now
    return new Response("The sitemap is unavailable. Please try again in a minute.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }
  return new Response(sitemapXml(urls), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
