/**
 * The header on a desktop (1280 px), in English and Kannada (issue 4 "Done
 * means"): mega-menu by pointer and by keyboard, Buy Now swap, theme and text
 * size, language switch, sales-partner mode, ABHA, and axe with menus open.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { categoryName, phrase, productName, SUFFIX } from "./header-labels";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("[data-site-header][data-ready]")).toBeAttached();
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const lang of ["en", "kn"] as const) {
  test.describe(`mega-menu (${lang})`, () => {
    const menu = (page: Page) => page.getByRole("navigation", { name: phrase(lang, "menu_main_label") });

    test("pointing opens a category, then picks sub-categories; other categories load with their products", async ({
      page,
    }) => {
      await open(page, SUFFIX[lang] || "/");
      const retail = menu(page).getByRole("button", { name: categoryName("Retail", lang) });
      await retail.hover();
      await expect(retail).toHaveAttribute("aria-expanded", "true");
      const panel = page.locator("[data-menu-panel]:visible");
      // the first category's first sub-category, rendered by the server
      await expect(panel.getByRole("tab", { name: categoryName("Health Insurance", lang) })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(panel.getByRole("link", { name: productName("arogya-supreme", lang), exact: true })).toBeVisible();
      // more than 10 products: three columns of 4, 4 and 2, view-all and Explore Plans
      const health = panel.getByRole("tabpanel");
      await expect(health.locator("[data-menu-column]")).toHaveCount(3);
      await expect(health.locator("[data-menu-column] a")).toHaveCount(10);
      await expect(health.locator("[data-view-all]")).toBeVisible();
      await expect(health.getByRole("link", { name: phrase(lang, "menu_explore_plans") })).toHaveAttribute(
        "href",
        `/health-insurance/explore-plans${SUFFIX[lang]}`,
      );

      const cyberTab = panel.getByRole("tab", { name: categoryName("Cyber Insurance", lang) });
      await cyberTab.hover();
      await expect(cyberTab).toHaveAttribute("aria-selected", "true");
      const cyber = panel.getByRole("tabpanel");
      const product = cyber.getByRole("link", { name: productName("cyber-vault", lang) });
      await expect(product).toHaveAttribute("href", `/cyber-vault${SUFFIX[lang]}`);
      // fewer than 4 products: Talk To Experts sits in the first column
      await expect(cyber.locator('[data-menu-column="0"] [data-talk-to-experts]')).toBeVisible();
      // the COVID-19 sub-category is never offered
      await expect(panel.getByRole("tab", { name: categoryName("COVID-19 Insurance", lang) })).toHaveCount(0);

      const corporate = menu(page).getByRole("button", { name: categoryName("Corporate", lang) });
      await corporate.hover();
      await expect(corporate).toHaveAttribute("aria-expanded", "true");
      await expect(retail).toHaveAttribute("aria-expanded", "false");
      const corporatePanel = page.locator("[data-menu-panel]:visible");
      await expect(
        corporatePanel.getByRole("tab", { name: categoryName("Group Health Insurance", lang) }),
      ).toHaveAttribute("aria-selected", "true");
      await expect(
        corporatePanel.getByRole("link", { name: productName("group-health-insurance", lang), exact: true }),
      ).toBeVisible();

      await page.mouse.move(640, 780);
      await expect(page.locator("[data-menu-panel]:visible")).toHaveCount(0);
    });

    test("the keyboard reaches every category, sub-category and product", async ({ page }) => {
      await open(page, SUFFIX[lang] || "/");
      const retail = menu(page).getByRole("button", { name: categoryName("Retail", lang) });
      const corporate = menu(page).getByRole("button", { name: categoryName("Corporate", lang) });
      await retail.focus();
      await page.keyboard.press("Enter");
      await expect(retail).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("ArrowDown");
      const healthTab = page
        .locator("[data-mega-menu]")
        .getByRole("tab", { name: categoryName("Health Insurance", lang) });
      await expect(healthTab).toBeFocused();
      await page.keyboard.press("ArrowDown");
      const motorTab = page
        .locator("[data-mega-menu]")
        .getByRole("tab", { name: categoryName("Motor Insurance", lang) });
      await expect(motorTab).toBeFocused();
      await expect(motorTab).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Tab");
      await expect(
        page
          .locator("[data-mega-menu]")
          .getByRole("link", { name: productName("car-insurance-online", lang), exact: true }),
      ).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(retail).toHaveAttribute("aria-expanded", "false");
      await expect(retail).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(corporate).toBeFocused();
      // Down opens a category whose sub-categories still load, and enters it once they are there
      await page.keyboard.press("ArrowDown");
      await expect(corporate).toHaveAttribute("aria-expanded", "true");
      await expect(
        page.locator("[data-mega-menu]").getByRole("tab", { name: categoryName("Group Health Insurance", lang) }),
      ).toBeFocused();
      await page.keyboard.press("End");
      const speciality = page
        .locator("[data-mega-menu]")
        .getByRole("tab", { name: categoryName("Speciality Insurance", lang) });
      await expect(speciality).toHaveAttribute("aria-selected", "true");
      await expect(
        page.locator("[data-menu-panel]:visible").getByRole("link", { name: productName("aviation-insurance", lang) }),
      ).toBeVisible();
      // focus leaving the menu closes it
      await page.getByRole("button", { name: phrase(lang, "menu_quick_links") }).focus();
      await expect(corporate).toHaveAttribute("aria-expanded", "false");
      // Space opens too, on the sub-category chosen before; a product link goes to its page in the page's language
      await retail.press(" ");
      await expect(retail).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/motor-insurance/car-insurance-online${SUFFIX[lang]}$`));
      await expect(retail).toHaveAttribute("aria-expanded", "false");
    });

    test("axe: no violations with the mega-menu and the quick links open", async ({ page }) => {
      await open(page, SUFFIX[lang] || "/");
      await menu(page)
        .getByRole("button", { name: categoryName("Retail", lang) })
        .click();
      await expect(page.locator("[data-menu-panel]:visible")).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: phrase(lang, "menu_quick_links") }).click();
      await expect(
        page.locator("[data-site-header]").getByRole("link", { name: phrase(lang, "menu_ql_policy_renewal") }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: phrase(lang, "menu_need_help") }).click();
      await expect(page.locator("[data-header-top-bar]").getByRole("link", { name: "1800 102 1111" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe("Buy Now swap (spec 2)", () => {
  test("scrolling a listed product page swaps the quick links for Buy Now, which goes back up", async ({ page }) => {
    await open(page, "/health-insurance/arogya-plus-policy/kannada");
    const header = page.locator("[data-site-header]");
    const quickLinks = header.getByRole("button", { name: phrase("kn", "menu_quick_links") });
    const buyNow = header.getByRole("button", { name: phrase("kn", "menu_buy_now") });
    await expect(quickLinks).toBeVisible();
    await expect(buyNow).toHaveCount(0);
    await page.mouse.wheel(0, 900);
    await expect(buyNow).toBeVisible();
    await expect(quickLinks).toHaveCount(0);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    // the scrolled header is held at the top of the window
    expect(await header.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(0);
    await buyNow.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(quickLinks).toBeVisible();
  });

  test("an unlisted page keeps its quick links when scrolled", async ({ page }) => {
    await open(page, "/motor-insurance/bike-insurance");
    await page.mouse.wheel(0, 900);
    const header = page.locator("[data-site-header]");
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header.getByRole("button", { name: phrase("en", "menu_quick_links") })).toBeVisible();
    await expect(header.getByRole("button", { name: phrase("en", "menu_buy_now") })).toHaveCount(0);
  });
});

test.describe("top bar", () => {
  test("the dark theme is stored and shown again on reload before the page is interactive", async ({ page }) => {
    await open(page, "/about-us");
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByRole("button", { name: phrase("en", "topbar_theme_dark") }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate(() => localStorage.getItem("sitetheme"))).toBe("dark");
    expect(await background()).not.toBe(light);

    // what the page looks like when its HTML has been read, before any script of the app has run
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState === "interactive")
          (window as unknown as { themeAtParse: string | null }).themeAtParse =
            document.documentElement.getAttribute("data-theme");
      });
    });
    await page.reload();
    await expect(page.locator("[data-site-header][data-ready]")).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { themeAtParse: string | null }).themeAtParse)).toBe("dark");
    await expect(page.getByRole("button", { name: phrase("en", "topbar_theme_dark") })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await page.getByRole("button", { name: phrase("en", "topbar_theme_default") }).click();
    expect(await page.evaluate(() => localStorage.getItem("sitetheme"))).toBeNull();
    await page.reload();
    await expect(page.locator("html")).not.toHaveAttribute("data-theme", /./);
  });

  test("text size controls scale the page's type without breaking the layout", async ({ page }) => {
    await open(page, "/kannada");
    const size = () => page.evaluate(() => parseFloat(getComputedStyle(document.querySelector("h1")!).fontSize));
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const base = await size();
    const increase = page.getByRole("button", { name: phrase("kn", "topbar_text_increase") });
    const decrease = page.getByRole("button", { name: phrase("kn", "topbar_text_decrease") });
    const reset = page.getByRole("button", { name: phrase("kn", "topbar_text_reset") });
    await increase.click();
    await increase.click();
    await expect(increase).toBeDisabled();
    expect(await size()).toBeCloseTo(base * 1.25, 0);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await reset.click();
    expect(await size()).toBeCloseTo(base, 1);
    await decrease.click();
    await expect(decrease).toBeDisabled();
    expect(await size()).toBeLessThan(base);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  test("the accessibility controls are not on explore-plans and health-step6", async ({ page }) => {
    await open(page, "/health-insurance/explore-plans");
    await expect(page.locator("[data-a11y-controls]")).toHaveCount(0);
    await open(page, "/health-step6/hindi");
    await expect(page.locator("[data-a11y-controls]")).toHaveCount(0);
    await open(page, "/health-insurance");
    await expect(page.locator("[data-a11y-controls]")).toBeVisible();
  });

  test("the language switch goes to Hindi and back, in the header's words", async ({ page }) => {
    await open(page, "/health-insurance");
    const languages = page.getByRole("navigation", { name: phrase("en", "choose_language") });
    await languages.getByRole("link", { name: "हिंदी" }).click();
    await expect(page).toHaveURL(/\/health-insurance\/hindi$/);
    await expect(page.locator("[data-site-header][data-ready]")).toBeAttached();
    await expect(page.getByRole("button", { name: phrase("hi", "menu_quick_links") })).toBeVisible();
    await expect(page.getByRole("button", { name: categoryName("Retail", "hi") })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("lang_name"))).toBe("hindi");
    await page
      .getByRole("navigation", { name: phrase("hi", "choose_language") })
      .getByRole("link", { name: "English" })
      .click();
    await expect(page).toHaveURL(/\/health-insurance$/);
    await expect(page.getByRole("button", { name: phrase("en", "menu_quick_links") })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("lang_name"))).toBe("english");
  });

  test("the app link leads to the Play Store, and to the App Store on an iPhone", async ({ browser }) => {
    const android = await browser.newPage();
    await open(android, "/");
    await expect(android.locator("[data-header-top-bar] [data-app-store]")).toHaveAttribute(
      "href",
      /play\.google\.com/,
    );
    await android.close();
    const context = await browser.newContext({
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148",
      viewport: { width: 1280, height: 800 },
    });
    const iphone = await context.newPage();
    await open(iphone, "/");
    await expect(iphone.locator("[data-header-top-bar] [data-app-store]")).toHaveAttribute("href", /apps\.apple\.com/);
    await context.close();
  });
});

test.describe("sales-partner mode (spec 4)", () => {
  async function expectPartnerHeader(page: Page) {
    await expect(page.getByRole("navigation", { name: phrase("en", "menu_main_label") })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: phrase("en", "choose_language") })).toHaveCount(0);
    await expect(page.getByRole("button", { name: phrase("en", "menu_quick_links") })).toHaveCount(0);
    const header = page.locator("[data-site-header]");
    await expect(header.getByRole("link", { name: phrase("en", "home_link_label") })).toHaveCount(0);
    await expect(header.locator("[data-logo]")).toBeVisible();
    // what a partner still has
    await expect(page.getByRole("button", { name: phrase("en", "menu_need_help") })).toBeVisible();
  }

  test("RO_code with reference_ID reduces the header; one of them alone does not", async ({ page }) => {
    const response = await page.goto("/motor-insurance/private-car-insurance?RO_code=RO12&reference_ID=REF34");
    // the server already renders the partner header (nothing moves on hydration)
    const html = (await response?.text()) ?? "";
    expect(html).not.toContain('data-mega-menu=""');
    await expect(page.locator("[data-site-header][data-ready]")).toBeAttached();
    await expectPartnerHeader(page);
    await open(page, "/motor-insurance/private-car-insurance?RO_code=RO12");
    await expect(page.getByRole("navigation", { name: phrase("en", "menu_main_label") })).toBeVisible();
  });

  test("an agr path parameter or a stored sslid reduces the header", async ({ page }) => {
    await open(page, "/motor-insurance/private-car-insurance/AGR1234");
    await expectPartnerHeader(page);
    await open(page, "/about-us");
    await page.evaluate(() => localStorage.setItem("sslid", "SSL-77"));
    await page.reload();
    await expect(page.locator("[data-site-header][data-ready]")).toBeAttached();
    await expectPartnerHeader(page);
  });
});

test("the ABHA quick link asks the site API and goes where it answers", async ({ page }) => {
  await open(page, "/claim/hindi");
  await page.getByRole("button", { name: phrase("hi", "menu_quick_links") }).click();
  const request = page.waitForRequest("**/api/abha/initiate-abha");
  await page.getByRole("button", { name: phrase("hi", "menu_ql_abha") }).click();
  expect((await request).postDataJSON()).toEqual({
    redirectURL: expect.stringMatching(/\/claim\/hindi$/) as unknown as string,
    source: "QuickLink",
    optional: {},
    flag: 1,
  });
  // the offline adapter answers with the site's ABHA information page, in the visitor's language
  await expect(page).toHaveURL(/\/health-insurance\/hindi$/);
});
