/**
 * The site's two keys, each configured or, when the configuration gives
 * none, generated on the first start and kept in `site_secrets`, so that
 * every instance of one database uses the same value and a restart keeps it
 * (decisions 011 and 041). Never a literal in code.
 *
 * - The payload key (PAYLOAD_AES_KEY) seals request bodies; the browser
 *   receives it with every page (docs/site-api.md "Encrypted bodies"), so it
 *   protects nothing stored.
 * - The hash secret (HASH_SECRET) keys the HMACs of stored addresses and
 *   mobile numbers (rate-limit counters); it never leaves the server.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { PAYLOAD_KEY_BYTES } from "@contracts/payload/payload-format";
import { siteSecrets } from "./site-secrets.schema";
import { parsePayloadKey } from "./payload-cipher";

/** Names of the generated keys in `site_secrets`. */
const SECRET_NAMES = { payload: "payload_aes_key", hash: "hash_secret" } as const;
/** Both keys are 32 random bytes. */
const KEY_BYTES = PAYLOAD_KEY_BYTES;

export interface SiteKey {
  key: Buffer;
  /** base64, as configured and (for the payload key) as the browser receives it. */
  base64: string;
  source: "configuration" | "database";
}

export async function resolveSiteKey(
  db: Db,
  which: keyof typeof SECRET_NAMES,
  configured: string | undefined,
): Promise<SiteKey> {
  if (configured) return { key: parsePayloadKey(configured), base64: configured, source: "configuration" };
  const name = SECRET_NAMES[which];
  const candidate = crypto.randomBytes(KEY_BYTES).toString("base64");
  // Two instances starting together: the first insert wins and both read it back.
  await db.insert(siteSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: siteSecrets.value }).from(siteSecrets).where(eq(siteSecrets.name, name));
  if (!row) throw new Error(`the ${which} key could not be stored`);
  return { key: parsePayloadKey(row.value), base64: row.value, source: "database" };
}

export interface SiteKeys {
  payloadKey(): Promise<SiteKey>;
  hashKey(): Promise<Buffer>;
}

/**
 * Both keys, each resolved once on first use; a failure (the database down)
 * is not kept, so the next call tries again.
 */
export function siteKeys(db: Db, config: { PAYLOAD_AES_KEY?: string; HASH_SECRET?: string }): SiteKeys {
  const once = <T>(resolve: () => Promise<T>): (() => Promise<T>) => {
    let resolving: Promise<T> | null = null;
    return () =>
      (resolving ??= resolve().catch((error: unknown) => {
        resolving = null;
        throw error;
      }));
  };
  const payloadKey = once(() => resolveSiteKey(db, "payload", config.PAYLOAD_AES_KEY));
  const hashKey = once(async () => (await resolveSiteKey(db, "hash", config.HASH_SECRET)).key);
  return { payloadKey, hashKey };
}
