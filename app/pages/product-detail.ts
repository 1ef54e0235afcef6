/**
 * What a product page tells a buyer (issue 16, decision 061): the product's
 * `productdetailtranslations` entry turned into what the page shows, the
 * questions its FAQPage data lists, the "get a price" entry of its line and
 * the address of its documents. Pure functions, so the shaping is unit-tested.
 */
import type { Entry } from "@contracts/content/entry-types";
import { localizePath, type Lang } from "@contracts/i18n/languages";

export interface ProductDetailView {
  whoFor: string;
  covered: string[];
  notCovered: string[];
  sumInsured: string;
  waitingPeriods: { label: string; value: string }[];
  deductibles: { label: string; value: string }[];
  addons: { title: string; description: string }[];
  claimSteps: { title: string; description: string }[];
  faqs: { question: string; answer: string }[];
  /** `illustrative`: the insurer publishes no such facts; the page says they are indicative */
  illustrative: boolean;
}

const filled = (text: string | null | undefined): text is string => typeof text === "string" && text.trim() !== "";

/** The entry as the page shows it; null when the product has none in this language (the page shows its summary). */
export function reshapeProductDetail(entry: Entry<"productdetailtranslations"> | null): ProductDetailView | null {
  if (!entry) return null;
  return {
    whoFor: entry.who_for?.trim() ?? "",
    covered: entry.covered.map((c) => c.text).filter(filled),
    notCovered: entry.not_covered.map((c) => c.text).filter(filled),
    sumInsured: entry.sum_insured?.trim() ?? "",
    waitingPeriods: entry.waiting_periods.filter((w) => filled(w.label) && filled(w.value)),
    deductibles: entry.deductibles.filter((d) => filled(d.label) && filled(d.value)),
    addons: entry.addons
      .filter((a) => filled(a.title))
      .map((a) => ({ title: a.title, description: a.description?.trim() ?? "" })),
    claimSteps: entry.claim_steps
      .filter((s) => filled(s.title))
      .map((s) => ({ title: s.title, description: s.description?.trim() ?? "" })),
    faqs: entry.faqs.filter((f) => filled(f.question) && filled(f.answer)),
    illustrative: entry.facts_basis !== "public",
  };
}

/**
 * The questions of the page (and of its FAQPage structured data): the
 * product's own first, then helmetdata's, each question once.
 */
export function productFaqs(
  detail: ProductDetailView | null,
  pageFaqs: readonly { question: string; answer: string }[],
): { question: string; answer: string }[] {
  const seen = new Set<string>();
  const answer: { question: string; answer: string }[] = [];
  for (const faq of [...(detail?.faqs ?? []), ...pageFaqs]) {
    const key = faq.question.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    answer.push(faq);
  }
  return answer;
}

/** The lines with a quote journey of their own (issues 11, 12); every other product has the call-back form. */
export type QuoteLine = "health" | "motor" | "travel";

/** Health products a person buys for themselves or their family (the Health Insurance category, not a group line). */
const RETAIL_HEALTH_CATEGORY = "Health Insurance";
const GROUP_HEALTH_CATEGORY = "Group Health Insurance";

/**
 * Whether a health product is priced by the health quote journey: a retail
 * health product (productType health in the Health Insurance category) that is
 * not a group line. Motor and travel products say so through their own
 * journeys' price links.
 */
export function isRetailHealth(product: {
  productType: string | null;
  productcategories: readonly { Name_en: string }[];
}): boolean {
  const categories = product.productcategories.map((c) => c.Name_en);
  return (
    product.productType === "health" &&
    categories.includes(RETAIL_HEALTH_CATEGORY) &&
    !categories.includes(GROUP_HEALTH_CATEGORY)
  );
}

/**
 * The product's documents (policy wording, brochure, CIS): the downloads page
 * filtered to the product, in the page's language (decision 061: the
 * downloads page owns the files and their names).
 */
export function productDownloadsHref(key: string, lang: Lang): string {
  return `${localizePath("/downloads", lang)}?product=${encodeURIComponent(key)}`;
}
