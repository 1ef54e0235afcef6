/** /what-you-expect (issue 16): the promises page, axe in three languages, and a look at it. */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./hydration";
import { snap } from "./screenshots";

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const [path, shot] of [
  ["/what-you-expect", "what-you-expect-en"],
  ["/what-you-expect/hindi", "what-you-expect-hi"],
  ["/what-you-expect/kannada", "what-you-expect-kn"],
] as const) {
  test(`axe: no violations on ${path}, every promise shown`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator("[data-expectation]")).toHaveCount(6);
    expect(await axe(page)).toEqual([]);
    await snap(page, shot);
  });
}
