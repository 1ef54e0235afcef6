import { expect, test } from "@playwright/test";
import { hydrated } from "./hydration";

test.describe("language switch", () => {
  test("stores the choice and reloads into the chosen variant, and back", async ({ page, context }) => {
    await page.goto("/about-us");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("navigation", { name: "Choose language" }).getByRole("link", { name: "हिंदी" }).click();
    await expect(page).toHaveURL(/\/about-us\/hindi$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.locator("body")).toHaveClass(/hindi/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("lang_name"))).toBe("hindi");
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "lang_name")?.value).toBe("hindi");
    // spec 3: phrases kept in local storage
    // written once the page has hydrated
    await expect
      .poll(() =>
        page.evaluate(
          () => (JSON.parse(localStorage.getItem("phrases") ?? "{}") as Record<string, string>).breadcrumb_home,
        ),
      )
      .toMatch(/[\u0900-\u097F]/);
    expect(await page.evaluate(() => localStorage.getItem("phrasepage"))).toBe("common");

    await page.locator('[data-lang-option="kn"]').click();
    await expect(page).toHaveURL(/\/about-us\/kannada$/);
    await expect(page.locator("body")).toHaveClass(/kannada/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("lang_name"))).toBe("kannada");

    await page.locator('[data-lang-option="en"]').click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("lang_name"))).toBe("english");
  });

  test("crop-scheme pages offer Assamese and keep their own language store", async ({ page }) => {
    await page.goto("/claimprocess");
    await page.locator('[data-lang-option="as"]').click();
    await expect(page).toHaveURL(/\/claimprocess\/assamese$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "as");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("crop_lang_name"))).toBe("assamese");
    // the site-wide choice is untouched by crop pages
    expect(await page.evaluate(() => localStorage.getItem("lang_name"))).toBeNull();
  });
});

test.describe("scroll on navigation (spec 2)", () => {
  test.use({ viewport: { width: 375, height: 500 } });

  test("a product link scrolls the new page to the top", async ({ page }) => {
    await page.goto("/product/retail");
    // before hydration a link is a plain page load (decision 035); the rule is the app's
    await hydrated(page);
    const link = page.locator('[data-page="product-listing"] ul a').last();
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await link.click();
    await expect(page.locator('[data-page="product"]')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("going to a product listing keeps the scroll position", async ({ page }) => {
    await page.goto("/no-such-page");
    await hydrated(page);
    const link = page.getByRole("link", { name: "Browse our products" });
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 100));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(50);
    await link.click();
    await expect(page.locator('[data-page="product-listing"]')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});
