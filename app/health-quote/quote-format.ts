/** Amounts, sums insured and members as the health journey shows them, in the page's language (Intl, never "+s"). */
import { LANG_INFO, type Lang } from "@contracts/i18n/languages";
import { ADULT_MEMBERS, memberCounts, type Member } from "@contracts/health/health-quote";

type T = (key: string, vars?: Record<string, string | number>) => string;

const rupeeFormats = new Map<Lang, Intl.NumberFormat>();
const numberFormats = new Map<Lang, Intl.NumberFormat>();
const pluralRules = new Map<Lang, Intl.PluralRules>();
const listFormats = new Map<Lang, Intl.ListFormat>();

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
    () =>
      new Intl.NumberFormat(LANG_INFO[lang].hreflang, { style: "currency", currency: "INR", maximumFractionDigits: 0 }),
  );
  return format.format(amount);
}

function formatNumber(value: number, lang: Lang): string {
  return once(
    numberFormats,
    lang,
    () => new Intl.NumberFormat(LANG_INFO[lang].hreflang, { maximumFractionDigits: 2 }),
  ).format(value);
}

/** A sum insured in rupees as lakh or crore: "₹5 lakh", "₹1 crore". */
export function formatSumInsured(rupees: number, lang: Lang, t: T): string {
  const lakh = rupees / 100_000;
  if (lakh >= 100) return t("health_amount_crore", { amount: formatNumber(lakh / 100, lang) });
  return t("health_amount_lakh", { amount: formatNumber(lakh, lang) });
}

/** A sum insured range in lakh ("3-5") as words: "₹3 lakh to ₹5 lakh". */
export function formatSiRange(range: string, lang: Lang, t: T): string {
  const [from, to] = range.split("-").map(Number) as [number, number];
  return t("health_si_range", {
    from: formatSumInsured(from * 100_000, lang, t),
    to: formatSumInsured(to * 100_000, lang, t),
  });
}

/** A count with its noun in the right plural form: keys `<base>_one`, `<base>_other` (Intl.PluralRules). */
export function countOf(base: string, count: number, lang: Lang, t: T): string {
  const rule = once(pluralRules, lang, () => new Intl.PluralRules(LANG_INFO[lang].hreflang)).select(count);
  return t(`${base}_${rule === "one" ? "one" : "other"}`, { count: formatNumber(count, lang) });
}

/** "Self, Spouse, 2 daughters". */
export function describeMembers(members: readonly Member[], lang: Lang, t: T): string {
  const adults = ADULT_MEMBERS.filter((m) => members.includes(m)).map((m) => t(`health_member_${m}`));
  const daughters = members.filter((m) => m === "Daughter").length;
  const sons = members.filter((m) => m === "Son").length;
  const parts = [...adults];
  if (daughters) parts.push(countOf("health_daughters", daughters, lang, t));
  if (sons) parts.push(countOf("health_sons", sons, lang, t));
  const list = once(
    listFormats,
    lang,
    () => new Intl.ListFormat(LANG_INFO[lang].hreflang, { type: "unit", style: "short" }),
  );
  return list.format(parts);
}

export { memberCounts };
