/**
 * The words of a worked example (issue 12): the two columns' titles, named
 * after what sets them apart, the difference between their totals, and the
 * shared facts' values, in the page's language.
 */
import type { Lang } from "@contracts/i18n/languages";
import type { PolicyType } from "@contracts/motor/motor-quote";
import { formatNumber, formatRupees } from "~/text/amounts";
import { ageText } from "~/motor-quote/motor-format";

/** The car journey's wording of a vehicle's age, shared. */
export { ageText };
import type { ExampleContrast } from "./guide-example";

type T = (key: string, vars?: Record<string, string | number>) => string;

export const POLICY_TYPE_KEYS: Record<PolicyType, string> = {
  comprehensive: "motor_policy_comprehensive",
  "third-party": "motor_policy_third_party",
  "own-damage": "motor_policy_own_damage",
};

/** The first and the second column's titles. */
export function columnTitles(contrast: ExampleContrast, lang: Lang, t: T): [string, string] {
  switch (contrast.kind) {
    case "addon": {
      const addon = t(`motor_addon_${contrast.addon}`);
      const without = t("motor_example_without", { addon });
      const withIt = t("motor_example_with", { addon });
      return contrast.added ? [without, withIt] : [withIt, without];
    }
    case "policyType":
      return [t(POLICY_TYPE_KEYS[contrast.from]), t(POLICY_TYPE_KEYS[contrast.to])];
    case "claim": {
      const title = (claim: boolean) => t(claim ? "motor_example_after_claim" : "motor_example_no_claim");
      return [title(contrast.from), title(contrast.to)];
    }
    case "ncb":
      return [
        t("motor_example_ncb", { percent: formatNumber(contrast.from, lang) }),
        t("motor_example_ncb", { percent: formatNumber(contrast.to, lang) }),
      ];
    case "cc":
      return [
        t("motor_example_engine", { cc: formatNumber(contrast.from, lang) }),
        t("motor_example_engine", { cc: formatNumber(contrast.to, lang) }),
      ];
    case "price":
      return [
        t("motor_example_price", { price: formatRupees(contrast.from, lang) }),
        t("motor_example_price", { price: formatRupees(contrast.to, lang) }),
      ];
    case "age":
      return [
        t("motor_example_age", { age: ageText(contrast.from, lang, t) }),
        t("motor_example_age", { age: ageText(contrast.to, lang, t) }),
      ];
    case "rto":
      return [t("motor_example_rto", { city: contrast.from }), t("motor_example_rto", { city: contrast.to })];
    case "other":
      return [t("motor_example_first"), t("motor_example_second")];
  }
}

/** "With engine guard: ₹1,234 more a year, GST included", from the second column's point of view. */
export function differenceText(first: number, second: number, secondTitle: string, lang: Lang, t: T): string {
  if (first === second) return t("motor_example_same_total");
  const amount = formatRupees(Math.abs(second - first), lang);
  return t(second > first ? "motor_example_more" : "motor_example_less", { title: secondTitle, amount });
}
