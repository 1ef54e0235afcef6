/**
 * The shape of the product facts the generator turns into
 * `productdetailtranslations` entries (decision 061). A text is a triple:
 * English, Hindi (Devanagari), Kannada. A family holds what its products share
 * (how a claim is made, exclusions every product of the line has); each
 * product holds its own facts, written from the insurer's published product
 * pages where they exist (`basis: "public"`) and as plausible, stated-as-
 * indicative facts where they do not (`basis: "illustrative"`).
 */
export type Text = readonly [en: string, hi: string, kn: string];
export type Pair = readonly [Text, Text];

export interface ProductFacts {
  key: string;
  basis: "public" | "illustrative";
  whoFor: Text;
  covered: readonly Text[];
  notCovered: readonly Text[];
  sumInsured: Text;
  /** [label, value] */
  waiting?: readonly Pair[];
  /** [label, value] */
  deductibles?: readonly Pair[];
  /** [title, description]; the family's add-ons when absent */
  addons?: readonly Pair[];
  /** [question, answer] */
  faqs: readonly Pair[];
}

export interface ProductFamily {
  /** the output file: content/seed/productdetailtranslations/<file>.json */
  file: string;
  /** [title, description] */
  claimSteps: readonly Pair[];
  /** exclusions every product of the family has, after the product's own */
  commonNotCovered?: readonly Text[];
  /** questions every product of the family answers, after the product's own */
  commonFaqs?: readonly Pair[];
  commonAddons?: readonly Pair[];
  products: readonly ProductFacts[];
}
