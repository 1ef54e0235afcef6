/**
 * Subrogation requests are service requests (decision 059): the reference a
 * request gets opens its status on the subrogation page with the mobile on
 * the policy; a wrong mobile gets the one "do not match" answer. Axe in
 * English, Hindi and Kannada; screenshots at 1280 and 375 px.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./hydration";

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("a subrogation request's status is looked up by its reference and the policy's mobile", async ({ page }) => {
  await page.goto("/subrogation");
  await hydrated(page, "[data-subrogation-form]");
  await page.locator("#sb-claimNo").fill("CL2600311942");
  await page.locator("#sb-verifier").fill("MTR/2026/1011942");
  await page.locator("#sb-thirdParty").fill("Punjab Roadways depot, Ludhiana");
  await page.locator("#sb-thirdPartyDetails").fill("Their bus PB10AB1234 pushed the motorcycle off the road.");
  await page.locator("[data-subrogation-form] input[type=checkbox]").check();
  await page.getByRole("button", { name: "Send request" }).click();
  const done = page.locator("[data-subrogation-reference]");
  await expect(done).toHaveAttribute("data-subrogation-reference", /^SB-\d{6}-[2-9A-HJKMNP-Z]{6}$/);
  const reference = (await done.getAttribute("data-subrogation-reference"))!;

  await page.goto("/subrogation/kannada");
  await hydrated(page, "[data-form=subrogation-status]");
  await page.locator("#sb-status-reference").fill(reference.toLowerCase());
  await page.locator("#sb-status-mobile").fill("9000010001");
  await page.locator("[data-submit=subrogation-status]").click();
  await expect(page.locator("[data-form=subrogation-status] [role=alert]")).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.locator("#sb-status-mobile").fill("9000010003");
  await page.locator("[data-submit=subrogation-status]").click();
  const status = page.locator("[data-status]");
  await expect(status).toHaveAttribute("data-status", /^(received|forwarded)$/);
  await expect(status).toContainText(reference);
  await expect(status).toContainText("ಹಕ್ಕು ವರ್ಗಾವಣೆ (ಸಬ್ರೊಗೇಷನ್) ವಿನಂತಿ");
  expect(await axe(page)).toEqual([]);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.screenshot({ path: `test-results/subrogation-status-kn-${width}.png`, fullPage: true });
  }

  await page.goto("/subrogation/hindi");
  await hydrated(page, "[data-form=subrogation-status]");
  await page.locator("[data-submit=subrogation-status]").click();
  await expect(page.locator("#sb-status-reference-error")).toBeVisible();
  await expect(page.locator("#sb-status-reference")).toBeFocused();
  expect(await axe(page)).toEqual([]);
});
