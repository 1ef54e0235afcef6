/**
 * The help pages' search parameters, limits and normalisation without the schemas: what the pages
 * render needs no zod (decision 068); `help-search.ts` holds the schemas and re-exports these.
 */

/**
 * The address parameters (contracts/page-parameters.ts): names of their own, not `q`, which
 * scanners fill with unique values (decision 045).
 */
export const FAQ_SEARCH_PARAM = "faq";
export const AGENT_SEARCH_PARAM = "licence";

export const SEARCH_MAX_LENGTH = 60;
/** A register search needs this much of a name or code: fewer letters would list half the register. */
export const AGENT_SEARCH_MIN_LENGTH = 3;
/** At most this many licences answer one search. */
export const AGENT_SEARCH_MAX_RESULTS = 20;

/** Case, spacing, and Unicode composition ignored; Devanagari and Kannada compared as written. */
export function normaliseSearch(text: string): string {
  return text.normalize("NFC").toLocaleLowerCase("en-IN").replace(/\s+/g, " ").trim();
}

/** Whether `text` contains every word of the (normalised) query. */
export function matchesSearch(text: string, query: string): boolean {
  if (!query) return true;
  const haystack = normaliseSearch(text);
  return query.split(" ").every((word) => haystack.includes(word));
}
