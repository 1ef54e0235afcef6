/**
 * The JavaScript each page loads first stays within docs/architecture.md's budget (decision 068),
 * read from the built client (`npm run build` runs before this suite in `npm test`). Sizes are
 * deterministic: compressed bytes of the built files, not a timing.
 */
import path from "node:path";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { JOURNEY_BUDGET_KB, measurePages, PAGE_BUDGET_KB } from "../../scripts/js-budget";

const clientDir = path.resolve(import.meta.dirname, "../../build/client");

describe.runIf(existsSync(clientDir))("first-load JavaScript of every page (the build)", () => {
  const pages = measurePages(clientDir);

  it("measures every route module of the manifest, the quote journeys among them", () => {
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.filter((page) => page.journey).map((page) => page.id.replace(/-\d+.*$/, ""))).toEqual(
      expect.arrayContaining(["health-quote", "motor-quote", "travel-quote"]),
    );
  });

  it(`keeps every page but the quote journeys within ${PAGE_BUDGET_KB} KB on the wire`, () => {
    const over = pages
      .filter((page) => !page.journey && page.brotliKb > PAGE_BUDGET_KB)
      .map((page) => `${page.id} ${page.brotliKb.toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  it(`keeps the quote journeys within ${JOURNEY_BUDGET_KB} KB gzip`, () => {
    const over = pages
      .filter((page) => page.journey && page.gzipKb > JOURNEY_BUDGET_KB)
      .map((page) => `${page.id} ${page.gzipKb.toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  it("loads no validation library with a page whose forms check on first use", () => {
    // zod's core registers its types by name ("$ZodType"); a chunk with that text carries zod
    const carriesZod = (page: { scripts: string[] }) =>
      page.scripts.some((file) => readFileSync(path.join(clientDir, file), "utf8").includes("$ZodType"));
    const byModule = (id: string) => {
      const page = pages.find((p) => p.id.startsWith(id));
      expect(page, id).toBeDefined();
      return page!;
    };
    // the quote journeys price in the browser with their schemas from the first step
    expect(carriesZod(byModule("health-quote"))).toBe(true);
    for (const id of [
      "catalogue",
      "grievance",
      "claim-status",
      "subrogation",
      "self-service",
      "auto-debit",
      "credit-score",
    ]) {
      expect(carriesZod(byModule(id)), id).toBe(false);
    }
  });
});
