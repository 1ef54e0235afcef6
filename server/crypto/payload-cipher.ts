/**
 * The server side of the encrypted-body wire format (docs/site-api.md "Encrypted
 * bodies"): `{ciphertext}` under the configured key, or `{ciphertext,
 * passphrase, token}` under the passphrase's UTF-8 bytes with the sender's
 * epoch seconds. node:crypto; app/crypto/payload-cipher.ts is the browser
 * side and contracts/payload/payload-test-vector.json pins the format for both.
 */
import crypto from "node:crypto";
import {
  INVALID_PAYLOAD_MESSAGE,
  PASSPHRASE_PATTERN,
  PAYLOAD_IV_BYTES,
  PAYLOAD_KEY_BYTES,
  PAYLOAD_TAG_BYTES,
  PAYLOAD_WIRE_SEPARATOR,
  SESSION_EXPIRED_MESSAGE,
  TOKEN_MAX_AGE_SECONDS,
  TOKEN_MAX_AHEAD_SECONDS,
} from "@contracts/payload/payload-format";

/** Far more than any lead or gateway body; larger ones are not decrypted at all. */
const MAX_CIPHERTEXT_CHARS = 64 * 1024;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export class PayloadError extends Error {
  constructor(message = INVALID_PAYLOAD_MESSAGE) {
    super(message);
    this.name = "PayloadError";
  }
}

/** A configured key: base64 of exactly 32 bytes. */
export function parsePayloadKey(base64: string): Buffer {
  if (!BASE64.test(base64)) throw new PayloadError("the key is not base64");
  const key = Buffer.from(base64, "base64");
  if (key.length !== PAYLOAD_KEY_BYTES) throw new PayloadError(`a key must be ${PAYLOAD_KEY_BYTES} bytes`);
  return key;
}

function strictBase64(text: string): Buffer {
  if (!BASE64.test(text)) throw new PayloadError();
  return Buffer.from(text, "base64");
}

export function sealPayload(plaintext: string, key: Buffer, iv: Buffer = crypto.randomBytes(PAYLOAD_IV_BYTES)): string {
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv, { authTagLength: PAYLOAD_TAG_BYTES });
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [ciphertext, iv, cipher.getAuthTag()].map((b) => b.toString("base64")).join(PAYLOAD_WIRE_SEPARATOR);
}

/** The plaintext of a sealed payload; PayloadError when it is malformed, tampered with or under another key. */
export function openPayload(wire: string, key: Buffer): string {
  if (wire.length > MAX_CIPHERTEXT_CHARS) throw new PayloadError();
  const parts = wire.split(PAYLOAD_WIRE_SEPARATOR);
  if (parts.length !== 3) throw new PayloadError();
  const [ciphertext, iv, tag] = parts.map(strictBase64) as [Buffer, Buffer, Buffer];
  if (iv.length !== PAYLOAD_IV_BYTES || tag.length !== PAYLOAD_TAG_BYTES) throw new PayloadError();
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, iv, { authTagLength: PAYLOAD_TAG_BYTES });
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
    // fatal: bytes that are not UTF-8 are not a JSON body
    return new TextDecoder("utf-8", { fatal: true }).decode(plain);
  } catch {
    throw new PayloadError();
  }
}

export type OpenedBody =
  { ok: true; plaintext: string; variant: "key" | "passphrase" } | { ok: false; status: 400 | 401; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function tokenSeconds(token: unknown): number | null {
  if (typeof token === "number" && Number.isSafeInteger(token)) return token;
  if (typeof token === "string" && /^\d{1,15}$/.test(token)) return Number(token);
  return null;
}

/**
 * Open a request body of either variant. Shape first (400), then the
 * passphrase variant's token (401 'Session expired'), then the seal (400).
 */
export function openEncryptedBody(body: unknown, options: { key: Buffer; nowSeconds: number }): OpenedBody {
  const invalid = { ok: false, status: 400, message: INVALID_PAYLOAD_MESSAGE } as const;
  if (!isRecord(body) || typeof body.ciphertext !== "string") return invalid;
  try {
    if (body.passphrase === undefined) {
      return { ok: true, plaintext: openPayload(body.ciphertext, options.key), variant: "key" };
    }
    if (typeof body.passphrase !== "string" || !PASSPHRASE_PATTERN.test(body.passphrase)) return invalid;
    const token = tokenSeconds(body.token);
    if (token === null) return invalid;
    const age = options.nowSeconds - token;
    if (age > TOKEN_MAX_AGE_SECONDS || age < -TOKEN_MAX_AHEAD_SECONDS) {
      return { ok: false, status: 401, message: SESSION_EXPIRED_MESSAGE };
    }
    const key = Buffer.from(body.passphrase, "utf8");
    return { ok: true, plaintext: openPayload(body.ciphertext, key), variant: "passphrase" };
  } catch (error) {
    if (error instanceof PayloadError) return invalid;
    throw error;
  }
}

/** Parse an opened plaintext as JSON; PayloadError when it is not. */
export function parseJsonPayload(plaintext: string): unknown {
  try {
    return JSON.parse(plaintext) as unknown;
  } catch {
    throw new PayloadError();
  }
}
