/**
 * The campaign and click-id parameters of a landing address (spec 3
 * "Campaign tracking fields", spec 4 "Traffic source classification"): only
 * the browser reads them (app/attribution, for the lead's campaign fields).
 * The server takes them off a page's address before anything renders it, so
 * no loader can read them and the page cache keeps one copy of a page for
 * every click of a campaign (decision 036).
 */

/** Google's click ids: an ad click (gclid, and gbraid/wbraid where gclid is withheld on iOS). */
export const GOOGLE_CLICK_IDS = ["gclid", "gbraid", "wbraid"] as const;
/** Other networks' click ids: Meta, Microsoft Advertising, Google's display network. */
export const OTHER_CLICK_IDS = ["fbclid", "msclkid", "dclid"] as const;

const CLICK_IDS = new Set<string>([...GOOGLE_CLICK_IDS, ...OTHER_CLICK_IDS]);

export function isCampaignParameter(name: string): boolean {
  return name.startsWith("utm_") || CLICK_IDS.has(name);
}

/** `url` without its campaign parameters (the others kept in their order); the same object when it has none. */
export function withoutCampaignParameters(url: URL): URL {
  const names = [...url.searchParams.keys()];
  if (!names.some(isCampaignParameter)) return url;
  const kept = new URL(url);
  kept.search = "";
  for (const [name, value] of url.searchParams) if (!isCampaignParameter(name)) kept.searchParams.append(name, value);
  return kept;
}
