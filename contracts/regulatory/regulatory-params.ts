/**
 * The regulatory pages' address parameters, kinds and fields without their schemas: what the pages
 * render needs no zod (decision 068). `download-filter.ts`, `disclosure-filter.ts` and
 * `unclaimed.ts` check them and re-export these.
 */

export const DOWNLOAD_LINE_PARAM = "line";
export const DOWNLOAD_TYPE_PARAM = "document";
/** A product's documents, the address a product page links to (decision 061): `?product=<catalogue key>`. */
export const DOWNLOAD_PRODUCT_PARAM = "product";

/** The kinds of document, in the order the page lists them within a line. */
export const DOWNLOAD_TYPES = ["policy-wording", "brochure", "cis", "proposal-form", "claim-form"] as const;
export type DownloadType = (typeof DOWNLOAD_TYPES)[number];
export type DownloadFilter = { line?: string; type?: DownloadType; product?: string };

export function isDownloadType(value: string): value is DownloadType {
  return (DOWNLOAD_TYPES as readonly string[]).includes(value);
}

export const DISCLOSURE_YEAR_PARAM = "fy";

/** The months of each quarter of an Indian financial year (April to March), for the labels' keywords. */
export const QUARTERS = [1, 2, 3, 4] as const;

/** The page whose form posts the unclaimed-amounts search (contracts/routing/form-pages.ts). */
export const UNCLAIMED_PATH = "/unclaimed-policy-details";

export const UNCLAIMED_FIELDS = ["policy", "name", "dob"] as const;
export type UnclaimedField = (typeof UNCLAIMED_FIELDS)[number];
