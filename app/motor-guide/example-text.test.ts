import { describe, expect, it } from "vitest";
import { translate, type Phrases } from "~/i18n/phrases";
import { ageText, columnTitles, differenceText } from "./example-text";

const phrases: Phrases = {
  motor_addon_engine_guard: "Engine guard",
  motor_example_with: "With {addon}",
  motor_example_without: "Without {addon}",
  motor_policy_comprehensive: "Comprehensive",
  motor_policy_third_party: "Third party only",
  motor_example_no_claim: "No claim in the past year",
  motor_example_after_claim: "After a claim in the past year",
  motor_example_engine: "{cc} cc engine",
  motor_example_first: "First case",
  motor_example_second: "Second case",
  motor_example_more: "{title}: {amount} more a year, GST included",
  motor_example_less: "{title}: {amount} less a year, GST included",
  motor_example_same_total: "Both columns come to the same premium.",
  motor_years_one: "{count} year",
  motor_years_other: "{count} years",
  motor_months_one: "{count} month",
  motor_months_other: "{count} months",
  motor_age_years_months: "{years} and {months}",
};
const t = (key: string, vars?: Record<string, string | number>) => translate(phrases, key, vars);

describe("columnTitles", () => {
  it("names the columns after the add-on, in the order of the cases", () => {
    expect(columnTitles({ kind: "addon", addon: "engine_guard", added: true }, "en", t)).toEqual([
      "Without Engine guard",
      "With Engine guard",
    ]);
    expect(columnTitles({ kind: "addon", addon: "engine_guard", added: false }, "en", t)).toEqual([
      "With Engine guard",
      "Without Engine guard",
    ]);
  });

  it("names the columns after another difference", () => {
    expect(columnTitles({ kind: "policyType", from: "comprehensive", to: "third-party" }, "en", t)).toEqual([
      "Comprehensive",
      "Third party only",
    ]);
    expect(columnTitles({ kind: "claim", from: false, to: true }, "en", t)).toEqual([
      "No claim in the past year",
      "After a claim in the past year",
    ]);
    expect(columnTitles({ kind: "cc", from: 998, to: 1497 }, "en", t)).toEqual(["998 cc engine", "1,497 cc engine"]);
    expect(columnTitles({ kind: "other" }, "en", t)).toEqual(["First case", "Second case"]);
  });
});

describe("differenceText and ageText", () => {
  it("says how much more or less the second column costs", () => {
    expect(differenceText(10_000, 11_234, "With Engine guard", "en", t)).toBe(
      "With Engine guard: ₹1,234 more a year, GST included",
    );
    expect(differenceText(25_000, 3_416, "Third party only", "en", t)).toBe(
      "Third party only: ₹21,584 less a year, GST included",
    );
    expect(differenceText(5, 5, "x", "en", t)).toBe("Both columns come to the same premium.");
  });

  it("writes an age in years and months", () => {
    expect(ageText(24, "en", t)).toBe("2 years");
    expect(ageText(12, "en", t)).toBe("1 year");
    expect(ageText(11, "en", t)).toBe("11 months");
    expect(ageText(15, "en", t)).toBe("1 year and 3 months");
  });
});
