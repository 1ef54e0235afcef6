/**
 * The home page's issue-16 sections (decision 069) in a browser: `/our-reach` scrolls to "Our
 * reach" (with and without scripts), the tiles, campaigns and videos render in three languages,
 * the videos load nothing until played, and axe finds nothing. Screenshots of the sections when
 * E2E_SCREENSHOTS names a folder.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import { hydrated } from "./hydration";

/** The seeded campaigns of a placement live now (the seed is dated; the tests follow the calendar). */
function liveCampaigns(placement: string): number {
  const banners = JSON.parse(fs.readFileSync("content/seed/banners.json", "utf8")) as {
    placement: string;
    starts_at: string;
    ends_at: string;
    publish: boolean;
  }[];
  const now = Date.now();
  return banners.filter(
    (b) => b.publish && b.placement === placement && Date.parse(b.starts_at) <= now && now < Date.parse(b.ends_at),
  ).length;
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Screenshots of each new section at 1280 and 375 px, for a person to look at. */
async function snapSections(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const size = page.viewportSize()!;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    for (const [section, locator] of [
      ["campaigns", page.locator("section[aria-labelledby='home-campaigns-title']")],
      ["reach", page.locator("#our-reach")],
      ["videos", page.locator("section[aria-labelledby='home-videos-title']")],
    ] as const) {
      if ((await locator.count()) === 0) continue;
      await locator.scrollIntoViewIfNeeded();
      await locator.screenshot({ path: `${folder}/home-${section}-${name}-${width}.png` });
    }
  }
  await page.setViewportSize(size);
}

const LANGS = [
  { lang: "en", suffix: "", reach: "Our reach", videos: "How to make a cashless health claim" },
  { lang: "hi", suffix: "/hindi", reach: "हमारी पहुँच", videos: "कैशलेस स्वास्थ्य दावा कैसे करें" },
  { lang: "kn", suffix: "/kannada", reach: "ನಮ್ಮ ವ್ಯಾಪ್ತಿ", videos: "ನಗದುರಹಿತ ಆರೋಗ್ಯ ಕ್ಲೇಮ್ ಮಾಡುವುದು ಹೇಗೆ" },
] as const;

for (const { lang, suffix, reach, videos } of LANGS) {
  test(`/our-reach${suffix} scrolls to Our reach; sections render; axe finds nothing (${lang})`, async ({ page }) => {
    const mediaRequests: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.endsWith(".mp4")) mediaRequests.push(r.url());
    });
    await page.goto(`/our-reach${suffix}`);
    await hydrated(page);
    const section = page.locator("#our-reach");
    await expect(section.getByRole("heading", { level: 2, name: reach })).toBeVisible();
    await expect(section).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await expect(section.locator("[data-measure]")).toHaveCount(5);
    // the state table opens and links to the branch locator for the state
    await section.locator("summary").click();
    await expect(section.getByRole("table")).toBeVisible();
    await expect(section.getByRole("table").getByRole("link").first()).toHaveAttribute(
      "href",
      new RegExp(`^/contact-us/branch${suffix}\\?state=`),
    );

    // the campaigns of today
    await expect(page.locator("[data-campaign]")).toHaveCount(liveCampaigns("home"));

    // videos: sized, no video bytes before play (the default captions, a few hundred bytes, load),
    // captions in three languages and a transcript
    const video = page.locator("video").first();
    await expect(page.getByRole("heading", { level: 3, name: videos })).toBeVisible();
    await expect(video).toHaveAttribute("preload", "none");
    await expect(video.locator("track[kind='captions']")).toHaveCount(3);
    await expect(video.locator("track").first()).toHaveAttribute("srclang", lang);
    const details = page.locator("section[aria-labelledby='home-videos-title'] details").first();
    await details.locator("summary").click();
    await expect(details.locator("p").first()).toBeVisible();
    expect(mediaRequests).toEqual([]);

    expect(await axe(page)).toEqual([]);
    if (lang !== "kn") await snapSections(page, lang);
  });
}

test("without scripts, a link to /our-reach#our-reach lands on the section", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/our-reach#our-reach");
  await expect(page.locator("#our-reach")).toBeInViewport();
  await context.close();
});

test("the home page opens at the top; Our reach is further down", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator("#our-reach")).not.toBeInViewport();
});

for (const path of ["/product/retail", "/product/retail/kannada"]) {
  test(`a product listing shows its own live campaign; axe finds nothing (${path})`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const campaign = page.locator("[data-campaign]");
    await expect(campaign).toHaveCount(liveCampaigns("retail"));
    if (liveCampaigns("retail") > 0)
      await expect(campaign.first().getByRole("link")).toHaveAttribute("href", /^\/health-insurance/);
    expect(await axe(page)).toEqual([]);
  });
}
