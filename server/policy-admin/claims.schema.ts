/**
 * Claims in the policy administration tables (issue 14, decision 056): the
 * default adapter's records, seeded with the demo claims of
 * content/seed/policies/demo/demo-claims.json. A configured POLICY_ADMIN_URL
 * replaces them with the insurer's own system.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { ClaimCause, ClaimDocumentCode, ClaimStatus } from "@contracts/claims/claim-rules";
import type { ClaimHandler } from "./policy-records";
import { policies } from "./policy-admin.schema";

export const claims = pgTable(
  "claims",
  {
    /** CL + two digits of the year + eight random digits (decision 056). */
    claimNo: text("claim_no").primaryKey(),
    policyNo: text("policy_no")
      .notNull()
      .references(() => policies.policyNo, { onDelete: "cascade" }),
    cause: text("cause").$type<ClaimCause>().notNull(),
    lossDate: date("loss_date", { mode: "string" }).notNull(),
    lossTime: text("loss_time").notNull(),
    place: text("place").notNull(),
    description: text("description").notNull(),
    reporterMobile: text("reporter_mobile").notNull(),
    intimatedAt: timestamp("intimated_at", { withTimezone: true, mode: "date" }).notNull(),
    status: text("status").$type<ClaimStatus>().notNull(),
    /** `[{status, at}]`, oldest first. */
    history: jsonb("history").$type<{ status: ClaimStatus; at: string }[]>().notNull(),
    documents: jsonb("documents").$type<{ code: ClaimDocumentCode; received: boolean }[]>().notNull(),
    handler: jsonb("handler").$type<ClaimHandler | null>(),
    amountClaimed: integer("amount_claimed"),
    amountSettled: integer("amount_settled"),
    /** An HMAC of the address it was intimated from (decision 041), never the address; null for seeded claims. */
    fromDigest: text("from_digest"),
  },
  (t) => [
    check("claims_number_check", sql`${t.claimNo} ~ '^CL[0-9]{10}$'`),
    index("claims_policy_idx").on(t.policyNo, t.intimatedAt),
  ],
);
