import { describe, expect, it } from "vitest";
import { httpSmsProvider } from "./sms-provider";

const message = { mobile: "9876543210", channel: "sms" as const, text: "1234 is your OTP" };

describe("HTTP SMS provider", () => {
  it("posts the message as JSON with the bearer token", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const provider = httpSmsProvider("https://sms.example.in/send", { token: "t0ken", timeoutMs: 1000 }, (async (
      url: RequestInfo | URL,
      init: RequestInit = {},
    ) => {
      calls.push({ url: String(url), init });
      return new Response("{}", { status: 202 });
    }) as typeof fetch);
    await provider.send(message);
    expect(provider.name).toBe("SMS gateway at sms.example.in");
    expect(calls[0]!.url).toBe("https://sms.example.in/send");
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe("Bearer t0ken");
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual(message);
  });

  it("fails on a refusal and on a gateway that does not answer in time", async () => {
    const refusing = httpSmsProvider(
      "https://sms.example.in/send",
      { timeoutMs: 1000 },
      (async () => new Response("no", { status: 500 })) as typeof fetch,
    );
    await expect(refusing.send(message)).rejects.toThrow(/HTTP 500/);
    const silent = httpSmsProvider(
      "https://sms.example.in/send",
      { timeoutMs: 20 },
      ((_url: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        })) as typeof fetch,
    );
    await expect(silent.send(message)).rejects.toThrow();
  });
});
