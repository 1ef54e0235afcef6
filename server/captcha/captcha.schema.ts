/**
 * Captcha challenges in flight (decision 053), shared by every instance: a
 * token is looked up by its SHA-256 and deleted by the check that uses it
 * (used once, whatever follows). The answer is kept only as an HMAC of token
 * and answer under the server-only hash secret (decision 041), so a copy of
 * the table tells neither the tokens nor their sums.
 */
import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const captchaChallenges = pgTable(
  "captcha_challenges",
  {
    /** base64url of the token's SHA-256; the token itself is only in the visitor's page. */
    tokenDigest: text("token_digest").primaryKey(),
    /** base64url HMAC-SHA-256 of token and answer. */
    answerMac: text("answer_mac").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("captcha_challenges_expires_idx").on(t.expiresAt)],
);
