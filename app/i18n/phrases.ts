/**
 * The one i18n function: labels come from the content service's translation
 * keywords (spec 3, 7) for the page's language; the root loader fetches them.
 */
import { useRouteLoaderData } from "react-router";

export type Phrases = Record<string, string>;

/** The translation-keyword pages every page needs (spec 7 "translationkeywords"). */
export const LAYOUT_PHRASE_PAGES = ["common", "not_found", "error", "content_page", "product", "product_listing"];
export const CROP_PHRASE_PAGES = [...LAYOUT_PHRASE_PAGES, "crop_common"];

export function translate(phrases: Phrases, key: string, vars?: Record<string, string | number>): string {
  let text = phrases[key];
  // A missing keyword shows as itself so that it is noticed (tests look for raw keys).
  if (text === undefined || text === "") return key;
  if (vars) for (const [name, value] of Object.entries(vars)) text = text.replaceAll(`{${name}}`, String(value));
  return text;
}

export function usePhrases(): (key: string, vars?: Record<string, string | number>) => string {
  const data = useRouteLoaderData("root") as { phrases?: Phrases } | undefined;
  const phrases = data?.phrases ?? {};
  return (key, vars) => translate(phrases, key, vars);
}
