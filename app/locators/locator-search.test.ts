import { describe, expect, it } from "vitest";
import { canonicalSearch, readPageSearch } from "./locator-search";

const params = (query: string) => new URLSearchParams(query);

describe("a locator page's address as a search", () => {
  it("turns the form's city-or-pincode field into city or pincode and drops empty fields", () => {
    expect(canonicalSearch(params("where=Pune&text=&state="))).toBe("?city=Pune");
    expect(canonicalSearch(params("where=411+001&speciality=cardiology"))).toBe(
      "?pincode=411001&speciality=cardiology",
    );
    expect(canonicalSearch(params("state=KA&city=Mysore&page=1"))).toBe("?city=Mysore&state=KA");
    expect(canonicalSearch(params(""))).toBe("");
    expect(canonicalSearch(params("?city=Pune"))).toBe("?city=Pune");
  });

  it("is its own canonical form (no redirect loop)", () => {
    for (const query of ["where=Thane&make=Honda&page=3", "where=560001&preferred=true", "lat=12.9&lng=77.5"]) {
      const once = canonicalSearch(params(query));
      expect(canonicalSearch(params(once))).toBe(once);
    }
  });

  it("reads the page's text field as the API's free text, and names a bad field", () => {
    expect(readPageSearch(params("city=Pune&text=arogya"))).toEqual({
      kind: "search",
      query: { city: "Pune", q: "arogya" },
    });
    expect(readPageSearch(params(""))).toEqual({ kind: "none" });
    expect(readPageSearch(params("pincode=012345"))).toEqual({ kind: "invalid", field: "pincode" });
    expect(readPageSearch(params(`text=${"x".repeat(81)}`))).toEqual({ kind: "invalid", field: "text" });
  });
});
