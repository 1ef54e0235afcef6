import type { Route } from "./+types/claim-status";
import { requirePage } from "~/pages/page-loading.server";
import { findClaimStatus, loadClaimPage } from "~/claims/claims.server";
import { pageMeta } from "~/seo/page-seo";
import { ClaimStatusPage } from "~/claims/claim-status-page";

/**
 * Claim status (issue 14, spec 2 "Claims", decision 056): the form posts the
 * claim number and its proof to this action.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadClaimPage(context, page, url);
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePage(request);
  return findClaimStatus(context, request);
}

/** A page with a person's claim on it: never kept by the page cache or a CDN. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function ClaimStatusRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ClaimStatusPage
      seo={loaderData.seo}
      lang={loaderData.lang}
      claimNo={loaderData.claimNo}
      result={actionData ?? null}
    />
  );
}
