/**
 * POST /api/abha/initiate-abha over HTTP (docs/site-api.md "ABHA", spec 7): the
 * offline adapter answers with the site's own ABHA information page in the
 * visitor's language; a configured gateway is called with the same body; bad
 * input is a 4xx with a message, a failing gateway a 502, never a 500.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type Database } from "../../server/db/client";
import { createApiRouter } from "../../server/api/api-router";
import { loadConfig } from "../../server/config";
import type { ContentSource } from "@contracts/content/content-source";

const SITE = "https://www.example.in";
const noContent: ContentSource = {
  get: () => Promise.reject(new Error("the ABHA API reads no content")),
};

let database: Database;
const servers: Server[] = [];

async function listen(app: express.Express): Promise<string> {
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function startSiteApi(env: Record<string, string> = {}, db: Database = database): Promise<string> {
  const config = loadConfig({ SITE_URL: SITE, ...env });
  const app = express();
  app.use("/api", createApiRouter({ database: db, config, content: noContent }));
  return listen(app);
}

function validBody(redirectURL = `${SITE}/health-insurance/arogya-plus-policy`) {
  return { redirectURL, source: "QuickLink", optional: {}, flag: 1 };
}

async function post(base: string, body: unknown, raw = false) {
  const response = await fetch(`${base}/api/abha/initiate-abha`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: raw ? String(body) : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
});

afterAll(async () => {
  for (const server of servers) server.close();
  await database?.close();
});

describe("ABHA initiation, offline adapter (the default)", () => {
  let base: string;
  beforeAll(async () => {
    base = await startSiteApi();
  });

  it("answers data.data.abhaUrl with the site's ABHA information page", async () => {
    const answer = await post(base, validBody());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { data: { abhaUrl: `${SITE}/health-insurance` } } });
  });

  it("answers in the language of the page the visitor came from", async () => {
    const hindi = await post(base, validBody(`${SITE}/cyber-vault/hindi`));
    expect(hindi.body).toEqual({ data: { data: { abhaUrl: `${SITE}/health-insurance/hindi` } } });
    const kannada = await post(base, validBody(`${SITE}/kannada`));
    expect(kannada.body).toEqual({ data: { data: { abhaUrl: `${SITE}/health-insurance/kannada` } } });
  });

  it("accepts a redirect on the address the request came in on", async () => {
    const answer = await post(base, validBody(`${base}/claim`));
    expect(answer.status).toBe(200);
  });

  it("answers each malformed body with 400 and a message naming what is wrong", async () => {
    const cases: [unknown, string][] = [
      [{ ...validBody(), flag: 2 }, "flag must be 1"],
      [{ ...validBody(), source: "Banner" }, 'source must be "QuickLink"'],
      [{ source: "QuickLink", optional: {}, flag: 1 }, "redirectURL is required"],
      [{ ...validBody("javascript:alert(1)") }, "redirectURL must be an http or https address"],
      [{ ...validBody(), optional: "x" }, "optional must be an object of plain values"],
      [[validBody()], "Send a JSON body with redirectURL, source, optional and flag"],
    ];
    for (const [body, message] of cases) {
      const answer = await post(base, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toBe(message);
    }
    const extra = await post(base, { ...validBody(), admin: true });
    expect(extra.status).toBe(400);
    expect(String(extra.body.message)).toMatch(/admin/);
  });

  it("refuses a redirect to another site", async () => {
    const answer = await post(base, validBody("https://evil.example/phish"));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("redirectURL must be an address on this site");
  });

  it("answers broken JSON and a missing body with 400", async () => {
    const broken = await post(base, "{not json", true);
    expect(broken).toEqual({ status: 400, body: { message: "The body is not valid JSON" } });
    const response = await fetch(`${base}/api/abha/initiate-abha`, { method: "POST" });
    expect(response.status).toBe(400);
  });

  it("is POST only", async () => {
    const response = await fetch(`${base}/api/abha/initiate-abha`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found" });
  });
});

describe("ABHA initiation through a configured gateway", () => {
  let gatewayAnswer: { status: number; body: unknown };
  const received: { body: unknown; authorization: string | undefined }[] = [];
  let gateway: string;

  beforeAll(async () => {
    const app = express();
    app.post("/abha/initiate-abha", express.json(), (req, res) => {
      received.push({ body: req.body as unknown, authorization: req.get("authorization") });
      res.status(gatewayAnswer.status).json(gatewayAnswer.body);
    });
    gateway = await listen(app);
  });

  it("forwards the body with the configured token and passes the gateway's address on", async () => {
    gatewayAnswer = { status: 200, body: { data: { data: { abhaUrl: "https://abha.example.gov.in/start?t=1" } } } };
    const base = await startSiteApi({ ABHA_PROVIDER_URL: `${gateway}/abha`, ABHA_PROVIDER_TOKEN: "gateway-token" });
    const answer = await post(base, validBody());
    expect(answer).toEqual({
      status: 200,
      body: { data: { data: { abhaUrl: "https://abha.example.gov.in/start?t=1" } } },
    });
    expect(received.at(-1)).toEqual({ body: validBody(), authorization: "Bearer gateway-token" });
  });

  it("answers 502 when the gateway fails, answers nonsense or cannot be reached", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const base = await startSiteApi({ ABHA_PROVIDER_URL: `${gateway}/abha` });
    gatewayAnswer = { status: 500, body: { message: "down" } };
    expect((await post(base, validBody())).status).toBe(502);
    gatewayAnswer = { status: 200, body: { data: { data: { abhaUrl: "javascript:alert(1)" } } } };
    expect((await post(base, validBody())).status).toBe(502);
    gatewayAnswer = { status: 200, body: { data: {} } };
    const unanswered = await post(base, validBody());
    expect(unanswered.status).toBe(502);
    expect(unanswered.body.message).toMatch(/not available right now/);

    const unreachable = await startSiteApi({ ABHA_PROVIDER_URL: "http://127.0.0.1:9/abha", ABHA_TIMEOUT_MS: "500" });
    expect((await post(unreachable, validBody())).status).toBe(502);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe("ABHA initiation is rate-limited per address", () => {
  it("answers 429 with Retry-After after ABHA_RATE_LIMIT_PER_IP starts in 10 minutes", async () => {
    // counters of its own: the tests above start ABHA from the same address
    const own = await openDatabase({ dataDir: "memory://" });
    const base = await startSiteApi({ ABHA_RATE_LIMIT_PER_IP: "2" }, own);
    expect((await post(base, validBody())).status).toBe(200);
    expect((await post(base, { redirectURL: 42 })).status).toBe(400);
    const response = await fetch(`${base}/api/abha/initiate-abha`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validBody()),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await response.json()) as { message: string }).message).toMatch(/Too many requests/);
    await own.close();
  });
});
