/**
 * The careers pages in the browser (issue 16, decision 062): /career,
 * /life-at-sbig and /learn-how-we-hire with zero axe violations in English,
 * Hindi and Kannada; the hiring steps in order; the careers menu and its
 * links work before scripts run. Screenshots when E2E_SCREENSHOTS names a folder.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { localizePath, SITE_LANGS } from "@contracts/i18n/languages";
import { snap } from "./screenshots";

for (const path of ["/career", "/life-at-sbig", "/learn-how-we-hire"]) {
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

test("how we hire: six steps in order, the retention period and the way to apply", async ({ page }) => {
  await page.goto("/learn-how-we-hire/kannada");
  const steps = page.getByRole("region", { name: "ನಮ್ಮ ನೇಮಕಾತಿ ಹಂತಗಳು" }).locator("ol > li");
  await expect(steps).toHaveCount(6);
  await expect(steps.first()).toContainText("ಅರ್ಜಿ ಸಲ್ಲಿಸಿ");
  await expect(page.getByText("ಹನ್ನೆರಡು ತಿಂಗಳು")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "ಎಸ್‌ಬಿಐ ಜನರಲ್‌ನಲ್ಲಿ ವೃತ್ತಿಜೀವನ" }).getByRole("link", { name: "ನಾವು ನೇಮಕ ಮಾಡುವ ಬಗೆ" }),
  ).toHaveAttribute("aria-current", "page");
  await snap(page, "careers-hiring-kn");
  await page.goto("/career");
  await snap(page, "careers-landing-en");
  await page.goto("/life-at-sbig/hindi");
  await snap(page, "careers-life-hi");
});

test("the careers pages lead to the openings before scripts run", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/career/hindi");
  await page.getByRole("navigation", { name: "एसबीआई जनरल में करियर" }).getByRole("link", { name: "खुले पद" }).click();
  await expect(page).toHaveURL(/\/current-opening\/hindi$/);
  await page.goBack();
  await page.getByRole("link", { name: "जानें कि हम भर्ती कैसे करते हैं" }).click();
  await expect(page).toHaveURL(/\/learn-how-we-hire\/hindi$/);
  await context.close();
});
