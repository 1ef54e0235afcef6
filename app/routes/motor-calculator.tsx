import type { Route } from "./+types/motor-calculator";
import { privatePageHeaders } from "~/pages/page-loading.server";
import { motorPageAction, motorPageLoader } from "~/motor-quote/motor-quote.server";
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
export const loader = (args: Route.LoaderArgs) => motorPageLoader(args);
export const action = (args: Route.ActionArgs) => motorPageAction(args);

export const headers = privatePageHeaders;

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
