/**
 * What the locator pages and `GET /api/locations` ask of the server's
 * location directory (server/locations/, decision 055).
 */
import type { LocationQuery } from "./location-query";
import type { LocationAnswer, LocationResult, LocationType } from "./location-rules";

export interface LocationFacets {
  /** states and union territories with places of this type: code, English name and the page language's */
  states: { code: string; name: string; hi: string | null; kn: string | null }[];
  /** the makes garages repair (empty for other types) */
  makes: string[];
}

/** One place's address for the sitemap (issue 16 reads `placeAddresses`). */
export interface PlaceAddress {
  type: LocationType;
  path: string;
  updatedAt: string | null;
}

export interface LocationDirectory {
  search(query: LocationQuery): Promise<LocationAnswer>;
  /** The place of that type with that slug, or null. */
  place(type: LocationType, slug: string): Promise<LocationResult | null>;
  facets(type: LocationType): Promise<LocationFacets>;
  /** Every place's own page (English address; languages append /hindi, /kannada). */
  placeAddresses(): Promise<PlaceAddress[]>;
  /** The counts of the home page's "Our reach" section, from the same index the locators search. */
  reach(): Promise<LocationReach>;
}

/** What the home page's "Our reach" tiles can count (issue 16, decision 069): the `measure` of an `ourreaches` entry. */
export const REACH_MEASURES = ["branches", "cities", "states", "hospitals", "garages"] as const;
export type ReachMeasure = (typeof REACH_MEASURES)[number];

/** One state's or union territory's branches (the "Our reach" table). */
export interface StateReach {
  code: string;
  name: string;
  hi: string | null;
  kn: string | null;
  branches: number;
}

/**
 * The locators' counts: branches, network garages and cashless hospitals; the cities and the
 * states and union territories that have a branch; and the branches of each such state.
 */
export interface LocationReach {
  counts: Record<ReachMeasure, number>;
  states: StateReach[];
}
