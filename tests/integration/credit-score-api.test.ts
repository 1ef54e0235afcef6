/**
 * The free credit score check over HTTP (decision 059), on PGlite and on
 * PostgreSQL when available: the request stored with a reference and its
 * outbox row before the OTP goes out, the bureau asked only after the OTP,
 * the band (not the score) stored before the answer, the PAN never stored or
 * logged in clear, one answer for unknown and mismatched people, each
 * refusal with its field, limits per address, mobile and PAN, a bureau
 * outage a 503 that can be tried again, and no 5xx for anything a visitor
 * sends (fuzzed, 1,000 bodies per endpoint).
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { eq } from "drizzle-orm";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CREDIT_MESSAGES, maskPan } from "@contracts/credit-score/credit-score-rules";
import { REFERENCE_PATTERN } from "@contracts/service-requests/service-request-rules";
import { backends, type TestDatabase } from "./fixtures/content-fixtures.ts";
import { leadContent, TEST_PAYLOAD_KEY } from "./fixtures/lead-fixtures.ts";
import { createApiRouter, creditScoreFor } from "../../server/api/api-router.ts";
import { loadConfig } from "../../server/config.ts";
import { siteKeys } from "../../server/crypto/site-keys.ts";
import type { Database } from "../../server/db/client.ts";
import { smsOutbox } from "../../server/otp/otp.schema.ts";
import { outboxSmsProvider } from "../../server/otp/sms-provider.ts";
import { creditScoreChecks } from "../../server/credit-score/credit-score.schema.ts";
import { createCreditScoreService } from "../../server/credit-score/credit-score-service.ts";
import { creditBureauFromConfig, type CreditBureau } from "../../server/credit-bureau/credit-bureau.ts";
import { serviceRequestOutbox, serviceRequests } from "../../server/service-requests/service-requests.schema.ts";
import type { CreditScoreService } from "@contracts/credit-score/credit-score-service";

const M = CREDIT_MESSAGES;
const CODE = "4821";

/** The seeded demo identities (content/seed/README.md "Demo credit bureau"). */
const ASHA = { name: "asha  verma", dob: "1985-04-12", mobile: "9000000101", pan: "abcpv1234k", consent: true };
const RAVI = { name: "Ravi Kumar", dob: "1990-08-23", mobile: "+91 90000 00102", consent: "on" };
const MEENA = { name: "Meena Shetty", dob: "1978-01-30", mobile: "9000000103", pan: "CJRPS9012Q", consent: true };
const ARJUN = { name: "Arjun Nair", dob: "2001-11-05", mobile: "9000000104", consent: true };

interface TestSite {
  base: string;
  close(): Promise<void>;
}

async function startSite(
  database: Database,
  env: Record<string, string> = {},
  make?: (config: ReturnType<typeof loadConfig>) => CreditScoreService,
): Promise<TestSite> {
  const config = loadConfig({
    NODE_ENV: "test",
    PAYLOAD_AES_KEY: TEST_PAYLOAD_KEY,
    SELF_SERVICE_RATE_LIMIT_PER_IP: "100000",
    SELF_SERVICE_RATE_LIMIT_PER_SUBJECT: "100000",
    OTP_SENDS_PER_MOBILE_PER_DAY: "100000",
    ...env,
  });
  const keys = siteKeys(database.db, config);
  const creditScore = make?.(config) ?? creditScoreFor(database, config, keys, { generateCode: () => CODE });
  const app = express();
  app.set("trust proxy", true);
  app.use("/api", createApiRouter({ database, config, content: leadContent, keys, creditScore }));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function call(site: TestSite, route: string, body: unknown, options: { ip?: string; raw?: boolean } = {}) {
  const response = await fetch(`${site.base}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": options.ip ?? "203.0.113.60" },
    body: options.raw ? (body as string) : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = null;
  }
  return { status: response.status, body: json, headers: response.headers };
}

for (const backend of backends) {
  describe.skipIf(!backend.available)(`credit score API on ${backend.name}`, () => {
    let test: TestDatabase;
    let site: TestSite;

    beforeAll(async () => {
      test = await backend.open();
      site = await startSite(test.database);
    });
    afterAll(async () => {
      await site?.close();
      await test?.dispose();
    });

    const start = (body: unknown, ip?: string, on = site) => call(on, "/credit-score/start", body, { ip });
    const verify = (token: unknown, otp: unknown, on = site) => call(on, "/credit-score/verify", { token, otp });

    it("stores the request with its outbox row before the OTP, then answers the band once the OTP is right", async () => {
      const logs: string[] = [];
      const spies = (["info", "warn", "error"] as const).map((level) =>
        vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logs.push(args.join(" "))),
      );
      try {
        const started = await start(ASHA);
        expect(started.status).toBe(201);
        expect(started.headers.get("cache-control")).toBe("no-store");
        const { reference, token, mobile } = started.body as { reference: string; token: string; mobile: string };
        expect(reference).toMatch(REFERENCE_PATTERN);
        expect(reference.startsWith("CSC-")).toBe(true);
        expect(mobile).toBe("90******01");
        const [request] = await test.database.db
          .select()
          .from(serviceRequests)
          .where(eq(serviceRequests.reference, reference));
        expect(request).toMatchObject({ kind: "credit-score", status: "received", mobile: "9000000101" });
        expect(request!.details).toMatchObject({ consent: true, pan: maskPan("ABCPV1234K") });
        const [outbox] = await test.database.db
          .select()
          .from(serviceRequestOutbox)
          .where(eq(serviceRequestOutbox.requestId, request!.id));
        expect(outbox).toBeDefined();
        const [check] = await test.database.db
          .select()
          .from(creditScoreChecks)
          .where(eq(creditScoreChecks.requestId, request!.id));
        // neither the PAN nor the name nor the OTP is stored in clear
        const stored = JSON.stringify([check, request]);
        expect(stored).not.toContain("ABCPV1234K");
        expect(stored.toLowerCase()).not.toContain("verma");
        expect(stored).not.toContain(CODE);
        expect(check!.identitySealed).toBeTruthy();
        const sms = await test.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, "9000000101"));
        expect(sms.at(-1)?.text).toContain(CODE);
        expect(sms.at(-1)?.text).toContain(reference);

        const answered = await verify(token, CODE);
        expect(answered.status).toBe(200);
        expect(answered.body).toEqual({
          reference,
          outcome: "score",
          band: "excellent",
          bandMin: 750,
          bandMax: 900,
          asOf: "2026-11-01",
        });
        const [after] = await test.database.db
          .select()
          .from(creditScoreChecks)
          .where(eq(creditScoreChecks.id, check!.id));
        expect(after).toMatchObject({ outcome: "score", band: "excellent", identitySealed: null });
        const [done] = await test.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, request!.id));
        expect(done).toMatchObject({ status: "completed" });
        expect(done!.details).toMatchObject({ outcome: "score", band: "excellent" });
        expect(JSON.stringify(done)).not.toContain("782");
        // posted again (a double click): the same answer, nothing asked twice
        expect((await verify(token, CODE)).body).toEqual(answered.body);
        // the status look-up of every request knows it, with the mobile
        const status = await call(site, "/service-requests/status", { reference, mobile: "9000000101" });
        expect(status.status).toBe(200);
        expect(status.body).toMatchObject({ kind: "credit-score", status: "completed" });
      } finally {
        spies.forEach((spy) => spy.mockRestore());
      }
      const all = logs.join("\n");
      expect(all).not.toContain("ABCPV1234K");
      expect(all).not.toContain("9000000101");
      expect(all).toContain("90******01");
    });

    it("finds a person by mobile when no PAN is given, and tells a thin file apart", async () => {
      const ravi = await start(RAVI);
      expect(ravi.status).toBe(201);
      const fair = await verify((ravi.body as { token: string }).token, CODE);
      expect(fair.body).toMatchObject({ outcome: "score", band: "fair", bandMin: 650, bandMax: 699 });
      const meena = await start(MEENA);
      const low = await verify((meena.body as { token: string }).token, CODE);
      expect(low.body).toMatchObject({ outcome: "score", band: "low" });
      const arjun = await start(ARJUN);
      const thin = await verify((arjun.body as { token: string }).token, CODE);
      expect(thin.status).toBe(200);
      expect(thin.body).toMatchObject({ outcome: "no-history" });
    });

    it("answers an unknown person and details that disagree with the bureau's alike", async () => {
      const cases = [
        { name: "Nobody Known", dob: "1980-01-01", mobile: "9111111111", consent: true },
        { ...ASHA, dob: "1985-04-13" }, // Asha's PAN and mobile, another birthday
        { ...ASHA, mobile: "9000000199" }, // Asha's PAN with someone else's mobile
        { ...ASHA, name: "Asha Varma" },
        { ...ASHA, pan: "ZZZPZ9999Z" },
      ];
      const answers = [];
      for (const body of cases) {
        const started = await start(body);
        expect(started.status).toBe(201);
        const answer = await verify((started.body as { token: string }).token, CODE);
        expect(answer.status).toBe(200);
        const { reference: _r, ...rest } = answer.body as Record<string, unknown>;
        answers.push(rest);
      }
      for (const answer of answers) expect(answer).toEqual({ outcome: "no-match" });
    });

    it("refuses each field with its message and names the field", async () => {
      const cases: [Record<string, unknown>, string, keyof typeof M][] = [
        [{ ...ASHA, name: "" }, "name", "cs_name_required"],
        [{ ...ASHA, name: "A1 <script>" }, "name", "cs_name_invalid"],
        [{ ...ASHA, dob: "" }, "dob", "cs_dob_required"],
        [{ ...ASHA, dob: "2020-01-01" }, "dob", "cs_dob_invalid"],
        [{ ...ASHA, mobile: "" }, "mobile", "cs_mobile_required"],
        [{ ...ASHA, mobile: "12345" }, "mobile", "cs_mobile_invalid"],
        [{ ...ASHA, pan: "ABC123" }, "pan", "cs_pan_invalid"],
        [{ ...ASHA, consent: false }, "consent", "cs_consent_required"],
        [{ name: ASHA.name, dob: ASHA.dob, mobile: ASHA.mobile }, "consent", "cs_consent_required"],
      ];
      for (const [body, field, key] of cases) {
        const answer = await start(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body).toEqual({ message: M[key], field });
      }
      // a refused start stores nothing and sends nothing
      const none = await test.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, "12345"));
      expect(none).toHaveLength(0);
    });

    it("checks the OTP: wrong, locked after five, expired; an unknown token is one answer", async () => {
      const started = await start(MEENA);
      const { token } = started.body as { token: string };
      expect((await verify(token, "")).body).toEqual({ message: M.cs_otp_required, field: "otp" });
      expect((await verify(token, "12a4")).body).toEqual({ message: M.cs_otp_digits, field: "otp" });
      for (let i = 1; i <= 4; i++) {
        expect((await verify(token, "0000")).body).toEqual({ message: M.cs_otp_wrong, field: "otp" });
      }
      expect((await verify(token, "0000")).body).toEqual({ message: M.cs_otp_locked, field: "otp" });
      // locked: the right code no longer opens it, and the bureau was never asked
      expect((await verify(token, CODE)).body).toEqual({ message: M.cs_otp_locked, field: "otp" });
      const unknown = await verify("A".repeat(43), CODE);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: M.cs_check_missing });
      expect((await verify("short", CODE)).body).toEqual({ message: M.cs_check_missing });

      // an OTP past its five minutes
      let now = new Date();
      const config = loadConfig({ NODE_ENV: "test", PAYLOAD_AES_KEY: TEST_PAYLOAD_KEY });
      const later = await startSite(test.database, {}, (c) =>
        creditScoreFor(test.database, c, siteKeys(test.database.db, config), {
          generateCode: () => CODE,
          clock: () => now,
        }),
      );
      try {
        const old = await start(ASHA, undefined, later);
        now = new Date(now.getTime() + 5 * 60 * 1000 + 1);
        const expired = await verify((old.body as { token: string }).token, CODE, later);
        expect(expired.body).toEqual({ message: M.cs_otp_expired, field: "otp" });
      } finally {
        await later.close();
      }
    });

    it("limits starts per mobile, per PAN and per address (429 with Retry-After), and a refused start stores nothing", async () => {
      const limited = await startSite(test.database, {
        SELF_SERVICE_RATE_LIMIT_PER_SUBJECT: "2",
        SELF_SERVICE_RATE_LIMIT_PER_IP: "100000",
      });
      try {
        const body = { name: "Limit Test", dob: "1980-02-02", mobile: "9222200001", consent: true };
        expect((await start(body, "198.51.100.1", limited)).status).toBe(201);
        expect((await start(body, "198.51.100.2", limited)).status).toBe(201);
        const third = await start(body, "198.51.100.3", limited);
        expect(third.status).toBe(429);
        expect(third.body).toEqual({ message: M.cs_limited });
        expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
        const rows = await test.database.db
          .select()
          .from(creditScoreChecks)
          .where(eq(creditScoreChecks.mobile, "9222200001"));
        expect(rows).toHaveLength(2);
        // one PAN from many mobiles
        const pan = "PQRPS1111A";
        expect((await start({ ...body, mobile: "9222200011", pan }, "198.51.100.4", limited)).status).toBe(201);
        expect((await start({ ...body, mobile: "9222200012", pan }, "198.51.100.5", limited)).status).toBe(201);
        expect((await start({ ...body, mobile: "9222200013", pan }, "198.51.100.6", limited)).status).toBe(429);
      } finally {
        await limited.close();
      }
      const perIp = await startSite(test.database, { SELF_SERVICE_RATE_LIMIT_PER_IP: "2" });
      try {
        const ip = "198.51.100.77";
        expect((await start({ ...ARJUN, mobile: "9222200021" }, ip, perIp)).status).toBe(201);
        expect((await start({ ...ARJUN, mobile: "9222200022" }, ip, perIp)).status).toBe(201);
        expect((await start({ ...ARJUN, mobile: "9222200023" }, ip, perIp)).status).toBe(429);
      } finally {
        await perIp.close();
      }
    });

    it("answers 503 while the bureau is down, and the same OTP gets the answer once it is back", async () => {
      let down = true;
      const real = creditBureauFromConfig({ CREDIT_BUREAU_TIMEOUT_MS: 1000 });
      const flaky: CreditBureau = {
        name: "flaky bureau",
        score: (query) => (down ? Promise.reject(new Error("connection refused")) : real.score(query)),
      };
      const keysConfig = { PAYLOAD_AES_KEY: TEST_PAYLOAD_KEY };
      const outage = await startSite(test.database, {}, (c) =>
        createCreditScoreService({
          database: test.database,
          hashKey: siteKeys(test.database.db, keysConfig).hashKey,
          bureau: flaky,
          sms: outboxSmsProvider(test.database.db),
          limits: { perIp: 1000, perSubject: 1000 },
          sendsPerMobilePerDay: c.OTP_SENDS_PER_MOBILE_PER_DAY,
          generateCode: () => CODE,
        }),
      );
      try {
        const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
        const started = await start(RAVI, undefined, outage);
        const { token } = started.body as { token: string };
        const failed = await verify(token, CODE, outage);
        errors.mockRestore();
        expect(failed.status).toBe(503);
        expect(failed.body).toEqual({ message: M.cs_unavailable });
        expect(failed.headers.get("retry-after")).toBe("60");
        down = false;
        const again = await verify(token, CODE, outage);
        expect(again.status).toBe(200);
        expect(again.body).toMatchObject({ outcome: "score", band: "fair" });
      } finally {
        await outage.close();
      }
    });

    it("answers 1,000 malformed bodies of each endpoint with 4xx, never 5xx", async () => {
      const anyValue = fc.oneof(
        fc.string(),
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.string(), { maxLength: 3 }),
        fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
      );
      const body = fc.oneof(
        fc.record(
          {
            name: anyValue,
            dob: fc.oneof(anyValue, fc.constant("1985-04-12")),
            mobile: fc.oneof(anyValue, fc.constant("9000000101")),
            pan: anyValue,
            consent: anyValue,
            token: anyValue,
            otp: anyValue,
          },
          { requiredKeys: [] },
        ),
        fc.string().map((s) => ({ raw: s })),
        anyValue,
      );
      for (const route of ["/credit-score/start", "/credit-score/verify"]) {
        await fc.assert(
          fc.asyncProperty(body, async (value) => {
            const raw =
              typeof value === "object" && value !== null && "raw" in value && Object.keys(value).length === 1;
            const answer = await call(site, route, raw ? (value as { raw: string }).raw : value, {
              raw,
              ip: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
            });
            if (answer.status >= 500) throw new Error(`${route} ${answer.status} for ${JSON.stringify(value)}`);
            expect([200, 201, 400, 404, 413, 415, 429]).toContain(answer.status);
          }),
          { numRuns: 1000 },
        );
      }
    }, 240_000);
  });
}
