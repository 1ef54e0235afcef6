/**
 * The site's languages and how each shows in addresses, storage and content
 * fields (spec 2 "General routing rules", spec 3 "Local storage keys").
 */

export const LANGS = ["en", "hi", "kn", "as"] as const;
export type Lang = (typeof LANGS)[number];

/** Every page has these; crop-scheme pages also Assamese. */
export const SITE_LANGS: readonly Lang[] = ["en", "hi", "kn"];
export const CROP_LANGS: readonly Lang[] = ["en", "hi", "kn", "as"];

interface LangInfo {
  /** appended to the English path (spec 2) */
  suffix: string;
  /** `<html lang>` */
  htmlLang: string;
  /** value of `lang_name` in local storage and cookie (spec 3) */
  storedName: string;
  /** value of the separate crop-scheme language store (spec 2) */
  cropStoredName: string;
  /** `languages.language` in the content service */
  contentLanguage: string;
  /** suffix of entity fields (`Name_en`, `Name_hi`, `Name_kannad`; `Name_assamese` where the layout or a crop page reads it) */
  fieldSuffix: string;
  /** field of translation keywords (`content_kannada`, `content_assamese`) */
  phraseField: "content_en" | "content_hi" | "content_kannada" | "content_assamese";
  /** `hreflang` */
  hreflang: string;
  /** the marker class the body carries (spec 2: Hindi and Kannada route sets add one) */
  bodyClass: string;
}

export const LANG_INFO: Record<Lang, LangInfo> = {
  en: {
    suffix: "",
    htmlLang: "en",
    storedName: "english",
    cropStoredName: "en",
    contentLanguage: "en",
    fieldSuffix: "_en",
    phraseField: "content_en",
    hreflang: "en-IN",
    bodyClass: "",
  },
  hi: {
    suffix: "/hindi",
    htmlLang: "hi",
    storedName: "hindi",
    cropStoredName: "hi",
    contentLanguage: "hi",
    fieldSuffix: "_hi",
    phraseField: "content_hi",
    hreflang: "hi-IN",
    bodyClass: "hindi",
  },
  kn: {
    suffix: "/kannada",
    htmlLang: "kn",
    storedName: "kannada",
    cropStoredName: "kannar",
    contentLanguage: "kannad",
    fieldSuffix: "_kannad",
    phraseField: "content_kannada",
    hreflang: "kn-IN",
    bodyClass: "kannada",
  },
  as: {
    suffix: "/assamese",
    htmlLang: "as",
    storedName: "assamese",
    cropStoredName: "assamese",
    contentLanguage: "as",
    // Assamese exists on crop pages only: the layout's collections and the crop sections carry
    // `_assamese` (the word of `content_assamese`); any other field falls back to English (decision 067)
    fieldSuffix: "_assamese",
    phraseField: "content_assamese",
    hreflang: "as-IN",
    bodyClass: "assamese",
  },
};

/**
 * Suffixes of languages the old site's addresses carry but this site has no
 * content for (spec 1). They lead to the English page (decision 004).
 */
export const UNSUPPORTED_LANGUAGE_SUFFIXES = [
  "bengali",
  "marathi",
  "odia",
  "tamil",
  "telugu",
  "punjabi",
  "malayalam",
  "gujrati",
  "gujarati",
] as const;

/**
 * The language of a link from a page in `lang` to a page of the whole site (not a crop page):
 * the crop pages' Assamese layout links to the English pages, the site having no Assamese
 * outside them (decision 067); every other language links to its own.
 */
export function siteLanguage(lang: Lang): Lang {
  return SITE_LANGS.includes(lang) ? lang : "en";
}

/** Split `/about-us/hindi` into `/about-us` and `hi`; `/hindi` into `/` and `hi`. */
export function splitLanguage(pathname: string): { basePath: string; lang: Lang } {
  for (const lang of LANGS) {
    const { suffix } = LANG_INFO[lang];
    if (!suffix) continue;
    if (pathname === suffix) return { basePath: "/", lang };
    if (pathname.endsWith(suffix)) return { basePath: pathname.slice(0, -suffix.length), lang };
  }
  return { basePath: pathname, lang: "en" };
}

/** The address of an English path in a language: `/` + hi = `/hindi`. */
export function localizePath(basePath: string, lang: Lang): string {
  const { suffix } = LANG_INFO[lang];
  if (!suffix) return basePath;
  return basePath === "/" ? suffix : `${basePath}${suffix}`;
}

export function langFromStoredName(name: string | null | undefined): Lang | undefined {
  if (!name) return undefined;
  return LANGS.find((l) => LANG_INFO[l].storedName === name || LANG_INFO[l].cropStoredName === name);
}

/** A trilingual entity field in the page's language: field(product, "Name", "hi") -> product.Name_hi. */
export function localizedField(entry: object, base: string, lang: Lang): string {
  const record = entry as Record<string, unknown>;
  const value = record[`${base}${LANG_INFO[lang].fieldSuffix}`];
  if (typeof value === "string" && value.trim()) return value;
  const english = record[`${base}_en`];
  return typeof english === "string" ? english : "";
}

/**
 * A field whose English has no suffix (`blog_title`, `blog_title_hi`,
 * `blog_title_kannad`: spec 3 "Blog"), in the page's language, falling back
 * to English where the language's is empty.
 */
export function plainEnglishField(entry: object, base: string, lang: Lang): string {
  const record = entry as Record<string, unknown>;
  const suffix = lang === "en" ? "" : LANG_INFO[lang].fieldSuffix;
  const value = suffix === "_en" ? undefined : record[`${base}${suffix}`];
  if (typeof value === "string" && value.trim()) return value;
  const english = record[base];
  return typeof english === "string" ? english : "";
}
