import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const PAGES = [
  "/",
  "/hindi",
  "/kannada",
  "/motor-insurance/private-car-insurance",
  "/health-insurance/arogya-sanjeevani-policy/hindi",
  "/product/retail/kannada",
  "/claim/claims-intimation",
  "/faq/hindi",
  "/pradhan-mantri-fasal-bima-yojna/assamese",
  "/no-such-page",
  "/no-such-page/kannada",
];

for (const path of PAGES) {
  test(`axe: no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
