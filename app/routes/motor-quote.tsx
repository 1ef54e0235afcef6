import type { Route } from "./+types/motor-quote";
import { privatePageHeaders } from "~/pages/page-loading.server";
import { motorPageAction, motorPageLoader } from "~/motor-quote/motor-quote.server";
import { pageMeta } from "~/seo/page-seo";
import { MotorQuotePage } from "~/motor-quote/motor-quote-page";
import type { MotorAction } from "~/motor-quote/journey-frame";

/**
 * The car journey (`/vehiclemakers` to `/cardetails`, `/newcarlead`) and the
 * car and bike calculators (issue 12). Each step reads its journey from its
 * address and posts its form to this action, so it works before hydration
 * and without scripts; the calculators are GET forms that the loader prices.
 */
export const loader = (args: Route.LoaderArgs) => motorPageLoader(args);
export const action = (args: Route.ActionArgs) => motorPageAction(args);

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function MotorQuoteRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MotorQuotePage data={loaderData} action={(actionData as MotorAction | undefined) ?? null} />;
}
