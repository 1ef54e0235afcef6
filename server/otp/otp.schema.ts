/**
 * Tables of "Recent quote by OTP" (docs/site-api.md "OTP and recent quotes",
 * decision 052): each OTP sent for a quote, kept hashed (HMAC under the
 * server-only hash secret), with its tries and its use; and the local SMS
 * outbox, where the default provider puts every message.
 */
import { index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { quotes } from "../health/health.schema";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date", precision: 3 });

/**
 * One OTP sent about a subject: a quote (`quote:{id}`, the Recent Quote flow) or a policy
 * (`policy:{number}`, policy print by mobile, decision 059). The newest of a subject is the only
 * one that can be used; its rows also count its sends.
 */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: uuid("id").primaryKey(),
    /** What the code proves: `quote:{quote id}` or `policy:{policy number}`. */
    subject: text("subject").notNull(),
    /** The quote of a quote's code (its codes go with it); null for other subjects. */
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "cascade" }),
    /** HMAC-SHA256 of the row id and the code under the hash secret, base64url; never the code. */
    codeHash: text("code_hash").notNull(),
    /** "sms" or "call" (spec 4: the 4th send is a voice call). */
    channel: text("channel").notNull(),
    sentAt: timestamptz("sent_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    /** Wrong tries so far; at 5 the code is locked. */
    attempts: integer("attempts").notNull().default(0),
    /** Set by the one successful check (single use). */
    usedAt: timestamptz("used_at"),
  },
  (t) => [
    index("otp_codes_quote_sent_idx").on(t.quoteId, t.sentAt),
    index("otp_codes_subject_sent_idx").on(t.subject, t.sentAt),
  ],
);

/** Messages of the default SMS provider: what an SMS gateway would have sent (the tests read them). */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    mobile: text("mobile").notNull(),
    /** "sms" or "call". */
    channel: text("channel").notNull(),
    text: text("text").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("sms_outbox_mobile_created_idx").on(t.mobile, t.createdAt)],
);
