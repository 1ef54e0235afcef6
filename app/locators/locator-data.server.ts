/**
 * The locator pages' loaders (issue 15, decision 055): the list of a search
 * rendered on the server (shared and indexed addresses work before any
 * script), and each place's own page with its schema.org data.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { localizedField, localizePath, type Lang } from "@contracts/i18n/languages";
import {
  LOCATION_PAGE_SIZE,
  LOCATOR_PATH,
  MAP_DEFAULT,
  type LocationAnswer,
  type LocationResult,
  type LocationType,
} from "@contracts/locations/location-rules";
import type { LocationFacets } from "@contracts/locations/location-service";
import { getHospitalLists, getPhrases, getSiteSettings } from "~/content/queries";
import { translate, type Phrases } from "~/i18n/phrases";
import { notFound, requirePage, seoFor } from "~/pages/page-loading.server";
import type { PageSeo } from "~/seo/page-seo";
import type { ResolvedPage } from "~/routing/resolve-page";
import { canonicalSearch, readPageSearch } from "./locator-search";
import { placeSchema } from "./place-format";

export const LOCATOR_PHRASE_PAGES = ["locators"];

export function locatorTypeOf(page: ResolvedPage): LocationType {
  const base = page.entry.path.replace(/\/:place$/, "");
  const type = (Object.keys(LOCATOR_PATH) as LocationType[]).find((t) => LOCATOR_PATH[t] === base);
  if (!type) throw new Error(`not a locator page: ${page.entry.path}`);
  return type;
}

export interface NetworkNote {
  key: string;
  name: string;
  note: string;
}

export interface LocatorPageData {
  type: LocationType;
  lang: Lang;
  seo: PageSeo;
  phrases: Phrases;
  /** the search the address holds (form defaults) */
  params: Record<string, string>;
  answer: LocationAnswer | null;
  /** a translation keyword: what is wrong with the search in the address */
  error: string | null;
  facets: LocationFacets;
  notes: NetworkNote[];
  mapTiles: { url: string; attribution: string } | null;
  mapDefault: typeof MAP_DEFAULT;
}

function unavailable(): never {
  throw data(null, { status: 503, headers: { "Retry-After": "30" } });
}

export async function loadLocatorPage(request: Request, context: AppLoadContext) {
  const { page, url } = requirePage(request);
  const type = locatorTypeOf(page);
  const canonical = canonicalSearch(url.searchParams);
  if (canonical !== url.search && !(canonical === "" && url.search === "?")) {
    throw redirect(`${url.pathname}${canonical}`, 302);
  }
  const locations = context.locations;
  if (!locations) unavailable();
  const search = readPageSearch(url.searchParams);
  const [seo, phrases, facets, notes] = await Promise.all([
    seoFor(context, page, url, page.entry.page),
    getPhrases(context.content, LOCATOR_PHRASE_PAGES, page.lang),
    locations.facets(type),
    type === "hospital" ? getHospitalLists(context.content) : Promise.resolve([]),
  ]);
  let answer: LocationAnswer | null = null;
  let error: string | null = null;
  if (search.kind === "search") {
    answer = await locations.search({ ...search.query, type, limit: LOCATION_PAGE_SIZE });
  } else if (search.kind === "invalid") {
    error = search.field === "pincode" ? "locator_error_pincode" : "locator_error_search";
  }
  const body: LocatorPageData = {
    type,
    lang: page.lang,
    seo,
    phrases,
    params: Object.fromEntries(url.searchParams),
    answer,
    error,
    facets,
    notes: notes.map((n) => ({
      key: n.key,
      name: localizedField(n, "Name", page.lang),
      note: localizedField(n, "Note", page.lang),
    })),
    mapTiles: context.publicConfig.mapTiles ?? null,
    mapDefault: MAP_DEFAULT,
  };
  return data(body, { status: error ? 400 : 200 });
}

export interface PlacePageData {
  type: LocationType;
  lang: Lang;
  seo: PageSeo;
  phrases: Phrases;
  place: LocationResult;
  listPath: string;
  notes: NetworkNote[];
  structured: Record<string, unknown>;
}

export async function loadPlacePage(request: Request, context: AppLoadContext): Promise<PlacePageData> {
  const { page, url } = requirePage(request);
  const type = locatorTypeOf(page);
  const locations = context.locations;
  if (!locations) unavailable();
  const place = await locations.place(type, page.params.place ?? "");
  if (!place) notFound();
  const [phrases, settings, notes] = await Promise.all([
    getPhrases(context.content, LOCATOR_PHRASE_PAGES, page.lang),
    getSiteSettings(context.content),
    type === "hospital" ? getHospitalLists(context.content) : Promise.resolve([]),
  ]);
  const t = (key: string) => translate(phrases, key);
  const kind = place.kind ? t(`locator_kind_${place.kind}`) : "";
  const where = `${place.address}, ${place.city}, ${place.state} ${place.pincode}`;
  // no helmetdata entry per place: its own name, address and kind make its title and description
  const seo = await seoFor(context, page, url, `${page.entry.page}-place`, {
    heading: place.name,
    description: [kind, where, place.phone].filter(Boolean).join(" · "),
  });
  // the title names the kind of place and its town, in the page's language, for search results
  const cityInName = place.name.toLowerCase().includes(place.city.toLowerCase());
  seo.title = [`${place.name}${cityInName ? "" : `, ${place.city}`}`, kind].filter(Boolean).join(" – ");
  if (seo.siteName) seo.title += ` | ${seo.siteName}`;
  const listPath = localizePath(LOCATOR_PATH[type], page.lang);
  const home = seo.breadcrumbs[0];
  seo.breadcrumbs = [
    ...(home ? [home] : []),
    { name: t(`locator_back_${type}`), href: `${context.siteOrigin}${listPath}` },
    { name: place.name },
  ];
  const brand = settings ? localizedField(settings, "Brand_Name", "en") : "";
  return {
    type,
    lang: page.lang,
    seo,
    phrases,
    place,
    listPath,
    notes: notes.map((n) => ({
      key: n.key,
      name: localizedField(n, "Name", page.lang),
      note: localizedField(n, "Note", page.lang),
    })),
    structured: placeSchema(place, seo.canonical, brand),
  };
}
