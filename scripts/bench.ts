/**
 * Speed, measured (docs/architecture.md "Budgets"; results in docs/benchmarks.md):
 * the built site on a fresh embedded database, loaded by autocannon over
 * loopback, reporting median and p99 latency and throughput per target.
 *   npm run build && npm run bench
 */
import autocannon from "autocannon";
import { startSite } from "./server-process";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const targets: { name: string; path: string }[] = [
  {
    name: "content: products of a category (menu)",
    path: "/content/products?productcategories_in=5&_sort=sort_order:ASC&is_active=true&isMenu=true",
  },
  {
    name: "content: translation keywords of a page",
    path: "/content/translationkeywords?translationpages.page_name=common&_start=0&_limit=1000",
  },
  {
    name: "content: helmetdata of a page (hi)",
    path: "/content/helmetdata?pageComponent=about-us&languages.language=hi",
  },
  {
    name: "content: top categories",
    path: "/content/productcategories?productcategories_null=true&is_active=true&isMenu=true&_sort=sort_order:ASC",
  },
  { name: "page: home (en)", path: "/" },
  { name: "page: product (hi)", path: "/motor-insurance/private-car-insurance/hindi" },
  { name: "page: content page (kn)", path: "/claim/claims-intimation/kannada" },
  { name: "page: product listing", path: "/product/retail" },
];

async function measure(siteUrl: string, target: { name: string; path: string }, label = target.name) {
  const url = `${siteUrl}${target.path}`;
  const check = await fetch(url);
  if (!check.ok) throw new Error(`${target.path}: HTTP ${check.status}`);
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  // one request at a time: the latency of a request, without queueing behind others
  const alone = await autocannon({ url, connections: 1, duration: Math.max(2, Math.round(DURATION / 2)) });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx || result.errors || alone.non2xx || alone.errors)
    throw new Error(`${target.path}: non-2xx or errors`);
  const row = `| ${label} | ${alone.latency.p50} | ${result.latency.p50} | ${result.latency.p99} | ${Math.round(result.requests.average)} |`;
  console.info(row);
  return row;
}

const rows: string[] = [];
// as deployed: pages kept in memory (decision 036) after their first rendering
const site = await startSite(3400, ".data/bench");
try {
  for (const target of targets) rows.push(await measure(site.url, target));
} finally {
  await site.stop();
}
// every page rendered for every request
const rendering = await startSite(3400, ".data/bench", { PAGE_CACHE_MB: "0" });
try {
  for (const target of targets.filter((t) => t.name.startsWith("page:")))
    rows.push(await measure(rendering.url, target, `${target.name}, rendered each time`));
} finally {
  await rendering.stop();
}

console.info(`\n${CONNECTIONS} connections, ${DURATION} s per target, loopback, NODE_ENV=production\n`);
console.info("| target | median ms, one at a time | median ms | p99 ms | requests/s |\n|---|---|---|---|---|");
for (const row of rows) console.info(row);
