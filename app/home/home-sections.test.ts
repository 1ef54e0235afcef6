/**
 * The issue-16 home sections' rules (decision 069) over the real seed: campaign banners only in
 * their window and on their placement, "Our reach" numbers from the locators' counts (never the
 * entries), videos with captions in the page's language first, and every seeded entry complete in
 * English, Hindi and Kannada.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Entry, Media } from "@contracts/content/entry-types";
import { testEntry } from "@contracts/content/test-entry";
import type { LocationReach } from "@contracts/locations/location-service";
import { bannerIsLive, liveBanners } from "~/content/campaign-banners";
import { reshapeHomeVideos, reshapeOurReach } from "./home-sections";

const seed = <T>(name: string): T[] => JSON.parse(fs.readFileSync(path.resolve("content/seed", name), "utf8")) as T[];
type Raw = Record<string, unknown> & { id: number };
const media = (url: string, mime = "video/mp4"): Media => ({
  id: 1,
  name: url,
  alternativeText: "",
  width: 640,
  height: 360,
  mime,
  size: 1,
  url,
  formats: null,
});

const bannerEntries = seed<Raw>("banners.json").map((raw) =>
  testEntry("banners", { ...(raw as Partial<Entry<"banners">>), Image: null }),
);
const ist = (local: string) => new Date(`${local}+05:30`);

describe("campaign banners", () => {
  it("shows a banner from its start until its end, India time, and never outside", () => {
    const b = testEntry("banners", { starts_at: "2026-10-01T00:00:00+05:30", ends_at: "2026-12-16T00:00:00+05:30" });
    expect(bannerIsLive(b, ist("2026-09-30T23:59:59"))).toBe(false);
    expect(bannerIsLive(b, ist("2026-10-01T00:00:00"))).toBe(true);
    expect(bannerIsLive(b, ist("2026-12-15T23:59:59"))).toBe(true);
    expect(bannerIsLive(b, ist("2026-12-16T00:00:00"))).toBe(false);
    // 15 December 20:00 UTC is already 16 December in India
    expect(bannerIsLive(b, new Date("2026-12-15T20:00:00Z"))).toBe(false);
    expect(
      bannerIsLive(testEntry("banners", { starts_at: "", ends_at: "not a date" }), ist("2026-11-27T12:00:00")),
    ).toBe(false);
  });

  it("on 27 November 2026 the home page has the seeded current campaigns and not the monsoon one", () => {
    const now = ist("2026-11-27T12:00:00");
    const home = liveBanners(bannerEntries, "home", "en", now);
    const seededHome = bannerEntries.filter((b) => b.placement === "home");
    expect(home.map((b) => b.id)).toEqual(seededHome.filter((b) => bannerIsLive(b, now)).map((b) => b.id));
    expect(home.length).toBeGreaterThanOrEqual(2);
    expect(seededHome.some((b) => !bannerIsLive(b, now))).toBe(true);
    expect(home.map((b) => b.headline).join(" ")).not.toMatch(/monsoon/i);
    // a placement shows only its own
    const retail = liveBanners(bannerEntries, "retail", "hi", now);
    expect(retail.map((b) => b.id)).toEqual(bannerEntries.filter((b) => b.placement === "retail").map((b) => b.id));
    expect(retail[0]?.link.href).toBe("/health-insurance/hindi");
    // an unpublished one never shows
    const hidden = bannerEntries.map((b) => ({ ...b, publish: false }));
    expect(liveBanners(hidden, "home", "en", now)).toEqual([]);
  });

  it("in July 2026 the monsoon campaign is live and the tax one is not", () => {
    const ids = liveBanners(bannerEntries, "home", "kn", ist("2026-07-15T09:00:00")).map((b) => b.headline);
    expect(ids.join(" ")).toContain("ಎಂಜಿನ್");
    expect(ids.join(" ")).not.toContain("80D");
  });
});

describe("our reach", () => {
  const entries = seed<Raw>("ourreaches.json").map((raw) =>
    testEntry("ourreaches", raw as Partial<Entry<"ourreaches">>),
  );
  const reach: LocationReach = {
    counts: { branches: 160, cities: 120, states: 31, hospitals: 10800, garages: 1234567 },
    states: [{ code: "KA", name: "Karnataka", hi: "कर्नाटक", kn: "ಕರ್ನಾಟಕ", branches: 12 }],
  };

  it("numbers each tile from the locators' counts, in the page's grouping", () => {
    const en = reshapeOurReach(entries, reach, "en");
    expect(en.tiles.map((t) => t.measure)).toEqual(["branches", "cities", "states", "hospitals", "garages"]);
    expect(en.tiles.map((t) => t.number)).toEqual(["160", "120", "31", "10,800", "12,34,567"]);
    expect(reshapeOurReach(entries, reach, "kn").tiles.at(-1)?.number).toBe("12,34,567");
    expect(reshapeOurReach(entries, reach, "hi").tiles[3]?.link.href).toBe(
      "/contact-us/cashless-hospitals-networks/hindi",
    );
    expect(en.states).toEqual([{ code: "KA", name: "Karnataka", branches: "12", href: "/contact-us/branch?state=KA" }]);
    expect(reshapeOurReach(entries, reach, "kn").states[0]?.name).toBe("ಕರ್ನಾಟಕ");
  });

  it("shows no tile without counts, and none for a measure the locators cannot count", () => {
    expect(reshapeOurReach(entries, null, "en")).toEqual({ tiles: [], states: [] });
    const odd = [testEntry("ourreaches", { id: 9, measure: "customers", title_en: "Customers", publish: true })];
    expect(reshapeOurReach(odd, reach, "en").tiles).toEqual([]);
    const draft = entries.map((e) => ({ ...e, publish: false }));
    expect(reshapeOurReach(draft, reach, "en").tiles).toEqual([]);
  });
});

describe("home videos", () => {
  it("offers the page's language's captions first and its transcript", () => {
    const entry = testEntry("homevideos", {
      title_en: "How to",
      title_hi: "कैसे",
      Video: media("/v.mp4"),
      Poster: media("/p.png", "image/png"),
      Captions_en: media("/v.en.vtt", "text/vtt"),
      Captions_hi: media("/v.hi.vtt", "text/vtt"),
      Captions_kannad: media("/v.kn.vtt", "text/vtt"),
      transcript_en: "One.\nTwo.",
      transcript_hi: "एक।\nदो।",
      duration_seconds: 24,
      publish: true,
    });
    const phrases = { home_videos_seconds_one: "{count} सेकंड", home_videos_seconds_other: "{count} सेकंड" };
    const [hi] = reshapeHomeVideos([entry], "hi", phrases);
    expect(hi?.duration).toBe("24 सेकंड");
    expect(hi?.captions.map((c) => c.lang)).toEqual(["hi", "en", "kn"]);
    expect(hi?.transcript).toEqual(["एक।", "दो।"]);
    expect(hi?.title).toBe("कैसे");
    expect(reshapeHomeVideos([{ ...entry, publish: false }], "en", phrases)).toEqual([]);
  });
});

describe("seeded entries", () => {
  const fieldsOf: Record<string, string[]> = {
    "ourreaches.json": ["title", "description"],
    "banners.json": ["headline", "text", "cta_label"],
    "homevideos.json": ["title", "description", "transcript"],
  };
  for (const [file, bases] of Object.entries(fieldsOf)) {
    it(`${file}: every entry in English, Hindi and Kannada`, () => {
      const entries = seed<Raw>(file);
      expect(entries.length).toBeGreaterThanOrEqual(3);
      for (const entry of entries) {
        for (const base of bases) {
          for (const suffix of ["_en", "_hi", "_kannad"]) {
            const value = entry[`${base}${suffix}`];
            expect(typeof value === "string" && value.trim().length > 0, `${file} #${entry.id} ${base}${suffix}`).toBe(
              true,
            );
          }
          expect(entry[`${base}_hi`]).toMatch(/[\u0900-\u097F]/);
          expect(entry[`${base}_kannad`]).toMatch(/[\u0C80-\u0CFF]/);
        }
        if (file === "homevideos.json") {
          const lines = (l: string) => String(entry[`transcript${l}`]).split("\n").length;
          expect(lines("_hi")).toBe(lines("_en"));
          expect(lines("_kannad")).toBe(lines("_en"));
        }
      }
    });
  }
});
