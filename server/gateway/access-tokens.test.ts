import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_SECONDS, accessTokenSecret, createAccessTokens } from "./access-tokens";

const secret = crypto.randomBytes(32);
const signingKey = async () => secret;

function decode(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>;
}

describe("gateway access tokens", () => {
  it("are HS256 JWTs carrying their scope and a 15-minute lifetime", async () => {
    const tokens = createAccessTokens(signingKey, () => 1_700_000_000_000);
    const { token, expiresIn } = await tokens.issue({ sub: "partner", quote: "abcdefghijklmnopqrstuv", product: "7" });
    expect(expiresIn).toBe(ACCESS_TOKEN_SECONDS);
    const [header = "", body = ""] = token.split(".");
    expect(decode(header)).toEqual({ alg: "HS256", typ: "JWT" });
    expect(decode(body)).toMatchObject({
      iss: "cp-api",
      sub: "partner",
      quote: "abcdefghijklmnopqrstuv",
      product: "7",
      iat: 1_700_000_000,
      exp: 1_700_000_000 + 15 * 60,
    });
    expect(await tokens.verify(token)).toMatchObject({ ok: true, claims: { sub: "partner" } });
  });

  it("expire after 15 minutes", async () => {
    let now = 1_700_000_000_000;
    const tokens = createAccessTokens(signingKey, () => now);
    const { token } = await tokens.issue({ sub: "partner" });
    now += (ACCESS_TOKEN_SECONDS - 1) * 1000;
    expect((await tokens.verify(token)).ok).toBe(true);
    now += 1000;
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse a changed scope, another key, alg none and garbage", async () => {
    const tokens = createAccessTokens(signingKey);
    const { token } = await tokens.issue({ sub: "partner", quote: "abcdefghijklmnopqrstuv" });
    const [header = "", body = "", signature = ""] = token.split(".");
    const widened = Buffer.from(JSON.stringify({ ...decode(body), quote: "zzzzzzzzzzzzzzzzzzzzzz" })).toString(
      "base64url",
    );
    expect((await tokens.verify(`${header}.${widened}.${signature}`)).ok).toBe(false);
    const other = createAccessTokens(async () => crypto.randomBytes(32));
    expect((await other.verify(token)).ok).toBe(false);
    const none = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    expect((await tokens.verify(`${none}.${body}.`)).ok).toBe(false);
    for (const bad of ["", "a.b", "a.b.c", `${header}.${body}`, `${token}x`.repeat(300), "ä.ö.ü"]) {
      expect((await tokens.verify(bad)).ok).toBe(false);
    }
  });

  it("refuse a token stamped in the future", async () => {
    let now = 1_700_000_000_000;
    const tokens = createAccessTokens(signingKey, () => now);
    const { token } = await tokens.issue({ sub: "partner" });
    now -= 5 * 60 * 1000;
    expect((await tokens.verify(token)).ok).toBe(false);
  });

  it("sign with the configured secret, or with a key derived from the hash secret (never the hash secret itself)", async () => {
    const configured = crypto.randomBytes(32);
    expect(await accessTokenSecret(configured.toString("base64"), async () => secret)()).toEqual(configured);
    const derived = await accessTokenSecret(undefined, async () => secret)();
    expect(derived).toHaveLength(32);
    expect(derived.equals(secret)).toBe(false);
    expect(await accessTokenSecret(undefined, async () => secret)()).toEqual(derived);
  });
});
