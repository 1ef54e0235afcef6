import type { Route } from "./+types/credit-score";
import { indiaDay } from "@contracts/dates/india-day";
import { getPhrases } from "~/content/queries";
import { requirePage, seoFor } from "~/pages/page-loading.server";
import { pageMeta } from "~/seo/page-seo";
import { CreditScorePageView } from "~/credit-score/credit-score-page";
import {
  creditPageOf,
  creditScoreAction,
  loadCreditPage,
  type CreditActionResult,
} from "~/credit-score/credit-score.server";

const PHRASE_PAGES = ["self_service_more"];

/**
 * The free credit score check (issue 14, decision 059): the details with the
 * consent (step 1), the OTP (step 2), and the success or decline page. SEO
 * from helmetdata, the forms' texts from the `self_service_more` page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  const which = creditPageOf(page.entry.page);
  const [seo, phrases, state] = await Promise.all([
    seoFor(context, page, url, page.entry.page),
    getPhrases(context.content, PHRASE_PAGES, page.lang),
    loadCreditPage(context, which, request),
  ]);
  return { which, seo, phrases, lang: page.lang, today: indiaDay(), ...state };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { page } = requirePage(request);
  return creditScoreAction(context, creditPageOf(page.entry.page), page.lang, request);
}

/** Pages that read a person's check: never kept by the page cache or a CDN. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function CreditScoreRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CreditScorePageView
      which={loaderData.which}
      seo={loaderData.seo}
      lang={loaderData.lang}
      today={loaderData.today}
      pending={loaderData.pending}
      result={loaderData.result}
      answer={(actionData as CreditActionResult | undefined) ?? null}
    />
  );
}
