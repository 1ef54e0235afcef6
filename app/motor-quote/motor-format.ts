/** How the motor pages write engines, ages and vehicles, in the page's language (Intl, never "+s"). */
import type { Lang } from "@contracts/i18n/languages";
import { countOf, formatNumber, formatRupees } from "~/text/amounts";

type T = (key: string, vars?: Record<string, string | number>) => string;

/** "1,197 cc" or, for an electric vehicle, "30 kW". */
export function engineText(cc: number | null, kw: number | null, lang: Lang, t: T): string {
  if (cc !== null) return t("motor_engine_cc", { cc: formatNumber(cc, lang) });
  if (kw !== null) return t("motor_power_kw", { kw: formatNumber(kw, lang) });
  return "";
}

/** A vehicle's age: "2 years and 3 months", "11 months", "1 year". */
export function ageText(months: number, lang: Lang, t: T): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const yearsText = countOf("motor_years", years, lang, t);
  const monthsText = countOf("motor_months", rest, lang, t);
  if (years === 0) return monthsText;
  if (rest === 0) return yearsText;
  return t("motor_age_years_months", { years: yearsText, months: monthsText });
}

export { formatNumber, formatRupees };
