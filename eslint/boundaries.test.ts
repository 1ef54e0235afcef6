/**
 * The import boundaries fail the lint step (and so `npm test`) on a
 * deliberate violation: each case lints a one-line module as if it were a
 * file at the given path, with the project's own ESLint configuration.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "boundaries/imports").map((m) => m.message);
}

describe("import boundaries (eslint/boundaries.js)", () => {
  it.each([
    ["server/lead/x.ts", 'import { LEAD_TYPE } from "../../app/lead/lead-form";', /server\/ cannot import app\//],
    [
      "app/header/x.ts",
      'import { openPayload } from "../../server/crypto/payload-cipher";',
      /app\/ cannot import server\//,
    ],
    ["contracts/lead/x.ts", 'import { x } from "../../app/lead/lead-form";', /contracts\/ is shared/],
    ["contracts/lead/x.ts", 'import { y } from "../../server/config";', /contracts\/ is shared/],
    ["app/home/x.tsx", 'import { FooterAccordion } from "~/footer/footer-accordion";', /inside the footer feature/],
    ["app/footer/x.tsx", 'import { HomeBanner } from "../home/home-banner";', /inside the home feature/],
    [
      "app/ui/x.tsx",
      'import { useLeadModal } from "~/lead/lead-modal";',
      /shared layer: it cannot use the lead feature/,
    ],
    ["app/routes/x.tsx", 'import { FooterAccordion } from "~/footer/footer-accordion";', /inside the footer feature/],
    ["app/header/x.ts", 'const m = await import("~/home/home-content");', /inside the home feature/],
  ])("refuses %s importing across a boundary", async (file, code, message) => {
    const found = await problems(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
  });

  it.each([
    ["server/lead/x.ts", 'import { LEAD_TYPE } from "@contracts/lead/lead-rules";'],
    ["app/lead/x.ts", 'import { LEAD_TYPE } from "@contracts/lead/lead-rules";'],
    ["app/home/x.tsx", 'import { useLeadModal } from "~/lead/lead-modal";'],
    ["app/home/x.tsx", 'import { Carousel } from "~/ui/carousel/carousel";'],
    ["app/footer/x.tsx", 'import { FooterAccordion } from "./footer-accordion";'],
    ["app/root.tsx", 'import { SiteFooter } from "./footer/site-footer";'],
    ["contracts/lead/x.ts", 'import { contentQuery } from "../content/content-query";'],
    ["tests/e2e/x.ts", 'import { routeTable } from "../../app/routing/route-table";'],
  ])("allows %s: %s", async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
