/**
 * Policy print by mobile and OTP (decision 059), on PGlite and on PostgreSQL
 * when available: an OTP goes to the policy's mobile only when the number
 * and the mobile match the record (one answer otherwise), the OTP opens the
 * same short-lived PDF links as the date of birth does, wrong and reused
 * codes are refused with their field, sends are spaced and limited, and no
 * body a visitor sends gets a 5xx (1,000 fuzzed per endpoint).
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentSource } from "@contracts/content/content-source";
import { SERVICE_MESSAGES } from "@contracts/service-requests/service-request-rules";
import { backends, type TestDatabase } from "./fixtures/content-fixtures.ts";
import { leadContent, TEST_PAYLOAD_KEY } from "./fixtures/lead-fixtures.ts";
import { createApiRouter } from "../../server/api/api-router.ts";
import { loadConfig } from "../../server/config.ts";
import { siteKeys } from "../../server/crypto/site-keys.ts";
import type { Database } from "../../server/db/client.ts";
import { otpCodes, smsOutbox } from "../../server/otp/otp.schema.ts";
import { seedDemoPolicies } from "../../server/policy-admin/demo-policies.ts";
import { pdfText } from "../support/pdf-text.ts";

const M = SERVICE_MESSAGES;
const seedDir = path.resolve("content/seed");
const siteSettings = JSON.parse(fs.readFileSync(path.join(seedDir, "sitesettings.json"), "utf8")) as unknown[];
const content: ContentSource = {
  async get<T>(p: string): Promise<T> {
    if (p.startsWith("/sitesettings")) return siteSettings as T;
    return leadContent.get<T>(p);
  },
};

/** Demo policies (content/seed/README.md "Demo policies"). */
const CAR = { policyNo: "MTR/2026/1004821", mobile: "9000010001" };
const BIKE = { policyNo: "MTR/2026/1011942", mobile: "9000010003" };
const HOME_MOBILE = "9000010002"; // another holder's mobile

interface TestSite {
  origin: string;
  close(): Promise<void>;
}

async function startSite(database: Database): Promise<TestSite> {
  const config = loadConfig({
    NODE_ENV: "test",
    PAYLOAD_AES_KEY: TEST_PAYLOAD_KEY,
    SELF_SERVICE_RATE_LIMIT_PER_IP: "100000",
    SELF_SERVICE_RATE_LIMIT_PER_SUBJECT: "100000",
    OTP_SENDS_PER_MOBILE_PER_DAY: "100000",
  });
  const app = express();
  app.set("trust proxy", true);
  app.use("/api", createApiRouter({ database, config, content, keys: siteKeys(database.db, config) }));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

for (const backend of backends) {
  describe.skipIf(!backend.available)(`policy print by mobile and OTP on ${backend.name}`, () => {
    let test: TestDatabase;
    let site: TestSite;
    beforeAll(async () => {
      test = await backend.open();
      await seedDemoPolicies(test.database.db, seedDir);
      site = await startSite(test.database);
    });
    afterAll(async () => {
      await site?.close();
      await test?.dispose();
    });

    const post = async (route: string, body: unknown, raw = false) => {
      const response = await fetch(`${site.origin}/api${route}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.90" },
        body: raw ? (body as string) : JSON.stringify(body),
      });
      const text = await response.text();
      let json: Record<string, unknown> | null = null;
      try {
        json = JSON.parse(text) as Record<string, unknown>;
      } catch {
        json = null;
      }
      return { status: response.status, body: json, headers: response.headers };
    };
    const lastCode = async (mobile: string) => {
      const [sms] = await test.database.db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.mobile, mobile))
        .orderBy(desc(smsOutbox.id))
        .limit(1);
      return /\b(\d{4})\b/.exec(sms?.text ?? "")?.[1] ?? "";
    };
    /** Let the next send through the 30-second spacing (the codes' send times moved back). */
    const age = (policyNo: string) =>
      test.database.db
        .update(otpCodes)
        .set({ sentAt: new Date(Date.now() - 10 * 60 * 1000) })
        .where(and(eq(otpCodes.subject, `policy:${policyNo}`)));

    it("sends an OTP to the policy's mobile and opens the schedule with it; a code works once", async () => {
      const sent = await post("/policy-documents/otp", { policyNo: CAR.policyNo.toLowerCase(), mobile: CAR.mobile });
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ message: M.ss_otp_sent, mobile: "90******01", policyNo: CAR.policyNo });
      const code = await lastCode(CAR.mobile);
      expect(code).toMatch(/^\d{4}$/);
      const wrong = await post("/policy-documents/schedule", { ...CAR, otp: code === "0000" ? "1111" : "0000" });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ message: M.ss_otp_invalid, field: "otp" });
      const found = await post("/policy-documents/schedule", { ...CAR, otp: code });
      expect(found.status).toBe(200);
      expect(found.body).toMatchObject({ policyNo: CAR.policyNo, line: "motor" });
      const pdf = await fetch(`${site.origin}${(found.body as { scheduleUrl: string }).scheduleUrl}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain(CAR.policyNo);
      const again = await post("/policy-documents/cis", { ...CAR, otp: code });
      expect(again.body).toEqual({ message: M.ss_otp_none, field: "otp" });
    });

    it("answers an unknown policy and a mobile not on the policy alike, and sends nothing", async () => {
      const before = await test.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, HOME_MOBILE));
      const other = await post("/policy-documents/otp", { policyNo: BIKE.policyNo, mobile: HOME_MOBILE });
      const unknown = await post("/policy-documents/otp", { policyNo: "MTR/2026/9999999", mobile: HOME_MOBILE });
      expect(other.status).toBe(404);
      expect(unknown.status).toBe(404);
      expect(other.body).toEqual({ message: M.ss_no_match });
      expect(unknown.body).toEqual(other.body);
      const after = await test.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, HOME_MOBILE));
      expect(after).toHaveLength(before.length);
      // the OTP of one policy does not open another
      await post("/policy-documents/otp", BIKE);
      const code = await lastCode(BIKE.mobile);
      const crossed = await post("/policy-documents/schedule", { ...CAR, otp: code });
      expect(crossed.status).toBe(400);
    });

    it("spaces sends 30 seconds apart, locks a code after five wrong tries, and checks each field", async () => {
      await age(BIKE.policyNo);
      expect((await post("/policy-documents/otp", BIKE)).status).toBe(200);
      const soon = await post("/policy-documents/otp", BIKE);
      expect(soon.status).toBe(429);
      expect(soon.body).toEqual({ message: M.ss_otp_wait });
      expect(Number(soon.headers.get("retry-after"))).toBeGreaterThan(0);
      const code = await lastCode(BIKE.mobile);
      const wrong = code === "0000" ? "1111" : "0000";
      for (let i = 0; i < 4; i++)
        expect((await post("/policy-documents/schedule", { ...BIKE, otp: wrong })).body).toEqual({
          message: M.ss_otp_invalid,
          field: "otp",
        });
      expect((await post("/policy-documents/schedule", { ...BIKE, otp: wrong })).body).toEqual({
        message: M.ss_otp_locked,
        field: "otp",
      });
      expect((await post("/policy-documents/schedule", { ...BIKE, otp: code })).body).toEqual({
        message: M.ss_otp_locked,
        field: "otp",
      });
      expect((await post("/policy-documents/otp", { policyNo: "", mobile: BIKE.mobile })).body).toEqual({
        message: M.ss_policy_required,
        field: "policyNo",
      });
      expect((await post("/policy-documents/otp", { policyNo: BIKE.policyNo, mobile: "123" })).body).toEqual({
        message: M.ss_mobile_invalid,
        field: "mobile",
      });
      expect((await post("/policy-documents/schedule", { ...BIKE, otp: "12" })).body).toEqual({
        message: M.ss_otp_digits,
        field: "otp",
      });
    });

    it("answers 1,000 malformed bodies of each endpoint with 4xx, never 5xx", async () => {
      const anyValue = fc.oneof(
        fc.string(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.string(), { maxLength: 3 }),
        fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
      );
      const body = fc.oneof(
        fc.record(
          {
            policyNo: fc.oneof(anyValue, fc.constant(CAR.policyNo)),
            mobile: fc.oneof(anyValue, fc.constant(CAR.mobile)),
            otp: fc.oneof(anyValue, fc.constant("1234")),
            dob: anyValue,
          },
          { requiredKeys: [] },
        ),
        fc.string().map((s) => ({ raw: s })),
        anyValue,
      );
      for (const route of ["/policy-documents/otp", "/policy-documents/schedule"]) {
        await fc.assert(
          fc.asyncProperty(body, async (value) => {
            const raw =
              typeof value === "object" && value !== null && "raw" in value && Object.keys(value).length === 1;
            const answer = await post(route, raw ? (value as { raw: string }).raw : value, raw);
            if (answer.status >= 500) throw new Error(`${route} ${answer.status} for ${JSON.stringify(value)}`);
            expect([200, 400, 404, 413, 415, 429]).toContain(answer.status);
          }),
          { numRuns: 1000 },
        );
      }
    }, 240_000);
  });
}
