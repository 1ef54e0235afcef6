/**
 * Content queries answered from the in-memory snapshot, in process (no HTTP):
 * median and p99 per query over the real seed content. The store caches
 * answers per snapshot, so the first ("cold") answer of each query after a
 * refresh is measured separately from repeats.
 *   npx tsx scripts/bench-content.ts
 */
import path from "node:path";
import { openDatabase } from "../server/db/client";
import { seedContent } from "../server/content/seed";
import { createContentService } from "../server/content/content-service";

const QUERIES = [
  "/products?productcategories_in=5&_sort=sort_order:ASC&is_active=true&isMenu=true",
  "/products?is_active=true&isMenu=true",
  "/productcategories?productcategories_null=true&is_active=true&isMenu=true&_sort=sort_order:ASC",
  "/translationkeywords?translationpages.page_name=common&_start=0&_limit=1000",
  "/helmetdata?pageComponent=about-us&languages.language=hi",
  "/productdata?key=private-car-insurance&languages.language=kannad",
  "/menucategories?menu_type=FooterMenu&status=true&_sort=display_order:ASC",
  "/blogs?_sort=Created_at:DESC&_limit=3",
  "/products?_where[_or][0][Name_en_contains]=health&_where[_or][1][productType]=health&_sort=Name_en:DESC",
];
const COLD_ROUNDS = 30;
const WARM_ITERATIONS = 5000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const database = await openDatabase({ dataDir: "memory://" });
await seedContent(database, { seedDir: path.resolve("content/seed"), publicDir: path.resolve("public") });
const service = await createContentService({ database });
const { store } = service;

console.info("| query | cold median µs | cold p99 µs | repeat median µs |\n|---|---|---|---|");
for (const query of QUERIES) {
  const cold: number[] = [];
  for (let round = 0; round < COLD_ROUNDS; round++) {
    await store.refresh(); // a new snapshot: nothing cached
    const start = process.hrtime.bigint();
    store.get(query);
    cold.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  const warm: number[] = [];
  for (let i = 0; i < WARM_ITERATIONS; i++) {
    const start = process.hrtime.bigint();
    store.get(query);
    warm.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  cold.sort((a, b) => a - b);
  warm.sort((a, b) => a - b);
  console.info(
    `| \`${query}\` | ${percentile(cold, 50).toFixed(0)} | ${percentile(cold, 99).toFixed(0)} | ${percentile(warm, 50).toFixed(1)} |`,
  );
}
await service.close();
await database.close();
