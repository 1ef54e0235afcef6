/**
 * Cold start and resident memory of the built server (docs/benchmarks.md):
 * time from process start to the first healthy answer, on a fresh embedded
 * database (created, migrated, seeded) and again on that same database;
 * resident memory once ready and after answering every page template.
 *
 *   npm run build && npx tsx scripts/bench-startup.ts
 *   STARTUP_RUNNER=tsx npx tsx scripts/bench-startup.ts   # the TypeScript sources through tsx, as before decision 043
 */
import fs from "node:fs";
import { residentMemoryMb, spawnSite, waitUntilAnswering } from "./server-process";

const PORT = Number(process.env.STARTUP_PORT ?? 3450);
const RUNS = Number(process.env.STARTUP_RUNS ?? 3);
const runner = process.env.STARTUP_RUNNER === "tsx" ? "tsx" : "node";
const dataDir = ".data/bench-startup";
const pages = [
  "/",
  "/hindi",
  "/motor-insurance/private-car-insurance/hindi",
  "/claim/claims-intimation/kannada",
  "/product/retail",
];

async function startOnce(fresh: boolean) {
  if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });
  const started = performance.now();
  const child = spawnSite(PORT, dataDir, {}, "ignore", runner);
  const url = `http://127.0.0.1:${PORT}`;
  await waitUntilAnswering(`${url}/healthz`, child, { timeoutMs: 120_000, everyMs: 20 });
  const readyMs = performance.now() - started;
  const readyRss = residentMemoryMb(child.pid!);
  for (const page of pages) for (let i = 0; i < 20; i++) await (await fetch(`${url}${page}`)).text();
  const servedRss = residentMemoryMb(child.pid!);
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  return { readyMs, readyRss, servedRss };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const fresh = [];
const warm = [];
for (let i = 0; i < RUNS; i++) {
  fresh.push(await startOnce(true));
  warm.push(await startOnce(false));
}
console.info(`\nrunner: ${runner}, median of ${RUNS}\n`);
console.info("| start | ready in ms | resident MB when ready | resident MB after 100 pages |\n|---|---|---|---|");
for (const [name, runs] of [
  ["fresh database (created, migrated, seeded)", fresh],
  ["existing database", warm],
] as const) {
  console.info(
    `| ${name} | ${Math.round(median(runs.map((r) => r.readyMs)))} | ${Math.round(median(runs.map((r) => r.readyRss)))} | ${Math.round(median(runs.map((r) => r.servedRss)))} |`,
  );
}
fs.rmSync(dataDir, { recursive: true, force: true });
