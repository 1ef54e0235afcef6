import type { Route } from "./+types/motor-details";
import { privatePageHeaders } from "~/pages/page-loading.server";
import { motorPageAction, motorPageLoader } from "~/motor-quote/motor-quote.server";
import { pageMeta } from "~/seo/page-seo";
import { MotorDetailsPage } from "~/motor-quote/details-page";
import type { MotorAction } from "~/motor-quote/journey-frame";

/**
 * `/cardetails` and `/cardetails/{identifier}` (issue 12): a car journey's
 * cover questions and premium, or a saved motor quote's page. The journey's
 * server side; a module of its own so that neither this page nor the
 * earlier steps carry the other's forms in their script.
 */
export const loader = (args: Route.LoaderArgs) => motorPageLoader(args);
export const action = (args: Route.ActionArgs) => motorPageAction(args);

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function MotorDetailsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MotorDetailsPage data={loaderData} action={(actionData as MotorAction | undefined) ?? null} />;
}
