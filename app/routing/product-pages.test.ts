import { describe, expect, it } from "vitest";
import { PRODUCT_PAGE_PATHS } from "./product-pages";
import { routeTable } from "./route-table";

describe("product pages", () => {
  it("are the route table's products at fixed addresses, each at its first such address", () => {
    const fromTable: Record<string, string> = {};
    for (const entry of routeTable) {
      if (entry.productKey && !entry.path.includes(":") && !(entry.productKey in fromTable)) {
        fromTable[entry.productKey] = entry.path;
      }
    }
    expect(PRODUCT_PAGE_PATHS).toEqual(fromTable);
  });
});
