/**
 * A travel quote's words in the page's language (issue 12): sums insured in
 * US dollars, the trip's length and travellers counted with Intl plural
 * rules (health-quote's countOf), a region's and a trip type's names.
 */
import { LANG_INFO, type Lang } from "@contracts/i18n/languages";
import type { TravelPremiumRequest } from "@contracts/travel/travel-quote";
import { countOf, formatNumber } from "~/text/amounts";

type T = (key: string, vars?: Record<string, string | number>) => string;

const listFormats = new Map<Lang, Intl.ListFormat>();

/** "US$ 1,00,000": the amount grouped as the page's language does, in the keyword's order. */
export function formatUsd(amount: number, lang: Lang, t: T): string {
  return t("travel_amount_usd", { amount: formatNumber(amount, lang) });
}

/** The keyword of a region's name: worldwide-excl-us-canada -> travel_region_worldwide_excl_us_canada. */
export const regionKey = (region: string) => `travel_region_${region.replaceAll("-", "_")}`;

export const tripTypeKey = (tripType: string) => `travel_trip_${tripType}`;

/** "Trip length: 7 days" for a single trip; "Longest trip: 30 days" for an annual policy. */
export function describeLength(request: Pick<TravelPremiumRequest, "tripType" | "days">, lang: Lang, t: T): string {
  return countOf(request.tripType === "annual" ? "travel_longest_trip" : "travel_trip_length", request.days, lang, t);
}

/** "2 travellers, aged 34 and 31". */
export function describeTravellers(travellers: readonly number[], lang: Lang, t: T): string {
  let list = listFormats.get(lang);
  if (!list) listFormats.set(lang, (list = new Intl.ListFormat(LANG_INFO[lang].hreflang, { type: "conjunction" })));
  const ages = list.format(travellers.map((age) => formatNumber(age, lang)));
  return `${countOf("travel_travellers", travellers.length, lang, t)} (${t("travel_ages", { ages })})`;
}
