import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cropTableSchema } from "@contracts/content/collections";
import { routeTable } from "~/routing/route-table";
import { CROP_PAGES, cropField, cropMenu, reshapeCropTable } from "./crop-content";

const seed = JSON.parse(fs.readFileSync(path.resolve("content/seed/fasalbimas.json"), "utf8")) as Record<
  string,
  unknown
>[];

const table = cropTableSchema.parse({
  columns: [
    { label: { en: "Season", hi: "मौसम", kn: "ಹಂಗಾಮು", as: "বতৰ" }, kind: "text" },
    { label: { en: "Farmers", hi: "किसान", kn: "ರೈತರು", as: "কৃষক" }, kind: "number" },
    { label: { en: "Cut-off", hi: "कट-ऑफ़", kn: "ಕೊನೆಯ ದಿನ", as: "কাট-অফ" }, kind: "date" },
  ],
  rows: [[{ en: "Kharif 2025", hi: "ख़रीफ़ 2025", kn: "ಮುಂಗಾರು 2025", as: "খাৰিফ ২০২৫" }, 1234567.5, "2025-07-31"]],
});

describe("crop page tables", () => {
  it("format numbers with Indian grouping and dates in the page's language", () => {
    expect(reshapeCropTable(table, "en").rows[0]!.cells).toEqual(["Kharif 2025", "12,34,567.5", "31 July 2025"]);
    expect(reshapeCropTable(table, "kn").rows[0]!.cells[1]).toBe("12,34,567.5");
    const assamese = reshapeCropTable(table, "as");
    expect(assamese.columns.map((c) => c.label)).toEqual(["বতৰ", "কৃষক", "কাট-অফ"]);
    expect(assamese.rows[0]!.cells[1]).toBe("১২,৩৪,৫৬৭.৫");
    expect(assamese.rows[0]!.dateTimes).toEqual([null, null, "2025-07-31"]);
    expect(reshapeCropTable(table, "hi").columns.map((c) => c.numeric)).toEqual([false, true, false]);
  });

  it("refuse a row whose cells do not fit their columns", () => {
    const bad = { columns: table.columns, rows: [["2025-07-31", 12, "text"]] };
    expect(cropTableSchema.safeParse(bad).success).toBe(false);
    expect(cropTableSchema.safeParse({ ...bad, rows: [[table.rows[0]![0], 1]] }).success).toBe(false);
  });
});

describe("crop page text", () => {
  it("reads the Assamese field and falls back to English only where a language's is empty", () => {
    const entry = { title_en: "Claims", title_hi: "दावे", title_kannad: "", title_assamese: "দাবী" };
    expect(cropField(entry, "title", "as")).toBe("দাবী");
    expect(cropField(entry, "title", "hi")).toBe("दावे");
    expect(cropField(entry, "title", "kn")).toBe("Claims");
  });

  it("seeds every crop page with sections in all four languages, every table valid", () => {
    const cropPages = routeTable.filter((r) => r.crop);
    expect(cropPages.map((r) => r.path).sort()).toEqual(CROP_PAGES.map((p) => p.path).sort());
    for (const route of cropPages) {
      const sections = seed.filter((s) => s.page === route.page);
      expect(sections.length, route.page).toBeGreaterThan(0);
      for (const s of sections) {
        for (const suffix of ["_en", "_hi", "_kannad", "_assamese"])
          expect(s[`title${suffix}`], route.page).toBeTruthy();
        if (s.table) expect(cropTableSchema.safeParse(s.table).success, route.page).toBe(true);
      }
    }
    // the tables the issue names: cut-off dates, claim summary and business statistics
    for (const page of ["pmfby-enrolment-process", "pmfby-claim-summary", "pmfby-business-statistics"])
      expect(seed.some((s) => s.page === page && s.table)).toBe(true);
  });

  it("menus the nine pages in the page's language, marking the current one", () => {
    const menu = cropMenu("/claimprocess", "as");
    expect(menu).toHaveLength(9);
    expect(menu.filter((m) => m.current).map((m) => m.href)).toEqual(["/claimprocess/assamese"]);
  });
});
