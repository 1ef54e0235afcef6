/** Concrete addresses for every route-table entry, for the route-inventory test. */
import fs from "node:fs";
import path from "node:path";
import { routeTable, type RouteEntry } from "../../app/routing/route-table";

/** A sample value for each path parameter the route table uses. */
const SAMPLE_PARAMS: Record<string, string> = {
  agr: "AGR1234",
  claimNo: "CLM0012345",
  identifier: "QT20260001",
  productname: "arogya-supreme",
};

const seedDir = path.resolve(import.meta.dirname, "../../content/seed");
type Published = { publish?: boolean; published?: boolean };
/** A seed file's published entries (an editor's `publish` and the seed's `published`). */
const seed = <T>(file: string): T[] =>
  (JSON.parse(fs.readFileSync(path.join(seedDir, file), "utf8")) as (T & Published)[]).filter(
    (e) => e.publish !== false && e.published !== false,
  );

/**
 * The company pages' detail addresses (issue 16): every record of the seed, so the inventory
 * covers each detail page (an unknown record answers 404: tests/integration/company-pages.test.ts).
 */
function detailSamples(): Record<string, string[]> {
  const qrCodes = new Map(
    seed<{ id: number; product_code: string }>("qrproducts.json").map((p) => [p.id, p.product_code]),
  );
  const news = seed<{ id: number; slug: string; product: string }>("news.json");
  return {
    "/blog-details/:slug": seed<{ slug: string }>("blogs.json").map((p) => `/blog-details/${p.slug}`),
    "/award-details/:slug": seed<{ slug: string }>("awards.json").map((a) => `/award-details/${a.slug}`),
    "/tender-details/:slug": seed<{ slug: string }>("tenders.json").map((t) => `/tender-details/${t.slug}`),
    "/news-details/:headline/:id": news.map((n) => `/news-details/${n.slug}/${n.id}`),
    "/about-us/:newsTopic": [...new Set(news.map((n) => `/about-us/${n.product}-in-news`))],
    "/member-details/:name/:id": seed<{ id: number; slug: string }>("boards.json").map(
      (b) => `/member-details/${b.slug}/${b.id}`,
    ),
    "/meet-our-people-details/:id": seed<{ id: number }>("meetourpeople.json").map(
      (p) => `/meet-our-people-details/${p.id}`,
    ),
    // every insurance-awareness article (issue 16, decision 065)
    "/gi-simplified/:slug": seed<{ slug: string }>("iablogs.json").map((a) => `/gi-simplified/${a.slug}`),
    // every feature of every QR product (issue 16, decision 061)
    "/product-features/:product_code/:tag": seed<{ tag: string; qrproduct: number }>("qrfeatures.json").map(
      (f) => `/product-features/${qrCodes.get(f.qrproduct)}/${f.tag}`,
    ),
  };
}
/** Parameters whose value depends on the page: a place of each locator (content/seed, issue 15). */
const SAMPLE_PARAMS_OF: Record<string, Record<string, string>> = {
  "/contact-us/branch/:place": { place: "krishna-branch-1" },
  "/contact-us/garage/:place": { place: "sai-auto-works-1" },
  "/contact-us/cashless-hospitals-networks/:place": { place: "vatsalya-nursing-home-krishna-1" },
};
/**
 * A claim document's address names a real claim of its kind (issue 14: an unknown number is 404):
 * the demo claims of content/seed/README.md, a health one for the health form.
 */
function claimSample(entry: RouteEntry): string | null {
  if (entry.template !== "claim-document") return null;
  return entry.page === "proposerform-arogya-plus" ? "CL2600403417" : "CL2600311942";
}

export interface SamplePath {
  entry: RouteEntry;
  path: string;
}

/** Every entry's path with parameters filled in (optional ones both ways); the root product entry is left out. */
export function samplePaths(): SamplePath[] {
  const out: SamplePath[] = [];
  const details = detailSamples();
  for (const entry of routeTable) {
    if (entry.path === "/:productKey") continue;
    const records = details[entry.path];
    if (records) {
      for (const record of records) out.push({ entry, path: record });
      continue;
    }
    const variants = entry.path.includes("?")
      ? [entry.path.replace(/\/:[A-Za-z_]+\?/, ""), entry.path.replace("?", "")]
      : [entry.path];
    for (const variant of variants) {
      const path = variant.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
        const value = claimSample(entry) ?? SAMPLE_PARAMS_OF[entry.path]?.[name] ?? SAMPLE_PARAMS[name];
        if (!value) throw new Error(`no sample value for :${name} in ${entry.path}`);
        return value;
      });
      out.push({ entry, path });
    }
  }
  return out;
}
