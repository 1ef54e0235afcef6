/**
 * Bodies sent to the gateway and the OTP endpoints (docs/site-api.md
 * "Encrypted bodies", spec 7 "Clients"): the gateway client seals every JSON
 * body as `{ciphertext}` (or the passphrase variant); other clients may send
 * the JSON itself, as site-api.md writes the OTP body `{"otp":"1234"}`. A body
 * with a `ciphertext` field is opened, anything else is taken as it is.
 */
import { openEncryptedBody, parseJsonPayload, PayloadError } from "../crypto/payload-cipher";

export type ReadBody = { ok: true; body: unknown } | { ok: false; status: 400 | 401; message: string };

function hasCiphertext(body: unknown): boolean {
  return typeof body === "object" && body !== null && !Array.isArray(body) && "ciphertext" in body;
}

export function readGatewayBody(body: unknown, options: { key: Buffer; nowSeconds: number }): ReadBody {
  if (!hasCiphertext(body)) return { ok: true, body };
  const opened = openEncryptedBody(body, options);
  if (!opened.ok) return opened;
  try {
    return { ok: true, body: parseJsonPayload(opened.plaintext) };
  } catch (error) {
    if (error instanceof PayloadError) return { ok: false, status: 400, message: error.message };
    throw error;
  }
}
