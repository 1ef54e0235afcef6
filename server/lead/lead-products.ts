/**
 * The product values the site API accepts (site-api.md "Lead": the product is
 * one of `leadproducts`), read through the content API and kept for a
 * minute. If the content service cannot answer and nothing is known yet, a
 * lead is accepted rather than lost, and the problem is logged.
 */
import type { ContentSource } from "../../app/content/content-source";
import { getLeadProducts, leadProductOptions } from "../../app/lead/lead-queries";

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
      const entries = await getLeadProducts(content);
      known = { values: new Set(leadProductOptions(entries, "en").map((o) => o.value)), at: now() };
    } catch (error) {
      console.error("lead: lead products unavailable:", error instanceof Error ? error.message : error);
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
