/**
 * What the lead form needs on every page, loaded by the root loader: the
 * product options in the page's language, the product this page presets,
 * and the public key of encrypted bodies.
 */
import type { AppLoadContext } from "react-router";
import { getProductByKey } from "~/content/queries";
import type { Lang } from "~/i18n/languages";
import type { ResolvedPage } from "~/routing/resolve-page";
import { getLeadProducts, leadProductFor, leadProductOptions, type LeadProductOption } from "./lead-queries";

export interface LeadFormData {
  products: LeadProductOption[];
  /** The product value this page preselects (its own product), or null for the first. */
  preset: string | null;
  /** base64 key of encrypted bodies (public config; site-api.md "Encrypted bodies"). */
  payloadKey: string;
}

/** The catalogue product a page is about: a product page's, or the one it presets (spec 2 "vehiclemakers"). */
function pageProductKey(page: ResolvedPage | null): string | undefined {
  if (!page) return undefined;
  if (page.entry.template === "product") return page.entry.productKey ?? page.params.productKey;
  return page.entry.presetProduct;
}

export async function loadLeadFormData(
  context: AppLoadContext,
  lang: Lang,
  page: ResolvedPage | null,
): Promise<LeadFormData> {
  const key = pageProductKey(page);
  const [entries, product] = await Promise.all([
    // spec 8: a content failure is logged; the field then offers the default product
    getLeadProducts(context.content).catch((error: unknown) => {
      console.error("content: lead products failed:", error instanceof Error ? error.message : error);
      return [];
    }),
    key ? getProductByKey(context.content, key).catch(() => null) : Promise.resolve(null),
  ]);
  const products = leadProductOptions(entries, lang);
  const preset = leadProductFor(
    product?.crmProductName,
    products.map((p) => p.value),
  );
  return { products, preset, payloadKey: context.publicConfig.payloadAesKey };
}
