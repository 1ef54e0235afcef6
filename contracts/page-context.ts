/**
 * What the server hands every page loader (server/app.ts builds it; the app's
 * loaders read it as React Router's `AppLoadContext`, app/load-context.ts).
 */
import type { ContentSource } from "./content/content-source";
import type { HealthQuoteService } from "./health/health-service";
import type { MotorSite } from "./motor/motor-service";
import type { TravelQuoteService } from "./travel/travel-service";
import type { SelfService } from "./service-requests/self-service";
import type { LocationDirectory } from "./locations/location-service";
import type { ClaimsService } from "./claims/claims-service";
import type { CreditScoreService } from "./credit-score/credit-score-service";
import type { UnclaimedLookup } from "./regulatory/unclaimed";
import type { ChannelPartnerService } from "./channel-partner/channel-partner";

export interface SiteLoadContext {
  content: ContentSource;
  /** Absolute origin of the public site, e.g. https://www.example.in (canonical and hreflang addresses). */
  siteOrigin: string;
  /** The content's version, when this process knows it (its own content service): what the layout data is kept by. */
  contentVersion?: () => string | null;
  /** Whether the server keeps a rendered page of this page key (PAGE_KEY_HEADER); such a page need not be rendered. */
  isPageKept?: (key: string) => boolean;
  /** What the browser may see of the server's configuration. */
  publicConfig: PublicConfig;
  /** Premiums and saved quotes of the health journey (absent when the server runs without its site API). */
  healthQuotes?: HealthQuoteService;
  /** The motor pages' quotes, vehicle catalogue and car journeys (issue 12). */
  motor?: MotorSite;
  /** The travel calculator's premiums and saved quotes (issue 12). */
  travelQuotes?: TravelQuoteService;
  /** Do-not-call, request status, policy documents (issue 14 policies part, decision 057). */
  selfService?: SelfService;
  /** The branch, garage and hospital locators (issue 15, decision 055). */
  locations?: LocationDirectory;
  /** Claim intimation, status and documents (issue 14, decision 056). */
  claims?: ClaimsService;
  /** The free credit score check (issue 14, decision 059). */
  creditScore?: CreditScoreService;
  /** The unclaimed amounts search (issue 16, decision 060). */
  unclaimed?: UnclaimedLookup;
  /** The channel-partner sign-in (issue 16, decision 064). */
  channelPartner?: ChannelPartnerService;
  /** The client's address, on a form post only (route actions count it against rate limits). */
  clientAddress?: string;
}

/** The server's settings the browser receives (through the root loader); nothing else of the configuration leaves the server. */
export interface PublicConfig {
  /**
   * Key of encrypted request bodies, base64 of 32 bytes (docs/site-api.md "Encrypted bodies": it shields a body
   * from casual inspection only; TLS is the protection).
   */
  payloadAesKey: string;
  /** spec 7 "Links": where buying a quoted plan continues (the buy-online target), from configuration. */
  buyOnlineUrl: string;
  /** The locators' map tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION; decision 055). */
  mapTiles?: { url: string; attribution: string };
}

/**
 * A page that is the same at many addresses (the not-found page of a
 * language) names itself in this response header; the server keeps it once,
 * under that key, for all of them (decision 045).
 */
export const PAGE_KEY_HEADER = "X-Page-Key";

/**
 * What the app's server entry (app/entry.server.tsx) offers the server beside
 * rendering: the page key of the not-found page an address certainly leads
 * to, asked before React Router runs, so that an unknown address costs a
 * lookup rather than a render (decision 045). `routeId` is the route React
 * Router would take the address to. Null when the app is not sure: React
 * Router then decides.
 */
export interface PageEntryHooks {
  knownNotFound?: (pathname: string, routeId: string, context: SiteLoadContext) => Promise<string | null>;
}
