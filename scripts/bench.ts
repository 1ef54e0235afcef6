/**
 * Speed and memory under load, side by side with the physical limit (issue 10;
 * results in docs/benchmarks.md): the built site as `npm start` runs it, on a
 * fresh embedded database, loaded by wrk over loopback, and in the same run
 * nginx (one worker, gzip_static) serving the very bytes of our home page.
 *
 *   npm run build && npx tsx scripts/bench.ts
 *
 * BENCH_SECONDS (default 10) per row, BENCH_CONNECTIONS (default 50),
 * BENCH_SETTLE_SECONDS (default 60): how long after the load resident memory
 * is read again; BENCH_ROUNDS (default 3): interleaved rounds of the headline
 * rows (nginx, Node's ceiling, our kept page br and gzip), each shown as its median. wrk and nginx come from Debian (scripts/ensure-bench-tools.sh).
 */
import { spawn, execFile, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { routeTable } from "../app/routing/route-table";
import { residentMemoryMb, startSite, waitUntilAnswering, type RunningSite } from "./server-process";

const run = promisify(execFile);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 60);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const SITE_PORT = Number(process.env.BENCH_PORT ?? 3400);
const NGINX_PORT = SITE_PORT + 1;
const DATA_DIR = ".data/bench";
const GZIP = { "Accept-Encoding": "gzip, deflate" };
const BR = { "Accept-Encoding": "gzip, deflate, br" };

interface WrkResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** answers that were not 2xx or 3xx */
  non2xx: number;
  errors: number;
}

interface Row {
  name: string;
  result: WrkResult;
  connections: number;
  /** resident memory of the site at its highest during the row, MB */
  peakMb?: number;
}

/** wrk's latency in ms from its own notation (`812.00us`, `1.23ms`, `2.01s`). */
function millis(text: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text.trim());
  if (!match) return NaN;
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
}

export function parseWrk(output: string): WrkResult {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
  const errors = [...output.matchAll(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/g)].reduce(
    (sum, m) => sum + Number(m[1]) + Number(m[2]) + Number(m[3]) + Number(m[4]),
    0,
  );
  return {
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p50: millis(/^\s+50%\s+(\S+)/m.exec(output)?.[1] ?? ""),
    p99: millis(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? ""),
    requests: number(/(\d+) requests in/),
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
    errors,
  };
}

/** A wrk script that asks for `path` with a changing suffix: `{n}` becomes 1..`cycle`, again and again. */
function varyingPathScript(template: string, cycle: number): string {
  const file = path.join(os.tmpdir(), `bench-${process.pid}-${cycle}-${template.replace(/\W/g, "")}.lua`);
  const [before, after] = template.split("{n}");
  fs.writeFileSync(
    file,
    `local n = 0
request = function()
  n = n % ${cycle} + 1
  return wrk.format("GET", ${JSON.stringify(before)} .. n .. ${JSON.stringify(after)})
end
`,
  );
  return file;
}

/** A wrk script that POSTs `body` as JSON to the URL it is given (the premium APIs). */
function postJsonScript(name: string, body: unknown): string {
  const file = path.join(os.tmpdir(), `bench-${process.pid}-post-${name}.lua`);
  fs.writeFileSync(
    file,
    `wrk.method = "POST"
wrk.body = ${JSON.stringify(JSON.stringify(body))}
wrk.headers["Content-Type"] = "application/json"
`,
  );
  return file;
}

/** The premium APIs' requests as the quote pages send them (issues 11 and 12). */
const PREMIUM_REQUESTS: { name: string; path: string; body: unknown }[] = [
  {
    name: "health premiums: 3 members, 5 plans priced",
    path: "/api/health/premiums",
    body: { age: 34, members: ["Self", "Spouse", "Daughter"], si: "3-5", city_type: 2, coverage: [5] },
  },
  {
    name: "motor premium: a car from the catalogue, Mumbai, two add-ons",
    path: "/api/motor/premiums",
    body: {
      vehicleType: "car",
      policyType: "comprehensive",
      variantId: "maruti-suzuki/swift/lxi",
      registrationDate: "2024-08-20",
      rtoCode: "MH02",
      previousNcb: 20,
      claimLastYear: false,
      addons: ["zero_depreciation", "roadside_assistance"],
    },
  },
  {
    name: "travel premiums: a family of three, a week in Asia",
    path: "/api/travel/premiums",
    body: { tripType: "single", region: "asia", days: 7, travellers: [40, 38, 8], sumInsured: 50000 },
  },
];

async function wrk(
  url: string,
  options: { headers?: Record<string, string>; connections?: number; seconds?: number; script?: string } = {},
): Promise<WrkResult> {
  const connections = options.connections ?? CONNECTIONS;
  const args = ["-t1", `-c${connections}`, `-d${options.seconds ?? SECONDS}s`, "--latency", "--timeout", "5s"];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push("-H", `${name}: ${value}`);
  if (options.script) args.push("-s", options.script);
  const { stdout } = await run("wrk", [...args, url], { maxBuffer: 1 << 20 });
  return parseWrk(stdout);
}

/** The body exactly as the site sends it for these request headers (no decoding). */
function rawBody(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** nginx 1.x, one worker, serving `identity` at / and its gzip bytes through gzip_static. */
async function startNginx(identity: Buffer, gzipped: Buffer): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  fs.chmodSync(dir, 0o755); // nginx's worker runs as another user
  fs.mkdirSync(path.join(dir, "www"));
  fs.writeFileSync(path.join(dir, "www", "index.html"), identity);
  fs.writeFileSync(path.join(dir, "www", "index.html.gz"), gzipped);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `${kind}_temp_path ${dir}/${kind};`)
    .join(" ");
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  ${temp}
  default_type text/html;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${dir}/www;
    gzip_static on;
    location / { try_files /index.html =404; }
  }
}
`,
  );
  const child = spawn("nginx", ["-e", `${dir}/error.log`, "-p", dir, "-c", `${dir}/nginx.conf`], { stdio: "inherit" });
  const url = `http://127.0.0.1:${NGINX_PORT}/`;
  await waitUntilAnswering(url, child, { timeoutMs: 10_000, everyMs: 50 }).catch((error: unknown) => {
    child.kill("SIGTERM");
    throw error;
  });
  return serving(url, child, dir);
}

/** A server in a child process, at `url`; `stop` ends it and removes its folder. */
function serving(url: string, child: ChildProcess, dir: string) {
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The ceiling of Node itself: a bare `node:http` server in its own process
 * answering every request with the same gzip bytes and the same headers as
 * our kept home page, and nothing else.
 */
async function startBareNode(body: Buffer, headers: http.IncomingHttpHeaders) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-bare-"));
  const head = Object.entries(headers).filter(
    ([name]) => !/^(date|connection|keep-alive|transfer-encoding)$/i.test(name),
  );
  fs.writeFileSync(path.join(dir, "body"), body);
  fs.writeFileSync(path.join(dir, "head.json"), JSON.stringify(head.flatMap(([name, value]) => [name, String(value)])));
  const program = `
    const fs = require("node:fs"), http = require("node:http");
    const body = fs.readFileSync(${JSON.stringify(path.join(dir, "body"))});
    const head = JSON.parse(fs.readFileSync(${JSON.stringify(path.join(dir, "head.json"))}, "utf8"));
    http.createServer((req, res) => { res.writeHead(200, head); res.end(body); }).listen(${NGINX_PORT + 1}, "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", program], { stdio: "inherit" });
  const url = `http://127.0.0.1:${NGINX_PORT + 1}/`;
  await waitUntilAnswering(url, child, { timeoutMs: 10_000, everyMs: 50 });
  return serving(url, child, dir);
}

/** Run `work` while reading the site's resident memory every 250 ms; the highest reading. */
async function withPeakMemory<T>(site: RunningSite, work: () => Promise<T>): Promise<[T, number]> {
  let peak = residentMemoryMb(site.child.pid!);
  const timer = setInterval(() => (peak = Math.max(peak, residentMemoryMb(site.child.pid!))), 250);
  try {
    return [await work(), Math.max(peak, residentMemoryMb(site.child.pid!))];
  } finally {
    clearInterval(timer);
  }
}

/** Every page address without a parameter, in every language it has (spec 2). */
function pageAddresses(): string[] {
  const addresses: string[] = [];
  for (const entry of routeTable) {
    if (entry.path.includes(":")) continue;
    const base = entry.path === "/" ? "" : entry.path;
    const languages = entry.crop ? ["hindi", "kannada", "assamese"] : ["hindi", "kannada"];
    addresses.push(entry.path, ...languages.map((language) => `${base}/${language}`));
  }
  return addresses;
}

/** Visit every page once, as a crawler and the first visitors would: the page cache's steady state. */
async function visitEveryPage(url: string): Promise<{ pages: number; notFound: number }> {
  const addresses = pageAddresses();
  let notFound = 0;
  for (let i = 0; i < addresses.length; i += 8) {
    const statuses = await Promise.all(
      addresses.slice(i, i + 8).map((address) =>
        fetch(`${url}${address}`, { headers: BR }).then(async (r) => {
          await r.arrayBuffer();
          return r.status;
        }),
      ),
    );
    notFound += statuses.filter((status) => status === 404).length;
  }
  return { pages: addresses.length, notFound };
}

const sleep = (seconds: number) => new Promise((r) => setTimeout(r, seconds * 1000));
const round = (value: number, digits = 0) => Number(value.toFixed(digits));

function check(row: string, result: WrkResult, expectNotFound = false) {
  if (result.errors) throw new Error(`${row}: ${result.errors} socket errors`);
  if (expectNotFound ? result.non2xx !== result.requests : result.non2xx)
    throw new Error(
      `${row}: ${result.non2xx} of ${result.requests} answers were ${expectNotFound ? "" : "not "}2xx/3xx`,
    );
}

const rows: Row[] = [];
const memory: { name: string; mb: number }[] = [];

const site = await startSite(SITE_PORT, DATA_DIR, {}, "ignore");
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
try {
  memory.push({ name: "started (fresh database, seeded)", mb: residentMemoryMb(site.child.pid!) });
  const crawl = await visitEveryPage(site.url);
  await sleep(5);
  memory.push({
    name: `steady: every page visited once (${crawl.pages} addresses)`,
    mb: residentMemoryMb(site.child.pid!),
  });

  const home = `${site.url}/`;
  const gz = await rawBody(home, GZIP);
  const plain = await rawBody(home);
  if (gz.headers["content-encoding"] !== "gzip" || plain.headers["content-encoding"])
    throw new Error("home: unexpected encodings");
  nginx = await startNginx(plain.body, gz.body);
  const nginxGz = await rawBody(nginx.url, GZIP);
  if (!nginxGz.body.equals(gz.body)) throw new Error("nginx does not answer the same gzip bytes");
  // The headline rows, nginx and Node's ceiling beside our kept page, in ROUNDS interleaved
  // rounds, each row's median shown: on 2 shared cores one 10 s run varies by 15%.
  const bare = await startBareNode(gz.body, gz.headers);
  const headline: { name: string; url: string; headers: Record<string, string>; site?: boolean; runs: Row[] }[] = [
    { name: "nginx 1 worker, the same home page bytes, gzip_static", url: nginx.url, headers: GZIP, runs: [] },
    { name: "node:http alone, the same bytes and headers (Node's ceiling)", url: bare.url, headers: GZIP, runs: [] },
    { name: "home from the page cache, br", url: home, headers: BR, site: true, runs: [] },
    { name: "home from the page cache, gzip", url: home, headers: GZIP, site: true, runs: [] },
  ];
  try {
    for (let n = 0; n < ROUNDS; n++) {
      for (const target of headline) {
        const [result, peakMb] = target.site
          ? await withPeakMemory(site, () => wrk(target.url, target))
          : [await wrk(target.url, target), undefined];
        check(target.name, result);
        target.runs.push({ name: target.name, result, connections: CONNECTIONS, peakMb });
      }
    }
  } finally {
    await bare.stop();
  }
  for (const target of headline) {
    const sorted = [...target.runs].sort((a, b) => a.result.rps - b.result.rps);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const range = `${Math.round(sorted[0]!.result.rps).toLocaleString("en")}-${Math.round(sorted.at(-1)!.result.rps).toLocaleString("en")}`;
    rows.push({
      ...median,
      name: ROUNDS > 1 ? `${target.name} (median of ${ROUNDS}: ${range})` : target.name,
      peakMb: Math.max(...target.runs.map((run) => run.peakMb ?? 0)),
    });
  }
  const campaign = varyingPathScript("/?gclid=bench-{n}&utm_source=google", 1000);
  const unknown = varyingPathScript("/no-such-page-{n}/hindi", 1_000_000);
  const targets: {
    name: string;
    url: string;
    headers?: Record<string, string>;
    script?: string;
    notFound?: boolean;
  }[] = [
    { name: "home from the page cache, no compression", url: home },
    { name: "campaign landing /?gclid=<1,000 values>, gzip", url: home, headers: GZIP, script: campaign },
    {
      name: "unknown address, a new one each request (404), gzip",
      url: home,
      headers: GZIP,
      script: unknown,
      notFound: true,
    },
    { name: "client-side navigation data (/about-us.data), gzip", url: `${site.url}/about-us.data`, headers: GZIP },
    {
      name: "product page (hi) from the page cache, br",
      url: `${site.url}/motor-insurance/private-car-insurance/hindi`,
      headers: BR,
    },
  ];
  for (const target of targets) {
    const [result, peakMb] = await withPeakMemory(site, () => wrk(target.url, target));
    check(target.name, result, target.notFound);
    rows.push({ name: target.name, result, connections: CONNECTIONS, peakMb });
  }
  // the premium APIs: priced on every request from the rating tables held in memory
  for (const request of PREMIUM_REQUESTS) {
    const url = `${site.url}${request.path}`;
    const answer = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(request.body),
    });
    if (answer.status !== 200) throw new Error(`${request.name}: ${answer.status} ${await answer.text()}`);
    const script = postJsonScript(request.path.replace(/\W/g, ""), request.body);
    for (const connections of [1, CONNECTIONS]) {
      const name = `POST ${request.path} (${request.name})`;
      const [result, peakMb] = await withPeakMemory(site, () => wrk(url, { script, connections }));
      check(name, result);
      rows.push({ name, result, connections, peakMb });
    }
  }
  await nginx.stop();
  nginx = undefined;
  // issue 9: a campaign burst is served from the cache, whatever the click id
  let fromCache = 0;
  for (let n = 0; n < 1000; n++) {
    const answer = await fetch(`${site.url}/?gclid=check-${n}-${Date.now()}`, { headers: GZIP });
    await answer.arrayBuffer();
    if (answer.headers.get("x-page-cache") === "hit") fromCache++;
  }
  memory.push({ name: "highest during the load above", mb: Math.max(...rows.map((r) => r.peakMb ?? 0)) });
  await sleep(SETTLE_SECONDS);
  memory.push({ name: `${SETTLE_SECONDS} s after the load`, mb: residentMemoryMb(site.child.pid!) });
  console.info(`\ncampaign landings with 1,000 new gclid values answered from the page cache: ${fromCache} of 1000`);
  console.info(`addresses visited: ${crawl.pages}, of which not found: ${crawl.notFound}`);
} finally {
  await nginx?.stop();
  await site.stop();
}

// every page rendered for every request: what a cache miss costs
const rendering = await startSite(SITE_PORT, DATA_DIR, { PAGE_CACHE_MB: "0" }, "ignore");
try {
  // the render alone (as the "rendered each time" rows before issue 10), then with gzip made for the answer
  for (const [name, address, headers, connections] of [
    ["home, rendered fresh, one request at a time", "/", {}, 1],
    ["home, rendered fresh and gzipped, one request at a time", "/", GZIP, 1],
    ["home, rendered fresh and gzipped", "/", GZIP, CONNECTIONS],
    ["product page (hi), rendered fresh, one request at a time", "/motor-insurance/private-car-insurance/hindi", {}, 1],
    ["unknown address (404), rendered fresh, one request at a time", "/no-such-page/kannada", {}, 1],
  ] as const) {
    const url = `${rendering.url}${address}`;
    await wrk(url, { headers, connections, seconds: 2 }); // warm-up
    const result = await wrk(url, { headers, connections });
    check(name, result, address.startsWith("/no-such"));
    rows.push({ name, result, connections });
  }
} finally {
  await rendering.stop();
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
}

const nginxRows = rows.filter((row) => row.name.startsWith("nginx"));
const nginxRps = nginxRows.reduce((sum, row) => sum + row.result.rps, 0) / nginxRows.length;
console.info(
  `\nwrk -t1, ${SECONDS} s a row, loopback, ${os.cpus().length} cores (wrk, nginx and the site share them), NODE_ENV=production\n`,
);
console.info("| what | connections | requests/s | median ms | p99 ms | of nginx |\n|---|---|---|---|---|---|");
for (const row of rows) {
  const { rps, p50, p99 } = row.result;
  console.info(
    `| ${row.name} | ${row.connections} | ${Math.round(rps).toLocaleString("en")} | ${round(p50, 2)} | ${round(p99, 2)} | ${Math.round((rps / nginxRps) * 100)}% |`,
  );
}
console.info("\n| resident memory of the site | MB |\n|---|---|");
for (const reading of memory) console.info(`| ${reading.name} | ${Math.round(reading.mb)} |`);
