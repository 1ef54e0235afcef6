/**
 * Product facts -> `productdetailtranslations` entries: one per product and
 * language, the family's shared claim steps, exclusions, add-ons and questions
 * after the product's own (decision 061). Pure, so the composition is tested.
 */
import type { Pair, ProductFacts, ProductFamily, Text } from "./facts";

/** The seed's `languages` entries: en 1, hi 2, kannad 3 (content/seed/languages.json). */
export const DETAIL_LANGUAGES = [
  { index: 0, languageId: 1 },
  { index: 1, languageId: 2 },
  { index: 2, languageId: 3 },
] as const;

export interface DetailEntry {
  id: number;
  key: string;
  product: number;
  languages: number[];
  who_for: string;
  covered: { text: string }[];
  not_covered: { text: string }[];
  sum_insured: string;
  waiting_periods: { label: string; value: string }[];
  deductibles: { label: string; value: string }[];
  addons: { title: string; description: string }[];
  claim_steps: { title: string; description: string }[];
  faqs: { question: string; answer: string }[];
  facts_basis: "public" | "illustrative";
  publish: boolean;
}

/** An entry's id: the product's id and its language, so regenerating keeps every id. */
export function detailEntryId(productId: number, languageId: number): number {
  return productId * 10 + languageId;
}

export function composeFamily(family: ProductFamily, productIds: ReadonlyMap<string, number>): DetailEntry[] {
  return family.products.flatMap((facts) => {
    const productId = productIds.get(facts.key);
    if (productId === undefined) throw new Error(`${family.file}: no product "${facts.key}" in the catalogue`);
    return DETAIL_LANGUAGES.map(({ index, languageId }) => composeEntry(family, facts, productId, languageId, index));
  });
}

function composeEntry(
  family: ProductFamily,
  facts: ProductFacts,
  productId: number,
  languageId: number,
  index: 0 | 1 | 2,
): DetailEntry {
  const say = (text: Text) => text[index];
  const rows = (pairs: readonly Pair[] | undefined) =>
    (pairs ?? []).map(([label, value]) => ({ label: say(label), value: say(value) }));
  const titled = (pairs: readonly Pair[] | undefined) =>
    (pairs ?? []).map(([title, description]) => ({ title: say(title), description: say(description) }));
  return {
    id: detailEntryId(productId, languageId),
    key: facts.key,
    product: productId,
    languages: [languageId],
    who_for: say(facts.whoFor),
    covered: facts.covered.map((t) => ({ text: say(t) })),
    not_covered: [...facts.notCovered, ...(family.commonNotCovered ?? [])].map((t) => ({ text: say(t) })),
    sum_insured: say(facts.sumInsured),
    waiting_periods: rows(facts.waiting),
    deductibles: rows(facts.deductibles),
    addons: titled(facts.addons ?? family.commonAddons),
    claim_steps: titled(family.claimSteps),
    faqs: [...facts.faqs, ...(family.commonFaqs ?? [])].map(([q, a]) => ({ question: say(q), answer: say(a) })),
    facts_basis: facts.basis,
    publish: true,
  };
}
