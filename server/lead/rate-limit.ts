/**
 * Rate limits kept in the database (decision 013), so they hold across any
 * number of instances: fixed windows on the database's clock, one counter
 * row per scope, subject and window. Subjects are HMACs, never addresses or
 * numbers.
 */
import crypto from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimitCounters } from "./lead.schema";

export interface RateLimitRule {
  scope: string;
  /** The raw value (IP address, mobile number); only its HMAC is stored. */
  subject: string;
  limit: number;
  windowSeconds: number;
}

/** A counter row outlives its window by this much before housekeeping deletes it. */
const COUNTER_RETENTION_HOURS = 24;

export class RateLimitedError extends Error {
  constructor(
    readonly scope: string,
    readonly retryAfterSeconds: number,
  ) {
    super(`rate limited (${scope})`);
    this.name = "RateLimitedError";
  }
}

export function subjectDigest(pepper: Buffer, scope: string, value: string): string {
  return crypto.createHmac("sha256", pepper).update(`${scope}\u0000${value}`).digest("base64url");
}

/**
 * Count one hit against every rule; throws RateLimitedError (with the
 * longest wait) when any is over its limit. Run it inside the transaction
 * that does the work, so a refused request rolls its hits back.
 */
export async function hitRateLimits(db: Db, rules: RateLimitRule[], pepper: Buffer): Promise<void> {
  let refused: RateLimitedError | null = null;
  for (const rule of rules) {
    const window = rule.windowSeconds;
    const [row] = await db
      .insert(rateLimitCounters)
      .values({
        scope: rule.scope,
        subject: subjectDigest(pepper, rule.scope, rule.subject),
        windowStart: sql`to_timestamp(floor(extract(epoch from now()) / ${window}) * ${window})`,
        hits: 1,
      })
      .onConflictDoUpdate({
        target: [rateLimitCounters.scope, rateLimitCounters.subject, rateLimitCounters.windowStart],
        set: { hits: sql`${rateLimitCounters.hits} + 1` },
      })
      .returning({
        hits: rateLimitCounters.hits,
        retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimitCounters.windowStart} - now())) + ${window}))::int`,
      });
    if (row && row.hits > rule.limit) {
      const retryAfter = Number(row.retryAfter);
      if (!refused || retryAfter > refused.retryAfterSeconds) refused = new RateLimitedError(rule.scope, retryAfter);
    }
  }
  if (refused) throw refused;
}

/** Delete counters of long-finished windows (the outbox worker's housekeeping). */
export async function deleteOldCounters(db: Db): Promise<void> {
  await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, sql`now() - make_interval(hours => ${COUNTER_RETENTION_HOURS})`));
}
