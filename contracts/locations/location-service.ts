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
}
