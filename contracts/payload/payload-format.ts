/**
 * The encrypted-body wire format (docs/site-api.md "Encrypted bodies", spec 7
 * "Clients", spec 9): `{"ciphertext": "<b64(ct)>::<b64(iv)>::<b64(tag)>"}`,
 * AES-256-GCM with a random 16-byte vector and the full 16-byte tag, or
 * `{ciphertext, passphrase, token}` sealed with the passphrase's own bytes.
 *
 * The browser seals with Web Crypto (app/crypto/payload-cipher.ts), the server
 * opens with node:crypto (server/crypto/payload-cipher.ts); both take their
 * numbers and messages from here, and payload-test-vector.json pins the format.
 */

/** spec 9: a 16-byte vector. */
export const PAYLOAD_IV_BYTES = 16;
/** GCM's full 128-bit tag. */
export const PAYLOAD_TAG_BYTES = 16;
/** AES-256. */
export const PAYLOAD_KEY_BYTES = 32;
/** The three base64 parts are joined by two colons. */
export const PAYLOAD_WIRE_SEPARATOR = "::";
/** spec 9: the per-request passphrase is 32 random alphanumeric characters. */
export const PASSPHRASE_LENGTH = 32;
export const PASSPHRASE_PATTERN = /^[A-Za-z0-9]{32}$/;
/** A token (the sender's epoch seconds) older than 10 minutes, or more than 2 minutes ahead, is refused. */
export const TOKEN_MAX_AGE_SECONDS = 10 * 60;
export const TOKEN_MAX_AHEAD_SECONDS = 2 * 60;

/** 400: undecryptable or wrongly shaped. */
export const INVALID_PAYLOAD_MESSAGE = "Invalid request payload";
/** 401: the passphrase variant's token is too old or too far ahead; spec 8 shows the session-expired alert. */
export const SESSION_EXPIRED_MESSAGE = "Session expired";
