/**
 * The location directory (decision 055): the branches, garages and
 * hospitals of the content service (collections `branches`, `garages`,
 * `hospitals`, with `cities` and `states`), read through the content API
 * like any other client, indexed in memory (location-index.ts).
 *
 * The index is rebuilt when the content changes: at once when this process
 * knows the content's version (its own content service), otherwise (a
 * remote content service) at most every `maxAgeMs`. A failed rebuild keeps
 * the last index serving.
 */
import type { LocationQuery } from "@contracts/locations/location-query";
import type { ContentSource } from "@contracts/content/content-source";
import { fetchEntries } from "@contracts/content/content-source";
import { contentQuery } from "@contracts/content/content-query";
import type { Entry } from "@contracts/content/entry-types";
import {
  LOCATION_COLLECTION,
  LOCATION_TYPES,
  type LocationAnswer,
  type LocationType,
} from "@contracts/locations/location-rules";
import type { LocationDirectory } from "@contracts/locations/location-service";
import { LocationIndex, type PlaceRecord, type StateRecord } from "./location-index";
import type { PincodeDirectory } from "./pincode-directory";

const PAGE = 1000;

export interface LocationDirectoryOptions {
  content: ContentSource;
  pincodes: PincodeDirectory;
  /** The content's version when this process serves it; unset: rebuild after `maxAgeMs`. */
  contentVersion?: () => string | null;
  maxAgeMs?: number;
  now?: () => number;
}

type PlaceEntry = Entry<"branches"> | Entry<"garages"> | Entry<"hospitals">;

async function readAll<C extends "branches" | "garages" | "hospitals" | "states">(
  content: ContentSource,
  collection: C,
): Promise<Entry<C>[]> {
  const out: Entry<C>[] = [];
  for (let start = 0; ; start += PAGE) {
    const page = await fetchEntries(content, contentQuery(collection).sort("id").start(start).limit(PAGE));
    out.push(...(page as Entry<C>[]));
    if (page.length < PAGE) return out;
  }
}

function record(type: LocationType, entry: PlaceEntry, states: Map<number, StateRecord>): PlaceRecord | null {
  const lat = Number(entry.lat);
  const lng = Number(entry.lng);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const state = entry.state ? states.get(entry.state.id) : undefined;
  const base: PlaceRecord = {
    id: entry.id,
    type,
    name: entry.name,
    slug: entry.slug,
    kind: entry.type ?? null,
    address: entry.address,
    city: entry.city?.name ?? entry.district ?? "",
    district: entry.district ?? null,
    state: state?.name ?? "",
    stateCode: state?.code ?? "",
    pincode: entry.pincode,
    phone: entry.phone ?? null,
    email: entry.email ?? null,
    openingHours: entry.opening_hours ?? null,
    lat,
    lng,
    updatedAt: entry.updated_at ?? null,
  };
  if ("makes" in entry) return { ...base, makes: entry.makes ?? [] };
  if ("specialities" in entry)
    return { ...base, specialities: entry.specialities ?? [], preferred: entry.preferred ?? false };
  return base;
}

/** Every place of the content service, as the index keeps them. */
export async function loadPlaces(content: ContentSource): Promise<{ places: PlaceRecord[]; states: StateRecord[] }> {
  const stateEntries = await readAll(content, "states");
  const states = new Map<number, StateRecord>(
    stateEntries.map((s) => [
      s.id,
      { code: s.code, name: s.name_en, hi: s.name_hi ?? null, kn: s.name_kannad ?? null },
    ]),
  );
  const places: PlaceRecord[] = [];
  for (const type of LOCATION_TYPES) {
    for (const entry of await readAll(content, LOCATION_COLLECTION[type])) {
      const place = record(type, entry, states);
      if (place) places.push(place);
    }
  }
  return { places, states: [...states.values()] };
}

export function createLocationDirectory(options: LocationDirectoryOptions): LocationDirectory {
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  let current: { index: LocationIndex; version: string | null; builtAt: number } | null = null;
  let building: Promise<LocationIndex> | null = null;

  const build = (): Promise<LocationIndex> => {
    building ??= (async () => {
      const version = options.contentVersion?.() ?? null;
      const { places, states } = await loadPlaces(options.content);
      const index = new LocationIndex(places, states);
      current = { index, version, builtAt: now() };
      return index;
    })().finally(() => {
      building = null;
    });
    return building;
  };

  const index = async (): Promise<LocationIndex> => {
    if (!current) return build();
    const stale = options.contentVersion
      ? options.contentVersion() !== current.version
      : now() - current.builtAt > maxAgeMs;
    if (!stale) return current.index;
    // a rebuild takes milliseconds at this size: the search waits for it and sees the change; a failed
    // one leaves the last index answering and is tried again on the next search
    const last = current.index;
    return build().catch((error: unknown) => {
      console.error("locations: index rebuild failed", error instanceof Error ? error.message : error);
      return last;
    });
  };

  return {
    async search(query: LocationQuery): Promise<LocationAnswer> {
      const idx = await index();
      if (query.lat !== undefined && query.lng !== undefined) {
        return idx.search(query, { lat: query.lat, lng: query.lng, from: "point" }, Boolean(query.pincode));
      }
      if (query.pincode) {
        const point = options.pincodes(query.pincode);
        // a known pincode: nearest first from its post office; an unknown one: the places in it
        if (point) return idx.search(query, { ...point, from: "pincode" }, false);
      }
      return idx.search(query, null, true);
    },
    async place(type, slug) {
      return (await index()).place(type, slug);
    },
    async facets(type) {
      return (await index()).facets(type);
    },
    async placeAddresses() {
      return (await index()).addresses();
    },
    async reach() {
      return (await index()).reach();
    },
  };
}
