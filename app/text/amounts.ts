/**
 * Amounts and counts as the quote pages write them, in the page's language:
 * rupees with Indian grouping, numbers, and a noun's plural form chosen by
 * Intl.PluralRules (never "+s"). A small module of its own, so a page that
 * shows a premium does not load another journey's formatting.
 */
import { LANG_INFO, type Lang } from "@contracts/i18n/languages";

type T = (key: string, vars?: Record<string, string | number>) => string;

const rupeeFormats = new Map<Lang, Intl.NumberFormat>();
const numberFormats = new Map<Lang, Intl.NumberFormat>();
const pluralRules = new Map<Lang, Intl.PluralRules>();

/**
 * The locale numbers are written in: the page's, except Kannada, whose CLDR
 * data groups by thousands (1,120,000) while Kannada print and our content
 * group by lakh (11,20,000), as English and Hindi in India do.
 */
function numberLocale(lang: Lang): string {
  return lang === "kn" ? "en-IN" : LANG_INFO[lang].hreflang;
}

function once<V>(cache: Map<Lang, V>, lang: Lang, make: () => V): V {
  let value = cache.get(lang);
  if (!value) cache.set(lang, (value = make()));
  return value;
}

/** ₹12,345 with Indian digit grouping (₹1,23,456). */
export function formatRupees(amount: number, lang: Lang): string {
  const format = once(
    rupeeFormats,
    lang,
    () => new Intl.NumberFormat(numberLocale(lang), { style: "currency", currency: "INR", maximumFractionDigits: 0 }),
  );
  return format.format(amount);
}

export function formatNumber(value: number, lang: Lang): string {
  return once(
    numberFormats,
    lang,
    () => new Intl.NumberFormat(numberLocale(lang), { maximumFractionDigits: 2 }),
  ).format(value);
}

/** A count with its noun in the right plural form: keys `<base>_one`, `<base>_other` (Intl.PluralRules). */
export function countOf(base: string, count: number, lang: Lang, t: T): string {
  const rule = once(pluralRules, lang, () => new Intl.PluralRules(LANG_INFO[lang].hreflang)).select(count);
  return t(`${base}_${rule === "one" ? "one" : "other"}`, { count: formatNumber(count, lang) });
}
