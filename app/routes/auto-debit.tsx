import type { Route } from "./+types/auto-debit";
import { indiaDay } from "@contracts/dates/india-day";
import { getPhrases } from "~/content/queries";
import { privatePageHeaders, requirePage, seoFor } from "~/pages/page-loading.server";
import { pageMeta } from "~/seo/page-seo";
import { AutoDebitPage } from "~/auto-debit/auto-debit-page";

const AUTO_DEBIT_PHRASE_PAGES = ["auto_debit"];

/**
 * The auto-debit unsubscribe page and its subscribe mirror (issue 13, spec 2
 * "Unsubscribe auto-debit page", decision 053 "Pages"): heading and SEO from
 * helmetdata, the form's texts from the `auto_debit` translation page; the
 * captcha and the request go to the site API from the browser.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  const [seo, phrases] = await Promise.all([
    seoFor(context, page, url, page.entry.page),
    getPhrases(context.content, AUTO_DEBIT_PHRASE_PAGES, page.lang),
  ]);
  return {
    action: page.entry.page === "subscribe-auto-debit" ? ("subscribe" as const) : ("unsubscribe" as const),
    seo,
    phrases,
    lang: page.lang,
    // India's day, so the date picker's range is the server's rule on the server's day
    today: indiaDay(),
  };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function AutoDebitRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AutoDebitPage action={loaderData.action} seo={loaderData.seo} lang={loaderData.lang} today={loaderData.today} />
  );
}
