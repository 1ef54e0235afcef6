/**
 * What the lead form needs of the page, loaded by the root loader: the
 * product this page presets, and the public key of encrypted bodies. The
 * product options are the language's, in the layout data (decision 045).
 */
import type { AppLoadContext } from "react-router";
import { getLeadProducts, getProductByKey } from "~/content/queries";
import type { ResolvedPage } from "~/routing/resolve-page";

export interface LeadFormData {
  /** The product value this page preselects (its own product), or null for the first. */
  preset: string | null;
  /** base64 key of encrypted bodies (public config; docs/site-api.md "Encrypted bodies"). */
  payloadKey: string;
}

/** The catalogue product a page is about: a product page's, or the one it presets (spec 2 "vehiclemakers"). */
function pageProductKey(page: ResolvedPage | null): string | undefined {
  if (!page) return undefined;
  if (page.entry.template === "product") return page.entry.productKey ?? page.params.productKey;
  return page.entry.presetProduct;
}

export async function loadLeadFormData(context: AppLoadContext, page: ResolvedPage | null): Promise<LeadFormData> {
  const key = pageProductKey(page);
  const [entries, product] = await Promise.all([
    // spec 8: a content failure is logged; the field then offers the default product
    getLeadProducts(context.content),
    key ? getProductByKey(context.content, key) : Promise.resolve(null),
  ]);
  const preset = leadProductFor(
    product?.crmProductName,
    entries.map((e) => e.ProductValue),
  );
  return { preset, payloadKey: context.publicConfig.payloadAesKey };
}

function normalised(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/**
 * The lead product of a catalogue product (decision 014): the one whose
 * value begins the product's CRM name ("Private Car" for "Private Car Package
 * Policy"), the longest such; null when none does.
 */
export function leadProductFor(crmProductName: string | null | undefined, values: string[]): string | null {
  const crm = normalised(crmProductName ?? "");
  if (!crm) return null;
  let best: string | null = null;
  for (const value of values) {
    const v = normalised(value);
    if (v && crm.startsWith(v) && (!best || v.length > normalised(best).length)) best = value;
  }
  return best;
}
