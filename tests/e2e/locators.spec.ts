/**
 * The branch, garage and cashless-hospital locators (issue 15, decision 055):
 * search by city and by pincode (also without scripts), near me with the
 * location granted and denied, the list and the map in step, the map's
 * tiles failing as they do here (no network), axe in three languages, and
 * screenshots at 1280 and 375 px.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./hydration";

const HOSPITALS = "/contact-us/cashless-hospitals-networks";
const GARAGES = "/contact-us/garage";
const BRANCHES = "/contact-us/branch";

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Tiles cannot be fetched on these machines: every tile request fails at once, as with no network. */
test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort("internetdisconnected"));
});

const results = (page: Page) => page.locator("[data-results] > li");

async function distances(page: Page): Promise<number[]> {
  return await page
    .locator("[data-distance-km]")
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-distance-km"))));
}

test("search by city: the form's answer is the shareable address, rendered on the server", async ({ page }) => {
  await page.goto(HOSPITALS);
  await hydrated(page, "[data-results-summary]");
  await page.getByLabel("City or pincode").fill("Pune");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\?city=Pune$/);
  await expect(results(page).first()).toBeVisible();
  const count = await results(page).count();
  expect(count).toBeGreaterThan(0);
  for (const text of await results(page).allTextContents()) expect(text).toContain("Pune, Maharashtra");
  await expect(page.locator("[data-results-summary]")).toContainText(/\d+ results?/);
  // each hospital says it takes cashless treatment and offers a call and directions
  const first = results(page).first();
  await expect(first).toContainText("Cashless treatment available");
  await expect(first.getByRole("link", { name: /^Phone: / })).toHaveAttribute("href", /^tel:\+91\d{9,11}$/);
  await expect(first.getByRole("link", { name: /Directions/ })).toHaveAttribute(
    "href",
    /destination=\d+\.\d+,\d+\.\d+/,
  );
});

test("without scripts: a shared address shows its results, and the form still searches", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${GARAGES}?city=Bangalore`);
  await expect(results(page).first()).toContainText("Bangalore");
  await page.getByLabel("City or pincode").fill("560001");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\?pincode=560001$/);
  await expect(page.locator("[data-results-summary]")).toContainText("Near pincode 560001");
  await context.close();
});

test("search by pincode: nearest first from the pincode, paged", async ({ page }) => {
  await page.goto(`${GARAGES}?pincode=411001`);
  await expect(results(page)).toHaveCount(10);
  await expect(results(page).first()).toContainText("411001");
  const first = await distances(page);
  expect([...first].sort((a, b) => a - b)).toEqual(first);
  const firstName = await results(page).first().locator("h3").textContent();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\?pincode=411001&page=2$/);
  await expect(results(page).first().locator("h3")).not.toHaveText(firstName!);
  await expect(page.locator("[data-results-summary]")).toContainText("11–20");
  const second = await distances(page);
  expect(second[0]).toBeGreaterThanOrEqual(first.at(-1)!);
  await page.goto(`${GARAGES}?pincode=012345`);
  await expect(page.getByRole("alert")).toHaveText(/pincode of 6 digits/);
});

test.describe("near me, location granted", () => {
  test.use({ geolocation: { latitude: 12.9716, longitude: 77.5946 }, permissions: ["geolocation"] });
  test("lists the nearest branches first, measured from the visitor", async ({ page }) => {
    await page.goto(BRANCHES);
    await hydrated(page, "[data-results-summary]");
    await page.getByRole("button", { name: "Near me" }).click();
    await expect(page.locator("[data-results-summary]")).toContainText("Near your location");
    const d = await distances(page);
    expect(d.length).toBe(10);
    expect([...d].sort((a, b) => a - b)).toEqual(d);
    expect(d[0]).toBeLessThan(30);
    await expect(results(page).first()).toContainText("Karnataka");
    // the location is not put in the address
    expect(page.url()).not.toContain("12.97");
  });
});

test("near me, location denied: says how to go on", async ({ page, context }) => {
  await context.clearPermissions();
  await page.goto(BRANCHES);
  await hydrated(page, "[data-results-summary]");
  await page.getByRole("button", { name: "Near me" }).click();
  await expect(page.locator("[data-near-me=denied]")).toHaveText(
    /Allow location access .* or search by city or pincode/,
  );
});

test("list and map in step; tiles failing leave markers, list and search working", async ({ page }) => {
  await page.goto(`${HOSPITALS}?city=Mumbai`);
  await hydrated(page, "[data-results-summary]");
  const map = page.locator("[data-map-state]");
  await expect(map).toHaveAttribute("data-map-state", "tiles-failed");
  await expect(page.getByText("The map is unavailable right now. Every result is in the list.")).toBeVisible();
  await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();

  // choosing in the list highlights the marker
  const second = results(page).nth(1);
  await second.getByRole("button", { name: "Show on map" }).click();
  await expect(second).toHaveAttribute("aria-current", "true");
  await expect(page.locator(".locator-pin-selected")).toHaveCount(1);
  const name = (await second.locator("h3").textContent())!.trim();
  await expect(page.locator(`.leaflet-marker-icon[title="${name}"] .locator-pin-selected`)).toHaveCount(1);

  // choosing a marker highlights the list item
  const marker = page.locator(".leaflet-marker-icon[title]:not(.marker-cluster)").first();
  const markerName = await marker.getAttribute("title");
  // the pins may overlap one another: the marker's own click, as a tap on it sends
  await marker.dispatchEvent("click");
  const chosen = results(page).filter({ has: page.locator("h3", { hasText: markerName! }) });
  await expect(chosen.first()).toHaveAttribute("aria-current", "true");

  // a new search still works with the map down
  await page.getByLabel("City or pincode").fill("Thane");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/city=Thane/);
  await expect(results(page).first()).toContainText("Thane");
});

test("the map starts at spec 9's default; a search moves it; a result's map button works from the keyboard", async ({
  page,
}) => {
  await page.goto(GARAGES);
  await hydrated(page, "[data-results-summary]");
  const map = page.locator("[data-map-view]");
  await expect(map).toHaveAttribute("data-map-view", "19.113645,72.869734,16");
  await page.goto(`${GARAGES}?city=Bangalore`);
  await hydrated(page, "[data-results-summary]");
  await expect(page.locator("[data-map-view]")).not.toHaveAttribute("data-map-view", "19.113645,72.869734,16");
  await expect(page.locator("[data-map-view]")).toHaveAttribute("data-map-view", /^12\.|^13\./);
  // the first result's "Show on map", focused and pressed with Enter
  const button = results(page).first().getByRole("button", { name: "Show on map" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".locator-pin-selected")).toHaveCount(1);
});

test("a place's own page: details and schema.org data with geo", async ({ page }) => {
  await page.goto(`${HOSPITALS}?city=Pune`);
  const link = results(page).first().locator("h3 a");
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText("Open 24 hours, every day")).toBeVisible();
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const place = data.map((d) => JSON.parse(d) as Record<string, unknown>).find((d) => d["@type"] === "Hospital");
  expect(place).toMatchObject({ name, geo: { "@type": "GeoCoordinates" }, address: { addressLocality: "Pune" } });
});

for (const [lang, suffix] of [
  ["en", ""],
  ["hi", "/hindi"],
  ["kn", "/kannada"],
] as const) {
  test(`axe finds nothing on the locators and a place page (${lang})`, async ({ page }) => {
    // four pages and four scans: a loaded machine needs more than the default minute
    test.setTimeout(150_000);
    for (const path of [`${HOSPITALS}${suffix}?city=Pune`, `${GARAGES}${suffix}`, `${BRANCHES}${suffix}?state=KA`]) {
      await page.goto(path);
      await hydrated(page, "[data-results-summary]");
      await expect(page.locator("[data-map-state]")).not.toHaveAttribute("data-map-state", "loading");
      expect(await axe(page), path).toEqual([]);
    }
    await page.goto(`${BRANCHES}${suffix}?state=KA`);
    await results(page).first().locator("h3 a").click();
    await expect(page).toHaveURL(new RegExp(`/contact-us/branch/[a-z0-9-]+${suffix}$`));
    const types = () =>
      page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((e) => (JSON.parse(e.textContent ?? "{}") as { "@type"?: string })["@type"]));
    await expect.poll(types).toContain("InsuranceAgency");
    expect(await axe(page)).toEqual([]);
  });
}

for (const width of [1280, 375]) {
  for (const suffix of ["", "/hindi"]) {
    test(`screenshot at ${width} px${suffix || " (en)"}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${HOSPITALS}${suffix}?city=Pune`);
      await hydrated(page, "[data-results-summary]");
      await expect(page.locator("[data-map-state]")).toHaveAttribute("data-map-state", "tiles-failed");
      await page.screenshot({
        path: `test-results/locators/hospitals-${width}${suffix.replace("/", "-") || "-en"}.png`,
        fullPage: true,
      });
    });
  }
}

test("the locator page answers malformed search addresses with 4xx or a redirect, never 5xx", async ({ request }) => {
  const keys = ["where", "text", "city", "state", "pincode", "speciality", "make", "preferred", "lat", "lng", "page"];
  const values = [
    "",
    "%",
    "%zz",
    "-1",
    "1e9",
    "NaN",
    "0",
    "999999",
    "012345",
    "a".repeat(200),
    "<b>",
    "[]",
    "%00",
    "١٢٣٤٥٦",
  ];
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  for (let i = 0; i < 200; i++) {
    const pairs = Array.from(
      { length: 1 + next(4) },
      () => `${keys[next(keys.length)]}=${values[next(values.length)]}`,
    );
    const res = await request.get(`${HOSPITALS}?${pairs.join("&")}`, { maxRedirects: 0 });
    expect(res.status(), pairs.join("&")).toBeLessThan(500);
  }
});
