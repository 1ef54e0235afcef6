/** Concrete addresses for every route-table entry, for the route-inventory test. */
import { routeTable, type RouteEntry } from "../../app/routing/route-table";

/** A sample value for each path parameter the route table uses. */
const SAMPLE_PARAMS: Record<string, string> = {
  slug: "customer-service-excellence",
  id: "12",
  name: "board-member",
  headline: "company-news",
  agr: "AGR1234",
  claimNo: "CLM0012345",
  identifier: "QT20260001",
  product_code: "P101",
  tag: "benefits",
  newsTopic: "arogya-supreme-in-news",
  productname: "arogya-supreme",
};

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
  for (const entry of routeTable) {
    if (entry.path === "/:productKey") continue;
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
