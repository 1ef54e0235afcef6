/**
 * The health quote journey in a browser (issue 11): the whole journey in
 * English and Hindi to a saved quote and the Recent Quote panel, back and
 * refresh keep the answers, step 1 to 2 without scripts, compare at 375 px,
 * axe on every page of the journey in three languages.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { hydrated } from "./hydration";

const ANSWERS = "members=Self,Spouse,Daughter&age=34&si=3-5&pincode=560001&coverage=5";
let mobileSeed = 9_600_000_000 + Math.floor(Math.random() * 90_000) * 1000;
const nextMobile = () => String(mobileSeed++);

async function savedQuote(request: APIRequestContext): Promise<string> {
  const answer = await request.post("/api/quotes", {
    data: {
      product: "health",
      parameters: { age: 34, members: ["Self", "Spouse", "Daughter"], si: "3-5", pincode: "560001", coverage: [5] },
      name: "Asha Rao",
      mobile: nextMobile(),
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()).identifier;
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("the whole journey in English to a saved quote, then the Recent Quote panel", async ({ page }) => {
  await page.goto("/health-insurance/explore-plans");
  await hydrated(page, "[data-health-step]");
  await page.getByLabel("Spouse").check();
  await page.locator("[data-child-add=Daughter]").click();
  await page.locator("[data-child-add=Daughter]").click();
  await page.locator("[data-child-remove=Daughter]").click();
  await expect(page.locator("[data-child-count=Daughter]")).toHaveText("1");
  await expect(page.locator("[data-members-summary]")).toContainText("1 daughter");
  await page.locator("[data-step-continue]").click();

  await expect(page).toHaveURL(/step2\?members=Self,Spouse,Daughter/);
  await page.getByLabel(/Age of the eldest member/).fill("17");
  await page.locator("[data-step-continue]").click();
  await expect(page.locator("[data-field-error]")).toHaveText("Age must be a whole number from 18 to 99");
  await page.getByLabel(/Age of the eldest member/).fill("34");
  await page.locator("[data-step-continue]").click();

  await expect(page).toHaveURL(/step3\?.*age=34/);
  await page.getByLabel(/₹3 lakh to ₹5 lakh/).check();
  await page.locator("#health-pincode").fill("560001");
  await expect(page.locator("[data-city-zone]")).toHaveText("Zone 2: a large city");
  await page.locator("[data-step-continue]").click();

  await expect(page).toHaveURL(/step4\?/);
  // back and refresh keep the answers
  await page.goBack();
  await expect(page).toHaveURL(/step3\?.*pincode=560001/);
  await expect(page.locator("#health-pincode")).toHaveValue("560001");
  await page.goForward();
  await expect(page).toHaveURL(/step4\?.*pincode=560001/);
  await page.reload();
  await hydrated(page, "[data-health-step]");
  // an entry pushed before the reload still opens its step
  await page.goBack();
  await expect(page.locator("#health-pincode")).toHaveValue("560001");
  await page.goForward();
  await expect(page).toHaveURL(/step4\?.*pincode=560001/);
  await page.getByLabel("Consumables").check();
  await page.locator("[data-step-continue]").click();

  await expect(page).toHaveURL(/step5\?.*coverage=3/);
  await page.getByLabel("Full name").fill("Asha Rao");
  await page.getByLabel("Mobile number").fill("98765");
  await page.locator("[data-step-continue]").click();
  await expect(page.locator("#mobile-error")).toHaveText("Mobile Number should be of 10 digit");
  await expect(page.locator("#agree-error")).toHaveText("Please accept the terms to continue");
  await page.getByLabel("Mobile number").fill(nextMobile());
  await page.getByLabel(/I agree to be contacted/).check();
  await page.locator("[data-step-continue]").click();

  await expect(page).toHaveURL(/\/health-step6\?quote=/);
  await expect(page.locator("[data-quote-no]")).toHaveText(/^HQ\d{8}$/);
  const cards = page.locator("[data-plan]");
  expect(await cards.count()).toBeGreaterThan(1);
  await cards.first().locator("[data-breakdown] summary").click();
  await expect(cards.first().locator("[data-breakdown] table")).toBeVisible();
  await expect(cards.first().locator("[data-buy]")).toHaveAttribute("href", /quote=.+&plan=/);

  // the last-quote record, and the footer's panel on the next page
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("last_quote") ?? "null"));
  expect(stored).toMatchObject({ identifier: expect.any(String), productid: "retail-health" });
  await page.goto("/about-us");
  await expect(page.locator("[data-recent-quote]")).toBeVisible();
});

test("the journey in Hindi, from step 5 to the plans", async ({ page }) => {
  await page.goto(`/health-insurance/explore-plans/step5/hindi?${ANSWERS}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await hydrated(page, "[data-health-step]");
  await page.locator("#health-name").fill("आशा राव");
  await page.locator("#health-mobile").fill(nextMobile());
  await page.locator("input[name=agree]").check();
  await page.locator("[data-step-continue]").click();
  await expect(page).toHaveURL(/\/health-step6\/hindi\?quote=/);
  await expect(page.locator("[data-plan]").first()).toContainText("₹");
  await expect(page.locator("h1")).not.toHaveText(/[A-Za-z]{4,}/);
});

test("a later step without the earlier answers sends the visitor to the first missing one", async ({ page }) => {
  await page.goto("/health-insurance/explore-plans/step4?members=Self&age=40");
  await expect(page).toHaveURL(/step3\?members=Self&age=40/);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("step 1 to step 2 works as plain forms", async ({ page }) => {
    await page.goto("/health-insurance/explore-plans/step1");
    await page.locator("[data-child-add=Son]").click();
    await expect(page.locator("[data-child-count=Son]")).toHaveText("1");
    await page.getByLabel("Mother", { exact: true }).check();
    await page.locator("[data-step-continue]").click();
    await expect(page).toHaveURL(/step2\?members=Self,Mother,Son/);
    await page.getByLabel(/Age of the eldest member/).fill("58");
    await page.locator("[data-step-continue]").click();
    await expect(page).toHaveURL(/step3\?members=Self,Mother,Son&age=58/);
  });
});

test("compare plans reads at 375 px", async ({ page, request }) => {
  const quote = await savedQuote(request);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(
    `/compare-plans/kannada?quote=${quote}&plans=arogya-supreme,arogya-plus-policy,arogya-sanjeevani-policy`,
  );
  await expect(page.locator("[data-compare-plan]")).toHaveCount(3);
  await expect(page.locator("[data-compare-premium]").first()).toContainText("₹");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axe(page)).toEqual([]);
});

test("the calculator prices on one short form", async ({ page }) => {
  await page.goto("/health-calculator");
  await hydrated(page, "[data-health-calculator]");
  await page.locator("#calc-age").fill("45");
  await page.locator("#calc-pincode").fill("110001");
  await page.locator("[data-calculate]").click();
  await expect(page.locator("[data-calculator-result]")).not.toHaveAttribute("data-calculator-result", "");
  const first = page.locator("[data-calculator-result] [data-plan-premium]").first();
  await expect(first).toContainText("₹");
  // any change clears the premiums shown (spec 4)
  await page.locator("#calc-age").fill("46");
  await expect(page.locator("[data-calculator-result]")).toHaveAttribute("data-calculator-result", "");
});

for (const lang of ["", "/hindi", "/kannada"]) {
  test(`axe: every page of the journey${lang || " in English"}`, async ({ page, request }) => {
    const quote = await savedQuote(request);
    const pages = [
      "/health-insurance/explore-plans",
      `/health-insurance/explore-plans/step2${lang}?members=Self,Spouse,Daughter`,
      `/health-insurance/explore-plans/step3${lang}?members=Self,Spouse,Daughter&age=34`,
      `/health-insurance/explore-plans/step4${lang}?members=Self,Spouse,Daughter&age=34&si=3-5&pincode=560001`,
      `/health-insurance/explore-plans/step5${lang}?${ANSWERS}`,
      `/health-step6${lang}?quote=${quote}`,
      `/compare-plans${lang}`,
      `/health-insurance/arogya-supreme/compare-plans${lang}`,
      `/health-calculator${lang}`,
    ];
    for (const path of pages) {
      await page.goto(
        path.startsWith("/health-insurance/explore-plans") && !path.includes("?") ? `${path}${lang}` : path,
      );
      expect(await axe(page), path).toEqual([]);
    }
  });
}
