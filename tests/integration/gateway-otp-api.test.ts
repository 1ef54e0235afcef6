/**
 * The secured gateway and "Recent quote by OTP" over HTTP (issue 13,
 * docs/site-api.md "Secured gateway", "OTP and recent quotes", decision 052),
 * on PGlite and on PostgreSQL when available: key endpoints and their
 * refusals, token scope and expiry, the OTP rules on a moved clock (4 sends
 * per 30 minutes, 30 s apart, the 4th a call; 5 minutes; 5 tries; one use),
 * the recent quotes of the demo mobiles, no 5xx for malformed input, and a
 * guessing attack that never succeeds.
 */
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encryptWithKey } from "../../app/crypto/payload-cipher";
import { OTP_ANSWERS } from "@contracts/otp/otp-rules";
import { backends, type TestDatabase } from "./fixtures/content-fixtures.ts";
import { TEST_PAYLOAD_KEY } from "./fixtures/lead-fixtures.ts";
import {
  API_PASSWORD,
  API_USER,
  authToken,
  saveTestQuote,
  startGatewayApi,
  type GatewayApi,
} from "./fixtures/gateway-fixtures.ts";
import { seedRatingTables } from "../../server/rating/rating-store.ts";
import { seedCatalogue } from "../../server/motor/catalogue.ts";
import { healthServiceFor, motorServiceFor, travelServiceFor } from "../../server/api/api-router.ts";
import { siteKeys } from "../../server/crypto/site-keys.ts";
import { DEMO_MOBILES, seedDemoQuotes } from "../../server/quotes/demo-quotes.ts";
import { otpCodes, smsOutbox } from "../../server/otp/otp.schema.ts";
import { quotes } from "../../server/health/health.schema.ts";

const FIXED_CODE = "7351";

for (const backend of backends) {
  describe.skipIf(!backend.available)(`gateway and OTP on ${backend.name}`, () => {
    let test: TestDatabase;
    let api: GatewayApi;
    let mobile = 8_100_000_000 + (process.pid % 1000) * 1000;
    const nextMobile = () => String(mobile++);

    const quoteToken = async (identifier: string): Promise<string> => {
      const answer = await api.call("POST", "/cp-api/api/quote-key", {
        body: await encryptWithKey({ quoteId: identifier }, TEST_PAYLOAD_KEY),
      });
      expect(answer.status).toBe(200);
      return answer.body.access_token as string;
    };
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const send = (token: string) => api.call("POST", "/api/shop/payment-otp", { headers: bearer(token) });
    const check = (token: string, otp: unknown) =>
      api.call("POST", "/api/shop/validate-payment-otp", { headers: bearer(token), body: { otp } });

    /** The OTP of the newest message to `number`, read from the outbox as a phone would. */
    const lastCode = async (number: string) => {
      const [row] = await test.database.db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.mobile, number))
        .orderBy(desc(smsOutbox.id))
        .limit(1);
      const digits =
        row?.channel === "call"
          ? /is (\d) (\d) (\d) (\d)\./.exec(row.text)?.slice(1).join("")
          : /^(\d{4}) /.exec(row?.text ?? "")?.[1];
      if (!digits) throw new Error(`no OTP in the outbox for ${number}`);
      return { code: digits, channel: row!.channel };
    };

    /** A fresh quote with its own mobile, and a token of it. */
    const freshQuote = async () => {
      const number = nextMobile();
      const quote = await saveTestQuote(test.database, number);
      return { number, ...quote, token: await quoteToken(quote.identifier) };
    };

    beforeAll(async () => {
      test = await backend.open();
      await seedRatingTables(test.database.db, path.resolve("content/seed"));
      await seedCatalogue(test.database.db, path.resolve("content/seed"));
      api = await startGatewayApi(test.database);
    });
    afterAll(async () => {
      await api?.close();
      await test?.dispose();
    });

    describe("POST /cp-api/api/key", () => {
      it("gives a configured API user a 15-minute access token", async () => {
        const answer = await api.call("POST", "/cp-api/api/key", {
          headers: { "x-api-user": API_USER, "x-api-password": API_PASSWORD },
        });
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ token_type: "Bearer", expires_in: 900 });
        expect(answer.body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
        expect(answer.headers.get("cache-control")).toBe("no-store");
        const verified = await api.tokens.verify(answer.body.access_token as string);
        expect(verified).toMatchObject({ ok: true, claims: { sub: API_USER } });
      });

      it("refuses wrong and missing credentials with 401", async () => {
        const cases: Record<string, string>[] = [
          { "x-api-user": API_USER, "x-api-password": `${API_PASSWORD}x` },
          { "x-api-user": "someone", "x-api-password": API_PASSWORD },
          { "x-api-user": API_USER },
          { "x-api-password": API_PASSWORD },
          {},
        ];
        for (const headers of cases) {
          const answer = await api.call("POST", "/cp-api/api/key", { headers });
          expect(answer.status, JSON.stringify(headers)).toBe(401);
          expect(answer.body.message).toMatch(/API credentials|Missing/);
          expect(answer.body.access_token).toBeUndefined();
        }
      });

      it("refuses everyone when no API user is configured, and limits key requests per address", async () => {
        const closed = await startGatewayApi(test.database, {
          env: { GATEWAY_API_USERS: undefined, GATEWAY_KEY_RATE_LIMIT_PER_IP: "3" },
        });
        try {
          const headers = { "x-api-user": API_USER, "x-api-password": API_PASSWORD };
          const ip = "198.51.100.77";
          for (let i = 0; i < 3; i++)
            expect((await closed.call("POST", "/cp-api/api/key", { headers, ip })).status).toBe(401);
          const limited = await closed.call("POST", "/cp-api/api/key", { headers, ip });
          expect(limited.status).toBe(429);
          expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
        } finally {
          await closed.close();
        }
      });
    });

    describe("GET /cp-api/api/v2/key", () => {
      const v2 = async (fields: Record<string, unknown>) =>
        api.call("GET", "/cp-api/api/v2/key", { headers: { AuthToken: await authToken(fields) } });
      const now = () => Math.floor(api.clock.ms / 1000);

      it("gives a token scoped to the quote named, which opens its OTP", async () => {
        const number = nextMobile();
        const quote = await saveTestQuote(test.database, number);
        const answer = await v2({
          user: API_USER,
          password: API_PASSWORD,
          timestamp: now(),
          quoteId: quote.identifier,
          productId: 12,
        });
        expect(answer.status).toBe(200);
        const verified = await api.tokens.verify(answer.body.access_token as string);
        expect(verified).toMatchObject({ ok: true, claims: { sub: API_USER, quote: quote.identifier, product: "12" } });
        const sent = await send(answer.body.access_token as string);
        expect(sent.status).toBe(200);
        expect(sent.body.mobile).toBe(`${number.slice(0, 2)}******${number.slice(-2)}`);
      });

      it("takes a timestamp in seconds or milliseconds, refuses one older than 5 minutes or ahead", async () => {
        const base = { user: API_USER, password: API_PASSWORD };
        expect((await v2({ ...base, timestamp: now() - 299 })).status).toBe(200);
        expect((await v2({ ...base, timestamp: String(now()) })).status).toBe(200);
        expect((await v2({ ...base, timestamp: api.clock.ms })).status).toBe(200);
        const old = await v2({ ...base, timestamp: now() - 301 });
        expect(old).toMatchObject({ status: 401, body: { message: "Session expired" } });
        expect((await v2({ ...base, timestamp: now() + 180 })).status).toBe(401);
      });

      it("refuses wrong credentials 401, an AuthToken it cannot read 400, an unknown quote 404", async () => {
        expect((await v2({ user: API_USER, password: "wrong-password-0000", timestamp: now() })).status).toBe(401);
        expect((await v2({ user: "x", password: API_PASSWORD, timestamp: now() })).status).toBe(401);
        const missing = await api.call("GET", "/cp-api/api/v2/key");
        expect(missing.status).toBe(401);
        const garbage = await api.call("GET", "/cp-api/api/v2/key", { headers: { AuthToken: "not::a::token" } });
        expect(garbage).toMatchObject({ status: 400, body: { message: "Invalid request payload" } });
        expect((await v2({ user: API_USER, timestamp: now() })).status).toBe(400);
        const unknown = await v2({ user: API_USER, password: API_PASSWORD, timestamp: now(), quoteId: "A".repeat(22) });
        expect(unknown.status).toBe(404);
      });

      it("renews a token of the same user, keeping its quote; refuses another's", async () => {
        const quote = await saveTestQuote(test.database, nextMobile());
        const base = { user: API_USER, password: API_PASSWORD, timestamp: now() };
        const first = (await v2({ ...base, quoteId: quote.identifier })).body.access_token as string;
        const renewed = await v2({ ...base, accessToken: first });
        expect(renewed.status).toBe(200);
        expect(await api.tokens.verify(renewed.body.access_token as string)).toMatchObject({
          claims: { quote: quote.identifier },
        });
        const website = await quoteToken(quote.identifier);
        expect((await v2({ ...base, accessToken: website })).status).toBe(401);
        expect((await v2({ ...base, accessToken: "a.b.c" })).status).toBe(401);
      });
    });

    describe("access tokens on the OTP endpoints", () => {
      it("a token without a quote is 403, a missing or wrong one 401", async () => {
        const plain = await api.call("POST", "/cp-api/api/key", {
          headers: { "x-api-user": API_USER, "x-api-password": API_PASSWORD },
        });
        const noQuote = await send(plain.body.access_token as string);
        expect(noQuote.status).toBe(403);
        expect(noQuote.headers.get("www-authenticate")).toContain("insufficient_scope");
        const missing = await api.call("POST", "/api/shop/payment-otp");
        expect(missing.status).toBe(401);
        expect((await send("abc.def.ghi")).status).toBe(401);
        expect((await check("abc.def.ghi", "1234")).status).toBe(401);
      });

      it("a token expires after 15 minutes", async () => {
        const { token } = await freshQuote();
        api.clock.advance(15 * 60 - 1);
        expect((await check(token, "0000")).status).toBe(400);
        api.clock.advance(1);
        const expired = await send(token);
        expect(expired).toMatchObject({ status: 401, body: { message: "Access token expired" } });
      });

      it("the quote key endpoint answers only for a real quote", async () => {
        const quote = await saveTestQuote(test.database, nextMobile());
        const plain = await api.call("POST", "/cp-api/api/quote-key", { body: { quoteId: quote.identifier } });
        expect(plain.status).toBe(200);
        expect(await api.tokens.verify(plain.body.access_token as string)).toMatchObject({
          claims: { sub: "website", quote: quote.identifier },
        });
        expect((await api.call("POST", "/cp-api/api/quote-key", { body: { quoteId: "B".repeat(22) } })).status).toBe(
          404,
        );
        expect((await api.call("POST", "/cp-api/api/quote-key", { body: { quoteId: "short" } })).status).toBe(400);
        expect((await api.call("POST", "/cp-api/api/quote-key", { body: "{not json" })).status).toBe(400);
        expect((await api.call("POST", "/cp-api/api/quote-key", { body: { ciphertext: "x" } })).status).toBe(400);
        expect((await api.call("GET", "/cp-api/api/nothing")).status).toBe(404);
      });
    });

    describe("sending an OTP", () => {
      it("allows 4 sends per 30 minutes, 30 s apart, the 4th a call; the outbox has each", async () => {
        const { number, token, quoteNo } = await freshQuote();
        const first = await send(token);
        expect(first).toMatchObject({
          status: 200,
          body: {
            message: "OTP sent",
            sends: 1,
            maxSends: 4,
            channel: "sms",
            mobile: `${number.slice(0, 2)}******${number.slice(-2)}`,
          },
        });
        expect((await lastCode(number)).channel).toBe("sms");

        api.clock.advance(10);
        const early = await send(token);
        expect(early).toMatchObject({ status: 429, body: { message: OTP_ANSWERS.wait, retryAfterSeconds: 20 } });
        expect(early.headers.get("retry-after")).toBe("20");

        api.clock.advance(20);
        expect((await send(token)).body).toMatchObject({ sends: 2, channel: "sms" });
        api.clock.advance(30);
        expect((await send(token)).body).toMatchObject({ sends: 3, channel: "sms" });
        api.clock.advance(30);
        expect((await send(token)).body).toMatchObject({ sends: 4, channel: "call" });
        expect((await lastCode(number)).channel).toBe("call");

        api.clock.advance(30);
        const capped = await send(token);
        // the first send (120 s ago) leaves the 30-minute window in 28 minutes
        expect(capped).toMatchObject({
          status: 429,
          body: { message: OTP_ANSWERS.limit, retryAfterSeconds: 30 * 60 - 120 },
        });
        const messages = await test.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, number));
        expect(messages.map((m) => m.channel)).toEqual(["sms", "sms", "sms", "call"]);
        expect(quoteNo).toMatch(/^HQ\d{8}$/);

        api.clock.advance(30 * 60 - 120);
        expect((await send(token)).status).toBe(401); // that token has expired meanwhile
        const renewed = await quoteToken(
          (await test.database.db.select().from(quotes).where(eq(quotes.quoteNo, quoteNo)))[0]!.identifier,
        );
        expect((await send(renewed)).body).toMatchObject({ sends: 4 });
      });

      it("limits the sends of one mobile per day over all its quotes", async () => {
        const limited = await startGatewayApi(test.database, {
          env: { OTP_SENDS_PER_MOBILE_PER_DAY: "2" },
          clock: api.clock,
        });
        try {
          const number = nextMobile();
          for (let i = 0; i < 3; i++) {
            const quote = await saveTestQuote(test.database, number);
            const token = (await limited.call("POST", "/cp-api/api/quote-key", { body: { quoteId: quote.identifier } }))
              .body.access_token as string;
            const answer = await limited.call("POST", "/api/shop/payment-otp", { headers: bearer(token) });
            expect(answer.status).toBe(i < 2 ? 200 : 429);
          }
        } finally {
          await limited.close();
        }
      });
    });

    describe("checking an OTP", () => {
      it("keeps only a hash, accepts the right code once, and lists the mobile's recent quotes", async () => {
        const { number, token, quoteNo, identifier } = await freshQuote();
        await send(token);
        const { code } = await lastCode(number);
        const [stored] = await test.database.db.select().from(otpCodes).orderBy(desc(otpCodes.sentAt)).limit(1);
        expect(stored!.codeHash).not.toContain(code);
        expect(stored!.codeHash).toMatch(/^[\w-]{43}$/);

        const wrong = code === "0000" ? "0001" : "0000";
        expect(await check(token, wrong)).toMatchObject({
          status: 400,
          body: { message: "Invalid OTP", field: "otp" },
        });
        const right = await check(token, code);
        expect(right.status).toBe(200);
        const listed = right.body.quotes as Record<string, unknown>[];
        expect(listed).toEqual([
          {
            product_name: "Arogya Sanjeevani Policy",
            members: "Self, Father-in-law",
            premium: 9876,
            quoteNo,
            quote_creation_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
            url: `/health-step6?quote=${identifier}`,
            productid: "retail-health",
          },
        ]);
        const again = await check(token, code);
        expect(again).toMatchObject({ status: 400, body: { message: OTP_ANSWERS.none } });
      });

      it("answers a code older than 5 minutes as expired", async () => {
        const { number, token } = await freshQuote();
        await send(token);
        const { code } = await lastCode(number);
        api.clock.advance(5 * 60);
        expect(await check(token, code)).toMatchObject({ status: 400, body: { message: "OTP expired" } });
      });

      it("locks a code after 5 wrong tries, even against the right one; a new code works", async () => {
        const { number, token } = await freshQuote();
        await send(token);
        const { code } = await lastCode(number);
        const wrong = ["0000", "1111", "2222", "3333", "4444", "5555"].filter((c) => c !== code);
        for (let i = 0; i < 4; i++) expect((await check(token, wrong[i])).body.message).toBe("Invalid OTP");
        expect((await check(token, wrong[4])).body.message).toBe(OTP_ANSWERS.locked);
        expect(await check(token, code)).toMatchObject({ status: 400, body: { message: OTP_ANSWERS.locked } });
        api.clock.advance(30);
        await send(token);
        const fresh = await lastCode(number);
        expect((await check(token, fresh.code)).status).toBe(200);
      });

      it("takes only the newest code", async () => {
        const { number, token } = await freshQuote();
        await send(token);
        const older = await lastCode(number);
        api.clock.advance(30);
        await send(token);
        const newer = await lastCode(number);
        if (older.code !== newer.code) expect((await check(token, older.code)).body.message).toBe("Invalid OTP");
        expect((await check(token, newer.code)).status).toBe(200);
      });

      it("checks the shape first: 4 digits, sealed or not", async () => {
        const { token } = await freshQuote();
        expect(await check(token, "")).toMatchObject({ status: 400, body: { message: "Please enter the OTP" } });
        expect(await check(token, undefined)).toMatchObject({ status: 400, body: { message: "Please enter the OTP" } });
        expect(await check(token, "12345")).toMatchObject({ status: 400, body: { message: "OTP must be 4 digits" } });
        expect(await check(token, "12a4")).toMatchObject({ status: 400, body: { message: "OTP must be 4 digits" } });
        expect(await check(token, 1234)).toMatchObject({ status: 400 });
        const sealed = await api.call("POST", "/api/shop/validate-payment-otp", {
          headers: bearer(token),
          body: await encryptWithKey({ otp: "1234" }, TEST_PAYLOAD_KEY),
        });
        expect(sealed).toMatchObject({ status: 400, body: { message: OTP_ANSWERS.none } });
        const unreadable = await api.call("POST", "/api/shop/validate-payment-otp", {
          headers: bearer(token),
          body: { ciphertext: "AAAA::BBBB::CCCC" },
        });
        expect(unreadable).toMatchObject({ status: 400, body: { message: "Invalid request payload" } });
      });
    });

    describe("recent quotes", () => {
      it("lists a demo mobile's health, motor and travel quotes, newest first, of the last 30 days", async () => {
        const keys = siteKeys(test.database.db, api.config);
        const services = {
          health: healthServiceFor(test.database, api.config, keys),
          motor: motorServiceFor(test.database, api.config, keys),
          travel: travelServiceFor(test.database, api.config, keys),
        };
        const seeded = await seedDemoQuotes(test.database, services);
        expect(seeded).toHaveLength(5);
        expect(await seedDemoQuotes(test.database, services)).toEqual([]);
        const old = await saveTestQuote(test.database, DEMO_MOBILES.asha, {
          createdAt: new Date(Date.now() - 40 * 86_400_000),
        });

        const [newest] = await test.database.db
          .select()
          .from(quotes)
          .where(eq(quotes.mobile, DEMO_MOBILES.asha))
          .orderBy(desc(quotes.createdAt))
          .limit(1);
        const token = await quoteToken(newest!.identifier);
        await send(token);
        const answer = await check(token, (await lastCode(DEMO_MOBILES.asha)).code);
        expect(answer.status).toBe(200);
        const listed = answer.body.quotes as {
          product_name: string;
          members: string;
          url: string;
          premium: number;
          quoteNo: string;
        }[];
        expect(listed.map((q) => q.url.split("?")[0]!.replace(/\/[\w-]{22}$/, "/{id}"))).toEqual([
          "/health-step6",
          "/cardetails/{id}",
          "/travel-insurance-online/travel-insurance-calculator",
        ]);
        expect(listed.map((q) => q.members)).toEqual([
          "Self, Spouse, Daughter",
          "Car, 1197 cc, MH02AB1234",
          "2 travellers",
        ]);
        // the content fixture has no products: the motor name falls back to the product's own
        expect(listed[1]!.product_name).toBe("Private Car Insurance");
        expect(listed.every((q) => q.premium > 0)).toBe(true);
        expect(listed.map((q) => q.quoteNo)).not.toContain(old.quoteNo);
      });
    });

    describe("no 5xx for anything a visitor can send", () => {
      const fuzzBody = fc.oneof(
        fc.anything(),
        fc.record({ otp: fc.oneof(fc.string(), fc.integer(), fc.anything()) }),
        fc.record({ quoteId: fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z0-9_-]{22}$/), fc.anything()) }),
        fc.record({
          ciphertext: fc.oneof(
            fc.string(),
            fc.stringMatching(/^[A-Za-z0-9+/=]{4,40}::[A-Za-z0-9+/=]{24}::[A-Za-z0-9+/=]{24}$/),
          ),
        }),
        fc.record({ ciphertext: fc.string(), passphrase: fc.string(), token: fc.oneof(fc.integer(), fc.string()) }),
        fc.string(),
      );
      const bodies = fc.sample(fuzzBody, { numRuns: 1000, seed: 52 });
      const headerValues = fc.sample(
        fc.oneof(fc.string({ unit: "grapheme-ascii" }), fc.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/)),
        {
          numRuns: 1000,
          seed: 13,
        },
      );

      /** `requests` in batches of 25 at a time; every status. */
      async function statuses(requests: (() => Promise<{ status: number }>)[]): Promise<number[]> {
        const out: number[] = [];
        for (let i = 0; i < requests.length; i += 25) {
          out.push(...(await Promise.all(requests.slice(i, i + 25).map((r) => r()))).map((a) => a.status));
        }
        return out;
      }
      const raw = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? "null"));

      it("quote-key and validate-payment-otp: 1,000 malformed bodies each", async () => {
        const { token } = await freshQuote();
        const quoteKey = await statuses(
          bodies.map((b) => () => api.call("POST", "/cp-api/api/quote-key", { body: raw(b) })),
        );
        const validate = await statuses(
          bodies.map(
            (b) => () => api.call("POST", "/api/shop/validate-payment-otp", { headers: bearer(token), body: raw(b) }),
          ),
        );
        for (const status of [...quoteKey, ...validate]) expect(status).toBeLessThan(500);
      });

      it("key, v2/key and payment-otp: 1,000 malformed headers each", async () => {
        const clean = (v: string) => v.replace(/[^\x20-\x7e]/g, "");
        const key = await statuses(
          headerValues.map(
            (v) => () =>
              api.call("POST", "/cp-api/api/key", { headers: { "x-api-user": clean(v), "x-api-password": clean(v) } }),
          ),
        );
        const sealedFields = fc.sample(
          fc.record(
            {
              user: fc.anything(),
              password: fc.anything(),
              timestamp: fc.anything(),
              quoteId: fc.anything(),
              accessToken: fc.anything(),
            },
            { requiredKeys: [] },
          ),
          { numRuns: 500, seed: 7 },
        );
        const v2Headers = [
          ...headerValues.slice(0, 500).map(clean),
          ...(await Promise.all(sealedFields.map((f) => authToken(f)))),
        ];
        const v2 = await statuses(
          v2Headers.map((v) => () => api.call("GET", "/cp-api/api/v2/key", { headers: v ? { AuthToken: v } : {} })),
        );
        const otp = await statuses(
          headerValues.map(
            (v) => () =>
              api.call("POST", "/api/shop/payment-otp", {
                headers: { authorization: `Bearer ${clean(v)}` },
                body: raw(v),
              }),
          ),
        );
        for (const status of [...key, ...v2, ...otp]) expect(status).toBeLessThan(500);
        expect(key.every((s) => s === 401)).toBe(true);
        expect(otp.every((s) => s === 401)).toBe(true);
      });
    });

    describe("a guessing attack", () => {
      it("10,000 guesses against one quote never succeed and never fail the service", { timeout: 90_000 }, async () => {
        const attacked = await startGatewayApi(test.database, { generateCode: () => FIXED_CODE, clock: api.clock });
        try {
          const number = nextMobile();
          const { identifier } = await saveTestQuote(test.database, number);
          const counts = { sent: 0, invalid: 0, spent: 0, other: 0, success: 0, unavailable: 0 };
          // the attacker guesses every code in order, 3 s a guess, and asks for a new code as soon as the
          // server allows one whenever the current one is locked, used or expired (the code is fixed: 7351)
          let sendAllowedAt = 0;
          for (let guess = 0; guess < 10_000; guess++) {
            const otp = String(guess).padStart(4, "0");
            const answer = await attacked.otp.validate(identifier, { otp });
            if (answer.ok) counts.success++;
            else if (answer.status >= 500) counts.unavailable++;
            else if (answer.message === "Invalid OTP") counts.invalid++;
            else if (
              ([OTP_ANSWERS.locked, OTP_ANSWERS.none, OTP_ANSWERS.expired] as string[]).includes(answer.message)
            ) {
              counts.spent++;
              if (attacked.clock.ms >= sendAllowedAt) {
                const sent = await attacked.otp.send(identifier);
                if (sent.ok) counts.sent++;
                else if (sent.status >= 500) counts.unavailable++;
                else sendAllowedAt = attacked.clock.ms + (sent.retryAfterSeconds ?? 1) * 1000;
              }
            } else counts.other++;
            attacked.clock.advance(3);
          }
          expect(counts.success).toBe(0);
          expect(counts.unavailable).toBe(0);
          expect(counts.other).toBe(0);
          // 30,000 s of attack is under 17 windows of 30 minutes: at most 4 codes each, 5 tries a code
          expect(counts.sent).toBeLessThanOrEqual(17 * 4);
          expect(counts.invalid).toBeLessThanOrEqual(counts.sent * 4);

          // and a few hundred over HTTP, from one address
          const token = (await attacked.call("POST", "/cp-api/api/quote-key", { body: { quoteId: identifier } })).body
            .access_token as string;
          const over = await Promise.all(
            Array.from({ length: 300 }, (_, i) =>
              attacked.call("POST", "/api/shop/validate-payment-otp", {
                headers: bearer(token),
                body: { otp: String(i).padStart(4, "0") },
              }),
            ),
          );
          for (const answer of over) expect(answer.status).toBe(400);
        } finally {
          await attacked.close();
        }
      });
    });
  });
}
