/**
 * The in-memory index of the locators (decision 055): every branch, garage
 * and hospital in typed arrays, a kd-tree over their coordinates
 * (`kdbush`) and nearest-first walks over it (`geokdbush`, great-circle
 * distances). Built from the content snapshot's entries, rebuilt when the
 * content changes; queries never touch the database.
 */
import type { LocationQuery } from "@contracts/locations/location-query";
import KDBush from "kdbush";
import { around } from "geokdbush";
import {
  haversineKm,
  LOCATION_PAGE_SIZE,
  LOCATOR_PATH,
  type LocationAnswer,
  type LocationResult,
  type LocationType,
} from "@contracts/locations/location-rules";
import type { LocationFacets, LocationReach } from "@contracts/locations/location-service";

export interface StateRecord {
  code: string;
  name: string;
  hi: string | null;
  kn: string | null;
}

/** A place as the index keeps it (the API's answer, before the distance). */
export type PlaceRecord = Omit<LocationResult, "distanceKm" | "path"> & { updatedAt: string | null };

interface Indexed {
  place: PlaceRecord;
  path: string;
  /** lower-case text the free-text search looks in */
  haystack: string;
  city: string;
  state: string;
  makes: string[] | null;
}

export interface PincodePoint {
  lat: number;
  lng: number;
}

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export class LocationIndex {
  readonly #items: Indexed[];
  readonly #tree: KDBush;
  readonly #bySlug = new Map<string, Indexed>();
  readonly #states: StateRecord[];

  constructor(places: readonly PlaceRecord[], states: readonly StateRecord[]) {
    this.#states = [...states];
    this.#items = places.map((place) => {
      const path = `${LOCATOR_PATH[place.type]}/${place.slug}`;
      const stateName = states.find((s) => s.code === place.stateCode);
      return {
        place,
        path,
        haystack: fold(
          [
            place.name,
            place.address,
            place.city,
            place.district ?? "",
            place.pincode,
            place.state,
            stateName?.hi,
            stateName?.kn,
          ]
            .filter(Boolean)
            .join(" | "),
        ),
        city: fold(place.city),
        state: fold(place.state),
        makes: place.makes ? place.makes.map(fold) : null,
      };
    });
    this.#tree = new KDBush(Math.max(1, this.#items.length));
    for (const item of this.#items) this.#tree.add(item.place.lng, item.place.lat);
    if (this.#items.length === 0) this.#tree.add(0, 0);
    this.#tree.finish();
    for (const item of this.#items) this.#bySlug.set(`${item.place.type}/${item.place.slug}`, item);
  }

  get size(): number {
    return this.#items.length;
  }

  /**
   * A search: filters AND together; nearest first from `origin` when there
   * is one (the total counts every match, within `radius` when given), else
   * by state, city and name.
   */
  search(query: LocationQuery, origin: LocationAnswer["origin"], pincodeFilter: boolean): LocationAnswer {
    const limit = query.limit ?? LOCATION_PAGE_SIZE;
    const page = query.page ?? 1;
    const q = query.q ? fold(query.q).split(" ").filter(Boolean) : [];
    const city = query.city ? fold(query.city) : null;
    const state = query.state ? fold(query.state) : null;
    const make = query.make ? fold(query.make) : null;
    const matches = (item: Indexed): boolean => {
      const p = item.place;
      if (query.type && p.type !== query.type) return false;
      if (city && item.city !== city && fold(p.district ?? "") !== city) return false;
      if (state && item.state !== state && fold(p.stateCode) !== state) return false;
      if (pincodeFilter && query.pincode && p.pincode !== query.pincode) return false;
      if (query.speciality && !(p.specialities ?? []).includes(query.speciality)) return false;
      if (make && !(item.makes ?? []).includes(make)) return false;
      if (query.preferred !== undefined && (p.type !== "hospital" || (p.preferred ?? false) !== query.preferred))
        return false;
      for (const word of q) if (!item.haystack.includes(word)) return false;
      return true;
    };
    const offset = (page - 1) * limit;

    if (!origin) {
      const all = this.#items.filter(matches);
      all.sort(
        (a, b) =>
          compare(a.place.state, b.place.state) ||
          compare(a.place.city, b.place.city) ||
          compare(a.place.name, b.place.name),
      );
      return {
        total: all.length,
        page,
        limit,
        origin,
        results: all.slice(offset, offset + limit).map((i) => this.#answer(i)),
      };
    }

    const radius = query.radius ?? Infinity;
    let total = 0;
    for (const item of this.#items) {
      if (!matches(item)) continue;
      if (radius !== Infinity && haversineKm(origin.lat, origin.lng, item.place.lat, item.place.lng) > radius) continue;
      total++;
    }
    if (offset >= total) return { total, page, limit, origin, results: [] };
    const ids = around(this.#tree, origin.lng, origin.lat, offset + limit, radius, (id) => {
      const item = this.#items[id];
      return item !== undefined && matches(item);
    });
    const results = ids.slice(offset).map((id) => {
      const item = this.#items[id]!;
      const km = haversineKm(origin.lat, origin.lng, item.place.lat, item.place.lng);
      return { ...this.#answer(item), distanceKm: Math.round(km * 100) / 100 };
    });
    return { total, page, limit, origin, results };
  }

  place(type: LocationType, slug: string): LocationResult | null {
    const item = this.#bySlug.get(`${type}/${slug}`);
    return item ? this.#answer(item) : null;
  }

  facets(type: LocationType): LocationFacets {
    const codes = new Set<string>();
    const makes = new Set<string>();
    for (const item of this.#items) {
      if (item.place.type !== type) continue;
      codes.add(item.place.stateCode);
      for (const make of item.place.makes ?? []) makes.add(make);
    }
    return {
      states: this.#states.filter((s) => codes.has(s.code)).sort((a, b) => compare(a.name, b.name)),
      makes: [...makes].sort(compare),
    };
  }

  /** The "Our reach" counts (decision 069): places by type; cities and states by their branches. */
  reach(): LocationReach {
    const counts = { branches: 0, cities: 0, states: 0, hospitals: 0, garages: 0 };
    const cities = new Set<string>();
    const byState = new Map<string, number>();
    for (const { place, city } of this.#items) {
      if (place.type === "hospital") counts.hospitals++;
      else if (place.type === "garage") counts.garages++;
      else {
        counts.branches++;
        cities.add(`${place.stateCode}|${city}`);
        byState.set(place.stateCode, (byState.get(place.stateCode) ?? 0) + 1);
      }
    }
    counts.cities = cities.size;
    counts.states = byState.size;
    const states = this.#states
      .filter((s) => byState.has(s.code))
      .map((s) => ({ ...s, branches: byState.get(s.code) ?? 0 }))
      .sort((a, b) => compare(a.name, b.name));
    return { counts, states };
  }

  addresses(): { type: LocationType; path: string; updatedAt: string | null }[] {
    return this.#items.map((i) => ({ type: i.place.type, path: i.path, updatedAt: i.place.updatedAt }));
  }

  #answer(item: Indexed): LocationResult {
    const { updatedAt: _updated, ...place } = item.place;
    return { ...place, path: item.path };
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
