import type { Route } from "./+types/health-quote";
import { privatePageHeaders, requirePage } from "~/pages/page-loading.server";
import { loadHealthQuotePage, submitHealthStep } from "~/health-quote/health-quote.server";
import { pageMeta } from "~/seo/page-seo";
import { HealthQuotePage } from "~/health-quote/health-quote-page";

/**
 * The health quote journey (issue 11): steps 1-5 of explore-plans, the plans
 * of a saved quote (step 6), the plan comparison and the calculator. Each
 * page reads its answers from its address, and each step's form posts to
 * this action, so the journey works before hydration and without scripts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadHealthQuotePage(context, page, url);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { page } = requirePage(request);
  return submitHealthStep(context, page, request);
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function HealthQuoteRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <HealthQuotePage data={loaderData} action={actionData ?? null} />;
}
