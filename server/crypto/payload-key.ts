/**
 * The key of encrypted request bodies (site-api.md "Encrypted bodies"):
 * PAYLOAD_AES_KEY when configured; otherwise a random key generated on the
 * first start and kept in `site_secrets`, so that every instance of one
 * database uses the same key and a restart keeps it (decision 011). Never a
 * literal in code.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { siteSecrets } from "./site-secrets.schema";
import { PAYLOAD_KEY_BYTES } from "@contracts/payload/payload-format";
import { parsePayloadKey } from "./payload-cipher";

const SECRET_NAME = "payload_aes_key";

export interface PayloadKey {
  key: Buffer;
  /** base64, as the browser receives it in the public config. */
  base64: string;
  source: "configuration" | "database";
}

export async function resolvePayloadKey(db: Db, configured: string | undefined): Promise<PayloadKey> {
  if (configured) return { key: parsePayloadKey(configured), base64: configured, source: "configuration" };
  const candidate = crypto.randomBytes(PAYLOAD_KEY_BYTES).toString("base64");
  // Two instances starting together: the first insert wins and both read it back.
  await db.insert(siteSecrets).values({ name: SECRET_NAME, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: siteSecrets.value })
    .from(siteSecrets)
    .where(eq(siteSecrets.name, SECRET_NAME));
  if (!row) throw new Error("the payload key could not be stored");
  return { key: parsePayloadKey(row.value), base64: row.value, source: "database" };
}

/**
 * resolvePayloadKey once, on first use; a failure (the database down) is not
 * kept, so the next call tries again.
 */
export function lazyPayloadKey(db: Db, configured: string | undefined): () => Promise<PayloadKey> {
  let resolving: Promise<PayloadKey> | null = null;
  return () =>
    (resolving ??= resolvePayloadKey(db, configured).catch((error: unknown) => {
      resolving = null;
      throw error;
    }));
}
