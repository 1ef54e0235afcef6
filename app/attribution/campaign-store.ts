/**
 * The campaign a visit came from (spec 3 "Campaign tracking fields", spec 4
 * "Traffic source classification"): captured from the landing address when
 * the site first loads in a tab and kept in session storage for the visit.
 * A later landing that carries its own campaign (utm_source or a click id)
 * replaces it.
 */
import type { CampaignFields } from "@contracts/lead/lead-schema";
import { campaignOf, hasCampaign } from "./traffic-source";

export const CAMPAIGN_STORAGE_KEY = "campaign_attribution";

function readStored(storage: Storage): CampaignFields | null {
  try {
    const raw = storage.getItem(CAMPAIGN_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isCampaignFields(value) ? value : null;
  } catch {
    return null;
  }
}

const CAMPAIGN_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_uniqueid",
  "utm_content",
  "utm_term",
  "page_url",
] as const satisfies readonly (keyof CampaignFields)[];

/**
 * What this tab stored itself, read back: a shape check is enough here (the
 * server validates the lead with the full schema), and it keeps zod out of
 * every page's first load.
 */
function isCampaignFields(value: unknown): value is CampaignFields {
  if (value === null || typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  return CAMPAIGN_KEYS.every((key) => typeof record[key] === "string");
}

/** Capture on a full page load; returns the visit's campaign. */
export function captureCampaign(landingUrl: string, referrer: string, storage: Storage | null): CampaignFields {
  const stored = storage ? readStored(storage) : null;
  if (stored && !hasCampaign(new URL(landingUrl).searchParams)) return stored;
  const campaign = campaignOf(landingUrl, referrer);
  try {
    storage?.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(campaign));
  } catch {
    // storage full or blocked (private mode): the campaign still goes with leads of this page
  }
  return campaign;
}

/** The visit's campaign when a lead is sent (captured now if the page never did). */
export function currentCampaign(): CampaignFields {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return (storage && readStored(storage)) ?? captureCampaign(window.location.href, document.referrer, storage);
}

/**
 * The lead's ClientId: the analytics client id of the `_ga` cookie
 * (`GA1.1.123.456` gives `123.456`), or "" without one (spec 8 notes the old
 * site threw when the cookie was missing).
 */
export function analyticsClientId(cookie: string): string {
  const match = /(?:^|;\s*)_ga=GA\d+\.\d+\.(\d+\.\d+)/.exec(cookie);
  return match?.[1] ?? "";
}
