/**
 * Rate limits kept in the database (decision 013), so they hold across any
 * number of instances: fixed windows on the database's clock, one counter
 * row per scope, subject and window. Subjects are HMACs under the
 * server-only hash secret (decision 041), never addresses or numbers.
 *
 * Every write endpoint of the site is limited through this module
 * (docs/guiding-principles.md "Security"): `rateLimitPerIp` in front of a
 * route, or `hitRateLimits` inside the transaction that does the work.
 */
import crypto from "node:crypto";
import type { RequestHandler, Response } from "express";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { ErrorAnswer } from "./error-answers";
import { rateLimitCounters } from "./rate-limit.schema";
import { SERVICE_ANSWERS } from "@contracts/service-answers";

export interface RateLimitRule {
  scope: string;
  /** The raw value (IP address, mobile number, token digest); only its HMAC is stored. */
  subject: string;
  limit: number;
  windowSeconds: number;
}

/** What a refused or unanswerable request is told, in every API family. */
export const RATE_LIMIT_MESSAGES = {
  limited: SERVICE_ANSWERS.limited,
  unavailable: "The service is busy. Please try again in a minute.",
} as const;
/** How long to wait when the counters cannot be read. */
const UNAVAILABLE_RETRY_SECONDS = 60;

/** A counter row outlives its window by this much before housekeeping deletes it. */
export const COUNTER_RETENTION_HOURS = 24;

export class RateLimitedError extends Error {
  constructor(
    readonly scope: string,
    readonly retryAfterSeconds: number,
  ) {
    super(`rate limited (${scope})`);
    this.name = "RateLimitedError";
  }
}

export function subjectDigest(hashKey: Buffer, scope: string, value: string): string {
  return crypto.createHmac("sha256", hashKey).update(`${scope}\u0000${value}`).digest("base64url");
}

/**
 * Count one hit against every rule; throws RateLimitedError (with the
 * longest wait) when any is over its limit. Run it inside the transaction
 * that does the work, so a refused request rolls its hits back.
 */
export async function hitRateLimits(db: Db, rules: RateLimitRule[], hashKey: Buffer): Promise<void> {
  let refused: RateLimitedError | null = null;
  for (const rule of rules) {
    const window = rule.windowSeconds;
    const [row] = await db
      .insert(rateLimitCounters)
      .values({
        scope: rule.scope,
        subject: subjectDigest(hashKey, rule.scope, rule.subject),
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

/**
 * Answer a request the limits refused (429 with Retry-After) or could not
 * count (503: the counters are in the database, and a limit that cannot be
 * checked is not waved through). Anything else is rethrown.
 */
export function answerLimitError(res: Response, error: unknown, answer: ErrorAnswer, scope: string): void {
  if (error instanceof RateLimitedError) {
    res.set("Retry-After", String(error.retryAfterSeconds));
    answer(res, 429, RATE_LIMIT_MESSAGES.limited);
    return;
  }
  console.error(`${scope}: rate limit unavailable:`, error instanceof Error ? error.message : error);
  res.set("Retry-After", String(UNAVAILABLE_RETRY_SECONDS));
  answer(res, 503, RATE_LIMIT_MESSAGES.unavailable);
}

/** A rate limit per client address in front of a route; every attempt counts, refused ones too. */
export function rateLimitPerIp(
  db: Db,
  hashKey: () => Promise<Buffer>,
  rule: Omit<RateLimitRule, "subject">,
  answer: ErrorAnswer,
): RequestHandler {
  return async (req, res, next) => {
    try {
      await hitRateLimits(db, [{ ...rule, subject: req.ip ?? "unknown" }], await hashKey());
    } catch (error) {
      answerLimitError(res, error, answer, rule.scope);
      return;
    }
    next();
  };
}

/** Delete counters of long-finished windows (the outbox worker's housekeeping). */
export async function deleteOldCounters(db: Db): Promise<void> {
  await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, sql`now() - make_interval(hours => ${COUNTER_RETENTION_HOURS})`));
}
