import type { Route } from "./+types/travel-quote";
import { privatePageHeaders, requirePage } from "~/pages/page-loading.server";
import { loadTravelQuotePage, saveTravelQuote } from "~/travel-quote/travel-quote.server";
import { pageMeta } from "~/seo/page-seo";
import { TravelQuotePage } from "~/travel-quote/travel-quote-page";

/**
 * The travel insurance calculator (issue 12, spec 2 "Travel"): its GET form
 * prices the answers in the address, so it works before hydration and
 * without scripts; its "save this quote" form posts to this action; a saved
 * quote is the same page with `?quote=`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadTravelQuotePage(context, page, url);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { page } = requirePage(request);
  return saveTravelQuote(context, page, request);
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function TravelQuoteRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <TravelQuotePage data={loaderData} action={actionData ?? null} />;
}
