/**
 * The one i18n function: labels come from the content service's translation
 * keywords (spec 3, 7) for the page's language; the root loader fetches them.
 */
import { useMatches, type UIMatch } from "react-router";
import { layoutDataAt } from "~/layout/layout-data-store";

export type Phrases = Record<string, string>;

/** The translation-keyword pages every page needs (spec 7 "translationkeywords"). */
export const LAYOUT_PHRASE_PAGES = [
  "common",
  "not_found",
  "error",
  "content_page",
  "product",
  "product_listing",
  "lead_form",
  "home_revamp",
  "revamp_footer",
  "side_menu",
  // the Recent Quote OTP modal (app/otp) is in every page's footer
  "recent_quote_otp",
];
export const CROP_PHRASE_PAGES = [...LAYOUT_PHRASE_PAGES, "crop_common"];

export function translate(phrases: Phrases, key: string, vars?: Record<string, string | number>): string {
  let text = phrases[key];
  // A missing keyword shows as itself so that it is noticed (tests look for raw keys).
  if (text === undefined || text === "") return key;
  if (vars) for (const [name, value] of Object.entries(vars)) text = text.replaceAll(`{${name}}`, String(value));
  return text;
}

/**
 * `t(key)` over the phrases of the root loader (layout labels) merged with
 * those a page's own loader returns as `phrases` (page labels).
 */
export function usePhrases(): (key: string, vars?: Record<string, string | number>) => string {
  const phrases = mergedPhrases(useMatches());
  return (key, vars) => translate(phrases, key, vars);
}

// The merge of two phrase sets, kept per pair of objects: loader data is the same object for as
// long as the data is current, while useMatches answers a new array on every call during a server
// render (merging there per component cost milliseconds per page).
const merged = new WeakMap<Phrases, WeakMap<Phrases, Phrases>>();

function mergePair(first: Phrases, second: Phrases): Phrases {
  let bySecond = merged.get(first);
  if (!bySecond) merged.set(first, (bySecond = new WeakMap()));
  let both = bySecond.get(second);
  if (!both) bySecond.set(second, (both = { ...first, ...second }));
  return both;
}

const NO_PHRASES: Phrases = {};

function mergedPhrases(matches: readonly UIMatch[]): Phrases {
  let phrases: Phrases | null = null;
  for (const match of matches) {
    const data = match.loaderData as { phrases?: Phrases; layout?: string } | undefined;
    // the root's phrases are the layout's (decision 045); a page's own come with its loader data
    const own = data?.phrases ?? layoutDataAt(data?.layout)?.phrases;
    if (own) phrases = phrases ? mergePair(phrases, own) : own;
  }
  return phrases ?? NO_PHRASES;
}
