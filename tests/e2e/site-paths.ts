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
        const value = claimSample(entry) ?? SAMPLE_PARAMS[name];
        if (!value) throw new Error(`no sample value for :${name} in ${entry.path}`);
        return value;
      });
      out.push({ entry, path });
    }
  }
  return out;
}
