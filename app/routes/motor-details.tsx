import type { Route } from "./+types/motor-details";
import { requirePage } from "~/pages/page-loading.server";
import { loadMotorQuotePage, submitMotorStep } from "~/motor-quote/motor-quote.server";
import { pageMeta } from "~/seo/page-seo";
import { MotorDetailsPage } from "~/motor-quote/details-page";
import type { MotorAction } from "~/motor-quote/journey-frame";

/**
 * `/cardetails` and `/cardetails/{identifier}` (issue 12): a car journey's
 * cover questions and premium, or a saved motor quote's page. The journey's
 * server side; a module of its own so that neither this page nor the
 * earlier steps carry the other's forms in their script.
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

export default function MotorDetailsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MotorDetailsPage data={loaderData} action={(actionData as MotorAction | undefined) ?? null} />;
}
