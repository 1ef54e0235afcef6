/**
 * Decision 041's one-time migration: counters hashed with the public payload
 * key are re-keyed under the hash secret where the value can be recovered (a
 * recent lead's mobile) and dropped where it cannot (an address).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/client";
import { rateLimitCounters } from "../../server/http/rate-limit.schema";
import { hitRateLimits, subjectDigest } from "../../server/http/rate-limit";
import { leads } from "../../server/lead/lead.schema";
import { LEAD_IP_SCOPE, LEAD_MOBILE_SCOPE } from "../../server/lead/lead-store";
import { rekeyCounters } from "../../server/lead/rekey-counters";

const payloadKey = Buffer.alloc(32, 1);
const hashKey = Buffer.alloc(32, 2);
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
});
afterAll(async () => database?.close());

describe("re-keying rate-limit counters under the hash secret", () => {
  it("re-hashes a mobile's counter from its lead, drops an address's, and does nothing the second time", async () => {
    const db = database.db;
    const mobile = "9876543210";
    await db
      .insert(leads)
      .values({ id: crypto.randomUUID(), firstName: "Asha", lastName: "Rao", mobile, product: "Travel" });
    const windowStart = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    await db.insert(rateLimitCounters).values([
      {
        scope: LEAD_MOBILE_SCOPE,
        subject: subjectDigest(payloadKey, LEAD_MOBILE_SCOPE, mobile),
        windowStart,
        hits: 3,
        hashedWith: "payload-key",
      },
      {
        scope: LEAD_IP_SCOPE,
        subject: subjectDigest(payloadKey, LEAD_IP_SCOPE, "203.0.113.9"),
        windowStart,
        hits: 7,
        hashedWith: "payload-key",
      },
    ]);

    expect(await rekeyCounters(db, { payloadKey, hashKey })).toEqual({ rekeyed: 1, dropped: 1 });
    const rows = await db.select().from(rateLimitCounters);
    expect(rows).toEqual([
      {
        scope: LEAD_MOBILE_SCOPE,
        subject: subjectDigest(hashKey, LEAD_MOBILE_SCOPE, mobile),
        windowStart,
        hits: 3,
        hashedWith: "hash-secret",
      },
    ]);
    expect(await rekeyCounters(db, { payloadKey, hashKey })).toEqual({ rekeyed: 0, dropped: 0 });

    // the re-keyed counter goes on counting: the mobile's next hit in this window is its 4th
    await expect(
      hitRateLimits(db, [{ scope: LEAD_MOBILE_SCOPE, subject: mobile, limit: 3, windowSeconds: 3600 }], hashKey),
    ).rejects.toMatchObject({ name: "RateLimitedError" });
  });
});
