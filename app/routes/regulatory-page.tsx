import type { Route } from "./+types/regulatory-page";
import { requirePage } from "~/pages/page-loading.server";
import { DisclosuresPage } from "~/regulatory/disclosures-page";
import { DownloadsPage } from "~/regulatory/downloads-page";
import { CsrPage } from "~/regulatory/csr-page";
import { ImportantLinksPage } from "~/regulatory/important-links-page";
import { InvestorsPage } from "~/regulatory/investors-page";
import {
  loadCsrPage,
  loadDisclosuresPage,
  loadImportantLinksPage,
  loadInvestorsPage,
  loadDownloadsPage,
  loadTendersPage,
  loadTenderPage,
  loadUnclaimedPage,
  searchUnclaimed,
} from "~/regulatory/regulatory.server";
import { UnclaimedPage } from "~/regulatory/unclaimed-page";
import { ChannelPartnerPage } from "~/regulatory/channel-partner-page";
import {
  channelPartnerAction,
  loadChannelPartnerPage,
  type PartnerActionResult,
} from "~/regulatory/channel-partner.server";
import type { UnclaimedResult } from "@contracts/regulatory/unclaimed";
import { notFound } from "~/pages/page-loading.server";
import { TendersPage } from "~/regulatory/tenders-page";
import { TenderPage } from "~/regulatory/tender-page";
import { pageMeta } from "~/seo/page-seo";

/**
 * The regulatory pages (issue 16, decision 060): /downloads, /public-disclosure2, /tender and
 * /tender-details/{slug} (decision 066),
 * /important-links, /about-us/investor-relations, /sbig-cares and /unclaimed-policy-details (whose search posts to the action). A module
 * apart from the catalogue route, so that content pages do not carry their components in their script.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  switch (page.entry.template) {
    case "public-disclosures":
      return loadDisclosuresPage(context, page, url);
    case "tenders":
      return loadTendersPage(context, page, url);
    case "tender":
      return loadTenderPage(context, page, url);
    case "unclaimed":
      return loadUnclaimedPage(context, page, url);
    case "important-links":
      return loadImportantLinksPage(context, page, url);
    case "investors":
      return loadInvestorsPage(context, page, url);
    case "csr":
      return loadCsrPage(context, page, url);
    case "channel-partner":
      return loadChannelPartnerPage(context, page, url, request);
    default:
      return loadDownloadsPage(context, page, url);
  }
}

/** The unclaimed amounts search's post (decision 060) and the channel-partner sign-in (decision 064). */
export async function action({ request, context }: Route.ActionArgs) {
  const { page } = requirePage(request);
  if (page.entry.template === "channel-partner") return channelPartnerAction(context, page, request);
  if (page.entry.template !== "unclaimed") notFound();
  return searchUnclaimed(context, request);
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders && [...actionHeaders.keys()].length ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function RegulatoryPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  switch (loaderData.template) {
    case "important-links":
      return <ImportantLinksPage data={loaderData} />;
    case "investors":
      return <InvestorsPage data={loaderData} />;
    case "csr":
      return <CsrPage data={loaderData} />;
    case "unclaimed":
      return <UnclaimedPage data={loaderData} result={(actionData as UnclaimedResult | undefined) ?? null} />;
    case "channel-partner":
      return <ChannelPartnerPage data={loaderData} refused={(actionData as PartnerActionResult | undefined) ?? null} />;
    case "public-disclosures":
      return <DisclosuresPage data={loaderData} />;
    case "tenders":
      return <TendersPage data={loaderData} />;
    case "tender":
      return <TenderPage data={loaderData} />;
    case "downloads":
      return <DownloadsPage data={loaderData} />;
  }
}
