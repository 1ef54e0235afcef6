/**
 * The channel-partner sign-in in a browser (issue 16, decision 064): axe in three languages,
 * a refused sign-in that says what to correct, a partner signing in and out (with and without
 * scripts), and the partners' helpline. The e2e site has one API user (playwright.config.ts).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_PARTNER } from "../../playwright.config";
import { hydrated } from "./hydration";
import { snap } from "./screenshots";

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const path of ["/channel-partner-login", "/channel-partner-login/hindi", "/channel-partner-login/kannada"]) {
  test(`axe: no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    expect(await axe(page)).toEqual([]);
    await expect(page.locator("[data-partner-helpline]")).toContainText("1800 22 1111");
  });
}

test("a wrong password is refused with what to do; the right one signs in, then out", async ({ page }) => {
  await page.goto("/channel-partner-login");
  await hydrated(page);
  await page.getByLabel("Partner ID").fill(E2E_PARTNER.user);
  await page.getByLabel("Password").fill("not-the-password-0000");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("do not match our records");
  await expect(page.getByLabel("Partner ID")).toHaveValue(E2E_PARTNER.user);
  expect(await axe(page)).toEqual([]);
  await page.getByLabel("Password").fill(E2E_PARTNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("[data-partner-session]")).toHaveAttribute("data-partner-session", E2E_PARTNER.user);
  await expect(page.getByRole("heading", { name: `Signed in as ${E2E_PARTNER.user}` })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await snap(page, "channel-partner-signed-in-en");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the partner portal" })).toBeVisible();
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });
  test("a partner signs in and out in Kannada with plain form posts", async ({ page }) => {
    await page.goto("/channel-partner-login/kannada");
    await page.getByLabel("ಪಾಲುದಾರ ID").fill(E2E_PARTNER.user);
    await page.getByLabel("ಪಾಸ್‌ವರ್ಡ್").fill(E2E_PARTNER.password);
    await page.getByRole("button", { name: "ಲಾಗಿನ್ ಆಗಿ" }).click();
    await expect(page).toHaveURL(/\/channel-partner-login\/kannada(#cp-signin)?$/);
    await expect(page.locator("[data-partner-session]")).toHaveAttribute("data-partner-session", E2E_PARTNER.user);
    await snap(page, "channel-partner-signed-in-kn");
    await page.getByRole("button", { name: "ಲಾಗ್‌ಔಟ್ ಆಗಿ" }).click();
    await expect(page.locator("[data-partner-session]")).toHaveCount(0);
  });
});

test("the sign-in page, to look at", async ({ page }) => {
  for (const path of ["/channel-partner-login", "/channel-partner-login/hindi"]) {
    await page.goto(path);
    await hydrated(page);
    await snap(page, `channel-partner${path.endsWith("hindi") ? "-hi" : "-en"}`);
  }
});
