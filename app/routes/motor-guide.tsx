import type { Route } from "./+types/motor-guide";
import { requirePage } from "~/pages/page-loading.server";
import { pageMeta } from "~/seo/page-seo";
import { loadMotorGuidePage } from "~/motor-guide/motor-guide.server";
import { MotorGuidePage } from "~/motor-guide/motor-guide-page";
import { guideArticle } from "~/motor-guide/guide-article";

/**
 * The six car guide pages (issue 12): the guide's sections and a worked
 * example priced by the motor quote service when the page is rendered.
 *
 * No `headers` of its own: the page is the same for everyone, so it takes
 * every page's short public cache (decision 045: `public, max-age=0,
 * s-maxage=60, stale-while-revalidate=300`; the server keeps it at most
 * PAGE_CACHE_SECONDS, 300). The example's one dependence on the day is its
 * registration date, which moves with the day so the car's age, and with it
 * the premium, stay the same; a new rating table shows within minutes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadMotorGuidePage(context, page, url);
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(data?.seo, matches),
  ...(data ? [{ "script:ld+json": guideArticle(data.seo, data.lang) }] : []),
];

export default function MotorGuideRoute({ loaderData }: Route.ComponentProps) {
  return <MotorGuidePage data={loaderData} />;
}
