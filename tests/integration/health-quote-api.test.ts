/**
 * The health premium and quote API over HTTP (issue 11, docs/site-api.md
 * "Premiums and quotes"), on PGlite and on PostgreSQL when TEST_DATABASE_URL
 * is set: premiums on the rating table in effect, bad input 400 with the
 * field (never 5xx), quotes re-priced and stored with a call-back lead, a
 * new table version published by an editor while saved quotes keep theirs.
 */
import path from "node:path";
import fs from "node:fs";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type TestDatabase } from "./fixtures/content-fixtures.ts";
import { startLeadApi, type LeadApi } from "./fixtures/lead-fixtures.ts";
import { seedRatingTables } from "../../server/rating/rating-store.ts";
import { quotes } from "../../server/health/health.schema.ts";
import { leads, leadOutbox } from "../../server/lead/lead.schema.ts";

const EDITOR_TOKEN = "editor-token-for-health-tests";
const family = { age: 34, members: ["Self", "Spouse", "Daughter"], si: "3-5", city_type: 1, coverage: [5] };
const seededTable = JSON.parse(fs.readFileSync(path.resolve("content/seed/rating/health/0002.json"), "utf8"));

for (const backend of backends) {
  describe.skipIf(!backend.available)(`health quote API on ${backend.name}`, () => {
    let test: TestDatabase;
    let api: LeadApi;
    let base = "";
    let mobile = 9_700_000_000 + (process.pid % 1000) * 1000;

    const call = async (method: string, route: string, body?: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}${route}`, {
        method,
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7", ...headers },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    };

    beforeAll(async () => {
      test = await backend.open();
      await seedRatingTables(test.database.db, path.resolve("content/seed"));
      api = await startLeadApi(test.database, { CONTENT_EDITOR_TOKEN: EDITOR_TOKEN, QUOTE_RATE_LIMIT_PER_MOBILE: "3" });
      base = api.base;
    });
    afterAll(async () => {
      await api?.close();
      await test?.dispose();
    });

    it("prices every plan the answers allow, cheapest first, itemised", async () => {
      const answer = await call("POST", "/health/premiums", family);
      expect(answer.status).toBe(200);
      const { plans, ratingVersion } = answer.body;
      expect(ratingVersion).toBe(2);
      expect(plans.length).toBeGreaterThan(3);
      expect(new Set(plans.map((p: { productKey: string }) => p.productKey))).toContain("arogya-sanjeevani-policy");
      for (const plan of plans) {
        expect(plan.breakdown.reduce((s: number, l: { amount: number }) => s + l.amount, 0)).toBe(plan.totalPremium);
      }
    });

    it("answers bad input 400 with the field and a message", async () => {
      const cases: [unknown, string][] = [
        [{ ...family, age: 12 }, "age"],
        [{ ...family, members: ["Self", "Father"], age: 30 }, "age"],
        [{ ...family, members: [] }, "members"],
        [{ ...family, si: "2-3" }, "si"],
        [{ ...family, city_type: 9 }, "city_type"],
        [{ ...family, coverage: [] }, "coverage"],
      ];
      for (const [body, field] of cases) {
        const answer = await call("POST", "/health/premiums", body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.field).toBe(field);
        expect(answer.body.message).toMatch(/^[A-Z]/);
      }
      expect((await call("POST", "/health/premiums", "{not json")).status).toBe(400);
    });

    it("never answers 5xx, whatever the body", async () => {
      await fc.assert(
        fc.asyncProperty(fc.anything(), async (body) => {
          const answer = await fetch(`${base}/health/premiums`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body) ?? "null",
          });
          expect(answer.status).toBeLessThan(500);
        }),
        { numRuns: 60 },
      );
    });

    it("saves a quote re-priced on the server, with a call-back lead, and reads it back", async () => {
      const number = String(mobile++);
      const answer = await call("POST", "/quotes", {
        product: "health",
        parameters: { ...family, city_type: 3, pincode: "110001" },
        planKey: "arogya-supreme",
        name: "Asha Devi Rao",
        mobile: number,
        premium: 1,
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        quoteNo: expect.stringMatching(/^HQ\d{8}$/),
        crtdate: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      });
      expect(answer.body.url).toBe(`/health-step6?quote=${answer.body.identifier}`);

      const [row] = await test.database.db.select().from(quotes).where(eq(quotes.identifier, answer.body.identifier));
      const priced = await call("POST", "/health/premiums", { ...family, city_type: 1 });
      const supreme = priced.body.plans.find((p: { productKey: string }) => p.productKey === "arogya-supreme");
      // the pincode (Delhi, zone 1) decides the zone, not the city type sent; the browser's premium is ignored
      expect(row?.premium).toBe(supreme.totalPremium);
      expect(row?.leadId).toBeTruthy();
      const [lead] = await test.database.db.select().from(leads).where(eq(leads.id, row!.leadId!));
      expect(lead).toMatchObject({
        firstName: "Asha",
        middleName: "Devi",
        lastName: "Rao",
        mobile: number,
        product: "Arogya Supreme",
      });
      expect(await test.database.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, lead!.id))).toHaveLength(1);

      const read = await call("GET", `/quotes/${answer.body.identifier}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ quoteNo: answer.body.quoteNo, planKey: "arogya-supreme", ratingVersion: 2 });
      expect(JSON.stringify(read.body)).not.toContain(number);
      expect((await call("GET", "/quotes/AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    });

    it("refuses a quote with a plan the answers do not allow, and limits quotes per mobile", async () => {
      const number = String(mobile++);
      const body = {
        product: "health",
        parameters: { ...family, pincode: "560001" },
        name: "Ravi Kumar",
        mobile: number,
      };
      const wrong = await call("POST", "/quotes", { ...body, planKey: "no-such-plan" });
      expect(wrong).toMatchObject({ status: 400, body: { field: "planKey" } });
      const invalid = await call("POST", "/quotes", { ...body, mobile: "12345" });
      expect(invalid).toMatchObject({
        status: 400,
        body: { field: "mobile", message: "Mobile Number should be of 10 digit" },
      });
      for (let i = 0; i < 3; i++) expect((await call("POST", "/quotes", body)).status).toBe(201);
      const limited = await call("POST", "/quotes", body);
      expect(limited.status).toBe(429);
    });

    it("lets an editor publish a new version; new quotes use it, saved ones keep theirs", async () => {
      const number = String(mobile++);
      const body = {
        product: "health",
        parameters: { ...family, pincode: "781001" },
        name: "Meena Das",
        mobile: number,
      };
      const before = await call("POST", "/quotes", body);
      const editor = { authorization: `Bearer ${EDITOR_TOKEN}` };
      expect((await call("POST", "/rating-tables/health", { ...seededTable, version: 3 })).status).toBe(401);
      const stale = await call("POST", "/rating-tables/health", seededTable, editor);
      expect(stale).toMatchObject({ status: 400, body: { message: expect.stringContaining("above 2") } });
      const broken = structuredClone(seededTable);
      broken.version = 3;
      broken.ageBands[1].from = 40;
      expect((await call("POST", "/rating-tables/health", broken, editor)).status).toBe(400);

      const dearer = structuredClone(seededTable);
      dearer.version = 3;
      dearer.effectiveFrom = "2026-01-01";
      dearer.gstPercent = 5;
      expect(await call("POST", "/rating-tables/health", dearer, editor)).toMatchObject({
        status: 201,
        body: { version: 3 },
      });
      // the process re-reads the version in effect when told (NOTIFY) or after a minute; wait for it
      let version = 2;
      for (let i = 0; i < 50 && version !== 3; i++) {
        version = (await call("POST", "/health/premiums", family)).body.ratingVersion;
        if (version !== 3) await new Promise((r) => setTimeout(r, 100));
      }
      expect(version).toBe(3);
      expect((await call("GET", `/quotes/${before.body.identifier}`)).body.ratingVersion).toBe(2);
    });
  });
}
