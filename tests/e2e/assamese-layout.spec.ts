/**
 * The crop pages' header, footer and lead form in Assamese (issue 16, decision 067): the
 * mega-menu, the mobile menu, the footer and the call-back form read Assamese, the menu's
 * product links lead to the English product pages (the site has no Assamese outside the crop
 * pages), and axe finds nothing with the menus and the form open. Screenshots when
 * E2E_SCREENSHOTS names a folder.
 */
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./hydration";
import { snap } from "./screenshots";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

function seed<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.resolve("content/seed", file), "utf8")) as T;
}

/** An Assamese layout phrase of the seed. */
function phrase(key: string): string {
  const files = fs.readdirSync(path.resolve("content/seed/translationkeywords"));
  for (const file of files) {
    const row = seed<{ keyword: string; content_assamese?: string }[]>(`translationkeywords/${file}`).find(
      (k) => k.keyword === key,
    );
    if (row?.content_assamese) return row.content_assamese;
  }
  throw new Error(`no Assamese for ${key}`);
}

const categories = seed<{ Name_en: string; Name_assamese: string }[]>("productcategories.json");
const category = (english: string) => categories.find((c) => c.Name_en === english)!.Name_assamese;
const products = fs
  .readdirSync(path.resolve("content/seed/products"))
  .flatMap((f) => seed<{ key: string; Name_assamese: string }[]>(`products/${f}`));
const product = (key: string) => products.find((p) => p.key === key)!.Name_assamese;

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function open(page: Page, address: string) {
  const response = await page.goto(address);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "as");
  await expect(page.locator("[data-site-header][data-ready]")).toBeAttached();
}

async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
}

test("mega-menu in Assamese: categories, products and Talk To Experts; links to the English product pages", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/pradhan-mantri-fasal-bima-yojna/assamese");
  const menu = page.getByRole("navigation", { name: phrase("menu_main_label") });
  const retail = menu.getByRole("button", { name: category("Retail") });
  await retail.click();
  await expect(retail).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator("[data-menu-panel]:visible");
  await expect(panel.getByRole("tab", { name: category("Health Insurance") })).toHaveAttribute("aria-selected", "true");
  const supreme = panel.getByRole("link", { name: product("arogya-supreme"), exact: true });
  await expect(supreme).toBeVisible();
  await expect(supreme).toHaveAttribute("href", "/health-insurance/arogya-supreme");
  await expect(panel.getByRole("link", { name: phrase("menu_explore_plans") })).toHaveAttribute(
    "href",
    "/health-insurance/explore-plans",
  );
  await expect(page.locator("[data-site-header]")).not.toContainText("Insurance");
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "crop-as-mega-menu-1280");

  // a sub-category loaded in the browser reads Assamese too
  const cyberTab = panel.getByRole("tab", { name: category("Cyber Insurance") });
  await cyberTab.hover();
  await expect(cyberTab).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByRole("tabpanel").getByRole("link", { name: product("cyber-vault") })).toHaveAttribute(
    "href",
    "/cyber-vault",
  );

  // the quick links
  await page.getByRole("button", { name: phrase("menu_quick_links") }).click();
  await expect(
    page.locator("[data-site-header]").getByRole("link", { name: phrase("menu_ql_policy_renewal") }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("mobile menu in Assamese on a second crop page, axe with it open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, "/claimprocess/assamese");
  await page.getByRole("button", { name: phrase("menu_title") }).click();
  const dialog = page.getByRole("dialog", { name: phrase("menu_title") });
  await expect(dialog).toBeVisible();
  const nav = dialog.getByRole("navigation", { name: phrase("menu_main_label") });
  await expect(nav.getByRole("button", { name: category("Retail") })).toHaveAttribute("aria-expanded", "true");
  await nav.getByRole("button", { name: category("Health Insurance") }).click();
  await expect(
    nav.locator("[data-mobile-products]").getByRole("link", { name: product("arogya-supreme") }),
  ).toBeVisible();
  await expect(dialog).not.toContainText("Insurance");
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "crop-as-mobile-menu-375");
});

test("footer in Assamese: menus, keywords, vision, address and helplines", async ({ page }) => {
  await open(page, "/claimprocess/assamese");
  const footer = page.locator("[data-site-footer]");
  await footer.scrollIntoViewIfNeeded();
  for (const text of ["আমাৰ বিষয়ে", "গ্ৰাহক সেৱা", "শস্য বীমা", "আমাৰ দূৰদৃষ্টি", "সৰ্বস্বত্ব সংৰক্ষিত", "মুম্বাই – ৪০০ ০৯৯"])
    await expect(footer.getByText(text).first()).toBeAttached();
  // the crop scheme keyword stays on the Assamese crop page; a product leads to the English page
  await expect(footer.locator("a", { hasText: /^শস্য বীমা$/ })).toHaveAttribute(
    "href",
    "/pradhan-mantri-fasal-bima-yojna/assamese",
  );
  await expect(footer.locator("a", { hasText: /^ছাইবাৰ বীমা$/ }).first()).toHaveAttribute("href", /^\/cyber-vault$/);
  await expect(footer).not.toContainText("Insurance");
  expect(await axeViolations(page)).toEqual([]);
  await footer.evaluate((el) => el.scrollIntoView({ block: "start" }));
  await snap(page, "crop-as-footer");
});

test("the call-back form in Assamese: labels, products and what to do on an error", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/pradhan-mantri-fasal-bima-yojna/assamese");
  const menu = page.getByRole("navigation", { name: phrase("menu_main_label") });
  await menu.getByRole("button", { name: category("Retail") }).click();
  const panel = page.locator("[data-menu-panel]:visible");
  await panel.getByRole("tab", { name: category("Cyber Insurance") }).hover();
  await hydrated(page, "[data-talk-to-experts]");
  await panel.locator("[data-talk-to-experts]").getByRole("button").first().click();
  const dialog = page.getByRole("dialog", { name: phrase("lead_modal_title") });
  await expect(dialog).toBeVisible();
  const form = dialog.locator("form");
  await expect(form.getByLabel(phrase("lead_product_label"), { exact: true })).toContainText("আৰোগ্য সঞ্জীৱনী");
  await form.getByRole("button", { name: phrase("lead_submit") }).click();
  const name = form.getByLabel(phrase("lead_full_name_label"), { exact: true });
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(phrase("lead_name_required"));
  const mobile = form.getByLabel(phrase("lead_mobile_label"), { exact: true });
  await mobile.fill("98765");
  await mobile.blur();
  await expect(mobile).toHaveAttribute("aria-invalid", "true");
  await expect(mobile).toHaveAccessibleDescription(phrase("lead_mobile_length"));
  await expect(dialog).not.toContainText("Insurance");
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "crop-as-lead-form-1280");
});
