/**
 * Tables of the quote journeys (docs/site-api.md "Premiums and quotes"):
 * versioned rating tables, and saved quotes, each with the rating table it
 * was priced with.
 */
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** One published version of a line's rates (`line` "health"; motor and travel to come). Never updated, only added. */
export const ratingTables = pgTable(
  "rating_tables",
  {
    id: serial("id").primaryKey(),
    line: text("line").notNull(),
    version: integer("version").notNull(),
    /** The day the version starts pricing (India time); the newest version in effect prices. */
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    source: text("source").notNull(),
    body: jsonb("body").notNull(),
    publishedAt: timestamptz("published_at").notNull().defaultNow(),
    /** "seed" or "editor" (who published it; no name: the editor token is shared). */
    publishedBy: text("published_by").notNull(),
  },
  (t) => [unique("rating_tables_line_version").on(t.line, t.version)],
);

/** A saved quote: written before the visitor is shown its number. */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey(),
    /** The number a person reads out (HQ, MQ or TQ + 8 digits). */
    quoteNo: text("quote_no").notNull().unique(),
    /** The unguessable handle in addresses and the last-quote record. */
    identifier: text("identifier").notNull().unique(),
    product: text("product").notNull(),
    /** The answers that priced it (no contact details). */
    parameters: jsonb("parameters").notNull(),
    planKey: text("plan_key"),
    /** Every plan as priced, with its breakdown. */
    plans: jsonb("plans").notNull(),
    /** The total of the chosen plan, or of the cheapest when none was chosen. */
    premium: integer("premium").notNull(),
    ratingTableId: integer("rating_table_id")
      .notNull()
      .references(() => ratingTables.id),
    name: text("name").notNull(),
    mobile: text("mobile").notNull(),
    email: text("email").notNull().default(""),
    leadId: uuid("lead_id"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date", precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("quotes_mobile_created_idx").on(t.mobile, t.createdAt)],
);

/** Quote numbers: the product's letters (server/quotes/quote-store.ts) and this sequence's next value, 8 digits. */
export const QUOTE_NUMBER_SEQUENCE = "quote_number_seq";
