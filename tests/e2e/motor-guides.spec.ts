/**
 * The six car guide pages in a browser (issue 12): each guide's sections as
 * paragraphs and lists, its worked example priced by the premium engine
 * (the same totals `POST /api/motor/premiums` gives), the links on to the
 * calculator, the car journey and the other guides, the Hindi and Kannada
 * pages in their scripts without a raw keyword, and axe in each language.
 */
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { indiaDay } from "@contracts/dates/india-day";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import { contrastCase, requestOf, GuideExampleSchema } from "../../app/motor-guide/guide-example";

interface SeedGuide {
  key: string;
  Sections: { Heading_en: string; Heading_hi: string; Heading_kannad: string }[];
  Example: unknown;
}

const guides = JSON.parse(fs.readFileSync(path.resolve("content/seed/motorguides.json"), "utf8")) as SeedGuide[];
const GUIDE_PATH = "/motor-insurance/car-insurance-online";
const SCRIPT: Record<Exclude<Lang, "en" | "as">, RegExp> = { hi: /[\u0900-\u097F]/, kn: /[\u0C80-\u0CFF]/ };
const HEADING_FIELD = { en: "Heading_en", hi: "Heading_hi", kn: "Heading_kannad" } as const;

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const total = async (page: Page, column: "first" | "second") =>
  Number(
    await page.locator(`[data-example-column=${column}] [data-breakdown-total]`).getAttribute("data-breakdown-total"),
  );

test("the six guides exist in the content, one per guide page", () => {
  expect(guides.map((g) => g.key).sort()).toEqual(
    ["comprehensive", "depreciation-reimbursement", "engine-guard", "ncb", "rti", "third-party"].sort(),
  );
});

for (const guide of guides) {
  test(`${guide.key} in English: its sections, and a worked example priced by the engine`, async ({
    page,
    request,
  }) => {
    const address = `${GUIDE_PATH}/${guide.key}`;
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);

    // every section, in order, with its paragraphs (and lists where the content has bullets)
    const sections = page.locator("[data-guide-section]");
    await expect(sections).toHaveCount(guide.Sections.length);
    await expect(sections.locator("h2")).toHaveText(guide.Sections.map((s) => s.Heading_en));
    for (const section of await sections.all()) expect(await section.locator("p").count()).toBeGreaterThan(0);
    expect(await page.locator("[data-guide-section] li").count()).toBeGreaterThan(0);
    expect((await sections.allInnerTexts()).join("\n")).not.toContain("•");

    // the worked example: two totals that differ, each the engine's
    const example = GuideExampleSchema.parse(guide.Example);
    const first = await total(page, "first");
    const second = await total(page, "second");
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    expect(second).not.toBe(first);
    const today = indiaDay();
    for (const [column, expected] of [
      [requestOf(example.base, today), first],
      [requestOf(contrastCase(example), today), second],
    ] as const) {
      const priced = await request.post("/api/motor/premiums", { data: column });
      expect(priced.status()).toBe(200);
      expect((await priced.json()).totalPremium).toBe(expected);
    }
    const added = (example.contrast.addons ?? []).filter((key) => !example.base.addons.includes(key));
    for (const addon of added) {
      await expect(page.locator(`[data-example-column=second] [data-breakdown-line=motor_addon_${addon}]`)).toHaveCount(
        1,
      );
      await expect(page.locator(`[data-example-column=first] [data-breakdown-line=motor_addon_${addon}]`)).toHaveCount(
        0,
      );
      await expect(page.locator("[data-example-column=second] caption")).toHaveText(/^With /);
    }
    const difference = Math.abs(second - first).toLocaleString("en-IN");
    await expect(page.locator("[data-example-difference]")).toContainText(`₹${difference}`);
    await expect(page.locator("[data-example-facts]")).toContainText("₹");

    // on to the calculator, the car journey and the five other guides
    await expect(page.locator("[data-guide-calculator]")).toHaveAttribute(
      "href",
      `${GUIDE_PATH}/car-insurance-calculator`,
    );
    await expect(page.locator("[data-guide-journey]")).toHaveAttribute("href", "/vehiclemakers");
    const others = await page
      .locator("[data-other-guide]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(others.sort()).toEqual(
      guides
        .filter((g) => g.key !== guide.key)
        .map((g) => `${GUIDE_PATH}/${g.key}`)
        .sort(),
    );

    const body = await page.locator("main").innerText();
    expect(body).not.toMatch(/\bmotor_\w+/);
  });
}

for (const lang of ["hi", "kn"] as const) {
  for (const guide of guides) {
    test(`${guide.key} in ${lang}: its script, no raw keyword, links in the language`, async ({ page }) => {
      const response = await page.goto(localizePath(`${GUIDE_PATH}/${guide.key}`, lang));
      expect(response?.status()).toBe(200);
      await expect(page.locator("[data-guide-section] h2")).toHaveText(
        guide.Sections.map((s) => s[HEADING_FIELD[lang]]),
      );
      await expect(page.locator("[data-worked-example]")).toBeVisible();
      const body = await page.locator("main").innerText();
      expect(body).toMatch(SCRIPT[lang]);
      expect(body).not.toMatch(/\b(motor|content|breadcrumb)_[a-z_]+/);
      for (const caption of await page.locator("[data-worked-example] caption").allInnerTexts())
        expect(caption).toMatch(SCRIPT[lang]);
      await expect(page.locator("[data-example-difference]")).toHaveText(SCRIPT[lang]);
      await expect(page.locator("[data-guide-calculator]")).toHaveAttribute(
        "href",
        localizePath(`${GUIDE_PATH}/car-insurance-calculator`, lang),
      );
      await expect(page.locator("[data-guide-journey]")).toHaveAttribute("href", localizePath("/vehiclemakers", lang));
      for (const href of await page
        .locator("[data-other-guide]")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? "")))
        expect(href).toMatch(new RegExp(`${localizePath("", lang)}$`));
    });
  }
}

test("a guide's head: its Article data, and every page's public cache", async ({ page }) => {
  const response = await page.goto(`${GUIDE_PATH}/ncb`);
  expect(response?.headers()["cache-control"]).toMatch(/^public/);
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}") as { "@type"?: string }));
  expect(data.map((d) => d["@type"])).toEqual(expect.arrayContaining(["Article", "BreadcrumbList", "FAQPage"]));
});

for (const [lang, key] of [
  ["en", "depreciation-reimbursement"],
  ["hi", "ncb"],
  ["kn", "comprehensive"],
] as const) {
  test(`axe: no violations on the ${key} guide in ${lang}, at 1280 and 375 px`, async ({ page }) => {
    await page.goto(localizePath(`${GUIDE_PATH}/${key}`, lang));
    expect(await axe(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await axe(page)).toEqual([]);
    // nothing wider than a phone's screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}
