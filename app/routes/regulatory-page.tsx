import type { Route } from "./+types/regulatory-page";
import { requirePage } from "~/pages/page-loading.server";
import { DisclosuresPage } from "~/regulatory/disclosures-page";
import { DownloadsPage } from "~/regulatory/downloads-page";
import { loadDisclosuresPage, loadDownloadsPage, loadTendersPage } from "~/regulatory/regulatory.server";
import { TendersPage } from "~/regulatory/tenders-page";
import { pageMeta } from "~/seo/page-seo";

/**
 * The regulatory pages (issue 16, decision 060): /downloads, /public-disclosure2 and /tender. A module
 * apart from the catalogue route, so that content pages do not carry their components in their script.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  switch (page.entry.template) {
    case "public-disclosures":
      return loadDisclosuresPage(context, page, url);
    case "tenders":
      return loadTendersPage(context, page, url);
    default:
      return loadDownloadsPage(context, page, url);
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function RegulatoryPageRoute({ loaderData }: Route.ComponentProps) {
  switch (loaderData.template) {
    case "public-disclosures":
      return <DisclosuresPage data={loaderData} />;
    case "tenders":
      return <TendersPage data={loaderData} />;
    case "downloads":
      return <DownloadsPage data={loaderData} />;
  }
}
