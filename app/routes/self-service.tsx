import type { Route } from "./+types/self-service";
import { indiaDay } from "@contracts/dates/india-day";
import { getPhrases } from "~/content/queries";
import { requirePage, seoFor } from "~/pages/page-loading.server";
import { pageMeta } from "~/seo/page-seo";
import { SelfServicePage } from "~/self-service/self-service-page";
import { pageKindOf, type ActionResult } from "~/self-service/self-service-forms";
import { selfServiceAction } from "~/self-service/self-service.server";

const PHRASE_PAGES = ["self_service_policy"];

/**
 * The do-not-call page with its request status look-up, the policy print
 * pages and the CIS download (issue 14, decision 057): heading, intro, FAQ
 * and SEO from helmetdata, the forms' texts from the `self_service_policy`
 * translation page; the forms post to this route's action.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  const [seo, phrases] = await Promise.all([
    seoFor(context, page, url, page.entry.page),
    getPhrases(context.content, PHRASE_PAGES, page.lang),
  ]);
  return { kind: pageKindOf(page.entry.page), seo, phrases, lang: page.lang, today: indiaDay() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { page } = requirePage(request);
  return selfServiceAction(context, pageKindOf(page.entry.page), request);
}

/** Pages whose forms carry a holder's details: never kept by the page cache or a CDN. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function SelfServiceRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SelfServicePage
      kind={loaderData.kind}
      seo={loaderData.seo}
      lang={loaderData.lang}
      today={loaderData.today}
      result={(actionData as ActionResult | undefined) ?? null}
    />
  );
}
