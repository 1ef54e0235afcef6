/**
 * The two sides of the encrypted-body wire format (docs/site-api.md
 * "Encrypted bodies") work together: what the browser seals with Web Crypto,
 * the server opens with node:crypto, in both variants.
 */
import { describe, expect, it } from "vitest";
import vector from "@contracts/payload/payload-test-vector.json";
import { encryptWithKey, encryptWithPassphrase } from "../../app/crypto/payload-cipher";
import { openEncryptedBody, parsePayloadKey } from "../../server/crypto/payload-cipher";

const key = parsePayloadKey(vector.keyBase64);
const now = 1_800_000_000;

describe("browser sealing, server opening", () => {
  it("opens what the browser side sealed, in both variants", async () => {
    const keyed = await encryptWithKey({ lead: "आरोग्य" }, vector.keyBase64);
    expect(openEncryptedBody(keyed, { key, nowSeconds: now })).toEqual({
      ok: true,
      plaintext: '{"lead":"आरोग्य"}',
      variant: "key",
    });
    const withPassphrase = await encryptWithPassphrase({ lead: 1 }, now - 30);
    expect(openEncryptedBody(withPassphrase, { key, nowSeconds: now })).toMatchObject({
      ok: true,
      variant: "passphrase",
    });
  });
});
