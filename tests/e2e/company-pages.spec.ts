/**
 * The company pages in the browser (issue 16): the blog's categories, pages
 * and a post with its related posts, by keyboard-usable links that work
 * before hydration; axe finds nothing on any new template in English, Hindi
 * and Kannada; screenshots when E2E_SCREENSHOTS names a folder.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { localizePath, SITE_LANGS } from "@contracts/i18n/languages";
import { snap } from "./screenshots";

const TEMPLATES = [
  "/blog",
  "/blog-details/section-80d-tax-benefit-health-insurance",
  "/awards",
  "/award-details/regional-language-service-award-2025",
  "/about-us/sbi-general-in-news",
  "/news-details/claim-camps-in-flood-affected-districts/2",
  "/board-of-director-details",
  "/member-details/meera-raghavan/1",
  "/meet-our-people",
  "/meet-our-people-details/3",
  "/about-us/testimonials",
  "/current-opening",
  "/career-progression",
  "/developing-young-leaders",
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

test("the blog: a category, its pages and a post with related posts", async ({ page }) => {
  await page.goto("/blog/hindi");
  const cards = page.locator("[data-blog-list] > li");
  await expect(cards).toHaveCount(6);
  await expect(page.getByRole("navigation", { name: "ब्लॉग के पृष्ठ" })).toBeVisible();
  await snap(page, "blog-list-hi");

  await page.getByRole("link", { name: "पृष्ठ 2", exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/hindi\?page=2$/);
  await expect(cards).toHaveCount(6);
  await expect(page.getByRole("link", { name: "पृष्ठ 2", exact: true })).toHaveAttribute("aria-current", "page");

  await page.getByRole("navigation", { name: "ब्लॉग की श्रेणियाँ" }).getByRole("link", { name: "स्वास्थ्य बीमा" }).click();
  await expect(page).toHaveURL(/\/blog\/hindi\?category=health-insurance$/);
  await expect(cards).toHaveCount(4);
  await expect(page.locator("[data-blog-pagination]")).toHaveCount(0);

  await page.getByRole("link", { name: "धारा 80डी: स्वास्थ्य बीमा प्रीमियम पर कर लाभ" }).click();
  await expect(page).toHaveURL(/\/blog-details\/section-80d-tax-benefit-health-insurance\/hindi$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("धारा 80डी: स्वास्थ्य बीमा प्रीमियम पर कर लाभ");
  await expect(page.getByText("पढ़ने में 2 मिनट").first()).toBeVisible();
  await expect(page.locator("[data-related-posts] > li")).toHaveCount(3);
  await snap(page, "blog-post-hi");
});

test("the blog works before scripts run: plain links to each page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/blog/kannada");
  await page.getByRole("link", { name: "ಪುಟ 2", exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/kannada\?page=2$/);
  await expect(page.locator("[data-blog-list] > li")).toHaveCount(6);
  await context.close();
});

test("an unknown post is the not-found page, in its language", async ({ page }) => {
  const response = await page.goto("/blog-details/no-such-post/kannada");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "kn");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("company pages, to look at", async ({ page }) => {
  test.skip(!process.env.E2E_SCREENSHOTS, "screenshots only when E2E_SCREENSHOTS names a folder");
  for (const [path, name] of [
    ["/awards/kannada", "awards-kn"],
    ["/award-details/regional-language-service-award-2025", "award-en"],
    ["/board-of-director-details", "board-en"],
    ["/member-details/meera-raghavan/1/kannada", "member-kn"],
    ["/meet-our-people/hindi", "people-hi"],
    ["/meet-our-people-details/1", "person-en"],
    ["/about-us/sbi-general-in-news/kannada", "news-kn"],
    ["/news-details/claim-camps-in-flood-affected-districts/2", "news-item-en"],
    ["/about-us/testimonials/hindi", "testimonials-hi"],
  ]) {
    await page.goto(path!);
    await snap(page, name!);
  }
});

const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2000, 0x20), Buffer.from("\n%%EOF\n")]);

test("a job application: the form tells what to fix, then stores it and shows the reference", async ({ page }) => {
  await page.goto("/current-opening/kannada");
  await expect(page.locator("[data-openings] > li")).toHaveCount(3);
  const form = page.locator("[data-application-form]");
  await form.getByRole("button", { name: "ನನ್ನ ಅರ್ಜಿ ಕಳುಹಿಸಿ" }).click();
  await expect(form.getByText("ದಯವಿಟ್ಟು ನಿಮ್ಮ ಸಿವಿ ಲಗತ್ತಿಸಿ.")).toBeVisible();
  await expect(form.getByLabel("ಪೂರ್ಣ ಹೆಸರು")).toBeFocused();
  await expect(form.getByLabel("ಇಮೇಲ್")).toHaveAttribute("aria-invalid", "true");
  await snap(page, "application-errors-kn");

  await form.getByLabel("ಹುದ್ದೆ").selectOption("health-underwriter-mumbai");
  await form.getByLabel("ಪೂರ್ಣ ಹೆಸರು").fill("Nikhil Joshi");
  await form.getByLabel("ಮೊಬೈಲ್ ಸಂಖ್ಯೆ").fill("9000030001");
  await form.getByLabel("ಇಮೇಲ್").fill("nikhil@example.com");
  await form.getByLabel("ಅನುಭವ (ವರ್ಷಗಳು)").fill("5");
  await form
    .getByLabel("ಸಿವಿ", { exact: true })
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "ನನ್ನ ಅರ್ಜಿ ಕಳುಹಿಸಿ" }).click();
  await expect(form.getByText("ದಯವಿಟ್ಟು ನಿಮ್ಮ ಸಿವಿಯನ್ನು PDF ಅಥವಾ ವರ್ಡ್ ಫೈಲ್")).toBeVisible();

  await form
    .getByLabel("ಸಿವಿ", { exact: true })
    .setInputFiles({ name: "Nikhil CV.pdf", mimeType: "application/pdf", buffer: PDF });
  await form.getByRole("button", { name: "ನನ್ನ ಅರ್ಜಿ ಕಳುಹಿಸಿ" }).click();
  const done = page.locator("[data-application-done]");
  await expect(done).toContainText(/CA-\d{6}-[2-9A-HJ-NP-Z]{6}/);
  await snap(page, "application-done-kn");
});

test("a job application works before scripts run: the site API returns to the page with the reference", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/current-opening/hindi");
  const form = page.locator("[data-application-form]");
  await form.getByLabel("पूरा नाम").fill("Shalini Verma");
  await form.getByLabel("मोबाइल नंबर").fill("9000030002");
  await form.getByLabel("ईमेल").fill("shalini@example.com");
  await form.getByLabel("अनुभव (वर्ष)").fill("1");
  await form
    .getByLabel("सीवी", { exact: true })
    .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PDF });
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "मेरा आवेदन भेजें" }).click();
  await expect(page).toHaveURL(/\/current-opening\/hindi\?applied=CA-/);
  await expect(page.locator("[data-application-done]")).toContainText("आपकी संदर्भ संख्या CA-");
  await context.close();
});
