/**
 * Layout shift caused by the header (issue 4 "Done means": 0 in a Lighthouse
 * run of the home page), measured with Lighthouse 12 on the built site, on a
 * phone (Lighthouse's default mobile settings) and a desktop (its desktop
 * preset), in English and Hindi. Prints the page's CLS and the part of it
 * whose shifted elements belong to the header (the top bar or the sticky
 * bar); fails when the header's part is above 0. Results: docs/benchmarks.md
 * "Header".
 *   BUILD_DIR=build npx tsx scripts/header-layout-shift.ts [path ...]
 * HEADER_CLS_PORT (default 3510) lets runs go side by side.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { startSite } from "./server-process";
import { CHROME_FLAGS } from "./chrome-flags";

const run = promisify(execFile);

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/hindi"];
const port = Number(process.env.HEADER_CLS_PORT ?? 3510);

/** How the header's elements show in Lighthouse's node snippets and selectors (app/header/site-header.tsx). */
const HEADER_MARKERS = ["data-site-header", "data-header-top-bar", "data-mega-menu", "data-logo"];
const HEADER_SELECTORS = [/^body > header\b/, /^body > div\.bg-bar\b/];

interface ShiftItem {
  score?: number;
  node?: { selector?: string; snippet?: string; nodeLabel?: string };
}

interface Result {
  audits: Record<string, { numericValue?: number; details?: { items?: ShiftItem[] } }>;
  runtimeError?: { message: string };
}

async function lighthouse(url: string, desktop: boolean): Promise<Result> {
  const { stdout } = await run(
    "npx",
    [
      "lighthouse",
      url,
      "--quiet",
      "--output=json",
      "--output-path=stdout",
      "--only-categories=performance",
      "--disable-full-page-screenshot",
      ...(desktop ? ["--preset=desktop"] : []),
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const result = JSON.parse(stdout) as Result;
  if (result.runtimeError) throw new Error(`${url}: ${result.runtimeError.message}`);
  return result;
}

function isHeaderNode(item: ShiftItem): boolean {
  const snippet = item.node?.snippet ?? "";
  const selector = item.node?.selector ?? "";
  return HEADER_MARKERS.some((m) => snippet.includes(m)) || HEADER_SELECTORS.some((re) => re.test(selector));
}

const rows: { path: string; device: string; cls: number; headerCls: number; shifted: string[] }[] = [];
const site = await startSite(port, `.data/header-cls-${port}`);
try {
  for (const path of paths) await fetch(`${site.url}${path}`);
  for (const path of paths) {
    for (const desktop of [false, true]) {
      const result = await lighthouse(`${site.url}${path}`, desktop);
      const items = result.audits["layout-shifts"]?.details?.items ?? [];
      const header = items.filter(isHeaderNode);
      rows.push({
        path,
        device: desktop ? "desktop" : "mobile",
        cls: result.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
        headerCls: header.reduce((sum, i) => sum + (i.score ?? 0), 0),
        shifted: items.map((i) => `${i.node?.selector ?? i.node?.nodeLabel ?? "?"} (${(i.score ?? 0).toFixed(4)})`),
      });
    }
  }
} finally {
  await site.stop();
}

console.info("\nLayout shift on load (Lighthouse 12, home page)\n");
console.info("| page | device | page CLS | from the header | shifted elements |");
console.info("|---|---|---|---|---|");
for (const r of rows) {
  console.info(
    `| ${r.path} | ${r.device} | ${r.cls.toFixed(4)} | ${r.headerCls.toFixed(4)} | ${r.shifted.join("; ") || "none"} |`,
  );
}
if (rows.some((r) => !(r.headerCls === 0) || Number.isNaN(r.cls))) {
  console.error("\nthe header shifts the layout");
  process.exitCode = 1;
}
