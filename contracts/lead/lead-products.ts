/**
 * The lead products (spec 3 "Lead product", spec 7 `/leadproducts`): what the
 * lead form's product field offers, and the values the site API accepts
 * (docs/site-api.md "Lead": the product is one of `leadproducts`). Both sides
 * read the same query and make the same list of them.
 */
import { contentQuery } from "../content/content-query";
import type { Entry } from "../content/entry-types";
import { localizedField, type Lang } from "../i18n/languages";
import { DEFAULT_LEAD_PRODUCT } from "./lead-rules";

export const LEAD_PRODUCTS_QUERY = contentQuery("leadproducts");

/** An option of the product field: its label in the page's language and the value the CRM receives. */
export interface LeadProductOption {
  label: string;
  value: string;
}

/** spec 9: the first lead product is the default; with none, the field offers Arogya Sanjeevani. */
export function leadProductOptions(entries: readonly Entry<"leadproducts">[], lang: Lang): LeadProductOption[] {
  const options = entries
    .filter((e) => e.ProductValue)
    .map((e) => ({
      label: localizedField(e, "ProductDisplayName", lang) || e.ProductDisplayName,
      value: e.ProductValue,
    }));
  return options.length ? options : [{ label: DEFAULT_LEAD_PRODUCT, value: DEFAULT_LEAD_PRODUCT }];
}
