/**
 * The visitor's stored language (spec 3: `lang_name` in local storage, default
 * english; crop-scheme pages keep their own store with en/hi/kannar/assamese)
 * and the cookie that lets the server know it too (docs/architecture.md "Languages and addresses").
 */
import { LANG_INFO, type Lang } from "@contracts/i18n/languages";

export const LANG_STORAGE_KEY = "lang_name";
export const CROP_LANG_STORAGE_KEY = "crop_lang_name";
export const PHRASES_STORAGE_KEY = "phrases";
export const PHRASE_PAGE_STORAGE_KEY = "phrasepage";
export const LANG_COOKIE = "lang_name";

const ONE_YEAR = 60 * 60 * 24 * 365;

export function storeLanguage(lang: Lang, crop: boolean): void {
  try {
    if (crop) localStorage.setItem(CROP_LANG_STORAGE_KEY, LANG_INFO[lang].cropStoredName);
    else localStorage.setItem(LANG_STORAGE_KEY, LANG_INFO[lang].storedName);
  } catch {
    // storage may be disabled (private mode); the address still carries the language
  }
  if (!crop)
    document.cookie = `${LANG_COOKIE}=${LANG_INFO[lang].storedName}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}

/** spec 3: the phrases of the page's language are kept in local storage. */
export function storePhrases(phrases: Record<string, string>, page: string): void {
  try {
    localStorage.setItem(PHRASES_STORAGE_KEY, JSON.stringify(phrases));
    localStorage.setItem(PHRASE_PAGE_STORAGE_KEY, page);
  } catch {
    // as above
  }
}
