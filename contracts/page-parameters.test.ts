import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GOOGLE_CLICK_IDS, OTHER_CLICK_IDS } from "./campaign-parameters";
import { droppedParameters, PAGE_PARAMETERS, pagePathAndQuery } from "./page-parameters";

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("page parameters (decision 045)", () => {
  it("keep only what pages read, in its order", () => {
    expect(pagePathAndQuery("/about-us?RO_code=R1&gclid=abc&utm_source=g&reference_ID=9&fbclid=x&q=1")).toBe(
      "/about-us?RO_code=R1&reference_ID=9",
    );
    expect(pagePathAndQuery("/about-us.data?_routes=catalogue&x=1")).toBe("/about-us.data?_routes=catalogue");
    // React Router's route discovery reads its own parameters (decision 068)
    expect(pagePathAndQuery("/__manifest?paths=%2Fclaim%2C%2Fsubrogation&version=ab12cd34")).toBe(
      "/__manifest?paths=%2Fclaim%2C%2Fsubrogation&version=ab12cd34",
    );
    expect(pagePathAndQuery("/claim?paths=%2Fclaim&version=ab12cd34")).toBe("/claim");
    expect(pagePathAndQuery("/x?utm_medium=cpc")).toBe("/x");
    expect(pagePathAndQuery("/x?")).toBe("/x");
    expect(pagePathAndQuery("/x?%E0%A4=1&RO%5Fcode=2")).toBe("/x?RO%5Fcode=2");
    expect(pagePathAndQuery("/x")).toBe("/x");
  });

  it("drop every campaign and click id (spec 3)", () => {
    for (const name of ["utm_source", "utm_campaign", "utm_uniqueid", ...GOOGLE_CLICK_IDS, ...OTHER_CLICK_IDS]) {
      expect(PAGE_PARAMETERS.has(name), name).toBe(false);
      expect(pagePathAndQuery(`/?${name}=1`)).toBe("/");
    }
  });

  it("tell what was dropped, for a redirect to carry on", () => {
    expect(droppedParameters("/about-us/marathi?RO_code=R1&utm_source=g&gclid=2")).toEqual(["utm_source=g", "gclid=2"]);
    expect(droppedParameters("/about-us")).toEqual([]);
  });

  it("list every query parameter the app's code reads from an address", () => {
    const read = new Set<string>();
    for (const file of sourceFiles(path.resolve("app"))) {
      const text = fs.readFileSync(file, "utf8");
      for (const match of text.matchAll(/\b(?:searchParams|search)\.(?:get|getAll|has)\(\s*["']([^"']+)["']/g))
        read.add(match[1]!);
    }
    expect(read.has("RO_code")).toBe(true); // the scan finds what it looks for
    for (const name of read) expect(PAGE_PARAMETERS.has(name), `${name} is read but not in PAGE_PARAMETERS`).toBe(true);
  });
});
