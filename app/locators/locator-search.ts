/**
 * The locator page's address as a search (issue 15): the form posts
 * `where` (a city or a pincode) with its filters by GET; the server answers
 * with the canonical address (`?city=Pune`, empty fields dropped), which is
 * what is shared, kept and indexed.
 */
import { LocationQuerySchema, searchParamsObject, type LocationQuery } from "@contracts/locations/location-query";

/** The search parameters a locator page reads, in the order its addresses write them. */
const ORDER = ["city", "pincode", "text", "state", "speciality", "make", "preferred", "lat", "lng", "page"] as const;
export type SearchField = (typeof ORDER)[number];
const SEARCH_FIELDS = new Set<string>([
  "city",
  "pincode",
  "q",
  "state",
  "speciality",
  "make",
  "preferred",
  "lat",
  "lng",
]);

/** The canonical query string of a page address ("" without a search); `where` becomes city or pincode. */
export function canonicalSearch(params: URLSearchParams): string {
  const out = new URLSearchParams();
  const where = params.get("where")?.trim();
  const values = new Map<string, string[]>();
  for (const key of ORDER) {
    const list = params
      .getAll(key)
      .map((v) => v.trim())
      .filter(Boolean);
    if (list.length) values.set(key, list);
  }
  if (where)
    values.set(/^\d+$/.test(where.replace(/\s/g, "")) ? "pincode" : "city", [
      where.replace(/^(\d[\d\s]*)$/, (d) => d.replace(/\s/g, "")),
    ]);
  for (const key of ORDER) for (const value of values.get(key) ?? []) out.append(key, value);
  if (out.get("page") === "1") out.delete("page");
  const text = out.toString();
  return text ? `?${text}` : "";
}

export type PageSearch =
  { kind: "none" } | { kind: "search"; query: LocationQuery } | { kind: "invalid"; field: string | null };

export function readPageSearch(params: URLSearchParams): PageSearch {
  // the page's `text` is the API's free text `q` (page parameters avoid q: contracts/page-parameters.ts)
  const asQuery = new URLSearchParams();
  for (const [key, value] of params) if (key !== "q") asQuery.append(key === "text" ? "q" : key, value);
  const parsed = LocationQuerySchema.safeParse(searchParamsObject(asQuery));
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "");
    return { kind: "invalid", field: field === "q" ? "text" : field || null };
  }
  const hasSearch = [...params.keys()].some((k) => SEARCH_FIELDS.has(k));
  return hasSearch ? { kind: "search", query: parsed.data } : { kind: "none" };
}
