/**
 * The locators' shared facts (issue 15, decision 055): place types and their
 * pages, specialities, the map's default (spec 9), page sizes, the answer's
 * shape and the great-circle distance. No zod here: the pages' scripts
 * import this file, the schema is location-query.ts.
 */
export const LOCATION_TYPES = ["branch", "garage", "hospital"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** The content service's collection of each type (the insurer's existing names). */
export const LOCATION_COLLECTION = { branch: "branches", garage: "garages", hospital: "hospitals" } as const;

/** The locator page of each type (spec 2 "Contact"); a place's own page is `{path}/{slug}`. */
export const LOCATOR_PATH: Record<LocationType, string> = {
  branch: "/contact-us/branch",
  garage: "/contact-us/garage",
  hospital: "/contact-us/cashless-hospitals-networks",
};

/** The specialities a hospital may list; their labels are translation keywords `locator_speciality_<key>`. */
export const SPECIALITIES = [
  "general-medicine",
  "general-surgery",
  "cardiology",
  "orthopaedics",
  "obstetrics-gynaecology",
  "paediatrics",
  "oncology",
  "nephrology",
  "neurology",
  "ophthalmology",
  "ent",
  "gastroenterology",
  "pulmonology",
  "urology",
] as const;
export type Speciality = (typeof SPECIALITIES)[number];

/** spec 9 "Map default": where the map starts before a search moves it. */
export const MAP_DEFAULT = { lat: 19.113645, lng: 72.8697339, zoom: 16 } as const;

export const LOCATION_PAGE_SIZE = 10;
export const LOCATION_MAX_LIMIT = 50;
/** Deeper pages than this are not offered: a search that needs them is too broad (say a city or pincode). */
export const LOCATION_MAX_PAGE = 200;
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

export interface LocationResult {
  id: number;
  type: LocationType;
  name: string;
  slug: string;
  /** the place's own page, e.g. /contact-us/garage/kaveri-service-centre-2 */
  path: string;
  /** kind within the type, e.g. "regional-office", "authorised-dealer", "multi-speciality" */
  kind: string | null;
  address: string;
  city: string;
  district: string | null;
  state: string;
  stateCode: string;
  pincode: string;
  phone: string | null;
  email: string | null;
  openingHours: string | null;
  lat: number;
  lng: number;
  distanceKm?: number;
  makes?: string[];
  specialities?: string[];
  preferred?: boolean;
}

export interface LocationAnswer {
  total: number;
  page: number;
  limit: number;
  /** where "nearest first" was measured from, when it was */
  origin: { lat: number; lng: number; from: "point" | "pincode" } | null;
  results: LocationResult[];
}

/** Great-circle distance in km (mean Earth radius 6371 km). */
export function haversineKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
