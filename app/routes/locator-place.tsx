import type { Route } from "./+types/locator-place";
import { pageMeta } from "~/seo/page-seo";
import { loadPlacePage } from "~/locators/locator-data.server";
import { PlacePage } from "~/locators/place-page";

/**
 * One branch, garage or hospital (issue 15): `/contact-us/branch/{slug}`,
 * `/contact-us/garage/{slug}`, `/contact-us/cashless-hospitals-networks/{slug}`,
 * each in three languages, with schema.org InsuranceAgency, AutoRepair or
 * Hospital data and its coordinates.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPlacePage(request, context);
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(data?.seo, matches),
  ...(data ? [{ "script:ld+json": data.structured }] : []),
];

export default function LocatorPlaceRoute({ loaderData }: Route.ComponentProps) {
  return <PlacePage data={loaderData} />;
}
