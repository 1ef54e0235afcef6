/**
 * A one-time migration of decision 041, run at start-up: rate-limit counters
 * written before the server-only hash secret existed carry subjects hashed
 * with the payload key (which every page carries). Re-key them under the
 * hash secret: a per-mobile counter is re-hashed from the mobile of a recent
 * lead whose old digest it carries; an address cannot be recovered from its
 * digest, so those counters (windows of minutes) are dropped. Idempotent and
 * safe with several instances starting at once.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { COUNTER_RETENTION_HOURS, subjectDigest } from "../http/rate-limit";
import { rateLimitCounters } from "../http/rate-limit.schema";
import { leads } from "./lead.schema";
import { LEAD_MOBILE_SCOPE } from "./lead-store";

export async function rekeyCounters(
  db: Db,
  keys: { payloadKey: Buffer; hashKey: Buffer },
): Promise<{ rekeyed: number; dropped: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rate_limit_counters:rekey'))`);
    const old = await tx.select().from(rateLimitCounters).where(eq(rateLimitCounters.hashedWith, "payload-key"));
    if (old.length === 0) return { rekeyed: 0, dropped: 0 };
    const recentMobiles = await tx
      .selectDistinct({ mobile: leads.mobile })
      .from(leads)
      .where(gt(leads.createdAt, sql`now() - make_interval(hours => ${COUNTER_RETENTION_HOURS + 1})`));
    const mobileOf = new Map(
      recentMobiles.map(({ mobile }) => [subjectDigest(keys.payloadKey, LEAD_MOBILE_SCOPE, mobile), mobile]),
    );
    let rekeyed = 0;
    for (const row of old) {
      const mobile = row.scope === LEAD_MOBILE_SCOPE ? mobileOf.get(row.subject) : undefined;
      if (mobile !== undefined) {
        await tx
          .insert(rateLimitCounters)
          .values({
            scope: row.scope,
            subject: subjectDigest(keys.hashKey, row.scope, mobile),
            windowStart: row.windowStart,
            hits: row.hits,
          })
          .onConflictDoUpdate({
            target: [rateLimitCounters.scope, rateLimitCounters.subject, rateLimitCounters.windowStart],
            set: { hits: sql`${rateLimitCounters.hits} + ${row.hits}` },
          });
        rekeyed++;
      }
      await tx
        .delete(rateLimitCounters)
        .where(
          and(
            eq(rateLimitCounters.scope, row.scope),
            eq(rateLimitCounters.subject, row.subject),
            eq(rateLimitCounters.windowStart, row.windowStart),
          ),
        );
    }
    return { rekeyed, dropped: old.length - rekeyed };
  });
}
