import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { hydrated } from "./hydration";

/**
 * The common footer (spec 2 "Common footer", issue 5): accordions,
 * scroll-to-top and the Recent Quote panel at every width, in English and
 * Kannada; menu link types; the 'manage your policies' modal.
 */

const WIDTHS = [375, 768, 1024, 1280] as const;
const PAGES = [
  { lang: "en", path: "/about-us", recentQuote: "Recent Quote", ourProducts: "Our Products" },
  { lang: "kn", path: "/about-us/kannada", recentQuote: "ಇತ್ತೀಚಿನ ಕೋಟ್", ourProducts: "ನಮ್ಮ ಉತ್ಪನ್ನಗಳು" },
] as const;

/** spec 3: the last-quote record in local storage. */
const LAST_QUOTE = { identifier: "HQ-0001", crtdate: "2026-11-20 14:30:00", productid: "arogya-supreme" };

for (const { lang, path, recentQuote, ourProducts } of PAGES) {
  for (const width of WIDTHS) {
    test(`footer at ${width} px (${lang}): accordions, scroll-to-top, Recent Quote`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript((record) => localStorage.setItem("last_quote", JSON.stringify(record)), LAST_QUOTE);
      await page.goto(path);
      await hydrated(page);
      const footer = page.locator("[data-site-footer]");

      // scroll-to-top appears once scrolled and takes the page back up
      const toTop = page.locator("[data-scroll-to-top]");
      await expect(toTop).toHaveCount(0);
      await footer.scrollIntoViewIfNeeded();
      await expect(toTop).toBeVisible();
      await toTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(toTop).toHaveCount(0);

      // Our Products and Popular Keywords open and close
      const products = footer.locator("[data-footer-accordion='footer-products']");
      const keywords = footer.locator("[data-footer-accordion='footer-keywords']");
      await expect(products.locator("summary")).toHaveText(ourProducts);
      const firstProduct = products.locator("a").first();
      await expect(firstProduct).toBeHidden();
      await products.locator("summary").click();
      await expect(firstProduct).toBeVisible();
      expect(await products.locator("a").count()).toBeGreaterThan(90);
      if (lang === "kn") await expect(firstProduct).toHaveAttribute("href", /\/kannada$/);
      await products.locator("summary").click();
      await expect(firstProduct).toBeHidden();
      // from the keyboard too
      await keywords.locator("summary").focus();
      await page.keyboard.press("Enter");
      await expect(keywords.locator("a").first()).toBeVisible();

      // the Recent Quote panel opens and closes
      const toggle = page.getByRole("button", { name: recentQuote, exact: true });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      const complete = page.locator("[data-recent-quote-complete]");
      await expect(complete).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(complete).toBeVisible();
      await expect(page.locator("[data-recent-quote]")).toContainText(lang === "kn" ? "ಆರೋಗ್ಯ" : "Arogya Supreme");
      await page.locator("[data-recent-quote-close]").click();
      await expect(complete).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  }
}

test("no Recent Quote panel without a last-quote record", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("[data-site-footer]")).toBeVisible();
  await expect(page.locator("[data-recent-quote]")).toHaveCount(0);
});

test("footer menus handle internal, External and Download links (spec 3)", async ({ page }) => {
  await page.goto("/claim/hindi");
  await hydrated(page);
  const menus = page.locator("[data-footer-menus]");
  const internal = menus.locator("a:not([data-link-kind])").first();
  await expect(internal).toHaveAttribute("href", /\/hindi$/);
  await expect(internal).not.toHaveAttribute("target", /.*/);
  const external = menus.locator("a[data-link-kind='external']").first();
  await expect(external).toHaveAttribute("href", /^https:\/\//);
  await expect(external).toHaveAttribute("target", "_blank");
  await expect(external).toHaveAttribute("rel", "noopener noreferrer");
  const download = menus.locator("a[data-link-kind='download']");
  await expect(download).toHaveAttribute("download", "");
  await expect(download).toHaveAttribute("href", "/uploads/downloads/claim-form-motor.pdf");
  expect((await page.request.get("/uploads/downloads/claim-form-motor.pdf")).ok()).toBe(true);
  // an internal link navigates inside the app, in the page's language
  await internal.click();
  await expect(page).toHaveURL(/\/hindi$/);
});

test("the store, social and regulator links lead to real addresses", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("[data-site-footer]");
  await expect(footer.locator("[data-store='app-store']")).toHaveAttribute(
    "href",
    /^https:\/\/apps\.apple\.com\/in\/app\//,
  );
  await expect(footer.locator("[data-store='play-store']")).toHaveAttribute(
    "href",
    /^https:\/\/play\.google\.com\/store\/apps\/details\?id=/,
  );
  await expect(footer.locator("[data-consumer-portal]")).toHaveAttribute("href", "https://bimabharosa.irdai.gov.in");
  await expect(footer.locator("[data-social]")).toHaveCount(5);
  await expect(footer.locator("[data-footer-helplines]")).toContainText("1800 102 1111");
  await expect(footer.locator("[data-footer-objective]")).toHaveCount(2);
  await expect(footer.locator("[data-best-viewed]")).not.toBeEmpty();
});

test("the 'manage your policies' modal opens, offers the stores and closes back to its button", async ({ page }) => {
  await page.goto("/kannada");
  await hydrated(page);
  const button = page.locator("[data-manage-policies]");
  await button.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("[data-store='play-store']")).toBeVisible();
  await expect(dialog.getByRole("heading")).toContainText("ಆಪ್");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test("axe: no violations with the footer's accordions, Recent Quote panel and modal open (375 px, Kannada)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.addInitScript((record) => localStorage.setItem("last_quote", JSON.stringify(record)), LAST_QUOTE);
  await page.goto("/about-us/kannada");
  await hydrated(page);
  for (const id of ["footer-products", "footer-keywords"])
    await page.locator(`[data-footer-accordion='${id}'] summary`).click();
  await page.locator("[data-recent-quote-toggle]").click();
  const axe = () => new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const list = (r: Awaited<ReturnType<typeof axe>>) =>
    r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(list(await axe())).toEqual([]);
  await page.locator("[data-manage-policies]").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(list(await axe())).toEqual([]);
});
