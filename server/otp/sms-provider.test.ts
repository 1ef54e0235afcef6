import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileSmsProvider, httpSmsProvider, smsProviderFromConfig } from "./sms-provider";
import type { Db } from "../db/client";

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

describe("file SMS outbox (SMS_OUTBOX_FILE, the browser tests' server)", () => {
  it("appends each message as one JSON line, creating the folder", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "sms-outbox-"));
    try {
      const file = path.join(dir, "nested", "outbox.jsonl");
      const provider = fileSmsProvider(file);
      await provider.send(message);
      await provider.send({ ...message, channel: "call", text: "5678 is your OTP" });
      const lines = (await readFile(file, "utf8"))
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line));
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatchObject(message);
      expect(lines[1]).toMatchObject({ channel: "call", text: "5678 is your OTP" });
      expect(Number.isNaN(Date.parse(lines[0].at))).toBe(false);
      expect(provider.name).toBe("file outbox.jsonl");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("is chosen by configuration: the gateway first, then the file, then the table", () => {
    const db = {} as Db;
    const base = { SMS_PROVIDER_TIMEOUT_MS: 1000 };
    expect(smsProviderFromConfig({ ...base, SMS_OUTBOX_FILE: "/tmp/x.jsonl" }, db).name).toBe("file x.jsonl");
    expect(
      smsProviderFromConfig(
        { ...base, SMS_OUTBOX_FILE: "/tmp/x.jsonl", SMS_PROVIDER_URL: "https://sms.example.in/" },
        db,
      ).name,
    ).toBe("SMS gateway at sms.example.in");
    expect(smsProviderFromConfig(base, db).name).toBe("sms_outbox table");
  });
});
