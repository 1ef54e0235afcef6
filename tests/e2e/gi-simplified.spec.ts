/**
 * The insurance-awareness section in the browser (issue 16, decision 065):
 * the topic filter and an article by plain links that work without scripts,
 * the questions as native disclosure widgets a keyboard opens, related
 * articles; axe finds nothing on the list and an article in English, Hindi
 * and Kannada; screenshots when E2E_SCREENSHOTS names a folder.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { localizePath, SITE_LANGS } from "@contracts/i18n/languages";
import { snap } from "./screenshots";

const LIST = "/gi-simplified";
const ARTICLE = "/gi-simplified/idv-insured-declared-value";

for (const path of [LIST, `${LIST}?topic=health`, ARTICLE]) {
  for (const lang of SITE_LANGS) {
    const [pathname, search] = path.split("?");
    const address = `${localizePath(pathname!, lang)}${search ? `?${search}` : ""}`;
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

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the topic filter, a question and an article work as plain links and widgets", async ({ page }) => {
    await page.goto(`${LIST}/kannada`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const cards = page.locator("[data-ia-list] > li");
    await expect(cards).toHaveCount(9);
    const topics = page.getByRole("navigation", { name: "ಲೇಖನಗಳ ವಿಷಯಗಳು" });
    await topics.getByRole("link", { name: "ಪ್ರಯಾಣ" }).click();
    await expect(page).toHaveURL(/\/gi-simplified\/kannada\?topic=travel$/);
    await expect(cards).toHaveCount(1);
    await expect(topics.getByRole("link", { name: "ಪ್ರಯಾಣ" })).toHaveAttribute("aria-current", "page");
    await cards.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/gi-simplified\/travel-insurance-before-you-fly\/kannada$/);
    await expect(page.locator("[data-ia-related] > li")).toHaveCount(3);
  });
});

test("the list in Hindi: topics, questions opened by keyboard, an article with related articles", async ({ page }) => {
  await page.goto(`${LIST}/hindi`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("साधारण बीमा आसान भाषा में");
  await expect(page.locator("[data-ia-faq-topic]")).toHaveCount(6);
  await snap(page, "gi-simplified-list-hi");

  const question = page.locator("[data-ia-faqs] summary").first();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-ia-faqs] details").first()).toHaveAttribute("open", "");

  // nine articles a page: the oldest is on the second
  await page.getByRole("link", { name: "पृष्ठ 2", exact: true }).click();
  await expect(page).toHaveURL(/\/gi-simplified\/hindi\?page=2$/);
  await expect(page.locator("[data-ia-list] > li")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "पृष्ठ 2", exact: true })).toHaveAttribute("aria-current", "page");

  await page.getByRole("link", { name: "IDV: आपका वाहन कितने का बीमित है और यह कैसे तय होता है" }).click();
  await expect(page).toHaveURL(/\/gi-simplified\/idv-insured-declared-value\/hindi$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("IDV: आपका वाहन कितने का बीमित है और यह कैसे तय होता है");
  await expect(page.getByRole("heading", { level: 2, name: "मूल्यह्रास तालिका" })).toBeVisible();
  await expect(page.locator("article header time")).toHaveText("4 जून 2026");
  await snap(page, "gi-simplified-article-hi");
});

test("English list and an article, with the agent verification link", async ({ page }) => {
  await page.goto(LIST);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("General Insurance Simplified");
  await snap(page, "gi-simplified-list-en");
  await page.goto(`${LIST}/spot-a-fraudulent-insurance-seller`);
  await expect(page.getByRole("link", { name: "agent verification page" })).toHaveAttribute("href", "/agent");
  await snap(page, "gi-simplified-article-en");
});
