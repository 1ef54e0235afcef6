import type { Page } from "@playwright/test";

/**
 * Wait until React has hydrated `selector` (its event handlers are attached).
 * The page's scripts start after its first paint (decision 035), so a test
 * that clicks a control before then clicks the server-rendered HTML.
 */
export async function hydrated(page: Page, selector = "[data-site-footer]") {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__react"));
  }, selector);
}
