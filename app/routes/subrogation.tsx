import type { Route } from "./+types/subrogation";
import { requirePage } from "~/pages/page-loading.server";
import { loadClaimPage, requestSubrogation } from "~/claims/claims.server";
import { pageMeta } from "~/seo/page-seo";
import { SubrogationPage } from "~/claims/subrogation-page";

/** Subrogation (issue 14, spec 2 "Claims", decision 056): the process and the request form posting here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadClaimPage(context, page, url);
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePage(request);
  return requestSubrogation(context, request);
}

/** The answer carries a person's claim: never kept by the page cache or a CDN. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function SubrogationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SubrogationPage seo={loaderData.seo} result={actionData ?? null} />;
}
