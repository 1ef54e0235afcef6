import type { Route } from "./+types/claim-forms";
import { requirePage } from "~/pages/page-loading.server";
import { loadClaimPage } from "~/claims/claims.server";
import { pageMeta } from "~/seo/page-seo";
import { ClaimFormsPage } from "~/claims/claim-forms-page";

/** Claim forms download (issue 14, spec 2 "Claims", decision 056): the same for everyone, cacheable. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadClaimPage(context, page, url);
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function ClaimFormsRoute({ loaderData }: Route.ComponentProps) {
  return <ClaimFormsPage seo={loaderData.seo} lang={loaderData.lang} />;
}
