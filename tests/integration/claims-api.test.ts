/**
 * Claim intimation and claim status over HTTP (issue 14, decision 056), on
 * PGlite and on PostgreSQL when available, against the demo policies and
 * claims: a claim registered in the records with its number before the
 * answer and an SMS sent; each refusal with its field; one answer for an
 * unknown and a mismatched record; limits per address and per identifier;
 * the HTTP adapter; and no 5xx for anything a visitor sends (fuzzed).
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import path from "node:path";
import { eq } from "drizzle-orm";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLAIM_FORMS } from "@contracts/claims/claim-forms";
import { CLAIM_MESSAGES, CLAIM_NUMBER_PATTERN } from "@contracts/claims/claim-rules";
import { indiaDay } from "@contracts/dates/india-day";
import { backends, type TestDatabase } from "./fixtures/content-fixtures.ts";
import { leadContent, TEST_PAYLOAD_KEY } from "./fixtures/lead-fixtures.ts";
import { startPolicyAdminStub } from "./fixtures/policy-admin-fixtures.ts";
import { createApiRouter, type ApiDependencies } from "../../server/api/api-router.ts";
import { loadConfig } from "../../server/config.ts";
import { siteKeys } from "../../server/crypto/site-keys.ts";
import type { Database } from "../../server/db/client.ts";
import { subjectDigest } from "../../server/http/rate-limit.ts";
import { smsOutbox } from "../../server/otp/otp.schema.ts";
import { claims } from "../../server/policy-admin/claims.schema.ts";
import { claimSubrogations } from "../../server/claims/subrogation.schema.ts";
import { serviceRequestOutbox, serviceRequests } from "../../server/service-requests/service-requests.schema.ts";
import { seedDemoClaims } from "../../server/policy-admin/demo-claims.ts";
import { seedDemoPolicies } from "../../server/policy-admin/demo-policies.ts";
import { httpPolicyAdmin } from "../../server/policy-admin/http-policy-admin.ts";

const INTIMATE = "/claims/intimations";
const STATUS = "/claims/status";

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
  headers: Headers;
  text: string;
}

interface TestSite {
  base: string;
  close(): Promise<void>;
}

async function startSite(database: Database, env: Record<string, string> = {}, deps: Partial<ApiDependencies> = {}) {
  const config = loadConfig({
    NODE_ENV: "test",
    PAYLOAD_AES_KEY: TEST_PAYLOAD_KEY,
    CLAIM_INTIMATION_RATE_LIMIT_PER_IP: "100000",
    CLAIM_LOOKUP_RATE_LIMIT_PER_IP: "100000",
    CLAIM_INTIMATION_RATE_LIMIT_PER_POLICY: "100000",
    CLAIM_LOOKUP_RATE_LIMIT_PER_CLAIM: "100000",
    ...env,
  });
  const keys = siteKeys(database.db, config);
  const app = express();
  app.set("trust proxy", true);
  app.use("/api", createApiRouter({ database, config, content: leadContent, keys, ...deps }));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const site: TestSite = {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return site;
}

async function post(site: TestSite, route: string, body: unknown, options: { ip?: string; raw?: boolean } = {}) {
  const response = await fetch(`${site.base}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": options.ip ?? "203.0.113.40" },
    body: options.raw ? (body as string) : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Answer["body"] = null;
  try {
    parsed = JSON.parse(text) as Answer["body"];
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed, headers: response.headers, text } satisfies Answer;
}

/** A day a few days ago, in India: inside the demo policies' periods of 2026-27. */
function daysAgo(days: number): string {
  const today = indiaDay();
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

const carAccident = () => ({
  line: "motor",
  identifyBy: "policy",
  policyNo: "mtr/2026/1004821 ",
  mobile: "9000010001",
  lossDate: daysAgo(2),
  lossTime: "18:45",
  place: "Andheri flyover, Mumbai",
  cause: "accident",
  description: "A bus scraped the left side of the car while changing lanes; both left doors are dented.",
});

for (const backend of backends) {
  describe.skipIf(!backend.available)(`claims API on ${backend.name}`, () => {
    let test: TestDatabase;
    let site: TestSite;

    beforeAll(async () => {
      test = await backend.open();
      await seedDemoPolicies(test.database.db, path.resolve("content/seed"));
      await seedDemoClaims(test.database.db, path.resolve("content/seed"));
      site = await startSite(test.database);
    });
    afterAll(async () => {
      await site?.close();
      await test?.dispose();
    });

    it("registers an intimation: 201 with a claim number, the claim in the records and an SMS sent", async () => {
      const ip = "203.0.113.41";
      const answer = await post(site, INTIMATE, carAccident(), { ip });
      expect(answer.status, answer.text).toBe(201);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      const claimNo = answer.body?.claimNo as string;
      expect(claimNo).toMatch(CLAIM_NUMBER_PATTERN);
      expect(answer.body).toMatchObject({ policyNo: "MT************21", mobile: "90******01", smsSent: true });
      const [row] = await test.database.db.select().from(claims).where(eq(claims.claimNo, claimNo));
      expect(row).toMatchObject({
        policyNo: "MTR/2026/1004821",
        status: "intimated",
        cause: "accident",
        reporterMobile: "9000010001",
        lossTime: "18:45",
      });
      const hashKey = await siteKeys(test.database.db, {}).hashKey();
      expect(row!.fromDigest).toBe(subjectDigest(hashKey, "claim-intimation", ip));
      expect(row!.documents.map((d) => d.code)).toEqual(
        expect.arrayContaining(["claim-form", "fir", "repair-estimate"]),
      );
      const sms = await test.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, "9000010001"));
      expect(sms.at(-1)?.text).toContain(claimNo);
      expect(sms.at(-1)?.text).not.toContain("MTR/2026/1004821");

      // and its status is there at once, with the mobile or the policy number as proof
      const status = await post(site, STATUS, { claimNo: claimNo.toLowerCase(), verifier: "9000010001" });
      expect(status.status, status.text).toBe(200);
      expect(status.body?.claim).toMatchObject({ claimNo, status: "intimated", product: "Private Car Package Policy" });
      const byPolicy = await post(site, STATUS, { claimNo, verifier: "mtr/2026/1004821" });
      expect(byPolicy.status).toBe(200);
    });

    it("finds a motor policy by the vehicle's registration, spaces and case as typed", async () => {
      const answer = await post(site, INTIMATE, {
        ...carAccident(),
        identifyBy: "registration",
        policyNo: undefined,
        registration: "mh 02 dx 4417",
        cause: "glass",
      });
      expect(answer.status, answer.text).toBe(201);
    });

    it("registers health and other lines; a registration finds motor policies only", async () => {
      const health = await post(site, INTIMATE, {
        line: "health",
        identifyBy: "policy",
        policyNo: "HLT/2026/2006688",
        mobile: "9000010006",
        lossDate: daysAgo(1),
        lossTime: "07:10",
        place: "Apollo Hospitals, Jubilee Hills, Hyderabad",
        cause: "emergency-hospitalisation",
        description:
          "Admitted through emergency with high fever and dehydration; the doctors advised three days' stay.",
      });
      expect(health.status, health.text).toBe(201);
      const home = await post(site, INTIMATE, {
        line: "other",
        identifyBy: "policy",
        policyNo: "HOM/2026/4000735",
        mobile: "9000010010",
        lossDate: daysAgo(3),
        lossTime: "02:00",
        place: "Kothrud, Pune",
        cause: "burglary",
        description: "The flat was broken into at night; a television and jewellery were taken.",
      });
      expect(home.status, home.text).toBe(201);
      const byRegistration = await post(site, INTIMATE, {
        ...carAccident(),
        line: "health",
        identifyBy: "registration",
        registration: "MH02DX4417",
        cause: "day-care",
      });
      expect(byRegistration).toMatchObject({
        status: 400,
        body: { field: "registration", code: "claim_registration_motor_only" },
      });
    });

    it("answers one 'details do not match' for an unknown policy, a wrong mobile and the wrong line", async () => {
      const unknown = await post(site, INTIMATE, { ...carAccident(), policyNo: "MTR/2026/9999999" });
      const wrongMobile = await post(site, INTIMATE, { ...carAccident(), mobile: "9000010002" });
      const wrongLine = await post(site, INTIMATE, { ...carAccident(), line: "other", cause: "fire" });
      for (const answer of [unknown, wrongMobile, wrongLine]) {
        expect(answer.status, answer.text).toBe(400);
        expect(answer.body).toEqual({ message: CLAIM_MESSAGES.claim_no_match, code: "claim_no_match" });
      }
    });

    it("refuses a loss outside the policy's period, and each malformed field with its name", async () => {
      // the single-trip travel policy runs from 2026-12-18: a loss before it is outside its period
      const before = await post(site, INTIMATE, {
        line: "other",
        identifyBy: "policy",
        policyNo: "TRV/2026/3004079",
        mobile: "9000010009",
        lossDate: "2026-11-01",
        lossTime: "10:00",
        place: "Mumbai airport",
        cause: "baggage",
        description: "A bag was lost at the airport before the trip started, at the check-in counter.",
      });
      if (indiaDay() < "2027-11-01") {
        expect(before).toMatchObject({ status: 400, body: { field: "lossDate", code: "claim_loss_outside_period" } });
      }
      const cases: [Record<string, unknown>, string, string][] = [
        [{ mobile: "12345" }, "mobile", "claim_mobile_invalid"],
        [{ mobile: "" }, "mobile", "claim_mobile_required"],
        [{ lossDate: "2099-01-01" }, "lossDate", "claim_loss_date_invalid"],
        [{ lossDate: "2026-02-30" }, "lossDate", "claim_loss_date_invalid"],
        [{ lossDate: "2020-01-01" }, "lossDate", "claim_loss_date_old"],
        [{ lossTime: "25:00" }, "lossTime", "claim_loss_time_invalid"],
        [{ place: "x" }, "place", "claim_place_invalid"],
        [{ description: "short" }, "description", "claim_description_short"],
        [{ description: "x".repeat(1001) }, "description", "claim_description_long"],
        [{ line: "marine" }, "line", "claim_line_required"],
        [{ policyNo: "??" }, "policyNo", "claim_policy_invalid"],
        [{ cause: "day-care" }, "cause", "claim_cause_required"],
        [{ identifyBy: "registration", registration: "ZZ12" }, "registration", "claim_registration_invalid"],
      ];
      for (const [change, field, code] of cases) {
        const answer = await post(site, INTIMATE, { ...carAccident(), ...change });
        expect(answer.status, JSON.stringify(change)).toBe(400);
        expect(answer.body, JSON.stringify(change)).toEqual({
          message: CLAIM_MESSAGES[code as keyof typeof CLAIM_MESSAGES],
          code,
          field,
        });
      }
      expect(await post(site, INTIMATE, "{nope", { raw: true })).toMatchObject({
        status: 400,
        body: { code: "claim_body_invalid" },
      });
      expect(await post(site, INTIMATE, [1, 2])).toMatchObject({ status: 400, body: { code: "claim_body_invalid" } });
    });

    it("shows a demo claim's status, documents and handler; one answer for an unknown claim and a wrong proof", async () => {
      const answer = await post(site, STATUS, { claimNo: "CL2600104821", verifier: "9000010001" });
      expect(answer.status, answer.text).toBe(200);
      const claim = answer.body?.claim as Record<string, unknown>;
      expect(claim).toMatchObject({
        claimNo: "CL2600104821",
        status: "under-assessment",
        handler: { role: "surveyor" },
        amountClaimed: 48500,
      });
      expect((claim.history as unknown[]).length).toBe(4);
      expect(claim).not.toHaveProperty("reporterMobile");
      expect(claim).not.toHaveProperty("description");
      const unknown = await post(site, STATUS, { claimNo: "CL2699999999", verifier: "9000010001" });
      const wrongMobile = await post(site, STATUS, { claimNo: "CL2600104821", verifier: "9000010002" });
      const wrongPolicy = await post(site, STATUS, { claimNo: "CL2600104821", verifier: "MTR/2026/1007315" });
      for (const refused of [unknown, wrongMobile, wrongPolicy]) {
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({ message: CLAIM_MESSAGES.claim_no_match, code: "claim_no_match" });
      }
      expect(await post(site, STATUS, { claimNo: "12", verifier: "9000010001" })).toMatchObject({
        status: 400,
        body: { field: "claimNo", code: "claim_number_invalid" },
      });
      expect(await post(site, STATUS, { claimNo: "CL2600104821", verifier: "" })).toMatchObject({
        status: 400,
        body: { field: "verifier", code: "claim_verify_required" },
      });
    });

    it("answers a claim's document as a PDF once the proof matches, by JSON or a plain form post", async () => {
      const pdf = await fetch(`${site.base}/claims/documents/discharge-voucher`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "203.0.113.50" },
        body: new URLSearchParams({ claimNo: "cl2600311942", verifier: "9000010003" }).toString(),
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(pdf.headers.get("content-disposition")).toBe('attachment; filename="discharge-voucher-CL2600311942.pdf"');
      expect(pdf.headers.get("cache-control")).toBe("no-store");
      const bytes = Buffer.from(await pdf.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      expect(bytes.length).toBeGreaterThan(5_000);

      const json = await fetch(`${site.base}/claims/documents/proposerform-arogya-plus`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ claimNo: "CL2600403417", verifier: "HLT/2026/2003417" }),
      });
      expect(json.status).toBe(200);
      // a health claim has no two-wheeler claim form; a wrong proof is the one answer
      expect(
        await post(site, "/claims/documents/claimform-twowheeler", { claimNo: "CL2600403417", verifier: "9000010005" }),
      ).toMatchObject({ status: 400, body: { code: "claim_no_match" } });
      expect(
        await post(site, "/claims/documents/discharge-voucher", { claimNo: "CL2600311942", verifier: "9000010001" }),
      ).toMatchObject({ status: 400, body: { code: "claim_no_match" } });
      expect(
        await post(site, "/claims/documents/nothing", { claimNo: "CL2600311942", verifier: "9000010003" }),
      ).toMatchObject({ status: 404 });
    });

    it("answers every blank claim form as a PDF, kept and cacheable; an unknown form is 404", async () => {
      for (const { slug } of CLAIM_FORMS) {
        const response = await fetch(`${site.base}/claims/forms/${slug}.pdf`);
        expect(response.status, slug).toBe(200);
        expect(response.headers.get("content-type")).toBe("application/pdf");
        expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      }
      expect((await fetch(`${site.base}/claims/forms/motor-claim-form`)).status).toBe(404);
      expect((await fetch(`${site.base}/claims/forms/unknown.pdf`)).status).toBe(404);
    });

    it("stores a subrogation request with its reference before answering; refuses without consent or proof", async () => {
      const request = {
        claimNo: "CL2600311942",
        verifier: "MTR/2026/1011942",
        thirdParty: "Punjab Roadways depot, Ludhiana",
        thirdPartyAddress: "Bus stand, Ferozepur Road, Ludhiana",
        thirdPartyDetails: "Their bus PB10AB1234 pushed the motorcycle off the road.",
        consent: "yes",
      };
      const answer = await post(site, "/claims/subrogations", request, { ip: "203.0.113.60" });
      expect(answer.status, answer.text).toBe(201);
      const reference = answer.body?.reference as string;
      expect(reference).toMatch(/^SB-\d{6}-[2-9A-HJKMNP-Z]{6}$/);
      const [row] = await test.database.db
        .select()
        .from(claimSubrogations)
        .where(eq(claimSubrogations.reference, reference));
      expect(row).toMatchObject({ claimNo: "CL2600311942", thirdParty: "Punjab Roadways depot, Ludhiana" });
      expect(row!.fromDigest).not.toContain("203.0.113");
      // a service request (decision 059): stored with its outbox row, its status looked up with the holder's mobile
      const [stored] = await test.database.db
        .select()
        .from(serviceRequests)
        .where(eq(serviceRequests.reference, reference));
      expect(stored).toMatchObject({ kind: "subrogation", status: "received", policyNo: "MTR/2026/1011942" });
      expect(stored!.details).toMatchObject({ claimNo: "CL2600311942" });
      const [outbox] = await test.database.db
        .select()
        .from(serviceRequestOutbox)
        .where(eq(serviceRequestOutbox.requestId, stored!.id));
      expect(outbox).toBeDefined();
      const status = await post(site, "/service-requests/status", { reference, mobile: "9000010003" });
      expect(status.status).toBe(200);
      expect(status.body).toMatchObject({ reference, kind: "subrogation", status: "received" });
      const wrongMobile = await post(site, "/service-requests/status", { reference, mobile: "9000010001" });
      expect(wrongMobile.status).toBe(404);
      expect(await post(site, "/claims/subrogations", { ...request, consent: undefined })).toMatchObject({
        status: 400,
        body: { field: "consent", code: "claim_subrogation_consent_required" },
      });
      expect(await post(site, "/claims/subrogations", { ...request, verifier: "9000010001" })).toMatchObject({
        status: 400,
        body: { code: "claim_no_match" },
      });
    });

    it("limits attempts per address and per identifier, unknown identifiers alike", async () => {
      const limited = await startSite(test.database, {
        CLAIM_INTIMATION_RATE_LIMIT_PER_IP: "3",
        CLAIM_INTIMATION_RATE_LIMIT_PER_POLICY: "2",
        CLAIM_LOOKUP_RATE_LIMIT_PER_IP: "4",
        CLAIM_LOOKUP_RATE_LIMIT_PER_CLAIM: "2",
      });
      try {
        const unknownPolicy = { ...carAccident(), policyNo: "MTR/2026/7777777" };
        expect((await post(limited, INTIMATE, unknownPolicy, { ip: "198.51.100.1" })).status).toBe(400);
        expect((await post(limited, INTIMATE, unknownPolicy, { ip: "198.51.100.2" })).status).toBe(400);
        const third = await post(limited, INTIMATE, unknownPolicy, { ip: "198.51.100.3" });
        expect(third).toMatchObject({ status: 429, body: { code: "claim_limited" } });
        expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
        for (let i = 0; i < 3; i++) await post(limited, INTIMATE, {}, { ip: "198.51.100.9" });
        expect((await post(limited, INTIMATE, {}, { ip: "198.51.100.9" })).status).toBe(429);

        const lookup = { claimNo: "CL2655555555", verifier: "9000010001" };
        expect((await post(limited, STATUS, lookup, { ip: "198.51.100.11" })).status).toBe(400);
        expect((await post(limited, STATUS, lookup, { ip: "198.51.100.12" })).status).toBe(400);
        expect((await post(limited, STATUS, lookup, { ip: "198.51.100.13" })).status).toBe(429);
        for (let i = 0; i < 4; i++) await post(limited, STATUS, {}, { ip: "198.51.100.19" });
        expect((await post(limited, STATUS, {}, { ip: "198.51.100.19" })).status).toBe(429);
      } finally {
        await limited.close();
      }
    });

    it("works the same on the insurer's system over HTTP, and answers 503 when it fails", async () => {
      const stub = await startPolicyAdminStub(test.database.db);
      const policyAdmin = httpPolicyAdmin({ baseUrl: stub.url, token: "pas-token", timeoutMs: 300 });
      const remote = await startSite(test.database, {}, { policyAdmin });
      try {
        const registered = await post(remote, INTIMATE, { ...carAccident(), cause: "flood" });
        expect(registered.status, registered.text).toBe(201);
        expect(stub.authorizations.at(-1)).toBe("Bearer pas-token");
        const status = await post(remote, STATUS, { claimNo: registered.body?.claimNo, verifier: "9000010001" });
        expect(status).toMatchObject({ status: 200, body: { claim: { status: "intimated", cause: "flood" } } });
        expect(await post(remote, STATUS, { claimNo: "CL2600104821", verifier: "9000010005" })).toMatchObject({
          status: 400,
          body: { code: "claim_no_match" },
        });
        for (const misbehave of ["error", "garbage", "slow"] as const) {
          stub.misbehave = misbehave;
          const answer = await post(remote, INTIMATE, carAccident());
          expect(answer, misbehave).toMatchObject({ status: 503, body: { code: "claim_unavailable" } });
          expect(answer.headers.get("retry-after")).toBe("30");
        }
      } finally {
        stub.misbehave = "none";
        await remote.close();
        await stub.close();
      }
    });

    it("never answers 5xx to anything a visitor can send (1,000 bodies per endpoint)", async () => {
      const text = fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.string({ unit: "grapheme", maxLength: 20 }),
        fc.constantFrom(
          "",
          " ",
          "MTR/2026/1004821",
          "9000010001",
          "CL2600104821",
          "motor",
          "policy",
          "\u0000",
          "__proto__",
        ),
      );
      const field = fc.oneof(
        text,
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(text, { maxLength: 3 }),
        fc.dictionary(text, text, { maxKeys: 3 }),
      );
      const intimation = fc.oneof(
        fc.record(
          {
            line: fc.oneof(field, fc.constantFrom("motor", "health", "other")),
            identifyBy: fc.oneof(field, fc.constantFrom("policy", "registration")),
            policyNo: field,
            registration: field,
            mobile: field,
            lossDate: field,
            lossTime: field,
            place: field,
            cause: field,
            description: field,
          },
          { requiredKeys: [] },
        ),
        fc.anything().map((value) => JSON.stringify(value) ?? ""),
        fc.string({ maxLength: 60 }),
      );
      const lookup = fc.oneof(
        fc.record({ claimNo: field, verifier: field }, { requiredKeys: [] }),
        fc.record({ claimNo: fc.stringMatching(/^CL\d{10}$/), verifier: fc.stringMatching(/^[6-9]\d{9}$/) }),
        fc.anything().map((value) => JSON.stringify(value) ?? ""),
      );
      for (const [route, body] of [
        [INTIMATE, intimation],
        [STATUS, lookup],
        ["/claims/documents/claim-view", lookup],
        [
          "/claims/subrogations",
          fc.oneof(
            fc.record(
              { claimNo: field, verifier: field, thirdParty: field, thirdPartyAddress: field, consent: field },
              { requiredKeys: [] },
            ),
            fc.anything().map((value) => JSON.stringify(value) ?? ""),
          ),
        ],
      ] as const) {
        await fc.assert(
          fc.asyncProperty(body, async (sent) => {
            const answer = await post(site, route, typeof sent === "string" ? sent : JSON.stringify(sent), {
              raw: true,
              ip: "203.0.113.99",
            });
            // the fields' constants include a real claim and its mobile: that pair is rightly a 200
            expect(answer.status, answer.text).toBeLessThan(500);
            if (answer.status >= 400) expect(typeof answer.body?.message, answer.text).toBe("string");
          }),
          { numRuns: 1_000 },
        );
      }
    }, 180_000);
  });
}
