import type { Route } from "./+types/motor-quote";
import { requirePage } from "~/pages/page-loading.server";
import { loadMotorQuotePage, submitMotorStep } from "~/motor-quote/motor-quote.server";
import { pageMeta } from "~/seo/page-seo";
import { MotorQuotePage } from "~/motor-quote/motor-quote-page";
import type { MotorAction } from "~/motor-quote/journey-frame";

/**
 * The car journey (`/vehiclemakers` to `/cardetails`, `/newcarlead`) and the
 * car and bike calculators (issue 12). Each step reads its journey from its
 * address and posts its form to this action, so it works before hydration
 * and without scripts; the calculators are GET forms that the loader prices.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadMotorQuotePage(context, page, url);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { page } = requirePage(request);
  return submitMotorStep(context, page, request);
}

/** Pages of one visitor's answers: never kept by the page cache or a CDN. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function MotorQuoteRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MotorQuotePage data={loaderData} action={(actionData as MotorAction | undefined) ?? null} />;
}
