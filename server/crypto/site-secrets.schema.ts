/**
 * Secrets the site generates for itself when the configuration gives none
 * (decision 011): kept in the database so that every instance uses the same
 * value and a restart keeps it.
 */
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const siteSecrets = pgTable("site_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
