/**
 * The scripts a page loads before a visitor does anything are the ones `scripts/js-budget.ts`
 * counts for its route module (decision 068): the budget test reads the build, and this checks in
 * a browser that the build's reading is what a page really fetches.
 */
import path from "node:path";
import { expect, test } from "@playwright/test";
import { measurePages } from "../../scripts/js-budget";
import { hydrated } from "./hydration";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

/** A page's address and its route module (app/routes/<module>.tsx). */
for (const { path: address, module } of [
  { path: "/health-insurance/arogya-sanjeevani-policy/kannada", module: "catalogue-page" },
  { path: "/sitemap", module: "catalogue-page" },
  { path: "/grievance-redressal/hindi", module: "help-page" },
  { path: "/claim/claims-status-and-intimation", module: "claim-status" },
  { path: "/hindi", module: "home" },
]) {
  test(`${address}: the scripts of its first load are the budget's`, async ({ page }) => {
    const expected = measurePages(clientDir).find((p) => new RegExp(`^/assets/${module}-[\\w-]+\\.js$`).test(p.module));
    expect(expected, module).toBeDefined();
    const fetched = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(".js")) fetched.add(url.pathname);
    });
    await page.goto(address);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect([...fetched].sort()).toEqual([...expected!.scripts].sort());
  });
}
