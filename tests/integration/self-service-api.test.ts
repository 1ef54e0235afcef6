/**
 * The self-service calls of issue 14's policies part over HTTP (decision
 * 057), on PGlite and on PostgreSQL when available: do-not-call stored with
 * a reference before the answer and handed to the service desk through the
 * outbox (a desk outage only delays it), the register honoured by the lead
 * pipeline, the status look-up, policy print and CIS as real PDFs, one
 * answer for unknown and mismatched records, limits per address and per
 * subject, and no 5xx for anything a visitor sends (fuzzed).
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import path from "node:path";
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentSource } from "@contracts/content/content-source";
import { REFERENCE_PATTERN, SERVICE_MESSAGES } from "@contracts/service-requests/service-request-rules";
import { backends, type TestDatabase } from "./fixtures/content-fixtures.ts";
import { leadContent, TEST_PAYLOAD_KEY } from "./fixtures/lead-fixtures.ts";
import { createApiRouter, healthServiceFor, motorServiceFor, travelServiceFor } from "../../server/api/api-router.ts";
import { seedCatalogue } from "../../server/motor/catalogue.ts";
import { seedDemoQuotes } from "../../server/quotes/demo-quotes.ts";
import { seedRatingTables } from "../../server/rating/rating-store.ts";
import { loadConfig } from "../../server/config.ts";
import { siteKeys } from "../../server/crypto/site-keys.ts";
import type { Database } from "../../server/db/client.ts";
import { tableCrmAdapter } from "../../server/lead/crm-adapter.ts";
import { createLeadOutbox } from "../../server/lead/lead-outbox.ts";
import { crmLeads, leadOutbox, leads } from "../../server/lead/lead.schema.ts";
import { seedDemoPolicies } from "../../server/policy-admin/demo-policies.ts";
import { policyDocumentLinks } from "../../server/policy-documents/policy-documents.schema.ts";
import { tableServiceDesk, type ServiceDesk } from "../../server/service-requests/service-desk.ts";
import { createServiceRequestOutbox } from "../../server/service-requests/service-request-outbox.ts";
import {
  serviceRequestDocuments,
  doNotCallNumbers,
  serviceDeskInbox,
  serviceRequestOutbox,
  serviceRequests,
} from "../../server/service-requests/service-requests.schema.ts";
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

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
  headers: Headers;
  text: string;
  bytes: Uint8Array;
}

interface TestSite {
  base: string;
  origin: string;
  close(): Promise<void>;
}

async function startSite(database: Database, env: Record<string, string> = {}): Promise<TestSite> {
  const config = loadConfig({
    NODE_ENV: "test",
    PAYLOAD_AES_KEY: TEST_PAYLOAD_KEY,
    SELF_SERVICE_RATE_LIMIT_PER_IP: "100000",
    SELF_SERVICE_RATE_LIMIT_PER_SUBJECT: "100000",
    ...env,
  });
  const app = express();
  app.set("trust proxy", true);
  app.use("/api", createApiRouter({ database, config, content, keys: siteKeys(database.db, config) }));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base: `${origin}/api`,
    origin,
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
  options: { ip?: string; raw?: boolean } = {},
): Promise<Answer> {
  const response = await fetch(route.startsWith("/api/") ? `${site.origin}${route}` : `${site.base}${route}`, {
    method,
    headers: { "content-type": "application/json", "x-forwarded-for": options.ip ?? "203.0.113.40" },
    body: body === undefined ? undefined : options.raw ? (body as string) : JSON.stringify(body),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = Buffer.from(bytes).toString("utf8");
  let parsed: Answer["body"] = null;
  try {
    parsed = JSON.parse(text) as Answer["body"];
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed, headers: response.headers, text, bytes };
}

let mobiles = 0;
/** A fresh mobile per call, so the tests' registrations do not meet. */
function nextMobile(): string {
  mobiles++;
  return `7${String(process.pid % 10000).padStart(4, "0")}${String(mobiles).padStart(5, "0")}`;
}

for (const backend of backends) {
  describe.skipIf(!backend.available)(`self-service API on ${backend.name}`, () => {
    let test: TestDatabase;
    let site: TestSite;
    /** The demo quotes' numbers, in the order they were saved (content/seed/README.md "Demo quotes"). */
    let demoQuotes: string[] = [];

    beforeAll(async () => {
      test = await backend.open();
      await seedDemoPolicies(test.database.db, seedDir);
      await seedRatingTables(test.database.db, seedDir);
      await seedCatalogue(test.database.db, seedDir);
      const config = loadConfig({ NODE_ENV: "test", PAYLOAD_AES_KEY: TEST_PAYLOAD_KEY });
      const keys = siteKeys(test.database.db, config);
      demoQuotes = await seedDemoQuotes(test.database, {
        health: healthServiceFor(test.database, config, keys),
        motor: motorServiceFor(test.database, config, keys),
        travel: travelServiceFor(test.database, config, keys),
      });
      site = await startSite(test.database);
    });
    afterAll(async () => {
      await site?.close();
      await test?.dispose();
    });

    const requestRow = async (reference: string) =>
      (await test.database.db.select().from(serviceRequests).where(eq(serviceRequests.reference, reference)))[0];

    it("registers a number not to call: 201 with a reference, stored with its outbox row before the answer", async () => {
      const mobile = nextMobile();
      const answer = await call(site, "POST", "/do-not-call", { mobile: `+91 ${mobile}`, consent: true });
      expect(answer.status).toBe(201);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      const { reference, status, message } = answer.body as { reference: string; status: string; message: string };
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(reference.startsWith("DNC-")).toBe(true);
      expect(status).toBe("received");
      expect(message).toBe(M.ss_dnc_registered);
      const row = await requestRow(reference);
      expect(row).toMatchObject({ kind: "do-not-call", status: "received", mobile });
      const [outbox] = await test.database.db
        .select()
        .from(serviceRequestOutbox)
        .where(eq(serviceRequestOutbox.requestId, row!.id));
      expect(outbox).toMatchObject({ deliveredAt: null });
      const [registered] = await test.database.db
        .select()
        .from(doNotCallNumbers)
        .where(eq(doNotCallNumbers.mobile, mobile));
      expect(registered).toMatchObject({ reference, active: true });
    });

    it("hands requests to the desk with retries (an outage only delays them), then shows them forwarded", async () => {
      const mobile = nextMobile();
      const { reference } = (await call(site, "POST", "/do-not-call", { mobile, consent: "on" })).body as {
        reference: string;
      };
      let down = true;
      const desk = tableServiceDesk(test.database.db);
      const flaky: ServiceDesk = {
        name: "flaky desk",
        async deliver(request) {
          if (down) throw new Error("desk unreachable");
          await desk.deliver(request);
        },
      };
      const outbox = createServiceRequestOutbox({
        database: test.database,
        desk: flaky,
        pollMs: 60_000,
        retryBaseMs: 1,
        retryMaxMs: 1,
      });
      expect(await outbox.runOnce()).toBe(0);
      const row = await requestRow(reference);
      expect(row?.status).toBe("received");
      const [failed] = await test.database.db
        .select()
        .from(serviceRequestOutbox)
        .where(eq(serviceRequestOutbox.requestId, row!.id));
      expect(failed?.lastError).toBe("desk unreachable");
      down = false;
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await outbox.runOnce()).toBeGreaterThanOrEqual(1);
      const [inbox] = await test.database.db
        .select()
        .from(serviceDeskInbox)
        .where(eq(serviceDeskInbox.reference, reference));
      expect(inbox).toMatchObject({ collection: "donotcalls", kind: "do-not-call", mobile });

      const status = await call(site, "POST", "/service-requests/status", {
        reference: reference.toLowerCase(),
        mobile,
      });
      expect(status.status).toBe(200);
      expect(status.body).toMatchObject({ reference, kind: "do-not-call", status: "forwarded" });
      expect((status.body!.history as { status: string }[]).map((h) => h.status)).toEqual(["received", "forwarded"]);
    });

    it("gives an unknown reference and a wrong mobile the identical answer", async () => {
      const mobile = nextMobile();
      const { reference } = (await call(site, "POST", "/do-not-call", { mobile, consent: true })).body as {
        reference: string;
      };
      const wrongMobile = await call(site, "POST", "/service-requests/status", { reference, mobile: nextMobile() });
      const unknown = await call(site, "POST", "/service-requests/status", {
        reference: `${reference.slice(0, -1)}${reference.endsWith("Z") ? "Y" : "Z"}`,
        mobile,
      });
      for (const answer of [wrongMobile, unknown]) {
        expect(answer).toMatchObject({ status: 404, body: { message: M.ss_request_no_match } });
      }
      expect(unknown.text).toBe(wrongMobile.text);
    });

    it("marks a lead of a do-not-call number when the lead outbox hands it to the CRM", async () => {
      const registered = nextMobile();
      const other = nextMobile();
      expect((await call(site, "POST", "/do-not-call", { mobile: registered, consent: true })).status).toBe(201);
      const ids: string[] = [];
      for (const mobile of [registered, other]) {
        const id = crypto.randomUUID();
        ids.push(id);
        await test.database.db
          .insert(leads)
          .values({ id, firstName: "Asha", lastName: "Rao", mobile, product: "Arogya Sanjeevani" });
        await test.database.db.insert(leadOutbox).values({ leadId: id });
      }
      const outbox = createLeadOutbox({
        database: test.database,
        adapter: tableCrmAdapter(test.database.db),
        pollMs: 60_000,
        retryBaseMs: 1,
        retryMaxMs: 1,
      });
      await outbox.runOnce();
      const delivered = await test.database.db.select().from(crmLeads);
      expect(delivered.find((row) => row.leadId === ids[0])?.doNotCall).toBe(true);
      expect(delivered.find((row) => row.leadId === ids[1])?.doNotCall).toBe(false);
    });

    it("refuses each field with its message, and what is not a body with 4xx", async () => {
      const cases: [unknown, string, string][] = [
        [{ consent: true }, "mobile", M.ss_mobile_required],
        [{ mobile: "", consent: true }, "mobile", M.ss_mobile_required],
        [{ mobile: "12345", consent: true }, "mobile", M.ss_mobile_invalid],
        [{ mobile: "5123456789", consent: true }, "mobile", M.ss_mobile_invalid],
        [{ mobile: 9876543210, consent: true }, "mobile", M.ss_mobile_required],
        [{ mobile: "9876543210" }, "consent", M.ss_consent_required],
        [{ mobile: "9876543210", consent: false }, "consent", M.ss_consent_required],
      ];
      for (const [body, field, message] of cases) {
        expect(await call(site, "POST", "/do-not-call", body), JSON.stringify(body)).toMatchObject({
          status: 400,
          body: { field, message },
        });
      }
      expect(
        await call(site, "POST", "/service-requests/status", { reference: "ABC", mobile: "9876543210" }),
      ).toMatchObject({ status: 400, body: { field: "reference", message: M.ss_reference_invalid } });
      expect(
        await call(site, "POST", "/policy-documents/schedule", { policyNo: "MTR/2026/1004821", dob: "2020-01-01" }),
      ).toMatchObject({ status: 400, body: { field: "dob", message: M.ss_dob_invalid } });
      expect((await call(site, "POST", "/do-not-call", "{", { raw: true })).status).toBe(400);
      expect((await call(site, "POST", "/do-not-call", "x".repeat(10_000), { raw: true })).status).toBe(413);
      expect((await call(site, "POST", "/do-not-call", "[1,2]", { raw: true })).status).toBe(400);
    });

    it("prints a policy: the holder's details find it, and the schedule and CIS are PDFs with its particulars", async () => {
      const answer = await call(site, "POST", "/policy-documents/schedule", {
        policyNo: " mtr/2026/1004821 ",
        dob: "1988-04-12",
      });
      expect(answer.status).toBe(200);
      const summary = answer.body as Record<string, string>;
      expect(summary).toMatchObject({
        policyNo: "MTR/2026/1004821",
        product: "Private Car Package Policy",
        holderName: "Rohan Mehta",
        line: "motor",
      });
      expect(summary.reference).toMatch(/^PD-\d{6}-[A-Z2-9]{6}$/);
      expect(await requestRow(summary.reference!)).toMatchObject({ kind: "policy-document", status: "completed" });

      const schedule = await call(site, "GET", summary.scheduleUrl!);
      expect(schedule.status).toBe(200);
      expect(schedule.headers.get("content-type")).toBe("application/pdf");
      expect(schedule.headers.get("cache-control")).toBe("private, no-store");
      expect(Buffer.from(schedule.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
      const text = pdfText(schedule.bytes);
      for (const expected of [
        "Policy Schedule",
        "SBI General Insurance Company Limited",
        "IRDAI Registration No. 144",
        "MTR/2026/1004821",
        "Rohan Mehta",
        "MH02DX4417",
        "Rs. 18,432",
        "Rs. 5,60,000",
        "1800 102 1111",
        summary.reference!,
      ]) {
        expect(text, expected).toContain(expected);
      }
      expect(text).not.toContain("9000010001");

      const cisFind = await call(site, "POST", "/policy-documents/cis", {
        policyNo: "HLT/2026/2003417",
        dob: "1972-09-05",
      });
      expect(cisFind.status).toBe(200);
      const cis = await call(site, "GET", `${(cisFind.body as { cisUrl: string }).cisUrl}?download=1`);
      expect(cis.headers.get("content-disposition")).toMatch(/^attachment; filename="cis-HLT-2026-2003417\.pdf"$/);
      const cisText = pdfText(cis.bytes);
      expect(cisText).toContain("Customer Information Sheet");
      expect(cisText).toContain("HLT/2026/2003417");
      expect(cisText).toContain("What is not covered");
    });

    it("gives an unknown policy and a wrong date of birth the identical answer, and links expire", async () => {
      const wrongDob = await call(site, "POST", "/policy-documents/schedule", {
        policyNo: "HLT/2026/2003417",
        dob: "1972-09-06",
      });
      const unknown = await call(site, "POST", "/policy-documents/schedule", {
        policyNo: "HLT/2026/2003499",
        dob: "1972-09-05",
      });
      for (const answer of [wrongDob, unknown])
        expect(answer).toMatchObject({ status: 404, body: { message: M.ss_no_match } });
      expect(unknown.text).toBe(wrongDob.text);

      const found = await call(site, "POST", "/policy-documents/schedule", {
        policyNo: "TRV/2026/3001562",
        dob: "1986-05-17",
      });
      const url = (found.body as { scheduleUrl: string }).scheduleUrl;
      await test.database.db.update(policyDocumentLinks).set({ expiresAt: new Date(Date.now() - 1000) });
      expect(await call(site, "GET", url)).toMatchObject({ status: 410, body: { message: M.ss_link_expired } });
      const never = url.replace(/\/[A-Za-z0-9_-]{43}\//, `/${"A".repeat(43)}/`);
      expect(await call(site, "GET", never)).toMatchObject({ status: 404, body: { message: M.ss_link_expired } });
      expect((await call(site, "GET", "/api/policy-documents/short/schedule.pdf")).status).toBe(404);
      expect((await call(site, "GET", url.replace("schedule.pdf", "other.pdf"))).status).toBe(404);
    });

    it("finds a saved quote by its number and mobile, and continues it; one answer for a wrong number or mobile", async () => {
      const quoteNo = demoQuotes[0]!;
      expect(quoteNo).toMatch(/^HQ\d{8}$/);
      const answer = await call(site, "POST", "/quote-search", {
        quoteNo: ` ${quoteNo.toLowerCase()} `,
        mobile: "9000000001",
      });
      expect(answer.status).toBe(200);
      const { reference, quote } = answer.body as { reference: string; quote: Record<string, unknown> };
      expect(reference).toMatch(/^QS-\d{6}-[A-Z2-9]{6}$/);
      expect(quote).toMatchObject({ quoteNo, productid: expect.any(String) });
      expect(quote.url).toMatch(/^\/health-step6\?quote=[A-Za-z0-9_-]{22}/);
      expect(quote.premium).toBeGreaterThan(0);
      expect(await requestRow(reference)).toMatchObject({
        kind: "quote-search",
        status: "completed",
        mobile: "9000000001",
      });

      const wrongMobile = await call(site, "POST", "/quote-search", { quoteNo, mobile: "9000000002" });
      const unknown = await call(site, "POST", "/quote-search", { quoteNo: "HQ99999999", mobile: "9000000001" });
      for (const refused of [wrongMobile, unknown]) {
        expect(refused).toMatchObject({ status: 404, body: { message: M.ss_quote_no_match } });
      }
      expect(unknown.text).toBe(wrongMobile.text);
      expect(await call(site, "POST", "/quote-search", { quoteNo: "Q1", mobile: "9000000001" })).toMatchObject({
        status: 400,
        body: { field: "quoteNo", message: M.ss_quote_invalid },
      });
    });

    it("takes a transfer of ownership with its documents, stored with the request and handed to the desk with them", async () => {
      const pdf = Buffer.from("%PDF-1.4\n% a registration certificate\n%%EOF\n");
      const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
      const body = {
        policyNo: "MTR/2026/1011942",
        dob: "1995-07-28",
        value: "Meera Nair",
        mobile: "9123456780",
        documents: [
          { key: "rc", name: "rc.pdf", contentBase64: pdf.toString("base64") },
          { key: "transfer_form", name: "form29-30.jpg", contentBase64: jpeg.toString("base64") },
        ],
      };
      const answer = await call(site, "POST", "/service-requests/transfer-ownership", body);
      expect(answer.status).toBe(201);
      const { reference } = answer.body as { reference: string };
      expect(reference).toMatch(/^TO-\d{6}-[A-Z2-9]{6}$/);
      expect(answer.body).toMatchObject({ status: "received", message: M.ss_change_received });
      const row = await requestRow(reference);
      expect(row).toMatchObject({ kind: "transfer-ownership", mobile: "9000010003", policyNo: "MTR/2026/1011942" });
      expect(row!.details).toMatchObject({ detail: "owner", value: "Meera Nair", newOwnerMobile: "9123456780" });
      const files = await test.database.db
        .select()
        .from(serviceRequestDocuments)
        .where(eq(serviceRequestDocuments.requestId, row!.id));
      expect(files.map((f) => [f.documentKey, f.contentType, f.size]).sort()).toEqual([
        ["rc", "application/pdf", pdf.length],
        ["transfer_form", "image/jpeg", jpeg.length],
      ]);
      expect(Buffer.compare(files.find((f) => f.documentKey === "rc")!.content, pdf)).toBe(0);

      const received: { reference: string; documents: { key: string; contentBase64: string }[] }[] = [];
      const outbox = createServiceRequestOutbox({
        database: test.database,
        desk: { name: "capturing desk", deliver: async (request) => void received.push(request) },
        pollMs: 60_000,
        retryBaseMs: 1,
        retryMaxMs: 1,
      });
      await outbox.runOnce();
      const delivered = received.find((r) => r.reference === reference);
      expect(delivered?.documents.map((d) => d.key).sort()).toEqual(["rc", "transfer_form"]);
      expect(delivered?.documents.find((d) => d.key === "rc")?.contentBase64).toBe(pdf.toString("base64"));
      // the holder looks it up with the mobile on the policy
      expect(
        (await call(site, "POST", "/service-requests/status", { reference, mobile: "9000010003" })).body,
      ).toMatchObject({ kind: "transfer-ownership", status: "forwarded" });
    });

    it("refuses a change request's documents by presence, type and size, and motor-only requests on other policies", async () => {
      const pdf = Buffer.from("%PDF-1.7\n%%EOF\n").toString("base64");
      const base = { policyNo: "MTR/2026/1004821", dob: "1988-04-12", detail: "engine", value: "K12MN4567890" };
      const cases: [string, unknown, number, string, string][] = [
        ["vehicle-correction", { ...base }, 400, "doc_rc", M.ss_document_required],
        [
          "vehicle-correction",
          {
            ...base,
            documents: [{ key: "rc", name: "rc.pdf", contentBase64: Buffer.from("MZ executable").toString("base64") }],
          },
          415,
          "doc_rc",
          M.ss_document_type,
        ],
        [
          "vehicle-correction",
          {
            ...base,
            documents: [
              {
                key: "rc",
                name: "rc.pdf",
                contentBase64: Buffer.concat([Buffer.from("%PDF-"), Buffer.alloc(5 * 1024 * 1024)]).toString("base64"),
              },
            ],
          },
          400,
          "documents",
          M.ss_document_size,
        ],
        ["vehicle-correction", { ...base, detail: "colour", documents: [] }, 400, "detail", M.ss_detail_required],
        ["vehicle-correction", { ...base, detail: "manufacture_year", value: "1890" }, 400, "value", M.ss_value_year],
        ["change-details", { ...base, detail: "email", value: "not-an-email" }, 400, "value", M.ss_value_email],
        [
          "change-details",
          { ...base, detail: "address", value: "12 MG Road, Pune" },
          400,
          "doc_proof",
          M.ss_document_required,
        ],
        ["add-details", { ...base, detail: "pan", value: "ABCDE1234F" }, 400, "doc_proof", M.ss_document_required],
        [
          "transfer-ownership",
          {
            policyNo: "HLT/2026/2003417",
            dob: "1972-09-05",
            value: "Meera Nair",
            mobile: "9123456780",
            documents: [
              { key: "rc", name: "a.pdf", contentBase64: pdf },
              { key: "transfer_form", name: "b.pdf", contentBase64: pdf },
            ],
          },
          400,
          "policyNo",
          M.ss_motor_only,
        ],
      ];
      for (const [kind, body, status, field, message] of cases) {
        expect(await call(site, "POST", `/service-requests/${kind}`, body), `${kind} ${field}`).toMatchObject({
          status,
          body: { field, message },
        });
      }
      const wrongDob = await call(site, "POST", "/service-requests/change-details", {
        policyNo: "MTR/2026/1004821",
        dob: "1988-04-13",
        detail: "email",
        value: "rohan@example.com",
      });
      const unknown = await call(site, "POST", "/service-requests/change-details", {
        policyNo: "MTR/2026/9999999",
        dob: "1988-04-12",
        detail: "email",
        value: "rohan@example.com",
      });
      for (const refused of [wrongDob, unknown])
        expect(refused).toMatchObject({ status: 404, body: { message: M.ss_no_match } });
      expect(unknown.text).toBe(wrongDob.text);
      // an e-mail change needs no document
      expect(
        (
          await call(site, "POST", "/service-requests/change-details", {
            policyNo: "MTR/2026/1004821",
            dob: "1988-04-12",
            detail: "email",
            value: "rohan.m@example.com",
          })
        ).status,
      ).toBe(201);
    });

    it("limits attempts per subject and per address, with Retry-After", async () => {
      const limited = await startSite(test.database, {
        SELF_SERVICE_RATE_LIMIT_PER_IP: "100000",
        SELF_SERVICE_RATE_LIMIT_PER_SUBJECT: "3",
      });
      try {
        const mobile = nextMobile();
        for (let i = 0; i < 3; i++) {
          expect(
            (await call(limited, "POST", "/do-not-call", { mobile, consent: true }, { ip: `198.51.100.${i}` })).status,
          ).toBe(201);
        }
        const refused = await call(limited, "POST", "/do-not-call", { mobile, consent: true }, { ip: "198.51.100.9" });
        expect(refused).toMatchObject({ status: 429, body: { message: M.ss_limited } });
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
        // a refused request wrote nothing
        const rows = await test.database.db.select().from(serviceRequests).where(eq(serviceRequests.mobile, mobile));
        expect(rows).toHaveLength(3);
        // guesses at a policy's date of birth run out too, right answer or not
        for (let i = 0; i < 3; i++) {
          await call(limited, "POST", "/policy-documents/schedule", {
            policyNo: "HOM/2026/4000735",
            dob: `1977-06-1${i}`,
          });
        }
        expect(
          await call(limited, "POST", "/policy-documents/schedule", {
            policyNo: "HOM/2026/4000735",
            dob: "1977-06-14",
          }),
        ).toMatchObject({ status: 429 });
      } finally {
        await limited.close();
      }
      const perIp = await startSite(test.database, {
        SELF_SERVICE_RATE_LIMIT_PER_IP: "2",
        SELF_SERVICE_RATE_LIMIT_PER_SUBJECT: "100000",
      });
      try {
        const ip = "198.51.100.77";
        for (let i = 0; i < 2; i++) {
          expect(
            (await call(perIp, "POST", "/do-not-call", { mobile: nextMobile(), consent: true }, { ip })).status,
          ).toBe(201);
        }
        expect(
          await call(perIp, "POST", "/do-not-call", { mobile: nextMobile(), consent: true }, { ip }),
        ).toMatchObject({
          status: 429,
        });
      } finally {
        await perIp.close();
      }
    });

    it("answers 1,000 malformed bodies of each write endpoint with 4xx, never 5xx", async () => {
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
            mobile: anyValue,
            consent: anyValue,
            reference: anyValue,
            policyNo: anyValue,
            dob: anyValue,
            quoteNo: anyValue,
            detail: fc.oneof(anyValue, fc.constantFrom("email", "engine", "pan", "owner")),
            value: anyValue,
            documents: fc.oneof(
              anyValue,
              fc.array(fc.record({ key: anyValue, name: anyValue, contentBase64: anyValue }, { requiredKeys: [] }), {
                maxLength: 4,
              }),
            ),
          },
          { requiredKeys: [] },
        ),
        fc.string().map((s) => ({ raw: s })),
        anyValue,
      );
      for (const route of [
        "/do-not-call",
        "/service-requests/status",
        "/policy-documents/schedule",
        "/policy-documents/cis",
        "/quote-search",
        "/service-requests/transfer-ownership",
        "/service-requests/change-details",
        "/service-requests/add-details",
        "/service-requests/vehicle-correction",
      ]) {
        await fc.assert(
          fc.asyncProperty(body, async (value) => {
            const raw =
              typeof value === "object" && value !== null && "raw" in value && Object.keys(value).length === 1;
            const answer = await call(site, "POST", route, raw ? (value as { raw: string }).raw : value, { raw });
            if (answer.status >= 500) throw new Error(`${route} ${answer.status} for ${JSON.stringify(value)}`);
            // a malformed body may happen to be a valid request: then it is accepted, never a 5xx
            expect([200, 201, 400, 404, 413, 415]).toContain(answer.status);
          }),
          { numRuns: 1000 },
        );
      }
    }, 240_000);
  });
}
