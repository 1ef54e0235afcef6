import type { Route } from "./+types/claim-intimation";
import { requirePage } from "~/pages/page-loading.server";
import { intimateClaim, loadClaimPage } from "~/claims/claims.server";
import { pageMeta } from "~/seo/page-seo";
import { ClaimIntimationPage } from "~/claims/claim-intimation-page";

/**
 * Claim intimation (issue 14, spec 2 "Claims", decision 056): the form posts
 * to this action, which registers the claim through the claims service.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadClaimPage(context, page, url);
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePage(request);
  return intimateClaim(context, request);
}

/** A page with a person's claim on it: never kept by the page cache or a CDN. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function ClaimIntimationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ClaimIntimationPage
      seo={loaderData.seo}
      lang={loaderData.lang}
      today={loaderData.today}
      result={actionData ?? null}
    />
  );
}
