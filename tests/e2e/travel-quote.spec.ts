/**
 * The travel calculator in a browser (issue 12, spec 2 "Travel"): priced in
 * place with scripts and saved to a quote with the Recent Quote panel, in
 * English and Kannada; the GET form without scripts; a wrong age answered
 * 400 with its message; a plan page's "Get a price"; axe in three languages.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./hydration";

const CALCULATOR = "/travel-insurance-online/travel-insurance-calculator";
let mobileSeed = 9_500_000_000 + Math.floor(Math.random() * 90_000) * 1000;
const nextMobile = () => String(mobileSeed++);

/** A day `offset` days from now, as a date input takes it. */
function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

const TRIP = () =>
  `travel-form=1&tripType=single&region=worldwide-excl-us-canada&departure=${day(30)}&return=${day(43)}` +
  `&traveller=40&traveller=38&traveller=10&sumInsured=100000`;

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function fillTrip(page: Page, ages: string[]) {
  await page.locator("#travel-region-asia").check();
  await page.locator("#travel-departure").fill(day(20));
  await page.locator("#travel-return").fill(day(26));
  await expect(page.locator("[data-trip-length]")).toHaveAttribute("data-trip-length", "7");
  for (const [i, age] of ages.entries()) {
    if (i > 0) {
      await page.locator("[data-add-traveller]").click();
      await expect(page.locator(`#travel-age-${i}`)).toBeFocused();
    }
    await page.locator(`#travel-age-${i}`).fill(age);
  }
}

test("English: priced in place, changed, saved, then the Recent Quote panel", async ({ page }) => {
  await page.goto(CALCULATOR);
  await hydrated(page, "[data-travel-calculator]");
  await expect(page.locator("[data-travel-status]")).toHaveText("Fill in the form to see the premiums of our plans.");
  await fillTrip(page, ["34", "31"]);
  // the last row can go, and a row's own button removes it
  await page.locator("[data-add-traveller]").click();
  await page.locator("[data-remove-traveller='2']").click();
  await expect(page.locator("[data-traveller-row]")).toHaveCount(2);
  await page.locator("[data-calculate]").click();

  const result = page.locator("[data-travel-result]");
  await expect(result).not.toHaveAttribute("data-travel-result", "");
  await expect(page.locator("[data-travel-status]")).toHaveText(/^\d plans fit your trip\.$/);
  const cards = page.locator("[data-plan]");
  expect(await cards.count()).toBeGreaterThan(1);
  // the solo plan takes one traveller only: not offered for two
  await expect(page.locator("[data-plan=travel-solo]")).toHaveCount(0);
  const family = page.locator("[data-plan=travel-family]");
  await expect(family.locator("[data-plan-premium]")).toContainText("₹");
  await expect(family).toContainText("US$ 50,000");
  await family.locator("[data-breakdown] summary").click();
  await expect(family.locator("[data-breakdown-line=travel_breakdown_traveller]").first()).toHaveText(
    /Traveller 1, aged 34/,
  );
  await expect(family.locator("[data-breakdown-line=travel_breakdown_family]")).toContainText("Family discount");
  await expect(family.locator("[data-breakdown-line=travel_breakdown_gst]")).toHaveText(/^GST \(\d+%\)₹/);
  await expect(page).toHaveURL(/\?travel-form=1&tripType=single&region=asia&.*traveller=34&traveller=31/);
  const before = await family.locator("[data-plan-premium]").getAttribute("data-plan-premium");

  // a changed answer prices again in place
  await page.locator("#travel-age-1").fill("55");
  await expect(page).toHaveURL(/traveller=55/);
  await expect(family.locator("[data-plan-premium]")).not.toHaveAttribute("data-plan-premium", before!);
  // an impossible answer clears the premiums and says why
  await page.locator("#travel-return").fill(day(10));
  await expect(page.locator("#travel-return-error")).toHaveText(
    "The return date must be on or after the departure date",
  );
  await expect(result).toHaveAttribute("data-travel-result", "");
  await page.locator("#travel-return").fill(day(26));
  await expect(result).not.toHaveAttribute("data-travel-result", "");

  // refresh keeps the answers and the plans
  await page.reload();
  await hydrated(page, "[data-travel-calculator]");
  await expect(page.locator("#travel-age-1")).toHaveValue("55");
  await expect(page.locator("[data-plan]").first()).toBeVisible();

  // save: wrong contact first, then right
  await page.locator("#travel-save-name").fill("Asha Rao");
  await page.locator("#travel-save-mobile").fill("98765");
  await page.locator("[data-save-submit]").click();
  await expect(page.locator("#travel-save-mobile-error")).toHaveText("Mobile Number should be of 10 digit");
  await expect(page.locator("#travel-save-agree-error")).toHaveText("Please accept the terms to continue");
  await expect(page.locator("#travel-save-mobile")).toBeFocused();
  await expect(page.locator("#travel-save-name")).toHaveValue("Asha Rao");
  await page.locator("#travel-save-planKey").selectOption("travel-family");
  await page.locator("#travel-save-mobile").fill(nextMobile());
  await page.locator("#travel-save-agree").check();
  await page.locator("[data-save-submit]").click();

  await expect(page).toHaveURL(new RegExp(`${CALCULATOR}\\?quote=[\\w-]{22}$`));
  await expect(page.locator("[data-quote-no]")).toHaveText(/^TQ\d{8}$/);
  await expect(page.locator("[data-trip-summary]")).toContainText("2 travellers (aged 34 and 55)");
  await expect(page.locator("[data-plan]").first()).toHaveAttribute("data-plan", "travel-family");
  await expect(page.locator("[data-plan=travel-family] [data-buy]")).toHaveAttribute(
    "href",
    /quote=[\w-]{22}&plan=travel-family/,
  );
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("last_quote") ?? "null"));
  expect(stored).toMatchObject({ identifier: expect.any(String), productid: "travel-family" });
  await page.goto("/about-us");
  await expect(page.locator("[data-recent-quote]")).toBeVisible();
});

test("Kannada: an annual policy priced and saved", async ({ page }) => {
  await page.goto(`${CALCULATOR}/kannada`);
  await expect(page.locator("html")).toHaveAttribute("lang", "kn");
  await hydrated(page, "[data-travel-calculator]");
  await page.locator("#travel-trip-annual").check();
  await expect(page.locator("#travel-return")).toBeHidden();
  await page.locator("#travel-region-worldwide").check();
  await page.locator("#travel-departure").fill(day(15));
  await page.locator("#travel-days").fill("30");
  await page.locator("#travel-age-0").fill("45");
  await page.locator("#travel-si-250000").check();
  await page.locator("[data-calculate]").click();
  await expect(page.locator("[data-plan=travel-annual-multi] [data-plan-premium]")).toContainText("₹");
  await expect(page.locator("[data-plan=travel-annual-multi]")).toContainText("ವಾರ್ಷಿಕ");
  await expect(page.locator("[data-travel-status]")).toHaveText("ನಿಮ್ಮ ಪ್ರಯಾಣಕ್ಕೆ 2 ಪ್ಲಾನ್‌ಗಳು ಹೊಂದುತ್ತವೆ.");
  await expect(page.locator("[data-travel-result]")).not.toContainText(/[A-Za-z]{4,}/);
  await page.locator("#travel-save-name").fill("ಆಶಾ ರಾವ್");
  await page.locator("#travel-save-mobile").fill(nextMobile());
  await page.locator("#travel-save-agree").check();
  await page.locator("[data-save-submit]").click();
  await expect(page).toHaveURL(new RegExp(`${CALCULATOR}/kannada\\?quote=`));
  await expect(page.locator("[data-quote-no]")).toHaveText(/^TQ\d{8}$/);
  await expect(page.locator("[data-trip-summary]")).toContainText("ಅತಿ ದೀರ್ಘ ಪ್ರಯಾಣ: 30 ದಿನಗಳು");
  await expect(page.locator("h1")).not.toHaveText(/[A-Za-z]{4,}/);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form adds a traveller, prices and saves", async ({ page }) => {
    await page.goto(`${CALCULATOR}?plan=travel-senior-citizens`);
    await page.locator("#travel-region-asia").check();
    await page.locator("#travel-departure").fill(day(40));
    await page.locator("#travel-return").fill(day(49));
    await page.locator("#travel-age-0").fill("67");
    await page.locator("[data-add-traveller]").click();
    await expect(page).toHaveURL(/traveller=67&traveller=add/);
    await expect(page.locator("[data-traveller-row]")).toHaveCount(2);
    await expect(page.locator("#travel-age-0")).toHaveValue("67");
    await page.locator("#travel-age-1").fill("64");
    // Enter in a field calculates (the form's default button), never adds a row
    await page.locator("#travel-age-1").press("Enter");
    await expect(page).toHaveURL(/travel-form=1&plan=travel-senior-citizens&.*traveller=67&traveller=64&/);
    await expect(page.locator("[data-traveller-row]")).toHaveCount(2);
    await expect(page.locator("[data-plan]").first()).toHaveAttribute("data-plan", "travel-senior-citizens");
    await expect(page.locator("[data-plan][data-chosen]")).toContainText("Your chosen plan");
    await expect(page.locator("[data-travel-status]")).toHaveText(/plans? fits? your trip/);

    await page.locator("#travel-save-name").fill("Ravi Kumar");
    await page.locator("#travel-save-mobile").fill(nextMobile());
    await page.locator("#travel-save-agree").check();
    await page.locator("[data-save-submit]").click();
    await expect(page).toHaveURL(/\?quote=/);
    await expect(page.locator("[data-quote-no]")).toHaveText(/^TQ\d{8}$/);
    await expect(page.locator("[data-plan]").first()).toHaveAttribute("data-plan", "travel-senior-citizens");
  });

  test("an age of 90 is answered 400 with its message under the field", async ({ page }) => {
    const answer = await page.goto(`${CALCULATOR}/hindi?${TRIP().replace("traveller=10", "traveller=90")}`);
    expect(answer?.status()).toBe(400);
    await expect(page.locator("#travel-traveller-2-error")).toHaveText(
      "हर यात्री की उम्र 0 से 85 वर्ष के बीच पूर्ण संख्या में होनी चाहिए",
    );
    await expect(page.locator("#travel-age-2")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#travel-age-2")).toHaveAttribute("aria-describedby", /travel-traveller-2-error/);
    await expect(page.locator("[data-plan]")).toHaveCount(0);
  });
});

test("an age of 90: the browser and the API refuse it with the schema's message", async ({ page, request }) => {
  const api = await request.post("/api/travel/premiums", {
    data: { tripType: "single", region: "asia", days: 7, travellers: [90], sumInsured: 50000 },
  });
  expect(api.status()).toBe(400);
  await page.goto(CALCULATOR);
  await hydrated(page, "[data-travel-calculator]");
  await page.locator("#travel-region-asia").check();
  await page.locator("#travel-departure").fill(day(20));
  await page.locator("#travel-return").fill(day(26));
  await page.locator("#travel-age-0").fill("90");
  await page.locator("[data-calculate]").click();
  await expect(page.locator("#travel-traveller-0-error")).toHaveText(
    "Each traveller's age must be a whole number from 0 to 85",
  );
  await expect(page.locator("#travel-age-0")).toBeFocused();
  await expect(page.locator("[data-plan]")).toHaveCount(0);
});

test("a plan page's 'Get a price' presets the plan", async ({ page }) => {
  await page.goto("/travel-insurance/family");
  const link = page.locator("[data-price-link]");
  await expect(link).toHaveText("Get a price for Family Travel Insurance");
  await link.click();
  await expect(page).toHaveURL(`${CALCULATOR}?plan=travel-family`);
  await hydrated(page, "[data-travel-calculator]");
  await expect(page.locator("[data-traveller-row]")).toHaveCount(2);
  await page.goto("/travel-insurance-online");
  await expect(page.locator("[data-price-link]")).toHaveText("Get a price");
  await expect(page.locator("[data-price-link]")).toHaveAttribute("href", CALCULATOR);
});

test("an unknown quote is not found", async ({ page }) => {
  const answer = await page.goto(`${CALCULATOR}?quote=AAAAAAAAAAAAAAAAAAAAAA`);
  expect(answer?.status()).toBe(404);
});

for (const lang of ["", "/hindi", "/kannada"]) {
  test(`axe: the calculator with plans, with errors, and a saved quote${lang || " in English"}`, async ({
    page,
    request,
  }) => {
    await page.goto(`${CALCULATOR}${lang}`);
    expect(await axe(page), "empty form").toEqual([]);
    await page.goto(`${CALCULATOR}${lang}?${TRIP()}&plan=travel-family`);
    await hydrated(page, "[data-travel-calculator]");
    await expect(page.locator("[data-plan]").first()).toBeVisible();
    await page.locator("[data-plan] [data-breakdown] summary").first().click();
    expect(await axe(page), "plans").toEqual([]);
    await page.goto(`${CALCULATOR}${lang}?${TRIP().replace("traveller=10", "traveller=90")}`);
    expect(await axe(page), "errors").toEqual([]);

    const saved = await request.post("/api/quotes", {
      data: {
        product: "travel",
        parameters: { tripType: "single", region: "asia", days: 10, travellers: [34, 31], sumInsured: 50000 },
        planKey: "travel-family",
        name: "Asha Rao",
        mobile: nextMobile(),
      },
    });
    expect(saved.status()).toBe(201);
    const { identifier } = await saved.json();
    await page.goto(`${CALCULATOR}${lang}?quote=${identifier}`);
    await expect(page.locator("[data-quote-no]")).toBeVisible();
    expect(await axe(page), "saved quote").toEqual([]);
  });
}
