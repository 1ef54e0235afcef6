import type { Route } from "./+types/claim-steps";
import { requirePage } from "~/pages/page-loading.server";
import { loadClaimStepsPage, postClaimStep } from "~/claims/claims.server";
import { pageMeta } from "~/seo/page-seo";
import { ClaimStepsPage } from "~/claims/claim-steps-page";

/**
 * The buy-online claim steps (issue 14, spec 2 "Claims", decision 056): the
 * first step's address shows the first form; each step posts to the next.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadClaimStepsPage(context, page, url);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { page } = requirePage(request);
  return postClaimStep(context, page, request);
}

/** Pages with a person's claim on them: never kept by the page cache or a CDN. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function ClaimStepsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? { step: 1 as const, values: {}, problems: {}, message: null };
  return <ClaimStepsPage seo={loaderData.seo} lang={loaderData.lang} today={loaderData.today} view={view} />;
}
