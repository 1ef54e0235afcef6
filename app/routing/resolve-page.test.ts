import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { KEEP_SCROLL_PATHS, keepsScroll } from "./keep-scroll";
import { resolvePage } from "./resolve-page";
import { pageComponents, routeTable } from "./route-table";
import { productHref } from "./product-href";

describe("resolvePage", () => {
  it("answers for every address what React Router's ranking of the whole table answers", () => {
    const allRoutes = routeTable.map((entry, index) => ({ path: entry.path, id: String(index) }));
    const addresses = routeTable.flatMap((entry) => {
      const filled = entry.path.replace(/:(\w+)\??/g, "$1-value");
      return [
        entry.path.replace("?", ""),
        filled,
        filled.toUpperCase(),
        `${filled}/`,
        `${filled}/extra`,
        encodeURI(`${filled}/ಕನ್ನಡ`),
      ];
    });
    addresses.push("/about%2dus", "/ABOUT-US/", "/no-such-page", "/%E0%A4", "/a/b/c/d/e");
    for (const address of addresses) {
      const expected = matchRoutes(allRoutes, address)?.at(-1);
      const answer = resolvePage(address);
      const entry = expected ? routeTable[Number(expected.route.id)] : undefined;
      // resolvePage also refuses what the entry's languages and parameter suffix refuse
      if (answer)
        expect({ address, entry: answer.entry, params: answer.params }).toEqual({
          address,
          entry,
          params: expected?.params,
        });
      else if (entry && !entry.paramSuffix) expect({ address, entry: null }).toEqual({ address, entry });
    }
  });

  it("finds the page and language of an address", () => {
    const about = resolvePage("/about-us/hindi");
    expect(about?.entry.page).toBe("about-us");
    expect(about?.lang).toBe("hi");
    expect(about?.basePath).toBe("/about-us");
    expect(resolvePage("/kannada")?.entry.template).toBe("home");
  });

  it("ranks static addresses above the root product page", () => {
    expect(resolvePage("/blog")?.entry.page).toBe("blog");
    expect(resolvePage("/money-insurance")?.entry.page).toBe("product");
    expect(resolvePage("/money-insurance")?.params.productKey).toBe("money-insurance");
    expect(resolvePage("/motor-insurance/private-car-insurance/AGR1")?.entry.productKey).toBe("private-car-insurance");
  });

  it("offers Assamese on crop-scheme pages only", () => {
    expect(resolvePage("/claimprocess/assamese")?.lang).toBe("as");
    expect(resolvePage("/about-us/assamese")).toBeNull();
    expect(resolvePage("/money-insurance/assamese")).toBeNull();
  });

  it("checks a parameter's required suffix", () => {
    expect(resolvePage("/about-us/arogya-in-news")?.entry.page).toBe("in-news");
    expect(resolvePage("/about-us/whatever")).toBeNull();
  });

  it("answers null for addresses no page claims", () => {
    expect(resolvePage("/no/such/page")).toBeNull();
    expect(resolvePage("/money-insurance/extra")).toBeNull();
  });

  it("keeps scroll on branch, garage, hospitals, our reach and the four listings only (spec 2)", () => {
    for (const path of [
      "/contact-us/branch",
      "/contact-us/garage",
      "/contact-us/cashless-hospitals-networks",
      "/our-reach",
      "/product/retail",
      "/product/corporate",
      "/product/rural",
      "/product/withdrawn/hindi",
    ]) {
      expect(keepsScroll(path), path).toBe(true);
    }
    for (const path of ["/", "/about-us", "/contact-us", "/product", "/money-insurance"]) {
      expect(keepsScroll(path), path).toBe(false);
    }
  });
});

describe("route table", () => {
  it("has no address twice", () => {
    const paths = routeTable.map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("has a page at each fixed address that keeps its scroll position (keepsScroll looks them up by path)", () => {
    const fixed = new Set(routeTable.map((r) => r.path));
    for (const path of KEEP_SCROLL_PATHS) expect(fixed.has(path), path).toBe(true);
  });

  it("names a pageComponent for every page", () => {
    expect(pageComponents().length).toBeGreaterThan(150);
    for (const r of routeTable) expect(r.page, r.path).toMatch(/^[a-z0-9-]+$/);
  });
});

describe("productHref (spec 2: links built from the key)", () => {
  it("uses the product's own page and the language suffix", () => {
    expect(productHref("private-car-insurance", "en")).toBe("/motor-insurance/private-car-insurance");
    expect(productHref("private-car-insurance", "hi")).toBe("/motor-insurance/private-car-insurance/hindi");
    expect(productHref("travel-insurance", "kn")).toBe("/travel-insurance-online/kannada");
  });

  it("puts other products at /{key}", () => {
    expect(productHref("fire-insurance", "en")).toBe("/fire-insurance");
    expect(productHref("fire-insurance", "kn")).toBe("/fire-insurance/kannada");
  });
});
