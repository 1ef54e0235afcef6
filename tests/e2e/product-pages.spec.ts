/**
 * Product pages that sell in the browser (issue 16, decision 061): the
 * sections a buyer decides on, the questions as <details> that open by
 * keyboard, "get a price" into the line's journey or the call-back form, /product,
 * and the QR-code landings; axe finds nothing on any of them in English, Hindi
 * and Kannada; screenshots when E2E_SCREENSHOTS names a folder.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { localizePath, SITE_LANGS } from "@contracts/i18n/languages";
import { snap } from "./screenshots";

const TEMPLATES = [
  "/health-insurance/arogya-supreme",
  "/motor-insurance/private-car-insurance",
  "/travel-insurance/family",
  "/home-insurance/griha-raksha-plus-policy",
  "/fire-insurance",
  "/product",
  "/language-preference/arogya-supreme",
  "/product-features/SBIHLIP20180V011920/co-payment",
];

for (const path of TEMPLATES) {
  for (const lang of SITE_LANGS) {
    const address = localizePath(path, lang);
    test(`axe: no violations on ${address}`, async ({ page }) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
    });
  }
}

test("a health product: what it covers, its waiting periods, questions that open, a price from the journey", async ({
  page,
}) => {
  await page.goto("/health-insurance/arogya-supreme");
  for (const name of [
    "Who is it for",
    "What is covered",
    "What is not covered",
    "Waiting periods",
    "How to make a claim",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  await snap(page, "product-arogya-supreme-en");
  const question = page.getByText("How do the Pro, Plus and Premium variants differ?");
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("They differ in room category")).toBeVisible();
  await page.getByRole("link", { name: "Get a price" }).first().click();
  await expect(page).toHaveURL(/\/health-insurance\/explore-plans$/);
});

test("a car product in Kannada: deductibles, add-ons and the car journey", async ({ page }) => {
  await page.goto("/motor-insurance/private-car-insurance/kannada");
  await expect(page.getByRole("heading", { level: 2, name: "ಕಡಿತ ಮೊತ್ತ ಮತ್ತು ಕಡ್ಡಾಯ ಕಡಿತ" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "ಶೂನ್ಯ ಸವಕಳಿ" })).toBeVisible();
  await expect(page.locator("[data-price-link]")).toBeVisible();
  await snap(page, "product-private-car-kn");
});

test("a product without a quote journey leads to the call-back form, before any script", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/fire-insurance/hindi");
  await page.getByRole("link", { name: "कीमत के लिए कॉल-बैक का अनुरोध करें" }).click();
  await expect(page).toHaveURL(/\/fire-insurance\/hindi#callback$/);
  await expect(page.locator("#callback")).toBeInViewport();
  await context.close();
});

test("the documents link opens the downloads page filtered to the product", async ({ page }) => {
  await page.goto("/travel-insurance/family/hindi");
  await snap(page, "product-travel-family-hi");
  await expect(page.locator("[data-documents-link]")).toHaveAttribute("href", "/downloads/hindi?product=travel-family");
});

test("/product: every line with a jump list", async ({ page }) => {
  await page.goto("/product");
  await snap(page, "product-lines-en");
  await page.getByRole("navigation", { name: "Lines of business" }).getByRole("link").nth(1).click();
  await expect(page.locator("#line-2")).toBeInViewport();
  await page.goto("/product/hindi");
  await expect(page.getByRole("heading", { level: 3, name: /स्वास्थ्य बीमा/ }).first()).toBeVisible();
  await snap(page, "product-lines-hi");
});

test("a QR code's landing: pick Kannada, read a feature, move to the next", async ({ page }) => {
  await page.goto("/language-preference/private-car");
  await snap(page, "language-preference-en");
  await page.locator("[data-language-choices]").getByRole("link", { name: "ಕನ್ನಡ" }).click();
  await expect(page).toHaveURL(/\/product-features\/SBIG-MOTOR-PC\/no-claim-bonus\/kannada$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ನೋ ಕ್ಲೇಮ್ ಬೋನಸ್");
  await snap(page, "product-feature-kn");
  await page.getByRole("link", { name: "ಶೂನ್ಯ ಸವಕಳಿ" }).click();
  await expect(page).toHaveURL(/\/product-features\/SBIG-MOTOR-PC\/nil-depreciation\/kannada$/);
});

test("an unknown feature is the not-found page, in its language", async ({ page }) => {
  const response = await page.goto("/product-features/SBIG-MOTOR-PC/no-such-feature/hindi");
  expect(response?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
});
