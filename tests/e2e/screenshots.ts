import type { Page } from "@playwright/test";

/**
 * Screenshots at 1280 and 375 px when E2E_SCREENSHOTS names a folder, for a
 * person to look at (docs/guiding-principles.md "Look at what you build");
 * nothing otherwise.
 */
export async function snap(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const size = page.viewportSize()!;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png` });
  }
  await page.setViewportSize(size);
}
