import type { Route } from "./+types/subrogation";
import { requirePage } from "~/pages/page-loading.server";
import { loadClaimPage, requestSubrogation, subrogationStatus } from "~/claims/claims.server";
import { getPhrases } from "~/content/queries";
import { pageMeta } from "~/seo/page-seo";
import { SubrogationPage } from "~/claims/subrogation-page";

/** Subrogation (issue 14, spec 2 "Claims", decision 056): the process and the request form posting here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  // the status look-up's texts are the service requests' (translation page 24)
  const [claimPage, statusPhrases] = await Promise.all([
    loadClaimPage(context, page, url),
    getPhrases(context.content, ["self_service_policy"], page.lang),
  ]);
  return { ...claimPage, phrases: { ...statusPhrases, ...claimPage.phrases } };
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePage(request);
  // the request form, or (decision 059) the status look-up of a request made before
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  if (form?.get("intent") === "status") return subrogationStatus(context, form);
  return requestSubrogation(context, request);
}

/** The answer carries a person's claim: never kept by the page cache or a CDN. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function SubrogationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SubrogationPage seo={loaderData.seo} lang={loaderData.lang} result={actionData ?? null} />;
}
