/**
 * The query parameters a page's server rendering reads (decision 045). The
 * server takes every other parameter off a page's address before React Router
 * sees it, so no loader can read one, and the page cache keeps one copy of a
 * page whatever else an address carries: campaign and click ids (spec 3,
 * read in the browser only, contracts/campaign-parameters.ts), a tracker's
 * additions, a scanner's unique values. An address that differs only there
 * is a cache hit, not a render.
 *
 * A loader that needs another parameter adds it here: page-parameters.test.ts
 * fails when the app's server code reads one that is not listed.
 */
export const PAGE_PARAMETERS: ReadonlySet<string> = new Set([
  // spec 2: a sales partner's link shows the partner header (app/header/menu-rules.ts isSalesPartner)
  "RO_code",
  "reference_ID",
  // the health quote journey's answers, saved quote, compared plans and sum insured filter (contracts/health/health-journey.ts)
  "members",
  "age",
  "si",
  "pincode",
  "coverage",
  "quote",
  "plans",
  "sum",
  // ... and the health calculator's form, sent as a GET without scripts
  "members-form",
  "member",
  "daughters",
  "sons",
  // the car journey's make search (a name scanners do not use, unlike q: a page is kept once whatever they add),
  // and the car and bike calculators' form, sent as a GET without scripts (contracts/motor/motor-journey.ts)
  "brand",
  "motor-form",
  "cc",
  "kw",
  "price",
  "registrationDate",
  "rtoCode",
  "policyType",
  "previousPolicy",
  "previousNcb",
  "claimLastYear",
  "addon",
  "idv",
  "thirdPartyActive",
  "pa",
  // the travel calculator's form and its preset plan (issue 12)
  "travel-form",
  "tripType",
  "region",
  "departure",
  "return",
  "days",
  "traveller",
  "sumInsured",
  "plan",
  // the blog's category filter (issue 16, app/company/blog-data.server.ts); its page number is `page`, below
  "category",
  // the insurance-awareness articles' topic filter (issue 16, decision 065, contracts/gi-simplified/ia-topics.ts)
  "topic",
  // a job application's outcome after a plain form post (app/company/careers-data.server.ts)
  "applied",
  "apply_error",
  "job",
  // the FAQ's question search and the agent register's search (contracts/help/help-search.ts)
  "faq",
  "licence",
  // the locators' search (issue 15, app/locators/locator-search.ts): `where` is the form's city-or-pincode field,
  // `text` its free text (the API's q; a name scanners do not use), then the filters, a point and the result page
  "where",
  "text",
  "city",
  "state",
  "speciality",
  "make",
  "preferred",
  "lat",
  "lng",
  "page",
  // the downloads filter: line of business and document type (issue 16, contracts/regulatory/download-filter.ts)
  "line",
  "document",
  "product",
  // the public disclosures' financial year, e.g. 2026-27 (contracts/regulatory/disclosure-filter.ts)
  "fy",
  // the claim status page's claim number, carried from the intimation's "Track this claim" (issue 14)
  "claimNo",
  // React Router's own: the routes a client-side navigation's data request is for, and index routes
  "_routes",
  "index",
]);

/** An address's path and query with only the parameters pages read, in their order. */
/**
 * React Router's lazy route discovery (decision 068): `/__manifest?paths=<paths>&version=<build>` reads
 * its own parameters, and its answer is not a page (never kept, server/http/page-handler.ts).
 */
export const ROUTE_DISCOVERY_PATH = "/__manifest";

export function pagePathAndQuery(url: string): string {
  const mark = url.indexOf("?");
  if (mark === -1) return url;
  if (url.slice(0, mark) === ROUTE_DISCOVERY_PATH) return url;
  const kept = url
    .slice(mark + 1)
    .split("&")
    .filter((pair) => {
      if (pair === "") return false;
      const cut = pair.indexOf("=");
      const name = cut === -1 ? pair : pair.slice(0, cut);
      try {
        return PAGE_PARAMETERS.has(decodeURIComponent(name.replace(/\+/g, " ")));
      } catch {
        return false; // a malformed name is no parameter a page reads
      }
    });
  return kept.length ? `${url.slice(0, mark)}?${kept.join("&")}` : url.slice(0, mark);
}

/** The query parameters of `original` that `kept` lacks (what the server took off), as `name=value` pairs. */
export function droppedParameters(original: string): string[] {
  const mark = original.indexOf("?");
  if (mark === -1) return [];
  const kept = new Set(pagePathAndQuery(original).split("?")[1]?.split("&") ?? []);
  return original
    .slice(mark + 1)
    .split("&")
    .filter((pair) => pair !== "" && !kept.has(pair));
}
