import { describe, expect, it } from "vitest";
import type { Entry } from "@contracts/content/entry-types";
import { testEntry } from "@contracts/content/test-entry";
import {
  groupBySubCategory,
  reshapeCategory,
  reshapeProduct,
  reshapeSubCategories,
  reshapeSubCategory,
} from "./menu-content";

function category(id: number, name: string, url: string | null) {
  return testEntry("productcategories", {
    id,
    Name_en: name,
    Name_hi: `${name} (हिंदी)`,
    Name_kannad: `${name} (ಕನ್ನಡ)`,
    category_url: url,
    sort_order: id,
    is_active: true,
    isMenu: true,
    parent: false,
  });
}

function product(id: number, key: string, categories: Entry<"productcategories">[]) {
  return testEntry("products", {
    id,
    key,
    productName: key,
    Name_en: `${key} en`,
    Name_hi: `${key} हिंदी`,
    Name_kannad: "",
    productcategories: categories,
    sort_order: id,
    is_active: true,
    isMenu: true,
  });
}

describe("mega-menu sub-categories (spec 4)", () => {
  it("drops the COVID-19 sub-category from what the content service answers", () => {
    const rows = [category(5, "Health Insurance", "/health-insurance"), category(11, "COVID-19 Insurance", "")];
    expect(reshapeSubCategories(rows, "en").map((c) => c.id)).toEqual([5]);
  });
});

describe("menu links per language (spec 2: built from the key, language path for Hindi and Kannada)", () => {
  const health = category(5, "Health Insurance", "/health-insurance");

  it("builds product links from the key in each language", () => {
    const car = product(1, "private-car-insurance", [health]);
    const cyber = product(2, "cyber-vault", [health]);
    expect(reshapeProduct(car, "en").href).toBe("/motor-insurance/private-car-insurance");
    expect(reshapeProduct(car, "hi").href).toBe("/motor-insurance/private-car-insurance/hindi");
    expect(reshapeProduct(car, "kn").href).toBe("/motor-insurance/private-car-insurance/kannada");
    expect(reshapeProduct(cyber, "en").href).toBe("/cyber-vault");
    expect(reshapeProduct(cyber, "hi").href).toBe("/cyber-vault/hindi");
    expect(reshapeProduct(cyber, "kn").href).toBe("/cyber-vault/kannada");
  });

  it("names products in the language, English where the language is empty", () => {
    const cyber = product(2, "cyber-vault", [health]);
    expect(reshapeProduct(cyber, "hi").name).toBe("cyber-vault हिंदी");
    expect(reshapeProduct(cyber, "kn").name).toBe("cyber-vault en");
  });

  it("localizes category pages and leaves out empty or external ones", () => {
    expect(reshapeCategory(category(1, "Retail", "/product/retail"), "kn")).toEqual({
      id: 1,
      name: "Retail (ಕನ್ನಡ)",
      href: "/product/retail/kannada",
    });
    expect(reshapeSubCategory(health, "hi")).toEqual({
      id: 5,
      name: "Health Insurance (हिंदी)",
      href: "/health-insurance/hindi",
      health: true,
    });
    expect(reshapeSubCategory(category(10, "Cyber", ""), "en").href).toBeNull();
    expect(reshapeSubCategory(category(10, "Cyber", "https://elsewhere.example"), "en").href).toBeNull();
  });

  it("groups products under every sub-category they belong to, in order", () => {
    const a = category(5, "Health", "/health-insurance");
    const b = category(9, "PA", "");
    const groups = groupBySubCategory(
      [product(1, "one", [a]), product(2, "loan-insurance", [a, b]), product(3, "three", [b])],
      [5, 9],
      "en",
    );
    expect(groups[5]!.map((p) => p.key)).toEqual(["one", "loan-insurance"]);
    expect(groups[9]!.map((p) => p.key)).toEqual(["loan-insurance", "three"]);
  });
});
