import type { Route } from "./+types/sitemap-xml";
import { sitemapUrls, sitemapXml } from "~/seo/sitemap.server";

/** `/sitemap.xml` (issue 16): every indexable address with its language siblings, from the current content. */
export async function loader({ context }: Route.LoaderArgs) {
  let urls;
  try {
    urls = await sitemapUrls(context);
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
