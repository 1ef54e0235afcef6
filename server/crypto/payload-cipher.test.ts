import { describe, expect, it } from "vitest";
import vector from "@contracts/payload/payload-test-vector.json";
import { INVALID_PAYLOAD_MESSAGE, SESSION_EXPIRED_MESSAGE } from "@contracts/payload/payload-format";
import { openEncryptedBody, openPayload, parsePayloadKey, sealPayload } from "./payload-cipher";

const key = parsePayloadKey(vector.keyBase64);
const iv = Buffer.from(vector.ivBase64, "base64");
const now = 1_800_000_000;

describe("server wire format (node:crypto) against the shared test vector", () => {
  it("seals the vector's plaintext to exactly the vector's wire text", () => {
    expect(sealPayload(vector.plaintext, key, iv)).toBe(vector.wire);
    expect(sealPayload(vector.plaintext, Buffer.from(vector.passphrase), iv)).toBe(vector.passphraseWire);
  });

  it("opens both of the vector's wire texts", () => {
    expect(openPayload(vector.wire, key)).toBe(vector.plaintext);
    expect(openPayload(vector.passphraseWire, Buffer.from(vector.passphrase))).toBe(vector.plaintext);
  });

  it("refuses a key that is not 32 bytes of base64", () => {
    expect(() => parsePayloadKey("c2hvcnQ=")).toThrow(/32 bytes/);
    expect(() => parsePayloadKey("not base64!")).toThrow(/base64/);
  });
});

describe("openEncryptedBody", () => {
  const invalid = { ok: false, status: 400, message: INVALID_PAYLOAD_MESSAGE };
  const expired = { ok: false, status: 401, message: SESSION_EXPIRED_MESSAGE };
  const [ct = "", ivPart = "", tag = ""] = vector.wire.split("::");
  const flip = (text: string) => (text[0] === "A" ? "B" : "A") + text.slice(1);

  it.each<[string, unknown]>([
    ["no body", undefined],
    ["an array", [vector.wire]],
    ["no ciphertext", { cipher: vector.wire }],
    ["a number", { ciphertext: 12 }],
    ["one part", { ciphertext: ct }],
    ["four parts", { ciphertext: `${vector.wire}::${tag}` }],
    ["a changed ciphertext", { ciphertext: [flip(ct), ivPart, tag].join("::") }],
    ["a changed tag", { ciphertext: [ct, ivPart, flip(tag)].join("::") }],
    ["a changed vector", { ciphertext: [ct, flip(ivPart), tag].join("::") }],
    ["a short vector", { ciphertext: [ct, "AAAA", tag].join("::") }],
    ["not base64", { ciphertext: [`${ct}*`, ivPart, tag].join("::") }],
    ["another key", { ciphertext: sealPayload("{}", Buffer.alloc(32, 7)) }],
    ["a short passphrase", { ciphertext: vector.passphraseWire, passphrase: "abc", token: now }],
    ["a wrong passphrase", { ciphertext: vector.passphraseWire, passphrase: "x".repeat(32), token: now }],
    ["no token", { ciphertext: vector.passphraseWire, passphrase: vector.passphrase }],
    [
      "a token that is not a number",
      { ciphertext: vector.passphraseWire, passphrase: vector.passphrase, token: "soon" },
    ],
  ])("400 for %s", (_name, body) => {
    expect(openEncryptedBody(body, { key, nowSeconds: now })).toEqual(invalid);
  });

  it.each([
    ["older than 10 minutes", now - 601],
    ["more than 2 minutes ahead", now + 121],
  ])("401 'Session expired' for a token %s", (_name, token) => {
    const body = { ciphertext: vector.passphraseWire, passphrase: vector.passphrase, token };
    expect(openEncryptedBody(body, { key, nowSeconds: now })).toEqual(expired);
  });

  it.each([
    ["10 minutes old", now - 600],
    ["2 minutes ahead", now + 120],
    ["as a string", String(now)],
  ])("accepts a token %s", (_name, token) => {
    const body = { ciphertext: vector.passphraseWire, passphrase: vector.passphrase, token };
    expect(openEncryptedBody(body, { key, nowSeconds: now })).toEqual({
      ok: true,
      plaintext: vector.plaintext,
      variant: "passphrase",
    });
  });
});
