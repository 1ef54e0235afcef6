/**
 * Tables of the call-back lead (docs/site-api.md "Lead", docs/architecture.md "Data that must
 * not be lost"): the lead itself, written before the visitor hears "done";
 * its outbox row, which the worker delivers to the CRM adapter; the default
 * CRM adapter's table that a sales team reads.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey(),
    // milliseconds, as JavaScript dates hold them: the export pages through leads by (created_at, id)
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date", precision: 3 }).notNull().defaultNow(),
    /** A repeat of the same mobile and product within 10 minutes is counted here, not stored again. */
    submissions: integer("submissions").notNull().default(1),
    lastSubmittedAt: timestamptz("last_submitted_at").notNull().defaultNow(),
    clientId: text("client_id").notNull().default(""),
    firstName: text("first_name").notNull(),
    middleName: text("middle_name").notNull().default(""),
    lastName: text("last_name").notNull(),
    mobile: text("mobile").notNull(),
    product: text("product").notNull(),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    utmUniqueId: text("utm_uniqueid").notNull().default(""),
    utmContent: text("utm_content").notNull().default(""),
    utmTerm: text("utm_term").notNull().default(""),
    pageUrl: text("page_url").notNull().default(""),
  },
  (t) => [
    index("leads_mobile_product_created_idx").on(t.mobile, t.product, t.createdAt),
    index("leads_created_idx").on(t.createdAt, t.id),
  ],
);

export const leadOutbox = pgTable(
  "lead_outbox",
  {
    id: serial("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .unique()
      .references(() => leads.id),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    /** Due time; a worker that claims the row moves it forward (a lease), so a crashed worker's rows come back. */
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    deliveredAt: timestamptz("delivered_at"),
    lastError: text("last_error"),
  },
  (t) => [
    index("lead_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/** The default CRM adapter's inbox: one row per lead, as a sales team reads it. */
export const crmLeads = pgTable("crm_leads", {
  leadId: uuid("lead_id").primaryKey(),
  receivedAt: timestamptz("received_at").notNull().defaultNow(),
  submittedAt: timestamptz("submitted_at").notNull(),
  fullName: text("full_name").notNull(),
  firstName: text("first_name").notNull(),
  middleName: text("middle_name").notNull(),
  lastName: text("last_name").notNull(),
  mobile: text("mobile").notNull(),
  product: text("product").notNull(),
  leadType: text("lead_type").notNull(),
  utmSource: text("utm_source").notNull(),
  utmMedium: text("utm_medium").notNull(),
  utmCampaign: text("utm_campaign").notNull(),
  utmUniqueId: text("utm_uniqueid").notNull(),
  utmContent: text("utm_content").notNull(),
  utmTerm: text("utm_term").notNull(),
  pageUrl: text("page_url").notNull(),
  clientId: text("client_id").notNull(),
  /** The mobile was on the do-not-call register when the lead was handed on (decision 057). */
  doNotCall: boolean("do_not_call").notNull().default(false),
});
