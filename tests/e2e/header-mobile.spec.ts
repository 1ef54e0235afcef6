/**
 * The header on a phone (375 px), in English and Kannada (issue 4 "Done
 * means"): the off-canvas accordion with View More / View Less for health,
 * the page's no-scroll state while it is open, and axe with it open.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { categoryName, phrase, productName, SUFFIX } from "./header-labels";

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("[data-site-header][data-ready]")).toBeAttached();
}

for (const lang of ["en", "kn"] as const) {
  test.describe(`mobile menu (${lang})`, () => {
    test("an accordion of categories and products, View More / View Less for health, no scrolling behind", async ({
      page,
    }) => {
      await open(page, SUFFIX[lang] || "/");
      // the desktop menu and quick links are not shown at this width
      await expect(page.getByRole("button", { name: phrase(lang, "menu_quick_links") })).toBeHidden();
      const trigger = page.getByRole("button", { name: phrase(lang, "menu_title") });
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: phrase(lang, "menu_title") });
      await expect(dialog).toBeVisible();
      await expect(page.locator("body")).toHaveClass(/\bno-scroll\b/);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

      // the first category is open; its sub-categories are the mega-menu's, without COVID-19
      const nav = dialog.getByRole("navigation", { name: phrase(lang, "menu_main_label") });
      await expect(nav.getByRole("button", { name: categoryName("Retail", lang) })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await expect(nav.getByRole("button", { name: categoryName("COVID-19 Insurance", lang) })).toHaveCount(0);
      await nav.getByRole("button", { name: categoryName("Health Insurance", lang) }).click();
      const products = nav.locator("[data-mobile-products]");
      await expect(products.locator("ul a")).toHaveCount(10);
      const more = products.getByRole("button", { name: phrase(lang, "menu_view_more") });
      await more.click();
      await expect(products.locator("ul a")).toHaveCount(20);
      await expect(products.getByRole("link", { name: productName("loan-insurance", lang) })).toBeVisible();
      const less = products.getByRole("button", { name: phrase(lang, "menu_view_less") });
      await expect(less).toHaveAttribute("aria-expanded", "true");
      await less.click();
      await expect(products.locator("ul a")).toHaveCount(10);

      // another category loads its sub-categories and their products when opened
      await nav.getByRole("button", { name: categoryName("Rural", lang) }).click();
      await nav.getByRole("button", { name: categoryName("Livestock Insurance", lang) }).click();
      await expect(nav.getByRole("link", { name: productName("cattle-insurance-policy", lang) })).toBeVisible();

      // the mobile quick link uses the /buy-online/ form (spec 2)
      await expect(dialog.getByRole("link", { name: phrase(lang, "menu_ql_unsubscribe_auto_debit") })).toHaveAttribute(
        "href",
        `/buy-online/changepolicydetails/unsubscribe_auto_debit${SUFFIX[lang]}`,
      );

      await dialog.getByRole("button", { name: phrase(lang, "menu_close") }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.locator("body")).not.toHaveClass(/\bno-scroll\b/);
      await expect(trigger).toBeFocused();
    });

    test("a product link closes the menu and opens the product in the page's language", async ({ page }) => {
      await open(page, SUFFIX[lang] || "/");
      await page.getByRole("button", { name: phrase(lang, "menu_title") }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: categoryName("Cyber Insurance", lang) }).click();
      await dialog.getByRole("link", { name: productName("cyber-vault", lang) }).click();
      await expect(page).toHaveURL(new RegExp(`/cyber-vault${SUFFIX[lang]}$`));
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.locator("body")).not.toHaveClass(/\bno-scroll\b/);
    });

    test("axe: no violations with the mobile menu open", async ({ page }) => {
      await open(page, SUFFIX[lang] || "/");
      await page.getByRole("button", { name: phrase(lang, "menu_title") }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: categoryName("Health Insurance", lang) }).click();
      await expect(dialog.locator("[data-mobile-products] ul a").first()).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
    });
  });
}

test("Buy Now takes the menu bar's free place on a listed page once scrolled", async ({ page }) => {
  await open(page, "/cyber-vault");
  const buyNow = page.getByRole("button", { name: phrase("en", "menu_buy_now") });
  await expect(buyNow).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(buyNow).toBeVisible();
  await buyNow.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a sales partner's phone menu has no products, quick links or languages", async ({ page }) => {
  await open(page, "/?RO_code=RO12&reference_ID=REF34");
  await page.getByRole("button", { name: phrase("en", "menu_title") }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: phrase("en", "menu_need_help") })).toBeVisible();
  await expect(dialog.getByRole("navigation", { name: phrase("en", "menu_main_label") })).toHaveCount(0);
  await expect(dialog.getByRole("heading", { name: phrase("en", "menu_quick_links") })).toHaveCount(0);
  await expect(dialog.getByRole("navigation", { name: phrase("en", "choose_language") })).toHaveCount(0);
});
