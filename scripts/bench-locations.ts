/**
 * The locators' measures (issue 15, decision 055; results in docs/benchmarks.md):
 *
 * 1. nearest-first search latency of the in-memory kd-tree (kdbush/geokdbush,
 *    server/locations/location-index.ts) over the seed (about 1,800 places)
 *    and over 100 times it (copies moved up to ~20 km), total count included;
 * 2. the same searches in SQL with a GiST index on a point column
 *    (`ORDER BY p <-> point LIMIT 10`, count with a filter), on PGlite and,
 *    when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names one, PostgreSQL;
 * 3. the JavaScript a locator page loads (gzip, the budget's unit): first load
 *    up to the hydrated list, and with the map after it.
 *
 *   npm run build && npx tsx scripts/bench-locations.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { chromium } from "playwright-core";
import { LocationIndex, type PlaceRecord, type StateRecord } from "../server/locations/location-index";
import type { LocationType } from "../contracts/locations/location-rules";
import { startSite } from "./server-process";

const SEED = path.resolve("content/seed");
const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(SEED, file), "utf8")) as T;

interface RawPlace {
  id: number;
  name: string;
  slug: string;
  address: string;
  city: number;
  state: number;
  pincode: string;
  lat: number;
  lng: number;
  type: string;
  specialities?: string[];
  makes?: string[];
  preferred?: boolean;
}
const cities = new Map(read<{ id: number; name: string }[]>("cities.json").map((c) => [c.id, c.name]));
const statesRaw =
  read<{ id: number; code: string; name_en: string; name_hi: string; name_kannad: string }[]>("states.json");
const states: StateRecord[] = statesRaw.map((s) => ({
  code: s.code,
  name: s.name_en,
  hi: s.name_hi,
  kn: s.name_kannad,
}));
const stateById = new Map(statesRaw.map((s) => [s.id, s]));

function seedPlaces(): PlaceRecord[] {
  const out: PlaceRecord[] = [];
  for (const [type, file] of [
    ["branch", "branches.json"],
    ["garage", "garages.json"],
    ["hospital", "hospitals.json"],
  ] as [LocationType, string][]) {
    for (const p of read<RawPlace[]>(file)) {
      const state = stateById.get(p.state)!;
      out.push({
        id: p.id,
        type,
        name: p.name,
        slug: p.slug,
        kind: p.type,
        address: p.address,
        city: cities.get(p.city) ?? "",
        district: null,
        state: state.name_en,
        stateCode: state.code,
        pincode: p.pincode,
        phone: null,
        email: null,
        openingHours: null,
        lat: p.lat,
        lng: p.lng,
        updatedAt: null,
        ...(p.makes ? { makes: p.makes } : {}),
        ...(p.specialities ? { specialities: p.specialities, preferred: p.preferred ?? false } : {}),
      });
    }
  }
  return out;
}

/** `times` copies of the seed, each copy moved by up to ~20 km (a fixed PRNG: the same set every run). */
function scaled(base: PlaceRecord[], times: number): PlaceRecord[] {
  let a = 42;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out: PlaceRecord[] = [];
  for (let copy = 0; copy < times; copy++) {
    for (const p of base) {
      out.push({
        ...p,
        id: copy * 100_000 + p.id,
        slug: `${p.slug}-${copy}`,
        lat: copy ? p.lat + (random() - 0.5) * 0.36 : p.lat,
        lng: copy ? p.lng + (random() - 0.5) * 0.36 : p.lng,
      });
    }
  }
  return out;
}

/** Search points: Indian cities, cycled. */
const POINTS = [
  [19.076, 72.8777],
  [28.6139, 77.209],
  [12.9716, 77.5946],
  [13.0827, 80.2707],
  [22.5726, 88.3639],
  [17.385, 78.4867],
  [18.5204, 73.8567],
  [26.9124, 75.7873],
  [23.0225, 72.5714],
  [26.8467, 80.9462],
  [34.1526, 77.5771],
  [11.6234, 92.7265],
  [25.5788, 91.8933],
  [9.9312, 76.2673],
  [21.1458, 79.0882],
] as const;

function stats(samples: number[]) {
  const sorted = [...samples].sort((x, y) => x - y);
  const q = (f: number) => sorted[Math.min(sorted.length - 1, Math.floor(f * sorted.length))]!;
  return { median: q(0.5), p95: q(0.95) };
}
const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`);

interface Row {
  engine: string;
  places: number;
  query: string;
  median: number;
  p95: number;
}
const rows: Row[] = [];

const QUERIES: { label: string; type: LocationType; speciality?: string }[] = [
  { label: "hospitals, nearest 10", type: "hospital" },
  { label: "hospitals with cardiology, nearest 10", type: "hospital", speciality: "cardiology" },
  { label: "garages, nearest 10", type: "garage" },
];

function benchIndex(places: PlaceRecord[], rounds: number): void {
  const started = performance.now();
  const index = new LocationIndex(places, states);
  const buildMs = performance.now() - started;
  console.info(`kd-tree over ${places.length} places built in ${buildMs.toFixed(0)} ms`);
  for (const q of QUERIES) {
    const samples: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const [lat, lng] = POINTS[i % POINTS.length]!;
      const t = performance.now();
      index.search(
        { type: q.type, limit: 10, page: 1, ...(q.speciality ? { speciality: q.speciality as "cardiology" } : {}) },
        { lat, lng, from: "point" },
        false,
      );
      samples.push(performance.now() - t);
    }
    rows.push({ engine: "kd-tree in memory", places: places.length, query: q.label, ...stats(samples.slice(5)) });
  }
}

interface Sql {
  name: string;
  exec(sql: string): Promise<void>;
  query(sql: string, params: unknown[]): Promise<unknown>;
  close(): Promise<void>;
}

async function benchSql(db: Sql, places: PlaceRecord[], rounds: number): Promise<void> {
  await db.exec(`drop table if exists bench_places;
    create table bench_places (id integer primary key, type text not null, specialities text[], p point not null);`);
  for (let i = 0; i < places.length; i += 2000) {
    const chunk = places.slice(i, i + 2000);
    const values = chunk.map((_, j) => `($${j * 4 + 1}, $${j * 4 + 2}, $${j * 4 + 3}, $${j * 4 + 4}::point)`);
    await db.query(
      `insert into bench_places (id, type, specialities, p) values ${values.join(",")}`,
      chunk.flatMap((p, j) => [i + j, p.type, p.specialities ?? [], `(${p.lng},${p.lat})`]),
    );
  }
  await db.exec(`create index bench_places_p on bench_places using gist (p); analyze bench_places;`);
  for (const q of QUERIES) {
    const samples: number[] = [];
    const filter = q.speciality ? "type = $3 and $4 = any(specialities)" : "type = $3";
    for (let i = 0; i < rounds; i++) {
      const [lat, lng] = POINTS[i % POINTS.length]!;
      const params = [lng, lat, q.type, ...(q.speciality ? [q.speciality] : [])];
      const t = performance.now();
      // planar distance in degrees orders nearly as the great circle does at this scale; the API re-measures
      await db.query(
        `select id from bench_places where ${filter} order by p <-> point($1::float8, $2::float8) limit 10`,
        params,
      );
      await db.query(
        `select count(*) from bench_places where ${filter.replace("$3", "$1").replace("$4", "$2")}`,
        params.slice(2),
      );
      samples.push(performance.now() - t);
    }
    rows.push({ engine: db.name, places: places.length, query: q.label, ...stats(samples.slice(5)) });
  }
  await db.exec("drop table bench_places");
}

async function pglite(): Promise<Sql> {
  const db = new PGlite();
  return {
    name: "PGlite, GiST",
    exec: async (sql) => void (await db.exec(sql)),
    query: (sql, params) => db.query(sql, params),
    close: () => db.close(),
  };
}

async function postgres(url: string): Promise<Sql> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    name: "PostgreSQL 15, GiST",
    exec: async (sql) => void (await client.query(sql)),
    query: (sql, params) => client.query(sql, params),
    close: () => client.end(),
  };
}

async function pageJavaScript(): Promise<string[]> {
  const port = Number(process.env.BENCH_LOCATIONS_PORT ?? 3560);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-locations-"));
  const site = await startSite(port, dataDir, { TRUST_PROXY: "false" }, "ignore");
  const lines: string[] = [];
  try {
    const browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox"],
    });
    for (const pagePath of ["/contact-us/cashless-hospitals-networks?city=Pune", "/contact-us/garage"]) {
      const page = await browser.newPage();
      await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
      const scripts: { url: string; at: number; gzip: number }[] = [];
      let listReadyAt = Infinity;
      page.on("response", async (response) => {
        if (response.request().resourceType() !== "script") return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        scripts.push({ url: response.url(), at: Date.now(), gzip: zlib.gzipSync(body, { level: 9 }).length });
      });
      await page.goto(`${site.url}${pagePath}`);
      await page.waitForFunction(() => {
        const el = document.querySelector("[data-results-summary]");
        return el !== null && Object.keys(el).some((k) => k.startsWith("__react"));
      });
      listReadyAt = Date.now();
      await page.waitForSelector('[data-map-state]:not([data-map-state="loading"])');
      await page.waitForTimeout(300);
      const kb = (list: typeof scripts) => (list.reduce((s, x) => s + x.gzip, 0) / 1024).toFixed(1);
      const first = scripts.filter((s) => s.at <= listReadyAt && !/leaflet|locator-map/.test(s.url));
      const map = scripts.filter((s) => /leaflet|locator-map/.test(s.url));
      lines.push(
        `| \`${pagePath}\` | ${kb(first)} KB (${first.length} files) | ${kb(map)} KB (${map.length} files) | ${kb(scripts)} KB |`,
      );
      await page.close();
    }
    await browser.close();
  } finally {
    await site.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}

const base = seedPlaces();
const big = scaled(base, 100);
benchIndex(base, 2000);
benchIndex(big, 300);
for (const open of [
  pglite,
  ...((process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)
    ? [() => postgres((process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)!)]
    : []),
]) {
  const db = await open();
  try {
    await benchSql(db, base, 300);
    await benchSql(db, big, 100);
  } finally {
    await db.close();
  }
}

console.info("\n| engine | places | search (with the total count) | median | p95 |\n|---|---|---|---|---|");
for (const r of rows)
  console.info(`| ${r.engine} | ${r.places.toLocaleString("en-US")} | ${r.query} | ${fmt(r.median)} | ${fmt(r.p95)} |`);
if (process.env.BENCH_SKIP_PAGES !== "1") {
  console.info(
    "\n| page | first load, to the hydrated list (gzip) | map, after the list (gzip) | all |\n|---|---|---|---|",
  );
  for (const line of await pageJavaScript()) console.info(line);
}
