import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("configuration (README 'Configuration')", () => {
  it("refuses to start in production without a proxy setting (decision 041)", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/TRUST_PROXY must be set in production/);
    expect(loadConfig({ NODE_ENV: "production", TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ NODE_ENV: "development" }).TRUST_PROXY).toBeUndefined();
  });

  it("refuses a file outbox of OTP messages in production (decision 052)", () => {
    expect(() => loadConfig({ NODE_ENV: "production", TRUST_PROXY: "false", SMS_OUTBOX_FILE: "otp.jsonl" })).toThrow(
      /SMS_OUTBOX_FILE must not be set in production/,
    );
    expect(loadConfig({ NODE_ENV: "test", SMS_OUTBOX_FILE: "otp.jsonl" }).SMS_OUTBOX_FILE).toBe("otp.jsonl");
  });

  it("reads a hop count, addresses or names, and refuses 'true', which lets clients choose their address", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toBe("loopback, 10.0.0.0/8");
    expect(loadConfig({ TRUST_PROXY: "none" }).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/any client choose its own address/);
  });

  it("lists the content API's other origins, and takes the two keys as base64 of 32 bytes", () => {
    expect(loadConfig({ CONTENT_CORS_ORIGINS: "https://a.example/, https://b.example" }).CONTENT_CORS_ORIGINS).toEqual([
      "https://a.example",
      "https://b.example",
    ]);
    expect(loadConfig({}).CONTENT_CORS_ORIGINS).toEqual([]);
    expect(() => loadConfig({ HASH_SECRET: "short" })).toThrow(/HASH_SECRET: base64 of 32 bytes/);
    expect(loadConfig({ HASH_SECRET: Buffer.alloc(32, 3).toString("base64") }).HASH_SECRET).toBeDefined();
  });
});
