/**
 * The browser side of the encrypted-body wire format (docs/site-api.md "Encrypted
 * bodies", spec 7 "Clients", spec 9): AES-256-GCM with a random 16-byte IV,
 * sent as `b64(ciphertext)::b64(iv)::b64(tag)`. Web Crypto only, so no crypto
 * library enters the bundle. The server side is server/crypto/payload-cipher.ts;
 * contracts/payload/payload-test-vector.json pins the format for both.
 *
 * It shields a body from casual inspection only (the key reaches the browser);
 * TLS is the protection.
 */

import {
  PASSPHRASE_LENGTH,
  PAYLOAD_IV_BYTES,
  PAYLOAD_KEY_BYTES,
  PAYLOAD_TAG_BYTES,
  PAYLOAD_WIRE_SEPARATOR,
} from "@contracts/payload/payload-format";

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

type Bytes = Uint8Array<ArrayBuffer>;

/** `{ciphertext}`: the body sealed with the configured key. */
export interface KeyEncryptedBody {
  ciphertext: string;
}

/** `{ciphertext, passphrase, token}`: the body sealed with its own passphrase, stamped with the sender's clock. */
export interface PassphraseEncryptedBody {
  ciphertext: string;
  passphrase: string;
  /** The sender's epoch seconds. */
  token: number;
}

export function base64ToBytes(base64: string): Bytes {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function importKey(key: Bytes): Promise<CryptoKey> {
  if (key.length !== PAYLOAD_KEY_BYTES) throw new Error(`an AES-256 key has ${PAYLOAD_KEY_BYTES} bytes`);
  return crypto.subtle.importKey("raw", key, "AES-GCM", false, ["encrypt", "decrypt"]);
}

/** Seal a text; `iv` is random unless given (the test vector gives one). */
export async function sealText(
  plaintext: string,
  key: Bytes,
  iv: Bytes = crypto.getRandomValues(new Uint8Array(PAYLOAD_IV_BYTES)),
): Promise<string> {
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: "AES-GCM", iv, tagLength: PAYLOAD_TAG_BYTES * 8 },
      await importKey(key),
      new TextEncoder().encode(plaintext),
    ),
  );
  // Web Crypto appends the tag to the ciphertext; the wire format carries it separately.
  const ciphertext = sealed.subarray(0, sealed.length - PAYLOAD_TAG_BYTES);
  const tag = sealed.subarray(sealed.length - PAYLOAD_TAG_BYTES);
  return [bytesToBase64(ciphertext), bytesToBase64(iv), bytesToBase64(tag)].join(PAYLOAD_WIRE_SEPARATOR);
}

/** Open a sealed text (encrypted answers of the gateway); throws when it was not sealed with this key. */
export async function openText(wire: string, key: Bytes): Promise<string> {
  const parts = wire.split(PAYLOAD_WIRE_SEPARATOR);
  if (parts.length !== 3) throw new Error("not a sealed payload");
  const [ciphertext, iv, tag] = parts.map((p) => base64ToBytes(p)) as [Bytes, Bytes, Bytes];
  if (iv.length !== PAYLOAD_IV_BYTES || tag.length !== PAYLOAD_TAG_BYTES) throw new Error("not a sealed payload");
  const sealed = new Uint8Array(ciphertext.length + tag.length);
  sealed.set(ciphertext);
  sealed.set(tag, ciphertext.length);
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv, tagLength: PAYLOAD_TAG_BYTES * 8 },
    await importKey(key),
    sealed,
  );
  return new TextDecoder().decode(plain);
}

/** 32 random alphanumerics, without modulo bias. */
export function randomPassphrase(): string {
  let out = "";
  const limit = 256 - (256 % ALPHANUMERIC.length);
  while (out.length < PASSPHRASE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(PASSPHRASE_LENGTH * 2))) {
      if (byte < limit && out.length < PASSPHRASE_LENGTH) out += ALPHANUMERIC[byte % ALPHANUMERIC.length];
    }
  }
  return out;
}

/** The body as `{ciphertext}` under the configured key (base64 of 32 bytes, from the public config). */
export async function encryptWithKey(body: unknown, keyBase64: string): Promise<KeyEncryptedBody> {
  return { ciphertext: await sealText(JSON.stringify(body), base64ToBytes(keyBase64)) };
}

/** The body as `{ciphertext, passphrase, token}`: its own key, and the sender's epoch seconds. */
export async function encryptWithPassphrase(
  body: unknown,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): Promise<PassphraseEncryptedBody> {
  const passphrase = randomPassphrase();
  const ciphertext = await sealText(JSON.stringify(body), new TextEncoder().encode(passphrase));
  return { ciphertext, passphrase, token: nowSeconds };
}
