/**
 * Traffic source classification (spec 4 "Traffic source classification") of
 * a landing address, and the campaign fields a lead carries (spec 3).
 */
import { GOOGLE_CLICK_IDS } from "@contracts/campaign-parameters";
import type { CampaignFields } from "@contracts/lead/lead-schema";

const PAGE_URL_MAX = 2_000;
const VALUE_MAX = 200;

export const SOURCE_GOOGLE = "google";
export const MEDIUM_CPC = "cpc";
export const MEDIUM_ORGANIC = "Organic";
export const SOURCE_DIRECT = "direct";
export const MEDIUM_NONE = "none";
export const MEDIUM_REFERRAL = "referral";

export type TrafficSource = Omit<CampaignFields, "page_url">;

export interface Landing {
  /** The landing address's query. */
  params: URLSearchParams;
  /** `document.referrer` ("" when none). */
  referrer: string;
  /** This site's host, e.g. `www.example.in`. */
  ownHost: string;
}

function param(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? "").trim().slice(0, VALUE_MAX);
}

function bareHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, "");
}

/** The referrer's host name, or the text itself when it is not an address. */
function referrerName(referrer: string): string {
  try {
    return new URL(referrer).hostname || referrer.slice(0, VALUE_MAX);
  } catch {
    return referrer.slice(0, VALUE_MAX);
  }
}

function isOwnSite(referrer: string, ownHost: string): boolean {
  try {
    return bareHost(new URL(referrer).host) === bareHost(ownHost);
  } catch {
    return false;
  }
}

/**
 * spec 4: a click id gives google / cpc (a utm_medium, when given, wins);
 * else a utm_source gives the utm values; else the referrer: Google gives
 * google / Organic, this site direct / none, any other the referrer /
 * referral; no referrer direct / none. The other utm values are carried as
 * the address gives them.
 */
export function classifyTrafficSource({ params, referrer, ownHost }: Landing): TrafficSource {
  const utm = {
    utm_source: param(params, "utm_source"),
    utm_medium: param(params, "utm_medium"),
    utm_campaign: param(params, "utm_campaign"),
    utm_uniqueid: param(params, "utm_uniqueid"),
    utm_content: param(params, "utm_content"),
    utm_term: param(params, "utm_term"),
  };
  if (GOOGLE_CLICK_IDS.some((id) => param(params, id) !== "")) {
    return { ...utm, utm_source: SOURCE_GOOGLE, utm_medium: utm.utm_medium || MEDIUM_CPC };
  }
  if (utm.utm_source) return utm;
  const from = referrer.trim();
  if (!from) return { ...utm, utm_source: SOURCE_DIRECT, utm_medium: MEDIUM_NONE };
  if (from.toLowerCase().includes("google")) return { ...utm, utm_source: SOURCE_GOOGLE, utm_medium: MEDIUM_ORGANIC };
  if (isOwnSite(from, ownHost)) return { ...utm, utm_source: SOURCE_DIRECT, utm_medium: MEDIUM_NONE };
  return { ...utm, utm_source: referrerName(from), utm_medium: MEDIUM_REFERRAL };
}

/** Whether an address carries campaign information of its own (a new campaign click replaces the stored one). */
export function hasCampaign(params: URLSearchParams): boolean {
  return param(params, "utm_source") !== "" || GOOGLE_CLICK_IDS.some((id) => param(params, id) !== "");
}

/** The lead's campaign fields for a landing address (spec 3: utm values plus the page url). */
export function campaignOf(landingUrl: string, referrer: string): CampaignFields {
  const url = new URL(landingUrl);
  url.hash = "";
  const source = classifyTrafficSource({ params: url.searchParams, referrer, ownHost: url.host });
  return { ...source, page_url: url.toString().slice(0, PAGE_URL_MAX) };
}
