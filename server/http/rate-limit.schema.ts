/**
 * Fixed-window counters of the rate limits (decision 013), shared by every
 * instance through the database. A subject (an address, a mobile number) is
 * stored only as an HMAC under the server-only hash secret (decision 041).
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    scope: text("scope").notNull(),
    /** An HMAC of the address or number, never the value itself. */
    subject: text("subject").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
    hits: integer("hits").notNull(),
    /**
     * The key the subject was hashed with: "hash-secret" (today), or
     * "payload-key" for rows written before decision 041, re-keyed at start-up.
     */
    hashedWith: text("hashed_with").$type<"hash-secret" | "payload-key">().notNull().default("hash-secret"),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.subject, t.windowStart] }),
    index("rate_limit_window_idx").on(t.windowStart),
  ],
);
