/**
 * The lead products (spec 3 "Lead product", spec 7 `/leadproducts`): what the
 * form's product field offers and what the site API accepts.
 */
import type { ContentSource } from "../content/content-source";
import { localizedField, type Lang } from "../i18n/languages";
import { DEFAULT_LEAD_PRODUCT } from "./lead-rules";

export interface LeadProductEntry {
  id: number;
  ProductDisplayName: string;
  ProductDisplayName_hi: string | null;
  ProductDisplayName_kannad: string | null;
  ProductValue: string;
}

/** An option of the product field: its label in the page's language and the value the CRM receives. */
export interface LeadProductOption {
  label: string;
  value: string;
}

export async function getLeadProducts(content: ContentSource): Promise<LeadProductEntry[]> {
  return content.get<LeadProductEntry[]>("/leadproducts");
}

/** spec 9: the first lead product is the default; with none, the field offers Arogya Sanjeevani. */
export function leadProductOptions(entries: LeadProductEntry[], lang: Lang): LeadProductOption[] {
  const options = entries
    .filter((e) => e.ProductValue)
    .map((e) => ({
      label: localizedField(e, "ProductDisplayName", lang) || e.ProductDisplayName,
      value: e.ProductValue,
    }));
  return options.length ? options : [{ label: DEFAULT_LEAD_PRODUCT, value: DEFAULT_LEAD_PRODUCT }];
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
