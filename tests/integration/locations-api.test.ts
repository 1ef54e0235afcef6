/**
 * `GET /api/locations` over the real locator seed (issue 15, decision 055),
 * on PGlite and on PostgreSQL when available: filters, nearest first against
 * distances computed here from the seed files, pagination, a pincode search,
 * an editor's write reaching the index, 400 for bad parameters and never a
 * 5xx for 1,000 malformed query strings.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type TestDatabase } from "./fixtures/content-fixtures.ts";
import { seedContent } from "../../server/content/seed.ts";
import { createContentService, type ContentService } from "../../server/content/content-service.ts";
import { editorGuard } from "../../server/content/content-router.ts";
import { inProcessContentSource } from "../../server/content/in-process-source.ts";
import { createLocationDirectory } from "../../server/locations/location-directory.ts";
import { loadPincodeDirectory } from "../../server/locations/pincode-directory.ts";
import { createLocationRouter } from "../../server/locations/location-router.ts";
import type { LocationAnswer } from "@contracts/locations/location-rules";
import type { LocationDirectory } from "@contracts/locations/location-service";

const SEED = path.resolve("content/seed");
const EDITOR_TOKEN = "editor-token-for-location-tests";
const COLLECTIONS = ["states", "cities", "branches", "garages", "hospitals"] as const;
type Raw = {
  id: number;
  name: string;
  lat: number;
  lng: number;
  pincode: string;
  city: number;
  state: number;
  specialities?: string[];
  makes?: string[];
  preferred?: boolean;
};
const raw = Object.fromEntries(
  COLLECTIONS.map((c) => [c, JSON.parse(fs.readFileSync(path.join(SEED, `${c}.json`), "utf8")) as Raw[]]),
) as Record<(typeof COLLECTIONS)[number], Raw[]>;

/** Written here again, not imported, so the test checks the server's distances independently. */
function km(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const r = (d: number) => (d * Math.PI) / 180;
  const x =
    Math.sin(r(bLat - aLat) / 2) ** 2 + Math.cos(r(aLat)) * Math.cos(r(bLat)) * Math.sin(r(bLng - aLng) / 2) ** 2;
  return 12742 * Math.atan2(Math.sqrt(x), Math.sqrt(1 - x));
}

for (const backend of backends) {
  describe.skipIf(!backend.available)(`GET /api/locations (${backend.name})`, () => {
    let db: TestDatabase;
    let content: ContentService;
    let server: Server;
    let base: string;
    let seedRoot: string;
    let directory: LocationDirectory;

    beforeAll(async () => {
      seedRoot = fs.mkdtempSync(path.join(os.tmpdir(), "locations-seed-"));
      for (const c of COLLECTIONS) fs.copyFileSync(path.join(SEED, `${c}.json`), path.join(seedRoot, `${c}.json`));
      db = await backend.open();
      await seedContent(db.database, { seedDir: seedRoot, publicDir: path.resolve("public") });
      content = await createContentService({
        database: db.database,
        editorGuard: editorGuard({
          token: EDITOR_TOKEN,
          db: db.database.db,
          hashKey: async () => Buffer.alloc(32, 7),
          usesPerMinute: 10_000,
          failuresPerAddress: 10_000,
        }),
      });
      directory = createLocationDirectory({
        content: inProcessContentSource(content.store),
        pincodes: loadPincodeDirectory(SEED),
        contentVersion: () => content.store.version,
      });
      const app = express();
      app.use("/api", createLocationRouter(directory));
      app.use("/content", content.router);
      server = await new Promise<Server>((resolve) => {
        const s = app.listen(0, "127.0.0.1", () => resolve(s));
      });
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }, 120_000);

    afterAll(async () => {
      await new Promise((resolve) => server?.close(resolve));
      await content?.close();
      await db?.dispose();
      fs.rmSync(seedRoot, { recursive: true, force: true });
    });

    async function search(query: string): Promise<{ status: number; body: LocationAnswer & { message?: string } }> {
      const response = await fetch(`${base}/api/locations?${query}`);
      return { status: response.status, body: (await response.json()) as LocationAnswer & { message?: string } };
    }

    it("seeds a network of real size over every state and union territory", () => {
      expect(raw.branches.length).toBeGreaterThanOrEqual(150);
      expect(raw.garages.length).toBeGreaterThanOrEqual(500);
      expect(raw.hospitals.length).toBeGreaterThanOrEqual(1000);
      expect(raw.states).toHaveLength(36);
      for (const type of ["branches", "garages", "hospitals"] as const) {
        expect(new Set(raw[type].map((p) => p.state)).size).toBe(36);
      }
    });

    it("answers nearest first from a point, with the distances computed here", async () => {
      const [lat, lng] = [18.5204, 73.8567];
      const { status, body } = await search(`type=hospital&lat=${lat}&lng=${lng}&limit=20`);
      expect(status).toBe(200);
      expect(body.total).toBe(raw.hospitals.length);
      const expected = raw.hospitals
        .map((h) => ({ id: h.id, d: km(lat, lng, h.lat, h.lng) }))
        .sort((a, b) => a.d - b.d)
        .slice(0, 20);
      expect(body.results.map((r) => r.id)).toEqual(expected.map((e) => e.id));
      body.results.forEach((r, i) => expect(r.distanceKm).toBeCloseTo(expected[i]!.d, 1));
      expect(body.origin).toEqual({ lat, lng, from: "point" });
    });

    it("pages through the nearest-first order without gaps or repeats", async () => {
      const all = await search("type=garage&lat=12.97&lng=77.59&limit=50&page=1");
      const first = await search("type=garage&lat=12.97&lng=77.59&limit=10&page=1");
      const third = await search("type=garage&lat=12.97&lng=77.59&limit=10&page=3");
      expect(first.body.results.map((r) => r.id)).toEqual(all.body.results.slice(0, 10).map((r) => r.id));
      expect(third.body.results.map((r) => r.id)).toEqual(all.body.results.slice(20, 30).map((r) => r.id));
      const beyond = await search("type=garage&lat=12.97&lng=77.59&limit=50&page=200");
      expect(beyond.status).toBe(200);
      expect(beyond.body.results).toEqual([]);
    });

    it("filters by city, state, speciality, make, preferred network and free text", async () => {
      const pune = raw.cities.find((c) => c.name === "Pune")!;
      const city = await search("type=hospital&city=pune&limit=50");
      expect(city.body.total).toBe(raw.hospitals.filter((h) => h.city === pune.id).length);
      expect(city.body.results.every((r) => r.city === "Pune")).toBe(true);

      const kerala = raw.states.find((s) => (s as unknown as { name_en: string }).name_en === "Kerala")!;
      const state = await search("type=branch&state=Kerala&limit=50");
      expect(state.body.total).toBe(raw.branches.filter((b) => b.state === kerala.id).length);
      const byCode = await search("type=branch&state=KL&limit=50");
      expect(byCode.body.total).toBe(state.body.total);

      const cardio = await search("type=hospital&speciality=cardiology&preferred=true&limit=50");
      expect(cardio.body.total).toBe(
        raw.hospitals.filter((h) => h.specialities!.includes("cardiology") && h.preferred).length,
      );
      const make = raw.garages[0]!.makes![0]!;
      const makes = await search(`type=garage&make=${encodeURIComponent(make.toUpperCase())}&limit=50`);
      expect(makes.body.total).toBe(raw.garages.filter((g) => g.makes!.includes(make)).length);
      expect(makes.body.results.every((r) => r.makes!.includes(make))).toBe(true);

      const name = raw.hospitals[5]!.name;
      const text = await search(`q=${encodeURIComponent(name.toLowerCase())}`);
      expect(text.body.results.map((r) => r.id)).toContain(raw.hospitals[5]!.id);
      const none = await search("q=zzzzqqq");
      expect(none.body).toMatchObject({ total: 0, results: [] });
    });

    it("searches from a pincode's post office, nearest first; an unknown pincode finds the places in it", async () => {
      const pin = raw.branches[3]!.pincode;
      const { body } = await search(`type=branch&pincode=${pin}`);
      expect(body.origin?.from).toBe("pincode");
      expect(body.results[0]!.pincode).toBe(pin);
      const distances = body.results.map((r) => r.distanceKm!);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      const unknown = await search("type=branch&pincode=999999");
      expect(unknown.body).toMatchObject({ total: 0, origin: null });
    });

    it("sees an editor's writes through the content API in the next search", async () => {
      const editor = { authorization: `Bearer ${EDITOR_TOKEN}`, "content-type": "application/json" };
      const id = raw.hospitals[0]!.id;
      const before = await search("type=hospital&lat=34.0&lng=-20.0&limit=1");
      expect(before.body.results[0]!.id).not.toBe(id);
      const put = await fetch(`${base}/content/hospitals/${id}`, {
        method: "PUT",
        headers: editor,
        body: JSON.stringify({ lat: 34.0, lng: -20.0 }),
      });
      expect(put.status).toBe(200);
      const moved = await search("type=hospital&lat=34.0&lng=-20.0&limit=1");
      expect(moved.body.results[0]).toMatchObject({ id, distanceKm: 0 });

      // a new garage, written as the insurer's other clients write one, is found; deleted, it is gone
      const created = await fetch(`${base}/content/garages`, {
        method: "POST",
        headers: editor,
        body: JSON.stringify({
          name: "Zeta Test Motors",
          slug: "zeta-test-motors",
          address: "1, Test Road",
          city: raw.cities[0]!.id,
          state: raw.cities[0]!.state,
          pincode: "560001",
          lat: 12.97,
          lng: 77.59,
          makes: ["Tata"],
        }),
      });
      expect(created.status).toBe(200);
      const garage = (await created.json()) as { id: number };
      expect((await search("q=zeta+test")).body.results.map((r) => r.id)).toEqual([garage.id]);
      const removed = await fetch(`${base}/content/garages/${garage.id}`, { method: "DELETE", headers: editor });
      expect(removed.status).toBe(200);
      expect((await search("q=zeta+test")).body.total).toBe(0);
      // without the token, no write
      const refused = await fetch(`${base}/content/garages`, { method: "POST", body: "{}" });
      expect(refused.status).toBeGreaterThanOrEqual(401);
    });

    it("lists every place's own address for the sitemap", async () => {
      const addresses = await directory.placeAddresses();
      expect(addresses.length).toBe(raw.branches.length + raw.garages.length + raw.hospitals.length);
      expect(addresses).toContainEqual(
        expect.objectContaining({
          type: "branch",
          path: `/contact-us/branch/${(raw.branches[0] as unknown as { slug: string }).slug}`,
        }),
      );
    });

    it("answers 400 naming the parameter for bad input", async () => {
      const cases: [string, RegExp][] = [
        ["type=shop", /type must be one of/],
        ["lat=19.1", /lat and lng together/],
        ["lat=91&lng=72", /lat must be between/],
        ["lat=abc&lng=72", /lat must be a decimal/],
        ["pincode=012345", /pincode is 6 digits/],
        ["limit=0", /limit must be a whole number/],
        ["limit=51", /limit must be a whole number/],
        ["page=-1", /page must be a whole number/],
        ["speciality=magic", /speciality must be one of/],
        ["type=garage&type=branch", /Give type once/],
        [`q=${"x".repeat(81)}`, /at most 80 characters/],
        ["city=%01", /control characters/],
      ];
      for (const [query, message] of cases) {
        const { status, body } = await search(query);
        expect(status, query).toBe(400);
        expect(body.message, query).toMatch(message);
      }
    });

    it("never answers 5xx to malformed query strings", async () => {
      const keys = [
        "type",
        "q",
        "city",
        "state",
        "pincode",
        "speciality",
        "make",
        "preferred",
        "lat",
        "lng",
        "radius",
        "limit",
        "page",
        "x",
      ];
      const part = fc.tuple(
        fc.constantFrom(...keys),
        fc.oneof(fc.string(), fc.constantFrom("%", "%zz", "1e9", "-0", "NaN", "[]", "a[b]=c")),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(part, { maxLength: 6 }), fc.string(), async (pairs, junk) => {
          const query = pairs.map(([k, v]) => `${k}=${v.includes("%") ? v : encodeURIComponent(v)}`).join("&") + junk;
          const response = await fetch(`${base}/api/locations?${query.replace(/#/g, "%23")}`);
          expect(response.status).toBeLessThan(500);
          await response.body?.cancel();
        }),
        { numRuns: 1000 },
      );
    }, 120_000);
  });
}
