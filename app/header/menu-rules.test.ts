import { describe, expect, it } from "vitest";
import {
  isBuyNowPage,
  isHealthSubCategory,
  isIOSDevice,
  isSalesPartner,
  MENU_THIRD_COLUMN_END,
  showsAccessibilityControls,
  showsViewAll,
  splitMenuColumns,
  talkToExpertsInFirstColumn,
  withoutRemovedSubCategories,
} from "./menu-rules";

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe("menu columns (spec 9: 4 per column, second up to 8, third up to 10)", () => {
  it("splits products into items 0-3, 4-7 and 8-9", () => {
    expect(splitMenuColumns(range(20))).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
      [8, 9],
    ]);
  });

  it("uses only as many columns as it needs", () => {
    expect(splitMenuColumns(range(3))).toEqual([[0, 1, 2]]);
    expect(splitMenuColumns(range(4))).toEqual([[0, 1, 2, 3]]);
    expect(splitMenuColumns(range(5))).toEqual([[0, 1, 2, 3], [4]]);
    expect(splitMenuColumns(range(9))).toEqual([[0, 1, 2, 3], [4, 5, 6, 7], [8]]);
    expect(splitMenuColumns([])).toEqual([]);
  });

  it("never lists more than 10 products", () => {
    expect(splitMenuColumns(range(11)).flat()).toHaveLength(MENU_THIRD_COLUMN_END);
  });
});

describe("view-all link (spec 2: above 10 products)", () => {
  it("appears above 10 and not at 10", () => {
    expect(showsViewAll(10)).toBe(false);
    expect(showsViewAll(11)).toBe(true);
    expect(showsViewAll(0)).toBe(false);
  });
});

describe("Talk To Experts placement (spec 2: first column under 4 products)", () => {
  it("goes into the first column with fewer than 4 products", () => {
    expect(talkToExpertsInFirstColumn(0)).toBe(true);
    expect(talkToExpertsInFirstColumn(3)).toBe(true);
    expect(talkToExpertsInFirstColumn(4)).toBe(false);
    expect(talkToExpertsInFirstColumn(12)).toBe(false);
  });
});

describe("COVID-19 sub-category (spec 4)", () => {
  it("is removed by name and nothing else is", () => {
    const subs = [{ Name_en: "Health Insurance" }, { Name_en: "COVID-19 Insurance" }, { Name_en: "Cyber Insurance" }];
    expect(withoutRemovedSubCategories(subs).map((s) => s.Name_en)).toEqual(["Health Insurance", "Cyber Insurance"]);
  });
});

describe("sales-partner mode (spec 4)", () => {
  const none = { search: new URLSearchParams(), params: {}, sslid: null };

  it("is off for an ordinary visit", () => {
    expect(isSalesPartner(none)).toBe(false);
  });

  it("is on with both RO_code and reference_ID, not with one of them", () => {
    expect(isSalesPartner({ ...none, search: new URLSearchParams("RO_code=RO1&reference_ID=R9") })).toBe(true);
    expect(isSalesPartner({ ...none, search: new URLSearchParams("RO_code=RO1") })).toBe(false);
    expect(isSalesPartner({ ...none, search: new URLSearchParams("reference_ID=R9") })).toBe(false);
    expect(isSalesPartner({ ...none, search: new URLSearchParams("RO_code=&reference_ID=R9") })).toBe(false);
  });

  it("is on with a path parameter agr", () => {
    expect(isSalesPartner({ ...none, params: { agr: "AGR123" } })).toBe(true);
    expect(isSalesPartner({ ...none, params: { productKey: "cyber-vault" } })).toBe(false);
  });

  it("is on when local storage has an sslid", () => {
    expect(isSalesPartner({ ...none, sslid: "SSL-42" })).toBe(true);
    expect(isSalesPartner({ ...none, sslid: "" })).toBe(false);
  });
});

describe("iOS detection (spec 2: App Store link on iOS)", () => {
  it("knows iPhone, iPad and iPod", () => {
    expect(isIOSDevice("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15")).toBe(true);
    expect(isIOSDevice("Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)")).toBe(true);
    expect(isIOSDevice("Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)")).toBe(true);
  });

  it("knows an iPad that reports itself as a Mac by its touch points", () => {
    const ua = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15";
    expect(isIOSDevice(ua, "MacIntel", 5)).toBe(true);
    expect(isIOSDevice(ua, "MacIntel", 0)).toBe(false);
  });

  it("does not take Android or desktop browsers for iOS", () => {
    expect(isIOSDevice("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36")).toBe(false);
    expect(isIOSDevice("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0", "Win32", 0)).toBe(false);
  });
});

describe("page rules (spec 2)", () => {
  it("hides the accessibility controls on explore-plans and health-step6 only", () => {
    expect(showsAccessibilityControls("/health-insurance/explore-plans")).toBe(false);
    expect(showsAccessibilityControls("/health-insurance/explore-plans/step3")).toBe(false);
    expect(showsAccessibilityControls("/health-step6")).toBe(false);
    expect(showsAccessibilityControls("/health-insurance")).toBe(true);
    expect(showsAccessibilityControls("/")).toBe(true);
  });

  it("swaps in Buy Now on the listed product pages only", () => {
    for (const key of [
      "arogya-plus-policy",
      "cyber-vault",
      "arogya-supreme",
      "arogya-sanjeevani-policy",
      "arogya-topup-policy",
      "individual-pa-insurance",
      "super-health-insurance-policy",
      "griha-raksha-plus-policy",
      "private-car-insurance",
    ])
      expect(isBuyNowPage(key), key).toBe(true);
    expect(isBuyNowPage("bike-insurance")).toBe(false);
    expect(isBuyNowPage(undefined)).toBe(false);
  });

  it("treats sub-categories under /health-insurance as health", () => {
    expect(isHealthSubCategory({ category_url: "/health-insurance" })).toBe(true);
    expect(isHealthSubCategory({ category_url: "/health-insurance/group" })).toBe(true);
    expect(isHealthSubCategory({ category_url: "/health-insurance-x" })).toBe(false);
    expect(isHealthSubCategory({ category_url: "" })).toBe(false);
    expect(isHealthSubCategory({ category_url: null })).toBe(false);
  });
});
