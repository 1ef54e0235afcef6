import { describe, expect, it } from "vitest";
import vector from "@contracts/payload/payload-test-vector.json";
import { base64ToBytes, encryptWithKey, openText } from "~/crypto/payload-cipher";
import {
  createGatewayClient,
  GatewayError,
  getQuoteAccessToken,
  QUOTE_KEY_PATH,
  quoteAuthorization,
} from "./gateway-client";

const payloadKey = vector.keyBase64;
const key = base64ToBytes(payloadKey);

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records each call and answers with `answer(call)`. */
function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

async function sealedBodyOf(call: Call): Promise<unknown> {
  const sent = JSON.parse(String(call.init.body)) as { ciphertext: string };
  expect(Object.keys(sent)).toEqual(["ciphertext"]);
  return JSON.parse(await openText(sent.ciphertext, key));
}

describe("gateway client", () => {
  it("seals the body, adds the helper's Authorization and reads a plain answer", async () => {
    const { calls, fetchImpl } = fakeFetch(() => json({ message: "OTP sent", sends: 1 }));
    const client = createGatewayClient({ payloadKey, authorization: async () => "Bearer abc", fetch: fetchImpl });
    const answer = await client.post<{ sends: number }>("/api/shop/validate-payment-otp", { otp: "1234" });
    expect(answer.sends).toBe(1);
    expect(calls[0]!.url).toBe("/api/shop/validate-payment-otp");
    expect(calls[0]!.init.method).toBe("POST");
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe("Bearer abc");
    expect(headers["content-type"]).toBe("application/json");
    expect(await sealedBodyOf(calls[0]!)).toEqual({ otp: "1234" });
  });

  it("sends no body and no content type when there is none, and no Authorization when the helper gives none", async () => {
    const { calls, fetchImpl } = fakeFetch(() => json({ ok: true }));
    const client = createGatewayClient({ payloadKey, authorization: async () => null, fetch: fetchImpl });
    await client.post("/api/shop/payment-otp");
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(calls[0]!.init.body).toBeUndefined();
    expect(headers["content-type"]).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
  });

  it("opens sealed answers and sealed error answers", async () => {
    const sealedAnswer = await encryptWithKey({ access_token: "t" }, payloadKey);
    const ok = fakeFetch(() => json(sealedAnswer));
    expect(await createGatewayClient({ payloadKey, fetch: ok.fetchImpl }).get("/cp-api/api/x")).toEqual({
      access_token: "t",
    });

    const sealedError = await encryptWithKey({ message: "Invalid OTP" }, payloadKey);
    const failing = fakeFetch(() => json(sealedError, 400));
    const error = await createGatewayClient({ payloadKey, fetch: failing.fetchImpl })
      .post("/api/shop/validate-payment-otp", { otp: "0000" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ status: 400, message: "Invalid OTP", body: { message: "Invalid OTP" } });
  });

  it("rejects with the status and the plain message of an error answer", async () => {
    const { fetchImpl } = fakeFetch(() =>
      json({ message: "Please wait before requesting another OTP.", retryAfterSeconds: 12 }, 429),
    );
    const error = (await createGatewayClient({ payloadKey, fetch: fetchImpl })
      .post("/api/shop/payment-otp")
      .catch((e: unknown) => e)) as GatewayError;
    expect(error.status).toBe(429);
    expect(error.message).toBe("Please wait before requesting another OTP.");
    expect(error.body).toMatchObject({ retryAfterSeconds: 12 });
  });

  it("names the status when an error answer has no message, and 0 when no answer came", async () => {
    const empty = fakeFetch(() => new Response("", { status: 502 }));
    await expect(createGatewayClient({ payloadKey, fetch: empty.fetchImpl }).get("/x")).rejects.toMatchObject({
      status: 502,
      message: "HTTP 502",
    });
    const offline = fakeFetch(() => {
      throw new TypeError("Failed to fetch");
    });
    await expect(createGatewayClient({ payloadKey, fetch: offline.fetchImpl }).get("/x")).rejects.toMatchObject({
      status: 0,
    });
  });

  it("refuses a sealed answer it cannot open", async () => {
    const { fetchImpl } = fakeFetch(() => json({ ciphertext: "bm90::c2VhbGVk::YXQgYWxs" }));
    await expect(createGatewayClient({ payloadKey, fetch: fetchImpl }).get("/x")).rejects.toBeInstanceOf(GatewayError);
  });
});

describe("quote access tokens", () => {
  it("asks the quote key endpoint with the sealed quote identifier", async () => {
    const { calls, fetchImpl } = fakeFetch(() => json({ access_token: "tok", token_type: "Bearer", expires_in: 900 }));
    const answer = await getQuoteAccessToken("abcdefghijklmnopqrstuv", { payloadKey, fetch: fetchImpl });
    expect(answer.access_token).toBe("tok");
    expect(calls[0]!.url).toBe(QUOTE_KEY_PATH);
    expect(await sealedBodyOf(calls[0]!)).toEqual({ quoteId: "abcdefghijklmnopqrstuv" });
  });

  it("keeps the token until shortly before it expires, then asks again", async () => {
    let issued = 0;
    const { calls, fetchImpl } = fakeFetch(() => json({ access_token: `tok${++issued}`, expires_in: 900 }));
    let now = 1_000_000;
    const authorization = quoteAuthorization("abcdefghijklmnopqrstuv", {
      payloadKey,
      fetch: fetchImpl,
      now: () => now,
    });
    const [first, second] = await Promise.all([authorization(), authorization()]);
    expect([first, second]).toEqual(["Bearer tok1", "Bearer tok1"]);
    now += 800_000;
    expect(await authorization()).toBe("Bearer tok1");
    now += 60_000;
    expect(await authorization()).toBe("Bearer tok2");
    expect(calls).toHaveLength(2);
  });

  it("rejects when the quote is unknown, and asks again next time", async () => {
    let answerWith = json({ message: "No quote has this identifier" }, 404);
    const { calls, fetchImpl } = fakeFetch(() => answerWith);
    const authorization = quoteAuthorization("abcdefghijklmnopqrstuv", { payloadKey, fetch: fetchImpl });
    await expect(authorization()).rejects.toMatchObject({ status: 404, message: "No quote has this identifier" });
    answerWith = json({ access_token: "later", expires_in: 900 });
    expect(await authorization()).toBe("Bearer later");
    expect(calls).toHaveLength(2);
  });
});
