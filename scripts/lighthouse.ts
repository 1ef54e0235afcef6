/**
 * Page budgets, measured (docs/architecture.md "Budgets", issue 5; results in
 * docs/benchmarks.md): Lighthouse 12 with its default mobile settings
 * (emulated mid-range phone, simulated slow 4G) on the built home page in
 * English and Hindi and a product page in English and Kannada. Prints the four category scores, LCP, CLS, TBT and the
 * JavaScript the page loads (gzip, the unit of the budget, and brotli as sent), and fails when a
 * budget is missed.
 *   npm run build && npx tsx scripts/lighthouse.ts [path ...]
 * LIGHTHOUSE_PORT (default 3500) and BUILD_DIR let runs go side by side;
 * LIGHTHOUSE_RUNS (default 1) repeats each page and reports the median run.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { CHROME_FLAGS } from "./chrome-flags";
import { startSite } from "./server-process";

const run = promisify(execFile);

/**
 * docs/architecture.md "Budgets": the home page (issue 5: English and Hindi), a product page
 * (English and Kannada) and the first step of a quote journey (issue 11).
 */
const DEFAULT_PATHS = [
  "/",
  "/hindi",
  "/motor-insurance/private-car-insurance",
  "/health-insurance/arogya-sanjeevani-policy/kannada",
  "/health-insurance/explore-plans",
];
const paths = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_PATHS;
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3500);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));

/** Issue 5 "Budgets" (home page) and docs/architecture.md "Budgets". */
export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 2500,
  cls: 0.02,
  jsKb: 150,
} as const;

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

interface LighthouseResult {
  categories: Record<Category, { score: number | null }>;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      title: string;
      details?: { items?: { url?: string; resourceType?: string; transferSize?: number }[] };
    }
  >;
  runtimeError?: { message: string };
}

interface Measurement {
  path: string;
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** the scripts as the browser received them (brotli) */
  jsKb: number;
  /** the same scripts gzip-compressed, the unit of the budget */
  jsGzipKb: number;
  failing: string[];
}

async function lighthouse(url: string): Promise<LighthouseResult> {
  const { stdout } = await run(
    "npx",
    [
      "lighthouse",
      url,
      "--quiet",
      "--output=json",
      "--output-path=stdout",
      `--only-categories=${CATEGORIES.join(",")}`,
      "--disable-full-page-screenshot",
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as LighthouseResult;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is repeated, up to 3 tries. */
async function lighthouseRun(url: string): Promise<LighthouseResult> {
  let message = "";
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(url).catch((error: unknown) => {
      message = error instanceof Error ? error.message.slice(0, 300) : String(error);
      return null;
    });
    if (result && !result.runtimeError) return result;
    if (result?.runtimeError) message = result.runtimeError.message;
    console.error(`${url}: Lighthouse run failed (${message}), trying again`);
  }
  throw new Error(`${url}: ${message}`);
}

/** Size of a script served gzip-compressed (the budget's unit; browsers get brotli, smaller still). */
async function gzipBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { "accept-encoding": "gzip" } });
  const length = Number(response.headers.get("content-length"));
  await response.arrayBuffer();
  return Number.isFinite(length) ? length : 0;
}

async function measure(path: string, result: LighthouseResult): Promise<Measurement> {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((result.categories[c].score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const scripts = (result.audits["network-requests"]?.details?.items ?? []).filter((r) => r.resourceType === "Script");
  const jsBytes = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  let jsGzip = 0;
  for (const script of scripts) if (script.url) jsGzip += await gzipBytes(script.url);
  // the audits that cost points, so a red number says why
  const failing = Object.entries(result.audits)
    .filter(([, a]) => a.score !== null && a.score < 1 && !("numericValue" in a && a.numericValue !== undefined))
    .map(([id]) => id);
  return {
    path,
    scores,
    lcpMs: result.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    cls: result.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    tbtMs: result.audits["total-blocking-time"]?.numericValue ?? NaN,
    jsKb: jsBytes / 1024,
    jsGzipKb: jsGzip / 1024,
    failing,
  };
}

function misses(m: Measurement): string[] {
  const out: string[] = [];
  for (const c of CATEGORIES) if (m.scores[c] < BUDGETS[c]) out.push(`${c} ${m.scores[c]} < ${BUDGETS[c]}`);
  if (!(m.lcpMs < BUDGETS.lcpMs)) out.push(`LCP ${Math.round(m.lcpMs)} ms >= ${BUDGETS.lcpMs}`);
  if (!(m.cls < BUDGETS.cls)) out.push(`CLS ${m.cls.toFixed(3)} >= ${BUDGETS.cls}`);
  if (!(m.jsGzipKb <= BUDGETS.jsKb)) out.push(`JS ${m.jsGzipKb.toFixed(1)} KB gzip > ${BUDGETS.jsKb}`);
  return out;
}

const site = await startSite(port, `.data/lighthouse-${port}`, {}, "ignore");
const results: Measurement[] = [];
try {
  // one request first: the server's snapshot and module caches are warm, as in production
  for (const path of paths) await fetch(`${site.url}${path}`);
  for (const path of paths) {
    const samples: Measurement[] = [];
    for (let i = 0; i < runs; i++) samples.push(await measure(path, await lighthouseRun(`${site.url}${path}`)));
    samples.sort((a, b) => a.scores.performance - b.scores.performance);
    results.push(samples[Math.floor(samples.length / 2)]!);
  }
} finally {
  await site.stop();
}

console.info(`\nLighthouse (mobile, simulated throttling), ${runs} run(s) per page, median shown\n`);
console.info(
  "| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT | JS gzip | JS on the wire (brotli) |",
);
console.info("|---|---|---|---|---|---|---|---|---|---|");
for (const m of results) {
  console.info(
    `| ${m.path} | ${m.scores.performance} | ${m.scores.accessibility} | ${m.scores["best-practices"]} | ${m.scores.seo} | ${(m.lcpMs / 1000).toFixed(2)} s | ${m.cls.toFixed(3)} | ${Math.round(m.tbtMs)} ms | ${m.jsGzipKb.toFixed(1)} KB | ${m.jsKb.toFixed(1)} KB |`,
  );
}
let failed = false;
for (const m of results) {
  const missed = misses(m);
  if (missed.length === 0) continue;
  failed = true;
  console.error(`\n${m.path} misses its budget: ${missed.join("; ")}`);
  if (m.failing.length) console.error(`  audits below full marks: ${m.failing.join(", ")}`);
}
if (failed) process.exitCode = 1;
