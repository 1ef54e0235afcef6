/**
 * The car journey and the car and bike calculators in a browser (issue 12):
 * the journey in English and Kannada to a saved quote and the Recent Quote
 * panel, refresh and back keep the answers, the journey and the calculator
 * without scripts, registration messages, axe on every step in three
 * languages.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./hydration";

let mobileSeed = 9_700_000_000 + Math.floor(Math.random() * 90_000) * 1000;
const nextMobile = () => String(mobileSeed++);

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Make, model, fuel and variant by their keys; the address of the registration step. */
async function chooseCar(page: Page, lang: string, make: string, model: string, fuel: string | null, variant: string) {
  await page.goto(`/vehiclemakers${lang}`);
  await hydrated(page, "[data-motor-step=make]");
  await page.locator(`[data-make=${make}]`).first().click();
  await expect(page).toHaveURL(/\/vehiclemodels\/[A-Za-z0-9_-]{22}/);
  await page.locator(`[data-option=${model}]`).click();
  if (fuel) {
    await expect(page).toHaveURL(/\/vehiclefueltype\//);
    await page.locator(`[data-option=${fuel}]`).click();
  }
  await expect(page).toHaveURL(/\/vehiclevariant\//);
  await page.locator(`[data-option=${variant}]`).click();
  await expect(page).toHaveURL(/\/vehicleregistration\//);
}

test("the car journey in English to a saved quote, then the Recent Quote panel", async ({ page }) => {
  await page.goto("/vehiclemakers");
  await hydrated(page, "[data-motor-step=make]");
  // the search filters as one types
  await page.getByLabel("Search for your car's make").fill("maru");
  await expect(page.locator("[data-make]")).toHaveCount(1);
  await page.getByLabel("Search for your car's make").fill("");
  await chooseCar(page, "", "maruti-suzuki", "swift", "petrol", "lxi");

  // registration: the message says what is wrong
  await hydrated(page, "[data-motor-step=registration]");
  await page.getByLabel("Registration number", { exact: true }).fill("ZZ 01 AB 1234");
  await page.getByLabel("Registration date").fill("2023-06-20");
  await page.locator("[data-step-continue]").click();
  await expect(page.locator("[data-field-error]")).toHaveText("ZZ is not a state or union territory code");
  await page.getByLabel("Registration number", { exact: true }).fill("ka-01-mx-4321");
  await page.locator("[data-step-continue]").click();
  await expect(page).toHaveURL(/\/cardetails\//);
  await expect(page.locator("[data-car-summary]")).toContainText("KA01MX4321");
  await expect(page.locator("[data-car-summary]")).toContainText("Swift");

  // the premium appears once the bonus questions are answered, and follows each change
  await hydrated(page, "[data-motor-step=details]");
  await page.getByLabel("No claim bonus on your current policy").selectOption("20");
  await page.locator("input[name=claimLastYear][value=no]").check();
  const premium = page.locator("[data-premium-total]");
  await expect(premium).toBeVisible();
  await expect(page.locator("[data-ncb-now]")).toContainText("25%");
  const before = Number(await premium.getAttribute("data-premium-total"));
  await page.locator("[data-addon=zero_depreciation] input").check();
  await expect(page.locator("[data-breakdown-line=motor_addon_zero_depreciation]")).toBeVisible();
  await expect.poll(async () => Number(await premium.getAttribute("data-premium-total"))).toBeGreaterThan(before);
  // a claim last year: no bonus
  await page.locator("input[name=claimLastYear][value=yes]").check();
  await expect(page.locator("[data-breakdown-line=motor_breakdown_ncb]")).toHaveCount(0);
  await page.locator("input[name=claimLastYear][value=no]").check();
  await expect(page.locator("[data-breakdown-line=motor_breakdown_ncb]")).toBeVisible();
  const total = await premium.getAttribute("data-premium-total");

  // "Calculate premium" keeps the answers on the server: a refresh shows the same premium
  await page.locator("[data-calculate]").click();
  await expect(page).toHaveURL(/#premium$/);
  await page.reload();
  await expect(page.locator("[data-premium-total]")).toHaveAttribute("data-premium-total", total!);
  await expect(page.locator("[data-addon=zero_depreciation] input")).toBeChecked();

  // back, to the address before "#premium": the answers are still there
  await page.goBack();
  await expect(page).toHaveURL(/\/cardetails\//);
  await hydrated(page, "[data-motor-step=details]");
  await page.locator("#motor-name").fill("Ravi Kumar");
  await page.locator("#motor-mobile").fill(nextMobile());
  await page.locator("[data-save]").click();
  await expect(page.locator("[data-field-error]").first()).toHaveText("Please accept the terms to continue");
  await page.locator("input[name=agree]").check();
  await page.locator("[data-save]").click();
  await expect(page.locator("[data-quote-number]")).toHaveText(/^MQ\d{8}$/);
  await expect(page.locator("[data-motor-premium]")).toHaveAttribute("data-motor-premium", total!);
  await expect(page.locator("[data-buy]")).toHaveAttribute("href", /quote=.+&plan=private-car-insurance/);

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("last_quote") ?? "null"));
  expect(stored).toMatchObject({ identifier: expect.any(String), productid: "private-car-insurance" });
  await page.goto("/about-us");
  await expect(page.locator("[data-recent-quote]")).toBeVisible();
});

test("the car journey in Kannada, a Bharat series number and its RTO, to a saved quote", async ({ page }) => {
  await chooseCar(page, "/kannada", "tata", "nexon", "diesel", "smart-plus-diesel");
  await expect(page.locator("html")).toHaveAttribute("lang", "kn");
  await hydrated(page, "[data-motor-step=registration]");
  await page.locator("#registration").fill("22 BH 1234 AA");
  await page.locator("#registrationDate").fill("2022-11-02");
  await page.locator("[data-step-continue]").click();
  // a BH number names no RTO: the step asks for it, in Kannada
  await expect(page.locator("#rtoCode-error")).toContainText("ಆರ್‌ಟಿಒ");
  await page.locator("#rtoCode").fill("ka03");
  await page.locator("[data-step-continue]").click();
  await expect(page).toHaveURL(/\/cardetails\/[A-Za-z0-9_-]{22}\/kannada$/);
  await hydrated(page, "[data-motor-step=details]");
  await page.locator("#motor-ncb").selectOption("0");
  await page.locator("input[name=claimLastYear][value=no]").check();
  await expect(page.locator("[data-premium-total]")).toBeVisible();
  await page.locator("#motor-name").fill("ರವಿ ಕುಮಾರ್");
  await page.locator("#motor-mobile").fill(nextMobile());
  await page.locator("input[name=agree]").check();
  await page.locator("[data-save]").click();
  await expect(page.locator("[data-quote-number]")).toHaveText(/^MQ\d{8}$/);
  await expect(page).toHaveURL(/\/kannada$/);
  await expect(page.locator("main")).not.toContainText("motor_");
});

test("a brand-new car: delivery date and RTO, then a saved quote with three years of third party", async ({ page }) => {
  await chooseCar(page, "", "hyundai", "creta", "petrol", "e");
  await hydrated(page, "[data-motor-step=registration]");
  await page.locator("[data-brand-new]").click();
  await expect(page).toHaveURL(/\/newcarlead\//);
  await hydrated(page, "[data-motor-step=new-car]");
  await page.getByLabel("RTO code").fill("MH02");
  await page.locator("#motor-name").fill("Meera Iyer");
  await page.locator("#motor-mobile").fill(nextMobile());
  await page.locator("input[name=agree]").check();
  await page.locator("[data-new-car-submit]").click();
  await expect(page.locator("[data-quote-number]")).toHaveText(/^MQ\d{8}$/);
  await expect(page.locator("[data-breakdown-line=motor_breakdown_tp_long]")).toContainText("3 years");
});

test("a later step without its journey starts at the make; an unknown journey is not found", async ({ page }) => {
  await page.goto("/vehiclevariant");
  await expect(page).toHaveURL(/\/vehiclemakers$/);
  const answer = await page.goto("/vehiclemodels/AAAAAAAAAAAAAAAAAAAAAA");
  expect(answer?.status()).toBe(404);
});

test("the bike calculator prices as one types and saves the quote", async ({ page }) => {
  await page.goto("/motor-insurance/bike-insurance/bike-insurance-calculator");
  await hydrated(page, "[data-motor-calculator=bike]");
  await page.getByLabel("Engine capacity (cc)").fill("125");
  await page.getByLabel("Ex-showroom price").fill("95000");
  await page.getByLabel("Registration date").fill("2024-02-10");
  await page.getByLabel("RTO code").fill("KA05");
  await page.getByLabel("No claim bonus on your current policy").selectOption("0");
  await page.locator("input[name=claimLastYear][value=no]").check();
  const total = page.locator("[data-premium-total]");
  await expect(total).toBeVisible();
  // the address follows the answers: a refresh prices the same
  await expect(page).toHaveURL(/cc=125/);
  const first = await total.getAttribute("data-premium-total");
  await page.reload();
  await expect(page.locator("[data-premium-total]")).toHaveAttribute("data-premium-total", first!);
  // third party only: no own damage, no add-ons
  await hydrated(page, "[data-motor-calculator=bike]");
  await page.locator("input[name=policyType][value=third-party]").check();
  await expect(page.locator("[data-breakdown-line=motor_breakdown_od]")).toHaveCount(0);
  await expect(page.locator("[data-breakdown-line=motor_breakdown_tp]")).toBeVisible();
  await page.locator("#motor-name").fill("Kiran Shetty");
  await page.locator("#motor-mobile").fill(nextMobile());
  await page.locator("input[name=agree]").check();
  await page.locator("[data-save]").click();
  await expect(page.locator("[data-quote-number]")).toHaveText(/^MQ\d{8}$/);
  await expect(page.locator("[data-motor-saved]")).toContainText("125");
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the journey's steps are plain forms, to the premium", async ({ page }) => {
    await page.goto("/vehiclemakers?brand=kia");
    await expect(page.locator("[data-make]")).toHaveCount(1);
    await page.locator("[data-make=kia]").click();
    await page.locator("[data-option=seltos]").click();
    await page.locator("[data-option=petrol]").click();
    await page.locator("[data-option]").first().click();
    await page.locator("#registration").fill("MH 12 DE 1433");
    await page.locator("#registrationDate").fill("2021-08-01");
    await page.locator("[data-step-continue]").click();
    await expect(page).toHaveURL(/\/cardetails\//);
    await page.locator("#motor-ncb").selectOption("35");
    await page.locator("input[name=claimLastYear][value=no]").check();
    await page.locator("[data-calculate]").click();
    await expect(page.locator("[data-premium-total]")).toBeVisible();
    await expect(page.locator("[data-breakdown-line=motor_breakdown_ncb]")).toContainText("45%");
  });

  test("the car calculator is a GET form the server prices, with messages for bad answers", async ({ page }) => {
    await page.goto("/motor-insurance/car-insurance-online/car-insurance-calculator/hindi");
    await page.locator("#calc-cc").fill("1497");
    await page.locator("#calc-price").fill("1100000");
    await page.locator("#calc-registrationDate").fill("2022-04-01");
    await page.locator("#calc-rtoCode").fill("XX99");
    await page.locator("[data-calculate]").click();
    await expect(page.locator("#calc-rtoCode-error")).toBeVisible();
    await page.locator("#calc-rtoCode").fill("DL01");
    await page.locator("#motor-ncb").selectOption("0");
    await page.locator("input[name=claimLastYear][value=no]").check();
    await page.locator("[data-calculate]").click();
    await expect(page.locator("[data-premium-total]")).toBeVisible();
    await expect(page.locator("[data-premium-total]")).toContainText("₹");
  });
});

for (const lang of ["", "/hindi", "/kannada"]) {
  test(`axe: every step of the car journey and both calculators${lang || " in English"}`, async ({ page }) => {
    await chooseCar(page, lang, "honda", "city", "petrol", "v");
    const journey = page.url().split("/")[4]!;
    const id = journey.replace(/\/.*$/, "");
    const pages = [
      `/vehiclemakers${lang}`,
      `/vehiclemodels/${id}${lang}`,
      `/vehiclefueltype/${id}${lang}`,
      `/vehiclevariant/${id}${lang}`,
      `/vehicleregistration/${id}${lang}`,
      `/motor-insurance/car-insurance-online/car-insurance-calculator${lang}?motor-form=1&cc=1197&price=650000&registrationDate=2023-01-15&rtoCode=MH02&policyType=comprehensive&previousPolicy=active&previousNcb=20&claimLastYear=no&pa=1`,
      `/motor-insurance/bike-insurance/bike-insurance-calculator${lang}`,
    ];
    for (const path of pages) {
      await page.goto(path);
      expect(await axe(page), path).toEqual([]);
    }
    await page.goto(`/vehicleregistration/${id}${lang}`);
    await page.locator("#registration").fill("MH12AB1234");
    await page.locator("#registrationDate").fill("2020-01-10");
    await page.locator("[data-step-continue]").click();
    await expect(page).toHaveURL(/\/cardetails\//);
    await page.locator("#motor-ncb").selectOption("20");
    await page.locator("input[name=claimLastYear][value=no]").check();
    await expect(page.locator("[data-premium-total]")).toBeVisible();
    expect(await axe(page), "cardetails").toEqual([]);
    // the new-car page of the same journey (a visitor may come back to say the car is new)
    await page.goto(`/newcarlead/${id}${lang}`);
    expect(await axe(page), "newcarlead").toEqual([]);
  });
}

test("the car and two-wheeler product pages lead to their quote, in the page's language", async ({ page }) => {
  await page.goto("/motor-insurance/private-car-insurance/hindi");
  await expect(page.locator("[data-price-link]")).toHaveAttribute("href", "/vehiclemakers/hindi");
  await expect(page.locator("[data-price-link]")).toHaveText("अपनी कार के लिए प्रीमियम जानें");
  await page.goto("/motor-insurance/two-wheeler-insurance");
  await page.locator("[data-price-link]").click();
  await expect(page).toHaveURL(/\/bike-insurance-calculator$/);
});
