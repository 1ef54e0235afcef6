/**
 * The motor and travel premium and quote API over HTTP (issue 12,
 * docs/site-api.md "Premiums and quotes"), on PGlite and on PostgreSQL when
 * available: the published rules priced from the catalogue and the RTO
 * list, bad input 400 with the field (never 5xx, fuzzed), quotes re-priced
 * and stored with a call-back lead, motor and travel tables published by an
 * editor.
 */
import path from "node:path";
import fs from "node:fs";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type TestDatabase } from "./fixtures/content-fixtures.ts";
import { startLeadApi, type LeadApi } from "./fixtures/lead-fixtures.ts";
import { seedRatingTables } from "../../server/rating/rating-store.ts";
import { seedCatalogue } from "../../server/motor/catalogue.ts";
import { quotes } from "../../server/health/health.schema.ts";
import { leads } from "../../server/lead/lead.schema.ts";

const EDITOR_TOKEN = "editor-token-for-motor-tests";
const vehicles = JSON.parse(fs.readFileSync(path.resolve("content/seed/catalogue/motor/vehicles.json"), "utf8"));
const swift = (() => {
  const make = vehicles.makes.find((m: { key: string }) => m.key === "maruti-suzuki");
  const model = make.models[0];
  const variant = model.variants.find((v: { cc?: number }) => v.cc);
  return { id: `${make.key}/${model.key}/${variant.key}`, ...variant };
})();
const car = {
  vehicleType: "car",
  policyType: "comprehensive",
  cc: 1197,
  exShowroomPrice: 649000,
  registrationDate: "2024-08-20",
  rtoCode: "MH02",
  previousNcb: 20,
  claimLastYear: false,
  addons: [],
};
const trip = { tripType: "single", region: "asia", days: 7, travellers: [30], sumInsured: 50000 };

for (const backend of backends) {
  describe.skipIf(!backend.available)(`motor and travel API on ${backend.name}`, () => {
    let test: TestDatabase;
    let api: LeadApi;
    let base = "";
    let mobile = 9_500_000_000 + (process.pid % 1000) * 1000;

    const call = async (method: string, route: string, body?: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}${route}`, {
        method,
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9", ...headers },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    };

    beforeAll(async () => {
      test = await backend.open();
      await seedRatingTables(test.database.db, path.resolve("content/seed"));
      await seedCatalogue(test.database.db, path.resolve("content/seed"));
      api = await startLeadApi(test.database, { CONTENT_EDITOR_TOKEN: EDITOR_TOKEN });
      base = api.base;
    });
    afterAll(async () => {
      await api?.close();
      await test?.dispose();
    });

    it("prices a car in Mumbai by the published rules, itemised", async () => {
      const answer = await call("POST", "/motor/premiums", car);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ zone: "A", thirdParty: 3416, paOwnerDriver: 750, ncbPercent: 25 });
      const { breakdown, totalPremium } = answer.body;
      expect(breakdown.reduce((s: number, l: { amount: number }) => s + l.amount, 0)).toBe(totalPremium);
      // the same car registered in a zone B office pays less own damage
      const lucknow = await call("POST", "/motor/premiums", { ...car, rtoCode: "UP32" });
      expect(lucknow.body.zone).toBe("B");
      expect(lucknow.body.ownDamage).toBeLessThan(answer.body.ownDamage);
    });

    it("takes a catalogue variant for cc and price", async () => {
      const answer = await call("POST", "/motor/premiums", {
        ...car,
        cc: undefined,
        exShowroomPrice: undefined,
        variantId: swift.id,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.vehicle).toMatchObject({ cc: swift.cc, exShowroomPrice: swift.exShowroomPrice });
      const wrong = await call("POST", "/motor/premiums", { ...car, variantId: "no-make/none/none" });
      expect(wrong).toMatchObject({ status: 400, body: { field: "variantId" } });
    });

    it("answers bad input 400 with the field and a message, never 5xx", async () => {
      const cases: [unknown, string][] = [
        [{ ...car, previousNcb: 30 }, "previousNcb"],
        [{ ...car, rtoCode: "MH99" }, "rtoCode"],
        [{ ...car, rtoCode: "QQ01" }, "rtoCode"],
        [{ ...car, registrationDate: "2024-13-01" }, "registrationDate"],
        [{ ...car, policyType: "own-damage" }, "thirdPartyActive"],
        [{ ...car, addons: ["return_to_invoice"], registrationDate: "2021-01-01" }, "addons"],
        [{ ...car, idv: 1 }, "idv"],
        [{ ...trip }, "vehicleType"],
      ];
      for (const [body, field] of cases) {
        const answer = await call("POST", "/motor/premiums", body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.field).toBe(field);
        expect(typeof answer.body.message).toBe("string");
      }
      expect((await call("POST", "/motor/premiums", "{not json")).status).toBe(400);
      const travel = await call("POST", "/travel/premiums", { ...trip, travellers: [30, 200] });
      expect(travel).toMatchObject({ status: 400, body: { field: "travellers" } });
    });

    it("never answers 5xx to anything a visitor can send", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            vehicleType: fc.oneof(fc.constantFrom("car", "bike"), fc.anything()),
            policyType: fc.oneof(fc.constantFrom("comprehensive", "third-party", "own-damage"), fc.string()),
            cc: fc.oneof(fc.integer({ min: -10, max: 10_000 }), fc.double(), fc.constant(undefined)),
            kw: fc.oneof(fc.double({ min: 0, max: 2000 }), fc.constant(undefined)),
            exShowroomPrice: fc.oneof(fc.integer({ min: 0, max: 200_000_000 }), fc.constant(undefined)),
            registrationDate: fc.oneof(
              fc
                .date({ min: new Date("1990-01-01"), max: new Date("2027-12-31"), noInvalidDate: true })
                .map((d) => d.toISOString().slice(0, 10)),
              fc.string(),
            ),
            rtoCode: fc.oneof(fc.constantFrom("MH02", "KA01", "UP32", "DL01", "ZZ01"), fc.string()),
            previousNcb: fc.constantFrom(0, 20, 25, 35, 45, 50, 15),
            claimLastYear: fc.oneof(fc.boolean(), fc.string()),
            addons: fc.subarray([
              "zero_depreciation",
              "engine_guard",
              "return_to_invoice",
              "consumables",
              "roadside_assistance",
              "x",
            ]),
            idv: fc.oneof(fc.integer(), fc.constant(undefined)),
            thirdPartyActive: fc.oneof(fc.boolean(), fc.constant(undefined)),
            previousPolicy: fc.oneof(fc.constantFrom("active", "lapsed", "none"), fc.constant(undefined)),
          }),
          async (body) => {
            const answer = await call("POST", "/motor/premiums", body);
            expect([200, 400]).toContain(answer.status);
          },
        ),
        { numRuns: 60 },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            tripType: fc.constantFrom("single", "annual", "x"),
            region: fc.constantFrom("asia", "worldwide", "worldwide-excl-us-canada", "mars"),
            days: fc.oneof(fc.integer({ min: -5, max: 400 }), fc.string()),
            travellers: fc.array(fc.oneof(fc.integer({ min: -1, max: 120 }), fc.string()), { maxLength: 8 }),
            sumInsured: fc.constantFrom(50000, 100000, 250000, 500000, 1),
          }),
          async (body) => {
            const answer = await call("POST", "/travel/premiums", body);
            expect([200, 400]).toContain(answer.status);
          },
        ),
        { numRuns: 40 },
      );
    });

    it("saves a motor quote, re-priced on the server, with a call-back lead", async () => {
      const number = String(mobile++);
      const answer = await call("POST", "/quotes", {
        product: "motor",
        parameters: car,
        registration: "mh 02 ab 1234",
        name: "Ravi Kumar",
        mobile: number,
        totalPremium: 1,
      });
      expect(answer.status).toBe(201);
      expect(answer.body.quoteNo).toMatch(/^MQ\d{8}$/);
      expect(answer.body.url).toBe(`/cardetails/${answer.body.identifier}`);
      const [row] = await test.database.db.select().from(quotes).where(eq(quotes.quoteNo, answer.body.quoteNo));
      expect(row).toMatchObject({ product: "motor", mobile: number });
      expect((row!.parameters as { registration: string }).registration).toBe("MH02AB1234");
      expect(row!.premium).toBeGreaterThan(10_000);
      const lead = await test.database.db.select().from(leads).where(eq(leads.id, row!.leadId!));
      expect(lead).toHaveLength(1);
      const bad = await call("POST", "/quotes", {
        product: "motor",
        parameters: car,
        registration: "XY02AB1234",
        name: "Ravi Kumar",
        mobile: number,
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ field: "registration", message: "XY is not a state or union territory code" });
    });

    it("prices and saves a travel quote for the chosen plan", async () => {
      const answer = await call("POST", "/travel/premiums", { ...trip, travellers: [40, 38, 8] });
      expect(answer.status).toBe(200);
      const keys = answer.body.plans.map((p: { productKey: string }) => p.productKey);
      expect(keys).toContain("travel-family");
      expect(keys).not.toContain("travel-solo");
      const saved = await call("POST", "/quotes", {
        product: "travel",
        parameters: { ...trip, travellers: [40, 38, 8] },
        planKey: "travel-family",
        name: "Meera Iyer",
        mobile: String(mobile++),
      });
      expect(saved.status).toBe(201);
      expect(saved.body).toMatchObject({ quoteNo: expect.stringMatching(/^TQ\d{8}$/) });
      const unknownPlan = await call("POST", "/quotes", {
        product: "travel",
        parameters: trip,
        planKey: "travel-family-x",
        name: "Meera Iyer",
        mobile: String(mobile++),
      });
      expect(unknownPlan).toMatchObject({ status: 400, body: { field: "planKey" } });
    });

    it("lets an editor publish a motor table, refuses a broken one", async () => {
      const table = JSON.parse(fs.readFileSync(path.resolve("content/seed/rating/motor/0001.json"), "utf8"));
      const auth = { authorization: `Bearer ${EDITOR_TOKEN}` };
      const broken = {
        ...table,
        version: 2,
        ownDamage: {
          ...table.ownDamage,
          car: {
            ...table.ownDamage.car,
            rates: {
              ...table.ownDamage.car.rates,
              A: [
                [9, 1, 1],
                [1, 1, 1],
                [1, 1, 1],
              ],
            },
          },
        },
      };
      expect((await call("POST", "/rating-tables/motor", broken, auth)).status).toBe(400);
      expect((await call("POST", "/rating-tables/motor", { ...table, version: 2 })).status).toBe(401);
      expect((await call("POST", "/rating-tables/cattle", table, auth)).status).toBe(404);
      const published = await call(
        "POST",
        "/rating-tables/motor",
        { ...table, version: 2, effectiveFrom: "2026-01-01", paOwnerDriver: { sumInsured: 1500000, premium: 700 } },
        auth,
      );
      expect(published).toMatchObject({ status: 201, body: { version: 2 } });
      await expect.poll(async () => (await call("POST", "/motor/premiums", car)).body.paOwnerDriver).toBe(700);
    });
  });
}
