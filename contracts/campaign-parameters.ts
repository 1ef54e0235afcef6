/**
 * The campaign and click-id parameters of a landing address (spec 3
 * "Campaign tracking fields", spec 4 "Traffic source classification"): only
 * the browser reads them (app/attribution, for the lead's campaign fields).
 * The server takes them, as every parameter no page reads
 * (contracts/page-parameters.ts), off a page's address before anything
 * renders it, so the page cache keeps one copy of a page for every click of
 * a campaign (decisions 036, 045).
 */

/** Google's click ids: an ad click (gclid, and gbraid/wbraid where gclid is withheld on iOS). */
export const GOOGLE_CLICK_IDS = ["gclid", "gbraid", "wbraid"] as const;
/** Other networks' click ids: Meta, Microsoft Advertising, Google's display network. */
export const OTHER_CLICK_IDS = ["fbclid", "msclkid", "dclid"] as const;
