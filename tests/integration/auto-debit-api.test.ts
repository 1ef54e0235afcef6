/**
 * The captcha and the auto-debit calls over HTTP (issue 13, docs/site-api.md
 * "Captcha and auto-debit", decision 053), on PGlite and on PostgreSQL when
 * available, against the demo policies: the contract's order of checks and
 * exact texts, captchas used once and expiring, one answer for an unknown
 * policy and a wrong date of birth, the mandate and its audit switched in
 * one transaction before the answer, attempt limits, and no 5xx for
 * anything a visitor sends (fuzzed).
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTO_DEBIT_MESSAGES, CAPTCHA_TOKEN_PATTERN } from "@contracts/auto-debit/auto-debit-rules";
import { backends, type TestDatabase } from "./fixtures/content-fixtures.ts";
import { leadContent, TEST_PAYLOAD_KEY } from "./fixtures/lead-fixtures.ts";
import { createApiRouter, type ApiDependencies } from "../../server/api/api-router.ts";
import { AUTO_DEBIT_BODY_MESSAGE, AUTO_DEBIT_UNAVAILABLE_MESSAGE } from "../../server/auto-debit/auto-debit-router.ts";
import { captchaAdapterFromConfig } from "../../server/captcha/captcha-adapter.ts";
import { captchaChallenges } from "../../server/captcha/captcha.schema.ts";
import { CAPTCHA_TTL_MS, createCaptchaService } from "../../server/captcha/captcha-service.ts";
import { loadConfig } from "../../server/config.ts";
import { siteKeys } from "../../server/crypto/site-keys.ts";
import type { Database } from "../../server/db/client.ts";
import { RATE_LIMIT_MESSAGES, subjectDigest } from "../../server/http/rate-limit.ts";
import { seedDemoPolicies } from "../../server/policy-admin/demo-policies.ts";
import { httpPolicyAdmin } from "../../server/policy-admin/http-policy-admin.ts";
import { policyMandateAudit, policyMandates } from "../../server/policy-admin/policy-admin.schema.ts";

const ANSWER = "12";
const UNSUBSCRIBE = "/shop/quick-assist/unsubscribe-auto-debit";
const SUBSCRIBE = "/shop/quick-assist/subscribe-auto-debit";
const M = AUTO_DEBIT_MESSAGES;

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
  headers: Headers;
  text: string;
}

interface TestSite {
  base: string;
  /** The captchas' clock, in epoch milliseconds; starts at the real time. */
  clock: { now: number };
  close(): Promise<void>;
}

/** The site API in process over `database`: the fixed captcha answer from the configuration, as in development. */
async function startSite(
  database: Database,
  env: Record<string, string> = {},
  deps: Partial<ApiDependencies> = {},
): Promise<TestSite> {
  const config = loadConfig({
    NODE_ENV: "test",
    PAYLOAD_AES_KEY: TEST_PAYLOAD_KEY,
    CAPTCHA_FIXED_ANSWER: ANSWER,
    CAPTCHA_RATE_LIMIT_PER_IP: "100000",
    AUTO_DEBIT_RATE_LIMIT_PER_IP: "100000",
    ...env,
  });
  const keys = siteKeys(database.db, config);
  const clock = { now: Date.now() };
  const captcha = createCaptchaService({
    db: database.db,
    adapter: captchaAdapterFromConfig(config),
    hashKey: keys.hashKey,
    now: () => new Date(clock.now),
  });
  const app = express();
  app.set("trust proxy", true);
  app.use("/api", createApiRouter({ database, config, content: leadContent, keys, captcha, ...deps }));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    clock,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function call(
  site: TestSite,
  method: "GET" | "POST",
  route: string,
  body?: unknown,
  options: { ip?: string; raw?: boolean; contentType?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${site.base}${route}`, {
    method,
    headers: {
      "content-type": options.contentType ?? "application/json",
      "x-forwarded-for": options.ip ?? "203.0.113.20",
    },
    body: body === undefined ? undefined : options.raw ? (body as string) : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Answer["body"] = null;
  try {
    parsed = JSON.parse(text) as Answer["body"];
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed, headers: response.headers, text };
}

async function captchaToken(site: TestSite, ip?: string): Promise<string> {
  const answer = await call(site, "GET", "/captcha", undefined, { ip });
  expect(answer.status).toBe(200);
  return (answer.body as { data: { captchaToken: string } }).data.captchaToken;
}

/** A request with a fresh captcha, solved unless `captchaSum` says otherwise. */
async function attempt(
  site: TestSite,
  route: string,
  fields: { policyNo: string; dob: string; captchaSum?: string },
  ip?: string,
): Promise<Answer> {
  const token = await captchaToken(site, ip);
  return call(site, "POST", route, { captchaSum: ANSWER, ...fields, captchaToken: token }, { ip });
}

for (const backend of backends) {
  describe.skipIf(!backend.available)(`captcha and auto-debit API on ${backend.name}`, () => {
    let test: TestDatabase;
    let site: TestSite;

    beforeAll(async () => {
      test = await backend.open();
      await seedDemoPolicies(test.database.db, path.resolve("content/seed"));
      site = await startSite(test.database);
    });
    afterAll(async () => {
      await site?.close();
      await test?.dispose();
    });

    const mandate = async (policyNo: string) =>
      (await test.database.db.select().from(policyMandates).where(eq(policyMandates.policyNo, policyNo)))[0];
    const audit = (policyNo: string) =>
      test.database.db
        .select()
        .from(policyMandateAudit)
        .where(eq(policyMandateAudit.policyNo, policyNo))
        .orderBy(asc(policyMandateAudit.id));

    it("GET /api/captcha: a JPEG and a token, the answer kept only as an HMAC", async () => {
      const answer = await call(site, "GET", "/captcha");
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      const { data } = answer.body as { data: { captchaImage: string; captchaToken: string } };
      expect(Object.keys(data).sort()).toEqual(["captchaImage", "captchaToken"]);
      const jpeg = Buffer.from(data.captchaImage, "base64");
      expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(jpeg.length).toBeGreaterThan(1_000);
      expect(jpeg.length).toBeLessThan(20_000);
      expect(data.captchaToken).toMatch(CAPTCHA_TOKEN_PATTERN);
      const rows = await test.database.db.select().from(captchaChallenges);
      const texts = rows.flatMap((row) => [row.tokenDigest, row.answerMac]);
      expect(texts.some((text) => text.includes(data.captchaToken))).toBe(false);
      expect(texts).not.toContain(ANSWER);
      for (const row of rows) expect(row.answerMac).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it("unsubscribes an active mandate: 200, the mandate off and its audit written before the answer", async () => {
      const policyNo = "MTR/2026/1004821";
      const ip = "203.0.113.21";
      const answer = await attempt(site, UNSUBSCRIBE, { policyNo, dob: "1988-04-12" }, ip);
      expect(answer).toMatchObject({ status: 200, body: { message: M.autodebit_unsubscribed } });
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(await mandate(policyNo)).toMatchObject({ status: "inactive", bankName: "HDFC Bank" });
      const hashKey = await siteKeys(test.database.db, {}).hashKey();
      const [entry, ...more] = await audit(policyNo);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ action: "unsubscribe", fromDigest: subjectDigest(hashKey, "mandate-audit", ip) });
      expect(entry!.fromDigest).not.toContain("203.0.113");

      // again: nothing left to switch off; the subscribe mirror switches it back on, once
      expect(await attempt(site, UNSUBSCRIBE, { policyNo, dob: "1988-04-12" })).toMatchObject({
        status: 409,
        body: { error: M.autodebit_not_active },
      });
      expect(await attempt(site, SUBSCRIBE, { policyNo, dob: "1988-04-12" })).toMatchObject({
        status: 200,
        body: { message: M.autodebit_subscribed },
      });
      expect((await mandate(policyNo))?.status).toBe("active");
      expect(await attempt(site, SUBSCRIBE, { policyNo, dob: "1988-04-12" })).toMatchObject({
        status: 409,
        body: { error: M.autodebit_already_active },
      });
      expect((await audit(policyNo)).map((row) => row.action)).toEqual(["unsubscribe", "subscribe"]);
    });

    it("gives an unknown policy and a wrong date of birth the identical answer", async () => {
      const wrongDob = await attempt(site, UNSUBSCRIBE, { policyNo: "HLT/2026/2003417", dob: "1972-09-06" });
      const unknown = await attempt(site, UNSUBSCRIBE, { policyNo: "HLT/2026/2003499", dob: "1972-09-05" });
      for (const answer of [wrongDob, unknown]) {
        expect(answer).toMatchObject({ status: 400, body: { error: M.autodebit_no_match } });
      }
      expect(unknown.text).toBe(wrongDob.text);
      expect(unknown.headers.get("content-length")).toBe(wrongDob.headers.get("content-length"));
      expect((await mandate("HLT/2026/2003417"))?.status).toBe("active");
      expect(await audit("HLT/2026/2003417")).toEqual([]);
      // a number typed in small letters and with spaces is the same policy
      expect(await attempt(site, SUBSCRIBE, { policyNo: " hlt/2026/2006688 ", dob: "1991-12-22" })).toMatchObject({
        status: 200,
        body: { message: M.autodebit_subscribed },
      });
    });

    it("answers inactive and missing mandates in each direction", async () => {
      expect(await attempt(site, UNSUBSCRIBE, { policyNo: "MTR/2026/1007315", dob: "1979-11-03" })).toMatchObject({
        status: 409,
        body: { error: M.autodebit_not_active },
      });
      expect(await attempt(site, UNSUBSCRIBE, { policyNo: "MTR/2026/1015207", dob: "1969-02-14" })).toMatchObject({
        status: 409,
        body: { error: M.autodebit_not_active },
      });
      expect(await attempt(site, SUBSCRIBE, { policyNo: "MTR/2026/1015207", dob: "1969-02-14" })).toMatchObject({
        status: 409,
        body: { error: M.autodebit_no_mandate },
      });
      expect((await mandate("MTR/2026/1007315"))?.status).toBe("inactive");
      expect(await mandate("MTR/2026/1015207")).toBeUndefined();
    });

    it("uses each captcha once, whatever the answer, and lets it expire after 5 minutes", async () => {
      const fields = { policyNo: "HLT/2026/2003499", dob: "1980-01-01" };
      // a wrong sum: refused, and the token is gone, so the right sum with it is refused too
      const token = await captchaToken(site);
      const wrong = await call(site, "POST", UNSUBSCRIBE, { ...fields, captchaToken: token, captchaSum: "13" });
      expect(wrong).toMatchObject({ status: 400, body: { error: M.autodebit_captcha_invalid } });
      const reused = await call(site, "POST", UNSUBSCRIBE, { ...fields, captchaToken: token, captchaSum: ANSWER });
      expect(reused).toMatchObject({ status: 400, body: { error: M.autodebit_captcha_invalid } });
      // a right sum passes the captcha once (the policy check answers next), and never again
      const once = await captchaToken(site);
      const first = await call(site, "POST", SUBSCRIBE, { ...fields, captchaToken: once, captchaSum: `0${ANSWER}` });
      expect(first.body).toEqual({ error: M.autodebit_no_match });
      const second = await call(site, "POST", SUBSCRIBE, { ...fields, captchaToken: once, captchaSum: ANSWER });
      expect(second.body).toEqual({ error: M.autodebit_captcha_invalid });
      // a token nobody issued
      const made = await call(site, "POST", SUBSCRIBE, { ...fields, captchaToken: "A".repeat(43), captchaSum: ANSWER });
      expect(made.body).toEqual({ error: M.autodebit_captcha_invalid });

      // expiry, on the captchas' clock: still good a moment before 5 minutes, expired at 5 minutes
      const started = site.clock.now;
      try {
        const early = await captchaToken(site);
        const late = await captchaToken(site);
        site.clock.now = started + CAPTCHA_TTL_MS - 1;
        const inTime = await call(site, "POST", SUBSCRIBE, { ...fields, captchaToken: early, captchaSum: ANSWER });
        expect(inTime.body).toEqual({ error: M.autodebit_no_match });
        site.clock.now = started + CAPTCHA_TTL_MS;
        const expired = await call(site, "POST", SUBSCRIBE, { ...fields, captchaToken: late, captchaSum: ANSWER });
        expect(expired).toMatchObject({ status: 400, body: { error: M.autodebit_captcha_expired } });
        // used up by that answer too
        const again = await call(site, "POST", SUBSCRIBE, { ...fields, captchaToken: late, captchaSum: ANSWER });
        expect(again.body).toEqual({ error: M.autodebit_captcha_invalid });

        // tokens long past their expiry are deleted when the next captcha is issued
        const forgotten = await captchaToken(site);
        site.clock.now += CAPTCHA_TTL_MS + 61 * 60_000;
        await captchaToken(site);
        const stale = await call(site, "POST", SUBSCRIBE, { ...fields, captchaToken: forgotten, captchaSum: ANSWER });
        expect(stale.body).toEqual({ error: M.autodebit_captcha_invalid });
      } finally {
        site.clock.now = started;
      }
    });

    it("answers each shape problem with the form's message, before looking at the captcha", async () => {
      const token = await captchaToken(site);
      const valid = { policyNo: "MTR/2026/1011942", dob: "1995-07-28", captchaToken: token, captchaSum: ANSWER };
      const cases: [string, unknown, string][] = [
        [UNSUBSCRIBE, {}, M.autodebit_policy_required],
        [UNSUBSCRIBE, { ...valid, policyNo: "  " }, M.autodebit_policy_required],
        [UNSUBSCRIBE, { ...valid, policyNo: "MTR 2026" }, M.autodebit_policy_invalid],
        [SUBSCRIBE, { ...valid, policyNo: "MTR 2026" }, M.autodebit_policy_invalid_subscribe],
        [UNSUBSCRIBE, { ...valid, dob: "" }, M.autodebit_dob_required],
        [UNSUBSCRIBE, { ...valid, dob: "28-07-1995" }, M.autodebit_dob_invalid],
        [UNSUBSCRIBE, { ...valid, dob: "2999-01-01" }, M.autodebit_dob_invalid],
        [UNSUBSCRIBE, { ...valid, captchaSum: "" }, M.autodebit_captcha_required],
        [UNSUBSCRIBE, { ...valid, captchaSum: "1 2" }, M.autodebit_captcha_digits],
        [UNSUBSCRIBE, { ...valid, captchaToken: "" }, M.autodebit_captcha_invalid],
        [UNSUBSCRIBE, [valid], AUTO_DEBIT_BODY_MESSAGE],
        // JSON, but not an object or array: the body reader's refusal
        [SUBSCRIBE, "a string", "The body is not valid JSON"],
      ];
      for (const [route, body, message] of cases) {
        const answer = await call(site, "POST", route, body);
        expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, body: { error: message } });
      }
      expect(await call(site, "POST", UNSUBSCRIBE, "{not json", { raw: true })).toMatchObject({
        status: 400,
        body: { error: "The body is not valid JSON" },
      });
      expect(
        await call(site, "POST", UNSUBSCRIBE, "policyNo=1", { raw: true, contentType: "text/plain" }),
      ).toMatchObject({ status: 400, body: { error: AUTO_DEBIT_BODY_MESSAGE } });
      expect(await call(site, "POST", UNSUBSCRIBE, { ...valid, padding: "x".repeat(5_000) })).toMatchObject({
        status: 413,
        body: { error: "The body is too large" },
      });
      // none of that used the captcha up
      expect(await call(site, "POST", UNSUBSCRIBE, valid)).toMatchObject({
        status: 200,
        body: { message: M.autodebit_unsubscribed },
      });
    });

    it("limits attempts per policy number after the captcha, the same for a number that does not exist", async () => {
      const policyNo = "MTR/2026/1019660";
      // wrong captchas are stopped before the count: nobody locks a holder out without solving captchas
      for (let i = 0; i < 6; i++) {
        const answer = await attempt(site, UNSUBSCRIBE, { policyNo, dob: "1984-08-08", captchaSum: "99" });
        expect(answer.body).toEqual({ error: M.autodebit_captcha_invalid });
      }
      for (let i = 0; i < 5; i++) {
        const answer = await attempt(site, UNSUBSCRIBE, { policyNo, dob: "1984-08-09" }, `198.51.100.${i}`);
        expect(answer.body).toEqual({ error: M.autodebit_no_match });
      }
      const limited = await attempt(site, UNSUBSCRIBE, { policyNo: policyNo.toLowerCase(), dob: "1984-08-08" });
      expect(limited).toMatchObject({ status: 429, body: { error: RATE_LIMIT_MESSAGES.limited } });
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await mandate(policyNo))?.status).toBe("active");

      const unknown = "MTR/2026/1099998";
      for (let i = 0; i < 5; i++) {
        expect((await attempt(site, SUBSCRIBE, { policyNo: unknown, dob: "1984-08-08" })).status).toBe(400);
      }
      expect((await attempt(site, SUBSCRIBE, { policyNo: unknown, dob: "1984-08-08" })).status).toBe(429);
    });

    it("limits captchas and attempts per address", async () => {
      const tight = await startSite(test.database, {
        CAPTCHA_RATE_LIMIT_PER_IP: "2",
        AUTO_DEBIT_RATE_LIMIT_PER_IP: "3",
      });
      try {
        const ip = "192.0.2.77";
        for (let i = 0; i < 2; i++) expect((await call(tight, "GET", "/captcha", undefined, { ip })).status).toBe(200);
        const captcha = await call(tight, "GET", "/captcha", undefined, { ip });
        expect(captcha).toMatchObject({ status: 429, body: { error: RATE_LIMIT_MESSAGES.limited } });
        for (let i = 0; i < 3; i++) expect((await call(tight, "POST", UNSUBSCRIBE, {}, { ip })).status).toBe(400);
        expect(await call(tight, "POST", SUBSCRIBE, {}, { ip })).toMatchObject({
          status: 429,
          body: { error: RATE_LIMIT_MESSAGES.limited },
        });
        expect((await call(tight, "POST", SUBSCRIBE, {}, { ip: "192.0.2.78" })).status).toBe(400);
      } finally {
        await tight.close();
      }
    });

    it("switches the mandate and writes its audit in one transaction: a failure half-way changes nothing", async () => {
      // as a server killed between the two writes: the audit insert fails, so the switch must not stay
      const policyNo = "HLT/2026/2009153";
      const db = test.database.db;
      await db.execute(
        sql`alter table policy_mandate_audit add constraint audit_refused_for_test check (policy_no <> ${sql.raw(`'${policyNo}'`)}) not valid`,
      );
      try {
        const failed = await attempt(site, UNSUBSCRIBE, { policyNo, dob: "1960-02-29" });
        expect(failed).toMatchObject({ status: 503, body: { error: AUTO_DEBIT_UNAVAILABLE_MESSAGE } });
        expect(failed.headers.get("retry-after")).toBe("30");
        expect(await mandate(policyNo)).toMatchObject({ status: "active" });
        expect(await audit(policyNo)).toEqual([]);
      } finally {
        await db.execute(sql`alter table policy_mandate_audit drop constraint audit_refused_for_test`);
      }
      const retried = await attempt(site, UNSUBSCRIBE, { policyNo, dob: "1960-02-29" });
      expect(retried).toMatchObject({ status: 200, body: { message: M.autodebit_unsubscribed } });
      expect(await mandate(policyNo)).toMatchObject({ status: "inactive" });
      expect((await audit(policyNo)).map((row) => row.action)).toEqual(["unsubscribe"]);
    });

    it("answers 503 when the policy administration system does not answer, and changes nothing", async () => {
      const down = await startSite(
        test.database,
        {},
        { policyAdmin: httpPolicyAdmin({ baseUrl: "http://127.0.0.1:9/pas", timeoutMs: 500 }) },
      );
      try {
        const answer = await attempt(down, UNSUBSCRIBE, { policyNo: "HOM/2026/4000735", dob: "1977-06-14" });
        expect(answer).toMatchObject({ status: 503, body: { error: AUTO_DEBIT_UNAVAILABLE_MESSAGE } });
        expect((await mandate("HOM/2026/4000735"))?.status).toBe("active");
      } finally {
        await down.close();
      }
    });

    it("never answers 5xx to anything a visitor can send (1,000 bodies per endpoint)", async () => {
      const text = fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.string({ unit: "grapheme", maxLength: 20 }),
        fc.constantFrom("", " ", "MTR/2026/1004821", "1988-04-12", "12", "0000-00-00", "\u0000", "__proto__"),
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
      const wellFormed = fc.record({
        policyNo: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9/-]{7,29}$/),
        dob: fc
          .date({ min: new Date("1900-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
        captchaToken: fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
        captchaSum: fc.stringMatching(/^\d{1,4}$/),
      });
      const body = fc.oneof(
        fc.record({ policyNo: field, dob: field, captchaToken: field, captchaSum: field }, { requiredKeys: [] }),
        wellFormed,
        fc.anything().map((value) => JSON.stringify(value) ?? ""),
        fc.string({ maxLength: 60 }),
      );
      for (const route of [UNSUBSCRIBE, SUBSCRIBE]) {
        await fc.assert(
          fc.asyncProperty(body, async (sent) => {
            const answer = await call(site, "POST", route, typeof sent === "string" ? sent : JSON.stringify(sent), {
              raw: true,
              ip: "203.0.113.99",
            });
            expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
            expect(answer.status, answer.text).toBeLessThan(500);
            expect(typeof answer.body?.error, answer.text).toBe("string");
          }),
          { numRuns: 1_000 },
        );
      }
    });
  });
}
