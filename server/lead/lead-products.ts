/**
 * The product values the site API accepts (docs/site-api.md "Lead": the
 * product is one of `leadproducts`), read through the content API and kept
 * for a minute. If the content service cannot answer and nothing is known
 * yet, a lead is accepted rather than lost; the failure is logged as every
 * failed content read is.
 */
import { fetchEntries, reportContentFailure, type ContentSource } from "@contracts/content/content-source";
import { LEAD_PRODUCTS_QUERY, leadProductOptions } from "@contracts/lead/lead-products";

const CACHE_MS = 60_000;

export interface LeadProductCatalog {
  /** true / false, or null when the product list is unavailable. */
  accepts(value: string): Promise<boolean | null>;
}

export function leadProductCatalog(content: ContentSource, now: () => number = Date.now): LeadProductCatalog {
  let known: { values: Set<string>; at: number } | null = null;
  let loading: Promise<void> | null = null;

  async function refresh() {
    try {
      const entries = await fetchEntries(content, LEAD_PRODUCTS_QUERY);
      known = { values: new Set(leadProductOptions(entries, "en").map((o) => o.value)), at: now() };
    } catch (error) {
      reportContentFailure(LEAD_PRODUCTS_QUERY.collection, error);
    }
  }

  return {
    async accepts(value) {
      if (!known || now() - known.at > CACHE_MS) {
        loading ??= refresh().finally(() => {
          loading = null;
        });
        await loading;
      }
      return known ? known.values.has(value) : null;
    },
  };
}
