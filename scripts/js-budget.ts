/**
 * The JavaScript each page loads first, from the build (docs/architecture.md "Budgets", decision
 * 068): for every route module of the client manifest, the scripts the browser fetches before the
 * page is interactive (the route manifest when it is a script of its own, the entry, the root route
 * and the page's route module, with every chunk they import statically), compressed as the site sends them (brotli 11, "on the wire") and with gzip 9
 * (the unit Lighthouse reports). Chunks loaded later (a form's schema on its first focus, the lead
 * dialog on its first opening, the map) are not counted. Deterministic, so it runs as a test too.
 *
 *   npm run build && npx tsx scripts/js-budget.ts
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import routerConfig from "../react-router.config";

/** docs/architecture.md: first-load JavaScript at most 120 KB on the wire on any page. */
export const PAGE_BUDGET_KB = 120;
/**
 * The quote journeys parse and price in the browser with their shared schemas from the first
 * step; issue 5 gave them 150 KB (gzip). Decision 068 records them as the exception.
 */
export const JOURNEY_BUDGET_KB = 150;
const JOURNEY_MODULES = ["health-quote", "motor-quote", "motor-details", "motor-calculator", "travel-quote"];

interface ManifestRoute {
  id: string;
  path?: string;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface PageScripts {
  /** the route's id in the manifest (its module name and index) */
  id: string;
  path: string;
  /** the route module's script (`/assets/help-page-<hash>.js`): one row per module, whichever pages share it */
  module: string;
  journey: boolean;
  files: number;
  /** the scripts' addresses (`/assets/...`) */
  scripts: string[];
  gzipKb: number;
  brotliKb: number;
  /** the budget the page is held to, and in which unit */
  budget: { kb: number; unit: "brotli" | "gzip" };
  over: boolean;
}

/** The route manifest every page loads first (a script of its own), and its address. */
function readManifest(clientDir: string): { manifest: Manifest; url: string } {
  const assets = path.join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => name.startsWith("manifest-") && name.endsWith(".js"));
  if (!file) throw new Error(`no client manifest in ${assets}: run npm run build first`);
  const source = readFileSync(path.join(assets, file), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as Manifest;
  return { manifest, url: `/assets/${file}` };
}

/** Every chunk a set of scripts imports statically (`import ... from"./x.js"` or `import"./x.js"`). */
function staticClosure(clientDir: string, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const source = readFileSync(path.join(clientDir, url), "utf8");
    for (const match of source.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      visit(path.posix.join(path.posix.dirname(url), match[1]!));
    }
  };
  start.forEach(visit);
  return seen;
}

export function measurePages(clientDir: string): PageScripts[] {
  const { manifest, url: manifestUrl } = readManifest(clientDir);
  const sizes = new Map<string, { gzip: number; brotli: number }>();
  const sizeOf = (url: string) => {
    let size = sizes.get(url);
    if (!size) {
      const bytes = readFileSync(path.join(clientDir, url));
      size = {
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
      sizes.set(url, size);
    }
    return size;
  };
  const root = manifest.routes.root!;
  // with routeDiscovery "initial" every page loads the manifest of every route, a script of its own;
  // "lazy" puts the page's own routes inline in its HTML instead (react-router.config.ts)
  const manifestScript = routerConfig.routeDiscovery?.mode === "lazy" ? [] : [manifestUrl];
  const shell = [
    ...manifestScript,
    manifest.entry.module,
    ...manifest.entry.imports,
    root.module,
    ...(root.imports ?? []),
  ];
  const pages = new Map<string, PageScripts>();
  for (const route of Object.values(manifest.routes)) {
    if (route.id === "root" || !route.module || pages.has(route.module)) continue;
    const files = staticClosure(clientDir, [...shell, route.module, ...(route.imports ?? [])]);
    let gzip = 0;
    let brotli = 0;
    for (const file of files) {
      gzip += sizeOf(file).gzip;
      brotli += sizeOf(file).brotli;
    }
    const journey = JOURNEY_MODULES.includes(route.id.replace(/-\d+.*$/, ""));
    const budget = journey
      ? { kb: JOURNEY_BUDGET_KB, unit: "gzip" as const }
      : { kb: PAGE_BUDGET_KB, unit: "brotli" as const };
    const gzipKb = gzip / 1024;
    const brotliKb = brotli / 1024;
    pages.set(route.module, {
      id: route.id,
      path: route.path ?? "",
      module: route.module,
      journey,
      files: files.size,
      scripts: [...files],
      gzipKb,
      brotliKb,
      budget,
      over: (budget.unit === "gzip" ? gzipKb : brotliKb) > budget.kb,
    });
  }
  return [...pages.values()].sort((a, b) => b.brotliKb - a.brotliKb);
}

function main() {
  const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const pages = measurePages(clientDir);
  console.info("| route module (a page of it) | scripts | gzip KB | on the wire (brotli) KB | budget |");
  console.info("|---|---|---|---|---|");
  for (const page of pages) {
    console.info(
      `| ${page.id} (\`${page.path.replace(/^\/+/, "/")}\`) | ${page.files} | ${page.gzipKb.toFixed(1)} | ${page.brotliKb.toFixed(1)} | ${
        page.over ? "**over** " : ""
      }${page.budget.kb} ${page.budget.unit} |`,
    );
  }
  const over = pages.filter((page) => page.over);
  if (over.length) {
    console.error(`\n${over.length} page(s) over their JavaScript budget: ${over.map((p) => p.id).join(", ")}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
