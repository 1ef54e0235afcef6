/**
 * The policy administration system's records as our database holds them
 * (docs/site-api.md "Service requests, claims, policies, locations"): the
 * default adapter's tables, seeded with the demo policies of
 * content/seed/policies/ (decision 053). A configured POLICY_ADMIN_URL
 * replaces them with the insurer's own system. Issue 14 adds claims and
 * certificates beside these.
 */
import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { InsuredObject, Nominee } from "./policy-records";

export const policies = pgTable(
  "policies",
  {
    /** As the records spell it: capitals, digits, `/` and `-` (contracts/auto-debit/auto-debit-rules.ts). */
    policyNo: text("policy_no").primaryKey(),
    /** motor, health, travel or home. */
    line: text("line").$type<"motor" | "health" | "travel" | "home">().notNull(),
    product: text("product").notNull(),
    holderName: text("holder_name").notNull(),
    holderDob: date("holder_dob", { mode: "string" }).notNull(),
    holderMobile: text("holder_mobile").notNull(),
    holderEmail: text("holder_email").notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    /** Whole rupees, taxes included. */
    premium: integer("premium").notNull(),
    /** The vehicle, the members or travellers, or the home (checked by the adapter's schema). */
    insured: jsonb("insured").$type<InsuredObject>().notNull(),
    nominee: jsonb("nominee").$type<Nominee | null>(),
  },
  (t) => [check("policies_period_check", sql`${t.periodEnd} >= ${t.periodStart}`)],
);

/** The renewal auto-debit mandate of a policy (at most one); the account number only masked. */
export const policyMandates = pgTable(
  "policy_mandates",
  {
    policyNo: text("policy_no")
      .primaryKey()
      .references(() => policies.policyNo, { onDelete: "cascade" }),
    status: text("status").$type<"active" | "inactive">().notNull(),
    bankName: text("bank_name").notNull(),
    /** e.g. XXXXXXXX4321: never the whole account number. */
    maskedAccount: text("masked_account").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [check("policy_mandates_status_check", sql`${t.status} in ('active', 'inactive')`)],
);

/**
 * Every switch of a mandate, written in the transaction that switches it. The visitor's address
 * only as an HMAC under the server-only hash secret (decision 041), never the address itself.
 */
export const policyMandateAudit = pgTable(
  "policy_mandate_audit",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    policyNo: text("policy_no")
      .notNull()
      .references(() => policies.policyNo, { onDelete: "cascade" }),
    action: text("action").$type<"subscribe" | "unsubscribe">().notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
    fromDigest: text("from_digest").notNull(),
  },
  (t) => [
    check("policy_mandate_audit_action_check", sql`${t.action} in ('subscribe', 'unsubscribe')`),
    index("policy_mandate_audit_policy_idx").on(t.policyNo, t.at),
  ],
);
