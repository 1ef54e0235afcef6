import { describe, expect, it } from "vitest";
import vector from "@contracts/payload/payload-test-vector.json";
import { PASSPHRASE_LENGTH } from "@contracts/payload/payload-format";
import {
  base64ToBytes,
  encryptWithKey,
  encryptWithPassphrase,
  openText,
  randomPassphrase,
  sealText,
} from "./payload-cipher";

const key = base64ToBytes(vector.keyBase64);
const iv = base64ToBytes(vector.ivBase64);

describe("browser wire format (Web Crypto) against the shared test vector", () => {
  it("seals the vector's plaintext to exactly the vector's wire text", async () => {
    expect(await sealText(vector.plaintext, key, iv)).toBe(vector.wire);
    expect(await sealText(vector.plaintext, new TextEncoder().encode(vector.passphrase), iv)).toBe(
      vector.passphraseWire,
    );
  });

  it("opens the vector's wire text", async () => {
    expect(await openText(vector.wire, key)).toBe(vector.plaintext);
  });

  it("refuses a tampered wire text", async () => {
    const [ct = "", ivPart, tag] = vector.wire.split("::");
    const flipped = (ct[0] === "A" ? "B" : "A") + ct.slice(1);
    await expect(openText([flipped, ivPart, tag].join("::"), key)).rejects.toThrow();
  });

  it("uses a fresh random vector each time", async () => {
    const a = await encryptWithKey({ a: 1 }, vector.keyBase64);
    const b = await encryptWithKey({ a: 1 }, vector.keyBase64);
    expect(a.ciphertext).not.toBe(b.ciphertext);
    expect(JSON.parse(await openText(a.ciphertext, key))).toEqual({ a: 1 });
  });

  it("the passphrase variant carries its key and the sender's epoch seconds", async () => {
    const body = await encryptWithPassphrase({ b: "ಕನ್ನಡ" }, 1_800_000_000);
    expect(body.passphrase).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(body.token).toBe(1_800_000_000);
    expect(JSON.parse(await openText(body.ciphertext, new TextEncoder().encode(body.passphrase)))).toEqual({
      b: "ಕನ್ನಡ",
    });
  });

  it("passphrases are 32 alphanumerics and differ", () => {
    const seen = new Set(Array.from({ length: 50 }, randomPassphrase));
    expect(seen.size).toBe(50);
    for (const p of seen) expect(p).toHaveLength(PASSPHRASE_LENGTH);
  });
});
