import type { Route } from "./+types/robots-txt";
import { robotsTxt } from "~/seo/sitemap.server";

/** `/robots.txt` (issue 16): what may be crawled, and where the sitemap is. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.siteOrigin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
