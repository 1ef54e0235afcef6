import type { Route } from "./+types/motor-calculator";
import { requirePage } from "~/pages/page-loading.server";
import { loadMotorQuotePage, submitMotorStep } from "~/motor-quote/motor-quote.server";
import { pageMeta } from "~/seo/page-seo";
import { PageHero } from "~/pages/content-page";
import { MotorCalculator } from "~/motor-quote/calculator-view";
import type { MotorAction } from "~/motor-quote/journey-frame";

/**
 * The car and bike insurance calculators (issue 12): GET forms the loader
 * prices, live with scripts, saving through this action. The car journey's
 * server side (motor-quote.server.ts), in a module of its own so that a
 * calculator's page does not carry the journey's steps in its script.
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

export default function MotorCalculatorRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind !== "calculator") return null;
  return (
    <article data-page="motor-calculator">
      <PageHero seo={loaderData.seo} />
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <MotorCalculator data={loaderData} action={(actionData as MotorAction | undefined) ?? null} />
      </div>
    </article>
  );
}
