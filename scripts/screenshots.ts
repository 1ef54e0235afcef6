/**
 * Screenshots of pages for people to look at (docs/guiding-principles.md "Look at what you
 * build"): each path at desktop (1280) and mobile (375) widths, in English,
 * Hindi and Kannada, into screenshots/ (not committed).
 *   npx tsx scripts/screenshots.ts [path ...]     (builds nothing: run `npm run build` first)
 * SHOT_PORT (default 3300) and BUILD_DIR let several runs go side by side; SHOT_LANGS=en,kn narrows languages.
 */
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import { startSite } from "./server-process";

const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/motor-insurance/private-car-insurance", "/no-such-page"];
const langs = (process.env.SHOT_LANGS ?? "en,hi,kn").split(",") as Lang[];
const port = Number(process.env.SHOT_PORT ?? 3300);
const viewports = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 740 } };

const site = await startSite(port, `.data/screenshots-${port}`);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
fs.mkdirSync("screenshots", { recursive: true });
try {
  for (const [vpName, viewport] of Object.entries(viewports)) {
    const page = await browser.newPage({ viewport });
    for (const path of paths) {
      for (const lang of langs) {
        await page.goto(`${site.url}${localizePath(path, lang)}`, { waitUntil: "networkidle" });
        const name = `${path.replace(/\//g, "_").replace(/^_$/, "home") || "home"}-${lang}-${vpName}.png`;
        await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
        console.info(`screenshots/${name}`);
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
