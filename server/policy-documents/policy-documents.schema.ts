/**
 * Download links of policy documents (decision 057): a holder who proved
 * who they are gets a random token that opens the schedule and CIS of that
 * one policy for a few minutes. Only the token's HMAC is kept.
 */
import { date, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { serviceRequests } from "../service-requests/service-requests.schema";

export const policyDocumentLinks = pgTable("policy_document_links", {
  /** HMAC-SHA256 of the token under the server-only hash secret, base64url. */
  tokenDigest: text("token_digest").primaryKey(),
  requestId: uuid("request_id")
    .notNull()
    .references(() => serviceRequests.id, { onDelete: "cascade" }),
  policyNo: text("policy_no").notNull(),
  /** The adapter finds a policy by number and date of birth together. */
  holderDob: date("holder_dob", { mode: "string" }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
});
