/**
 * The crop scheme pages in the browser (issue 16, decision 062): all nine in
 * English, Hindi, Kannada and Assamese with zero axe violations; tables with
 * caption and header scopes that scroll inside their own region on a 375 px
 * screen; the menu of the nine pages works before scripts run; the FAQ's
 * structured data lists the questions shown; the documents are real PDFs.
 * Screenshots when E2E_SCREENSHOTS names a folder.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { CROP_LANGS, localizePath } from "@contracts/i18n/languages";
import { snap } from "./screenshots";

const CROP_PATHS = [
  "/pradhan-mantri-fasal-bima-yojna",
  "/MarketingAwarness",
  "/claimprocess",
  "/EnrolmentProcess",
  "/Guidelinedocument",
  "/Claimsummary",
  "/Faqpage",
  "/CapacityBuilding",
  "/businessstatic",
];

for (const path of CROP_PATHS) {
  for (const lang of CROP_LANGS) {
    const address = localizePath(path, lang);
    test(`axe: no violations on ${address}`, async ({ page }) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
    });
  }
}

async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test("the business statistics: an accessible table that scrolls in its own region at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/businessstatic/assamese");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ব্যৱসায়িক পৰিসংখ্যা");
  const table = page.getByRole("table", { name: "বীমাকৃত কৃষক, মাটিৰ কালি আৰু বীমাকৃত ৰাশি" });
  await expect(table).toBeVisible();
  await expect(table.locator("thead th[scope=col]")).toHaveCount(7);
  await expect(table.locator("tbody th[scope=row]")).toHaveCount(6);
  // Assamese digits with Indian grouping (Intl), the figures labelled as illustrative
  await expect(table.locator("tbody tr").first()).toContainText("৪,১২,৩৮০");
  await expect(page.getByText("প্ৰদৰ্শনমূলক বীমা কোম্পানীৰ উদাহৰণ").first()).toBeVisible();

  // the scrolling region around the table (the section around it is a region of the same name)
  const region = page.locator('div[role="region"]', { has: table });
  const { scrollWidth, clientWidth } = await region.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  // a keyboard reaches the region and scrolls it
  await region.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await region.scrollIntoViewIfNeeded();
  await snap(page, "crop-business-statistics-as");
});

test("enrolment: cut-off dates in the page's language, the menu marks the page", async ({ page }) => {
  await page.goto("/EnrolmentProcess/hindi");
  const table = page.getByRole("table", { name: "कट-ऑफ़ तिथियाँ" });
  await expect(table.locator("time[datetime='2026-07-31']")).toHaveText("31 जुलाई 2026");
  const menu = page.getByRole("navigation", { name: "फसल बीमा के पृष्ठ" });
  await expect(menu.getByRole("link", { name: "नामांकन" })).toHaveAttribute("aria-current", "page");
  await snap(page, "crop-enrolment-hi");
  await page.goto("/EnrolmentProcess");
  await snap(page, "crop-enrolment-en");
});

test("the menu of the nine pages works before scripts run", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/pradhan-mantri-fasal-bima-yojna/kannada");
  const menu = page.getByRole("navigation", { name: "ಬೆಳೆ ವಿಮೆಯ ಪುಟಗಳು" });
  await expect(menu.getByRole("link")).toHaveCount(9);
  await menu.getByRole("link", { name: "ಕ್ಲೇಮ್ ಪ್ರಕ್ರಿಯೆ" }).click();
  await expect(page).toHaveURL(/\/claimprocess\/kannada$/);
  await expect(page.getByRole("table", { name: "ಕ್ಲೇಮ್ ಕಾಲಮಿತಿಗಳು" })).toContainText("72 ಗಂಟೆಗಳೊಳಗೆ");
  await context.close();
});

test("the FAQ page's structured data lists every question it shows", async ({ page }) => {
  await page.goto("/Faqpage/assamese");
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? "null") as unknown));
  const faq = data
    .flatMap((d) => (Array.isArray(d) ? d : [d]))
    .find(
      (d): d is { "@type": string; mainEntity: { name: string }[] } =>
        (d as { "@type"?: string })["@type"] === "FAQPage",
    );
  expect(faq).toBeTruthy();
  const shown = await page.locator("article[data-page] details summary").allTextContents();
  expect(shown.length).toBeGreaterThanOrEqual(6);
  expect(faq!.mainEntity.map((q) => q.name).sort()).toEqual([...shown].sort());
  const question = page.getByText("মোৰ দাবীৰ ধন ক'ত দিয়া হ'ব?");
  await question.click();
  await expect(page.getByText("আপোনাৰ আবেদনত দিয়া বেংক একাউণ্টত")).toBeVisible();
  await snap(page, "crop-faq-as");
});

test("guideline documents: our PDFs and the official portal", async ({ page, request }) => {
  await page.goto("/Guidelinedocument/kannada");
  const pdf = page.getByRole("link", { name: "ಬೆಳೆ ನಷ್ಟ ಮಾಹಿತಿ ಅರ್ಜಿ" });
  const href = await pdf.getAttribute("href");
  expect(href).toBe("/uploads/fasalbima/pmfby-loss-intimation-form.pdf");
  const file = await request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("application/pdf");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expect(page.getByRole("link", { name: /PMFBY ಕಾರ್ಯಾಚರಣೆ ಮಾರ್ಗಸೂಚಿಗಳು/ })).toHaveAttribute(
    "href",
    "https://pmfby.gov.in/",
  );
  await snap(page, "crop-documents-kn");
});

test("no crop page scrolls sideways on a 375 px screen, in Assamese", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of CROP_PATHS) {
    await page.goto(localizePath(path, "as"));
    expect(await pageWidth(page), path).toBeLessThanOrEqual(375);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/claimprocess");
  await page.getByRole("table", { name: "Claim timelines" }).scrollIntoViewIfNeeded();
  await snap(page, "crop-claim-timelines-en");
});
