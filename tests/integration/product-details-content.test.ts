/**
 * The product details' seed (decision 061): the files are what the generator
 * makes of the facts (nobody edits the JSON by hand), every retail product has
 * them in English, Hindi and Kannada, and the Hindi and Kannada texts are
 * written in their own script with the glossary's terms.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { composeFamily, type DetailEntry } from "../../scripts/product-details/compose";
import { PRODUCT_FAMILIES } from "../../scripts/product-details/families";

const seedDir = path.resolve("content/seed");
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as T;

const products = fs
  .readdirSync(path.join(seedDir, "products"))
  .flatMap((f) => readJson<{ id: number; key: string }[]>(path.join(seedDir, "products", f)));
const productIds = new Map(products.map((p) => [p.key, p.id]));

const seeded = fs
  .readdirSync(path.join(seedDir, "productdetailtranslations"))
  .flatMap((f) => readJson<DetailEntry[]>(path.join(seedDir, "productdetailtranslations", f)));

/** The retail products whose pages must carry the full details (issue 16: retail first). */
const RETAIL = [
  "arogya-supreme",
  "arogya-sanjeevani-policy",
  "super-health-insurance-policy",
  "arogya-plus-policy",
  "arogya-topup-policy",
  "arogya-premier-policy",
  "retail-health",
  "car-insurance-online",
  "private-car-insurance",
  "own-damage-car-insurance",
  "motor-act-only",
  "two-wheeler-insurance",
  "bike-insurance",
  "long-term-two-wheeler-insurance",
  "travel-insurance",
  "travel-annual-multi",
  "travel-business",
  "travel-family",
  "travel-flight",
  "travel-holiday",
  "travel-international",
  "travel-senior-citizens",
  "travel-solo",
  "griha-raksha-plus-policy",
  "griha-raksha",
  "bharat-griha-raksha",
  "simple-home-insurance",
  "individual-pa-insurance",
  "saral-suraksha-bima",
  "super-topup-policy",
  "family-medical",
  "individual-medical",
  "senior-citizen",
  "children",
  "critical-illness",
  "cancer",
  "hospital-cash",
  "loan-insurance",
  "arogya-shield",
  "health-booster-top-up",
  "arogya-sanjeevani-micro",
  "covid-19",
  "group-personal-accident-insurance",
  "shagun",
  "cyber-vault",
  "commercial-motor-insurance",
];

function texts(entry: DetailEntry): string[] {
  return [
    entry.who_for,
    entry.sum_insured,
    ...entry.covered.map((c) => c.text),
    ...entry.not_covered.map((c) => c.text),
    ...entry.waiting_periods.flatMap((w) => [w.label, w.value]),
    ...entry.deductibles.flatMap((d) => [d.label, d.value]),
    ...entry.addons.flatMap((a) => [a.title, a.description]),
    ...entry.claim_steps.flatMap((s) => [s.title, s.description]),
    ...entry.faqs.flatMap((f) => [f.question, f.answer]),
  ];
}

describe("productdetailtranslations seed", () => {
  it("is what scripts/generate-product-details.ts makes of the facts", () => {
    for (const family of PRODUCT_FAMILIES) {
      const file = path.join(seedDir, "productdetailtranslations", `${family.file}.json`);
      expect(readJson(file), `${family.file}: run npx tsx scripts/generate-product-details.ts`).toEqual(
        JSON.parse(JSON.stringify(composeFamily(family, productIds))),
      );
    }
  });

  it("describes every retail product in English, Hindi and Kannada", () => {
    for (const key of RETAIL) {
      const languages = seeded.filter((e) => e.key === key).map((e) => e.languages[0]);
      expect(languages.sort(), key).toEqual([1, 2, 3]);
    }
  });

  it("describes every product on sale (all but the withdrawn listing's), in three languages", () => {
    const withdrawnCategory = 22;
    const onSale = fs
      .readdirSync(path.join(seedDir, "products"))
      .flatMap((f) =>
        readJson<{ key: string; is_active: boolean; productcategories: number[] }[]>(path.join(seedDir, "products", f)),
      )
      .filter((p) => p.is_active && !p.productcategories.includes(withdrawnCategory));
    const missing = onSale.filter((p) => seeded.filter((e) => e.key === p.key).length !== 3).map((p) => p.key);
    expect(missing).toEqual([]);
  });

  it("gives each product at least what a buyer needs", () => {
    for (const e of seeded) {
      expect(e.who_for.length, e.key).toBeGreaterThan(40);
      expect(e.covered.length, e.key).toBeGreaterThanOrEqual(2);
      expect(e.not_covered.length, e.key).toBeGreaterThanOrEqual(1);
      expect(e.claim_steps.length, e.key).toBeGreaterThanOrEqual(3);
      expect(e.faqs.length, e.key).toBeGreaterThanOrEqual(1);
    }
  });

  // the glossary's terms are checked on every seed text by server/language (npm run check:language)
  it("writes Hindi and Kannada in their own script, acronyms aside", () => {
    for (const e of seeded.filter((x) => x.languages[0] !== 1)) {
      for (const text of texts(e)) {
        // names and acronyms (ICU, AYUSH, IDV, NCB, FIR, CNG) are capitals; a lowercase Latin letter is English left in place
        expect(text, `${e.key}: ${text}`).not.toMatch(/[a-z]/);
      }
    }
  });

  it("never writes the same text for two products' audiences", () => {
    const english = seeded.filter((e) => e.languages[0] === 1);
    expect(new Set(english.map((e) => e.who_for)).size).toBe(english.length);
  });
});
