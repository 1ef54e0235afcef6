import { describe, expect, it } from "vitest";
import type { Entry } from "@contracts/content/entry-types";
import { isRetailHealth, productDownloadsHref, productFaqs, reshapeProductDetail } from "./product-detail";

const entry = (over: Partial<Entry<"productdetailtranslations">> = {}): Entry<"productdetailtranslations"> => ({
  id: 1001,
  key: "arogya-supreme",
  product: null,
  languages: [],
  who_for: "  Families  ",
  covered: [{ text: "Hospital stays" }, { text: " " }],
  not_covered: [{ text: "Cosmetic surgery" }],
  sum_insured: "₹1 lakh to ₹1 crore",
  waiting_periods: [
    { label: "Initial", value: "30 days" },
    { label: "", value: "dropped" },
  ],
  deductibles: [],
  addons: [{ title: "Refill", description: null }],
  claim_steps: [{ title: "Tell us", description: " Call us " }],
  faqs: [
    { question: "Tax?", answer: "Yes, 80D." },
    { question: "", answer: "no question" },
  ],
  facts_basis: "public",
  publish: true,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  ...over,
});

describe("reshapeProductDetail", () => {
  it("keeps what has text and trims it", () => {
    const view = reshapeProductDetail(entry())!;
    expect(view.whoFor).toBe("Families");
    expect(view.covered).toEqual(["Hospital stays"]);
    expect(view.waitingPeriods).toEqual([{ label: "Initial", value: "30 days" }]);
    expect(view.addons).toEqual([{ title: "Refill", description: "" }]);
    expect(view.claimSteps).toEqual([{ title: "Tell us", description: "Call us" }]);
    expect(view.faqs).toEqual([{ question: "Tax?", answer: "Yes, 80D." }]);
    expect(view.illustrative).toBe(false);
  });

  it("says indicative unless the facts are the published ones", () => {
    expect(reshapeProductDetail(entry({ facts_basis: "illustrative" }))!.illustrative).toBe(true);
    expect(reshapeProductDetail(entry({ facts_basis: null }))!.illustrative).toBe(true);
  });

  it("answers null without an entry", () => {
    expect(reshapeProductDetail(null)).toBeNull();
  });
});

describe("productFaqs", () => {
  it("puts the product's questions first and lists each question once", () => {
    const detail = reshapeProductDetail(entry())!;
    const faqs = productFaqs(detail, [
      { question: "tax? ", answer: "duplicate" },
      { question: "Claims?", answer: "Call." },
    ]);
    expect(faqs).toEqual([
      { question: "Tax?", answer: "Yes, 80D." },
      { question: "Claims?", answer: "Call." },
    ]);
  });

  it("keeps the page's questions when the product has none", () => {
    expect(productFaqs(null, [{ question: "Q", answer: "A" }])).toEqual([{ question: "Q", answer: "A" }]);
  });
});

describe("isRetailHealth", () => {
  const cat = (Name_en: string) => ({ Name_en });
  it("is a health product of the Health Insurance category that is no group line", () => {
    expect(isRetailHealth({ productType: "health", productcategories: [cat("Health Insurance")] })).toBe(true);
    expect(
      isRetailHealth({
        productType: "health",
        productcategories: [cat("Health Insurance"), cat("Group Health Insurance")],
      }),
    ).toBe(false);
    expect(isRetailHealth({ productType: null, productcategories: [cat("Health Insurance")] })).toBe(false);
    expect(isRetailHealth({ productType: "health", productcategories: [cat("Personal Accident Insurance")] })).toBe(
      false,
    );
  });
});

describe("productDownloadsHref", () => {
  it("is the downloads page of the language, filtered to the product", () => {
    expect(productDownloadsHref("arogya-supreme", "en")).toBe("/downloads?product=arogya-supreme");
    expect(productDownloadsHref("travel-family", "hi")).toBe("/downloads/hindi?product=travel-family");
    expect(productDownloadsHref("a&b", "kn")).toBe("/downloads/kannada?product=a%26b");
  });
});
