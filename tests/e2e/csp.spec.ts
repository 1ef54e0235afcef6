/**
 * Hash-based Content-Security-Policy (decision 045): on every page template,
 * in English and Hindi, from the cache and freshly rendered, the browser
 * reports no violation, through hydration, the scripts started after the
 * first paint, and the menus, dialogs and carousels a visitor opens.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./hydration";

const TEMPLATES = [
  "/",
  "/motor-insurance/private-car-insurance",
  "/product/retail",
  "/about-us",
  "/claim/claims-intimation",
  "/no-such-page-at-all",
  // the locators, with the map's script, styles and tiles loaded after the list (issue 15)
  "/contact-us/cashless-hospitals-networks",
  "/contact-us/branch/krishna-branch-1",
];

async function violationsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
});

for (const lang of ["", "/hindi"]) {
  for (const template of TEMPLATES) {
    const path = template === "/" ? lang || "/" : `${template}${lang}`;
    test(`no CSP violation on ${path}`, async ({ page }) => {
      const console: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
      });
      // twice: once rendered, once from the cache
      for (let visit = 0; visit < 2; visit++) {
        await page.goto(path);
        await hydrated(page);
        // the locator's map (Leaflet, its styles and tiles) comes after the list
        if (path.startsWith("/contact-us/cashless-hospitals-networks")) {
          await expect(page.locator("[data-map-state]")).not.toHaveAttribute("data-map-state", "loading");
        }
        // what a visitor opens: the mega-menu and the lead dialog load and run scripts of their own
        const talk = page.getByRole("button", { name: /Talk To Experts|विशेषज्ञ/ }).first();
        if (await talk.isVisible()) {
          await talk.click();
          await expect(page.getByRole("dialog")).toBeVisible();
          await page.keyboard.press("Escape");
        }
        expect(await violationsOf(page), path).toEqual([]);
      }
      expect(console, path).toEqual([]);
    });
  }
}
