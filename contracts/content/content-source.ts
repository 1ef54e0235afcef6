/**
 * How the site reads content: only through the content API's HTTP contract
 * (docs/content-api.md), in process by default and from a remote content
 * service when CONTENT_API_URL is set (docs/architecture.md "Content").
 *
 * Reads go through one of two doors:
 * - `fetchEntries` rejects when the content service cannot answer, for the
 *   few callers that must tell "none" from "unknown";
 * - `readEntries` / `readFirst` never reject: a failure is logged once, here,
 *   without the query's values, and answers the empty value (spec 8: content
 *   failures are only logged and the section renders empty).
 */
import type { CollectionName } from "./collections";
import type { ContentQuery } from "./content-query";
import type { Entry } from "./entry-types";

export interface ContentSource {
  /** `path` is the part after the content API's base, e.g. `/products?key=bike-insurance`. */
  get<T>(path: string): Promise<T>;
}

export class ContentRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ContentRequestError";
  }
}

/** A content source over HTTP (a remote content service, or this site's own /content in the browser). */
export function httpContentSource(baseUrl: string, fetchImpl: typeof fetch = fetch): ContentSource {
  const base = baseUrl.replace(/\/$/, "");
  return {
    async get<T>(path: string): Promise<T> {
      const response = await fetchImpl(`${base}${path}`, { headers: { accept: "application/json" } });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new ContentRequestError(response.status, `HTTP ${response.status}`);
      }
      return (await response.json()) as T;
    },
  };
}

/** The entries a query matches; rejects when the content service cannot answer. */
export function fetchEntries<C extends CollectionName>(
  source: ContentSource,
  query: ContentQuery<C>,
): Promise<Entry<C>[]> {
  return source.get<Entry<C>[]>(query.path);
}

/** The entries a query matches, or none when the content service cannot answer (logged). */
export async function readEntries<C extends CollectionName>(
  source: ContentSource,
  query: ContentQuery<C>,
): Promise<Entry<C>[]> {
  try {
    return await fetchEntries(source, query);
  } catch (error) {
    reportContentFailure(query.collection, error);
    return [];
  }
}

/** The first entry a query matches, or null when there is none or the content service cannot answer (logged). */
export async function readFirst<C extends CollectionName>(
  source: ContentSource,
  query: ContentQuery<C>,
): Promise<Entry<C> | null> {
  return (await readEntries(source, query.limit(1)))[0] ?? null;
}

/**
 * The one log line of a failed content read: the collection and what went
 * wrong, never the query's values (a search may carry what a visitor typed).
 */
export function reportContentFailure(collection: string, error: unknown): void {
  const reason =
    error instanceof ContentRequestError
      ? error.message
      : error instanceof Error
        ? `${error.name}: ${error.message}`
        : String(error);
  console.error(`content: ${collection} unavailable (${reason})`);
}
