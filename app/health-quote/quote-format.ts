/** Amounts, sums insured and members as the health journey shows them, in the page's language (Intl, never "+s"). */
import { LANG_INFO, type Lang } from "@contracts/i18n/languages";
import { countOf, formatNumber, formatRupees } from "~/text/amounts";

export { countOf, formatRupees };
import { ADULT_MEMBERS, memberCounts, type Member } from "@contracts/health/health-quote";

type T = (key: string, vars?: Record<string, string | number>) => string;

const listFormats = new Map<Lang, Intl.ListFormat>();

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

/** "Self, Spouse, 2 daughters". */
export function describeMembers(members: readonly Member[], lang: Lang, t: T): string {
  const adults = ADULT_MEMBERS.filter((m) => members.includes(m)).map((m) => t(`health_member_${m}`));
  const daughters = members.filter((m) => m === "Daughter").length;
  const sons = members.filter((m) => m === "Son").length;
  const parts = [...adults];
  if (daughters) parts.push(countOf("health_daughters", daughters, lang, t));
  if (sons) parts.push(countOf("health_sons", sons, lang, t));
  let list = listFormats.get(lang);
  if (!list)
    listFormats.set(lang, (list = new Intl.ListFormat(LANG_INFO[lang].hreflang, { type: "unit", style: "short" })));
  return list.format(parts);
}

export { memberCounts };
