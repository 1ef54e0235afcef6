import type { Route } from "./+types/claim-document";
import { requirePage } from "~/pages/page-loading.server";
import { loadClaimDocumentPage, showClaimDocument } from "~/claims/claims.server";
import { pageMeta } from "~/seo/page-seo";
import { ClaimDocumentPage } from "~/claims/claim-document-page";

/**
 * A claim's document by its number (issue 14, spec 2 "Claims", decision
 * 056): 404 for a number that names no such claim; the proof posts to this action.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadClaimDocumentPage(context, page, url);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { page } = requirePage(request);
  return showClaimDocument(context, page, request);
}

/** One person's claim: never kept by the page cache or a CDN. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function ClaimDocumentRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ClaimDocumentPage
      seo={loaderData.seo}
      kind={loaderData.kind}
      claimNo={loaderData.claimNo}
      result={actionData ?? null}
    />
  );
}
