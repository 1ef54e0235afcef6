/**
 * POST /api/leadGeneration and GET /api/leads/export over HTTP (issue 3
 * "Done means": stored and outboxed, 400 per invalid field, tampered 400,
 * stale token 401, 429, no 5xx for thousands of malformed bodies), on PGlite
 * and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { backends, type TestDatabase } from "./fixtures/content-fixtures.ts";
import {
  EXPORT_TOKEN,
  TEST_PAYLOAD_KEY,
  nextMobile,
  sealed,
  sealedWithPassphrase,
  startLeadApi,
  validPayload,
  type LeadApi,
} from "./fixtures/lead-fixtures.ts";
import { crmLeads, leadOutbox, leads } from "../../server/lead/lead.schema.ts";
import { createLeadOutbox } from "../../server/lead/lead-outbox.ts";
import { httpCrmAdapter, tableCrmAdapter, type CrmAdapter, type CrmLead } from "../../server/lead/crm-adapter.ts";
import { LEAD_MESSAGES } from "@contracts/lead/lead-rules";
import { rateLimitCounters } from "../../server/http/rate-limit.schema.ts";
import { subjectDigest } from "../../server/http/rate-limit.ts";
import { LEAD_MOBILE_SCOPE } from "../../server/lead/lead-store.ts";

for (const backend of backends) {
  describe.skipIf(!backend.available)(`lead API on ${backend.name}`, () => {
    let test: TestDatabase;
    let api: LeadApi;

    beforeAll(async () => {
      test = await backend.open();
      api = await startLeadApi(test.database);
    });
    afterAll(async () => {
      await api?.close();
      await test?.dispose();
    });

    it("stores a valid lead before answering 200, with an outbox row the worker delivers to the CRM table", async () => {
      const payload = validPayload({ SBILeadFirstName: "Asha", SBILeadMiddleName: "Devi", SBILeadLastName: "Rao" });
      const answer = await api.post(await sealed(payload));
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      const reference = answer.body?.reference ?? "";
      expect(reference).toMatch(/^[0-9a-f-]{36}$/);

      const db = test.database.db;
      const [lead] = await db.select().from(leads).where(eq(leads.id, reference));
      expect(lead).toMatchObject({
        firstName: "Asha",
        middleName: "Devi",
        lastName: "Rao",
        mobile: payload.SBIMobileNum,
        product: "Travel",
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "monsoon",
        utmUniqueId: "u-1",
        pageUrl: "https://www.example.in/travel-insurance-online?gclid=1",
        submissions: 1,
      });
      const [queued] = await db.select().from(leadOutbox).where(eq(leadOutbox.leadId, reference));
      expect(queued?.deliveredAt).toBeNull();

      const outbox = createLeadOutbox({
        database: test.database,
        adapter: tableCrmAdapter(db),
        pollMs: 60_000,
        retryBaseMs: 1,
        retryMaxMs: 10,
      });
      expect(await outbox.runOnce()).toBeGreaterThanOrEqual(1);
      const [crm] = await db.select().from(crmLeads).where(eq(crmLeads.leadId, reference));
      expect(crm).toMatchObject({ fullName: "Asha Devi Rao", mobile: payload.SBIMobileNum, leadType: "1" });
      const [done] = await db.select().from(leadOutbox).where(eq(leadOutbox.leadId, reference));
      expect(done?.deliveredAt).toBeInstanceOf(Date);
    });

    it("accepts the passphrase variant with a fresh token", async () => {
      const answer = await api.post(await sealedWithPassphrase(validPayload()));
      expect(answer.status).toBe(200);
    });

    it.each<[string, Record<string, unknown>, string, string]>([
      ["no name", { SBILeadFirstName: "", SBILeadLastName: "" }, "SBILeadFirstName", LEAD_MESSAGES.lead_name_required],
      ["digits in the name", { SBILeadLastName: "R4o" }, "SBILeadFirstName", LEAD_MESSAGES.lead_name_invalid],
      ["one name", { SBILeadLastName: "" }, "SBILeadFirstName", LEAD_MESSAGES.lead_name_two_words],
      ["a double space", { SBILeadLastName: "Rao  Kumar" }, "SBILeadFirstName", LEAD_MESSAGES.lead_name_invalid],
      ["no mobile", { SBIMobileNum: "" }, "SBIMobileNum", LEAD_MESSAGES.lead_mobile_required],
      ["a 9-digit mobile", { SBIMobileNum: "987654321" }, "SBIMobileNum", LEAD_MESSAGES.lead_mobile_length],
      ["a mobile starting with 5", { SBIMobileNum: "5876543210" }, "SBIMobileNum", LEAD_MESSAGES.lead_mobile_invalid],
      ["a product not offered", { SBIProductName: "Yacht" }, "SBIProductName", LEAD_MESSAGES.lead_product_invalid],
      ["no product", { SBIProductName: "" }, "SBIProductName", LEAD_MESSAGES.lead_product_invalid],
      ["LeadType 2", { LeadType: "2" }, "LeadType", "Invalid value of LeadType"],
      ["an e-mail", { SBIEmailId: "a@example.in" }, "SBIEmailId", "Invalid value of SBIEmailId"],
    ])("400 with a message for %s", async (_name, change, field, message) => {
      const answer = await api.post(await sealed(validPayload(change)));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message, field });
    });

    it("400 'Invalid request payload' for tampered, foreign or shapeless bodies", async () => {
      const good = await sealed(validPayload());
      const [ct = "", iv, tag] = good.ciphertext.split("::");
      const tampered = { ciphertext: [(ct[0] === "A" ? "B" : "A") + ct.slice(1), iv, tag].join("::") };
      const notJson = await sealed("plain words");
      for (const body of [tampered, { ciphertext: "abc" }, {}, [], notJson]) {
        const answer = await api.post(body);
        expect(answer.status, JSON.stringify(body).slice(0, 40)).toBe(400);
        expect(answer.body?.message).toBe("Invalid request payload");
      }
      const raw = await api.post("{not json", { raw: true });
      expect(raw.status).toBe(400);
      expect(raw.body).toEqual({ message: "Invalid request payload" });
      const text = await api.post("ciphertext=1", { raw: true, contentType: "text/plain" });
      expect(text.status).toBe(400);
    });

    it("401 'Session expired' for a stale or future token", async () => {
      const now = Math.floor(Date.now() / 1000);
      for (const token of [now - 11 * 60, now + 3 * 60]) {
        const answer = await api.post(await sealedWithPassphrase(validPayload(), token));
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ message: "Session expired" });
      }
    });

    it("stores a repeat of the same mobile and product within 10 minutes once", async () => {
      const payload = validPayload();
      const first = await api.post(await sealed(payload));
      const again = await api.post(await sealed(payload));
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.body?.reference).toBe(first.body?.reference);
      const rows = await test.database.db
        .select()
        .from(leads)
        .where(eq(leads.mobile, payload.SBIMobileNum as string));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.submissions).toBe(2);
      const other = await api.post(await sealed({ ...payload, SBIProductName: "Private Car" }));
      expect(other.body?.reference).not.toBe(first.body?.reference);
    });

    it("429 with Retry-After per IP and per mobile, shared by every instance of the database", async () => {
      // two routers over one database stand for two instances
      const one = await startLeadApi(test.database, { LEAD_RATE_LIMIT_PER_IP: "2", LEAD_RATE_LIMIT_PER_MOBILE: "100" });
      const two = await startLeadApi(test.database, { LEAD_RATE_LIMIT_PER_IP: "2", LEAD_RATE_LIMIT_PER_MOBILE: "100" });
      try {
        const ip = "198.51.100.7";
        expect((await one.post(await sealed(validPayload()), { ip })).status).toBe(200);
        expect((await two.post(await sealed(validPayload()), { ip })).status).toBe(200);
        const refused = await one.post(await sealed(validPayload()), { ip });
        expect(refused.status).toBe(429);
        const retryAfter = Number(refused.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(600);
        expect((await two.post(await sealed(validPayload()), { ip: "198.51.100.8" })).status).toBe(200);
      } finally {
        await one.close();
        await two.close();
      }

      const perMobile = await startLeadApi(test.database, { LEAD_RATE_LIMIT_PER_MOBILE: "2" });
      try {
        const mobile = nextMobile();
        const products = ["Travel", "Private Car", "Arogya Sanjeevani"];
        const answers = [];
        for (const [i, product] of products.entries()) {
          const body = await sealed(validPayload({ SBIMobileNum: mobile, SBIProductName: product }));
          answers.push(await perMobile.post(body, { ip: `192.0.2.${i + 1}` }));
        }
        expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
        const retryAfter = Number(answers[2]?.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(3600);
        expect(answers[2]?.body).toEqual({ message: "Too many requests. Please try again later." });
      } finally {
        await perMobile.close();
      }
    });

    it("does not use up a mobile's quota with repeats of the same lead", async () => {
      const perMobile = await startLeadApi(test.database, { LEAD_RATE_LIMIT_PER_MOBILE: "2" });
      try {
        const mobile = nextMobile();
        const travel = await sealed(validPayload({ SBIMobileNum: mobile, SBIProductName: "Travel" }));
        // a visitor pressing Submit five times: one lead, one use of the quota
        for (let i = 0; i < 5; i++) expect((await perMobile.post(travel)).status).toBe(200);
        const car = await sealed(validPayload({ SBIMobileNum: mobile, SBIProductName: "Private Car" }));
        expect((await perMobile.post(car)).status).toBe(200);
        const third = await sealed(validPayload({ SBIMobileNum: mobile, SBIProductName: "Arogya Sanjeevani" }));
        expect((await perMobile.post(third)).status).toBe(429);
      } finally {
        await perMobile.close();
      }
    });

    it("keeps counters of mobiles and addresses under the server-only hash secret, not the public payload key", async () => {
      const mobile = nextMobile();
      expect((await api.post(await sealed(validPayload({ SBIMobileNum: mobile })))).status).toBe(200);
      const counters = await test.database.db.select().from(rateLimitCounters);
      const underPayloadKey = subjectDigest(Buffer.from(TEST_PAYLOAD_KEY, "base64"), LEAD_MOBILE_SCOPE, mobile);
      expect(counters.length).toBeGreaterThan(0);
      expect(counters.map((c) => c.subject)).not.toContain(underPayloadKey);
      expect(counters.every((c) => c.hashedWith === "hash-secret")).toBe(true);
    });

    it("limits guesses of the export token per address, and never locks out the right token", async () => {
      const guarded = await startLeadApi(test.database, { TOKEN_FAILURE_LIMIT: "3", LEAD_EXPORT_RATE_LIMIT: "2" });
      try {
        const get = (token: string, ip: string) =>
          fetch(`${guarded.base}/leads/export?from=2000-01-01&to=2000-01-01`, {
            headers: { authorization: `Bearer ${token}`, "x-forwarded-for": ip },
          });
        const ip = "203.0.113.77";
        const statuses = [];
        for (let i = 0; i < 5; i++) statuses.push((await get(`guess-${i}-0123456789`, ip)).status);
        expect(statuses).toEqual([401, 401, 401, 429, 429]);
        // the right token, from the very address that guessed
        expect((await get(EXPORT_TOKEN, ip)).status).toBe(200);
        expect((await get(EXPORT_TOKEN, "198.51.100.200")).status).toBe(200);
        // and its own allowance (2 an hour here) holds
        expect((await get(EXPORT_TOKEN, ip)).status).toBe(429);
      } finally {
        await guarded.close();
      }
    });

    it("masks personal data in its logs", async () => {
      const lines: string[] = [];
      const capture = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
      const info = vi.spyOn(console, "info").mockImplementation(capture);
      const warn = vi.spyOn(console, "warn").mockImplementation(capture);
      try {
        const payload = validPayload({ SBILeadFirstName: "Meenakshi", SBILeadLastName: "Sundaram" });
        expect((await api.post(await sealed(payload))).status).toBe(200);
        const mobile = String(payload.SBIMobileNum);
        const log = lines.join("\n");
        expect(log).toContain(`${mobile.slice(0, 2)}******${mobile.slice(-2)}`);
        expect(log).toContain("M******** S*******");
        expect(log).not.toContain(mobile);
        expect(log).not.toMatch(/Meenakshi|Sundaram/);
      } finally {
        info.mockRestore();
        warn.mockRestore();
      }
    });

    it("exports leads as CSV to an operator with the token only", async () => {
      const lead = validPayload({ SBILeadFirstName: "राहुल", SBILeadLastName: "शर्मा" });
      expect((await api.post(await sealed(lead))).status).toBe(200);

      expect((await fetch(`${api.base}/leads/export`)).status).toBe(401);
      const wrong = await fetch(`${api.base}/leads/export`, {
        headers: { authorization: "Bearer wrong-token-1234567" },
      });
      expect(wrong.status).toBe(401);
      const bad = await fetch(`${api.base}/leads/export?from=yesterday`, {
        headers: { authorization: `Bearer ${EXPORT_TOKEN}` },
      });
      expect(bad.status).toBe(400);

      const response = await fetch(`${api.base}/leads/export`, {
        headers: { authorization: `Bearer ${EXPORT_TOKEN}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      const csv = await response.text();
      const [header, ...rows] = csv
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(header).toMatch(/^lead_id,created_at,submissions,first_name,middle_name,last_name,mobile,product/);
      const row = rows.find((r) => r.includes(String(lead.SBIMobileNum)));
      expect(row).toContain(",राहुल,,शर्मा,");

      const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
      const ranged = await fetch(`${api.base}/leads/export?from=2000-01-01&to=2000-01-02`, {
        headers: { authorization: `Bearer ${EXPORT_TOKEN}` },
      });
      expect((await ranged.text()).trim().split("\r\n")).toHaveLength(1);
      const todays = await fetch(`${api.base}/leads/export?from=${today}&to=${today}`, {
        headers: { authorization: `Bearer ${EXPORT_TOKEN}` },
      });
      expect(await todays.text()).toContain(String(lead.SBIMobileNum));
    });

    it("refuses the export while no token is configured", async () => {
      const closed = await startLeadApi(test.database, { LEAD_EXPORT_TOKEN: undefined });
      try {
        const response = await fetch(`${closed.base}/leads/export`, {
          headers: { authorization: "Bearer anything-at-all" },
        });
        expect(response.status).toBe(403);
      } finally {
        await closed.close();
      }
    });

    it("answers a few thousand malformed bodies with 4xx, never 5xx", async () => {
      const random = mulberry32(20261122);
      const bodies: { body: unknown; raw?: boolean }[] = [];
      for (let i = 0; i < 2_400; i++) bodies.push(await malformedBody(random));
      const statuses = new Map<number, number>();
      const concurrency = 8;
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < bodies.length) {
            const item = bodies[next++];
            if (!item) break;
            const answer = await api.post(item.body, { raw: item.raw, ip: `10.0.${next % 250}.${next % 200}` });
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            if (answer.status >= 500) {
              throw new Error(`${answer.status} ${answer.text} for ${JSON.stringify(item.body).slice(0, 300)}`);
            }
            expect(typeof answer.body?.message).toBe("string");
          }
        }),
      );
      expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
      expect(statuses.get(400)).toBeGreaterThan(1_000);
    });
  });
}

describe("delivery to a CRM over HTTP", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await backends[0]!.open();
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it("retries with backoff through an outage, sending the lead id as idempotency key", async () => {
    const received: { key: string | undefined; lead: CrmLead }[] = [];
    let failuresLeft = 2;
    const crm = http.createServer((req, res) => {
      let data = "";
      req.on("data", (chunk: Buffer) => (data += chunk.toString()));
      req.on("end", () => {
        if (failuresLeft-- > 0) {
          res.writeHead(503).end();
          return;
        }
        received.push({ key: req.headers["idempotency-key"] as string | undefined, lead: JSON.parse(data) as CrmLead });
        res.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => crm.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(crm.address() as AddressInfo).port}/leads`;
    const api = await startLeadApi(test.database);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const payload = validPayload();
      const answer = await api.post(await sealed(payload));
      const adapter: CrmAdapter = httpCrmAdapter(url, { token: "crm-token", timeoutMs: 2_000 });
      const outbox = createLeadOutbox({
        database: test.database,
        adapter,
        pollMs: 60_000,
        retryBaseMs: 20,
        retryMaxMs: 40,
      });
      for (let pass = 0; pass < 20 && received.length === 0; pass++) {
        await outbox.runOnce();
        await new Promise((r) => setTimeout(r, 30));
      }
      expect(received).toHaveLength(1);
      expect(received[0]?.key).toBe(answer.body?.reference);
      expect(received[0]?.lead).toMatchObject({ LeadType: "1", SBIEmailId: "", SBIMobileNum: payload.SBIMobileNum });
      const [row] = await test.database.db
        .select()
        .from(leadOutbox)
        .where(eq(leadOutbox.leadId, answer.body?.reference ?? ""));
      expect(row?.attempts).toBe(3);
      expect(row?.deliveredAt).toBeInstanceOf(Date);
    } finally {
      warn.mockRestore();
      await api.close();
      await new Promise((resolve) => crm.close(resolve));
    }
  });
});

/** A small seeded PRNG, so a failing fuzz case can be reproduced. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ODD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  "",
  " ",
  "0",
  "\u0000",
  "<script>alert(1)</script>",
  "' or 1=1 --",
  "a".repeat(5_000),
  "९८७६५४३२१०",
  [],
  {},
  { nested: { deep: [1, 2, 3] } },
  "9876543210",
  "Asha Rao",
];

async function malformedBody(random: () => number): Promise<{ body: unknown; raw?: boolean }> {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const kind = Math.floor(random() * 6);
  if (kind === 0) {
    // raw text that is not JSON, or JSON that is not an object
    const raws = ['{"ciphertext":', "null", "[]", '"text"', "{}}", "\u0000\u0001", "{'a':1}", "1".repeat(100)];
    return { body: pick(raws), raw: true };
  }
  if (kind === 1) return { body: { ciphertext: pick(ODD_VALUES) } };
  if (kind === 2) {
    const parts = Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(["", "AAAA", "!!", "QUJD", "a b"]));
    return { body: { ciphertext: parts.join("::"), passphrase: pick(ODD_VALUES), token: pick(ODD_VALUES) } };
  }
  // well-sealed bodies whose payloads are wrong in random ways
  const payload: Record<string, unknown> = validPayload();
  const keys = Object.keys(payload);
  for (let i = 0; i < 1 + Math.floor(random() * 3); i++) {
    const key = pick(keys);
    if (random() < 0.3) delete payload[key];
    else payload[key] = pick(ODD_VALUES);
  }
  if (kind === 3) return { body: await sealed(pick([payload, [payload], "text", 42, null])) };
  if (kind === 4) return { body: await sealedWithPassphrase(payload) };
  return { body: await sealed(payload) };
}
