/**
 * The one i18n function: labels come from the content service's translation
 * keywords (spec 3, 7) for the page's language; the root loader fetches them.
 */
import { useMatches, type UIMatch } from "react-router";

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

// useMatches answers the same array for one router state: merge once per state, not once per component.
const merged = new WeakMap<readonly UIMatch[], Phrases>();

function mergedPhrases(matches: readonly UIMatch[]): Phrases {
  let phrases = merged.get(matches);
  if (!phrases) {
    phrases = {};
    for (const match of matches) {
      const data = match.loaderData as { phrases?: Phrases } | undefined;
      if (data?.phrases) Object.assign(phrases, data.phrases);
    }
    merged.set(matches, phrases);
  }
  return phrases;
}
