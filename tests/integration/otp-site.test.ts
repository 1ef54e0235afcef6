/**
 * "Recent quote by OTP" end to end on the whole site (server/site.ts with the
 * built pages, decision 052): a fresh site seeds the demo quotes, the
 * gateway answers at /cp-api/api, and a demo mobile's quotes come back after
 * the OTP the outbox received, with the browser's own gateway client.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGatewayClient, quoteAuthorization } from "../../app/gateway/gateway-client";
import type { OtpSentAnswer, RecentQuote } from "@contracts/otp/otp-rules";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { quotes } from "../../server/health/health.schema";
import { smsOutbox } from "../../server/otp/otp.schema";
import { DEMO_MOBILES } from "../../server/quotes/demo-quotes";
import { createSite, type Site } from "../../server/site";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const PAYLOAD_KEY = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=";

let site: Site;
let origin = "";

beforeAll(async () => {
  if (!fs.existsSync(path.join(buildDir, "server/index.js"))) {
    throw new Error(`no built pages in ${buildDir}: run \`npm run build\` (or set BUILD_DIR) first`);
  }
  const config = loadConfig({
    NODE_ENV: "production",
    TRUST_PROXY: "false",
    DEMO_QUOTES: "true",
    PAYLOAD_AES_KEY: PAYLOAD_KEY,
    LEAD_OUTBOX_POLL_MS: "60000",
  });
  site = await createSite(config, { database: await openDatabase({ dataDir: "memory://" }) });
  const server = site.server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  site?.server.close();
  await site?.close();
});

describe("recent quote by OTP on the whole site", () => {
  it("finds the demo mobile's quotes with the code the outbox received", async () => {
    const [newest] = await site.database.db
      .select({ identifier: quotes.identifier })
      .from(quotes)
      .where(eq(quotes.mobile, DEMO_MOBILES.asha))
      .orderBy(desc(quotes.createdAt))
      .limit(1);
    expect(newest).toBeDefined();
    const fetchHere = ((input: RequestInfo | URL, init?: RequestInit) =>
      fetch(new URL(String(input), origin), init)) as typeof fetch;
    const options = { payloadKey: PAYLOAD_KEY, fetch: fetchHere };
    const gateway = createGatewayClient({ ...options, authorization: quoteAuthorization(newest!.identifier, options) });

    const sent = await gateway.post<OtpSentAnswer>("/api/shop/payment-otp");
    expect(sent).toMatchObject({ message: "OTP sent", mobile: "90******01", sends: 1, maxSends: 4, channel: "sms" });
    const [message] = await site.database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, DEMO_MOBILES.asha))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    const code = /^(\d{4}) /.exec(message!.text)![1]!;

    await expect(
      gateway.post("/api/shop/validate-payment-otp", { otp: code === "0000" ? "0001" : "0000" }),
    ).rejects.toMatchObject({
      status: 400,
      message: "Invalid OTP",
    });
    const found = await gateway.post<{ quotes: RecentQuote[] }>("/api/shop/validate-payment-otp", { otp: code });
    expect(found.quotes.map((q) => q.productid)).toEqual([
      "retail-health",
      "private-car-insurance",
      expect.stringMatching(/^travel-/),
    ]);
    // the content service's own product name
    expect(found.quotes[1]!.product_name).toBe("Private Car Insurance");
    await expect(gateway.post("/api/shop/payment-otp")).rejects.toMatchObject({ status: 429 });
  });
});
