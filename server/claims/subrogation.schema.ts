/**
 * Subrogation requests (issue 14, decision 056): a claimant's agreement that
 * the insurer recovers a paid claim from the party responsible, stored with a
 * reference number before the claimant is told it was received.
 */
import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const claimSubrogations = pgTable(
  "claim_subrogations",
  {
    /** SB + two digits of the year + eight random digits. */
    reference: text("reference").primaryKey(),
    claimNo: text("claim_no").notNull(),
    thirdParty: text("third_party").notNull(),
    thirdPartyAddress: text("third_party_address").notNull(),
    thirdPartyDetails: text("third_party_details").notNull(),
    /** An HMAC of the address it came from (decision 041), never the address. */
    fromDigest: text("from_digest").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("claim_subrogations_claim_idx").on(t.claimNo)],
);
