/**
 * Texts every family of the site API answers with when the fault is not the
 * visitor's (docs/site-api.md: a message a person can act on), once, so that
 * the browser can recognise them and show them in the page's language.
 */
export const SERVICE_ANSWERS = {
  /** A party behind an adapter (database, SMS, policy administration) did not answer: 503. */
  unavailable: "The service is unavailable. Please try again in a minute.",
  /** A rate limit refused the request: 429 with Retry-After. */
  limited: "Too many requests. Please try again later.",
} as const;
