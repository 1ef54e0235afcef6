/**
 * Tables of the content service (docs/content-api.md). Entries of every collection
 * share one table: the model lives in `collections.ts`, not in SQL, so adding
 * an attribute needs no migration. Relations are stored in `data` as the
 * related id (to-one) or an array of ids (to-many) and media as upload ids,
 * which is what the in-memory snapshot (store.ts) resolves at build time.
 */
import type { MediaFormats } from "@contracts/content/entry-types";
import { doublePrecision, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

export const contentEntries = pgTable(
  "content_entries",
  {
    collection: text("collection").notNull(),
    id: integer("id").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** null = draft, hidden from `_publicationState=live` in draft-and-publish collections. */
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }),
    /** "seed" or "editor": the seed step never overwrites an editor's entry (seed README, "Ids are stable"). */
    origin: text("origin").$type<EntryOrigin>().notNull().default("editor"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.id] })],
);

export type EntryOrigin = "seed" | "editor";

/** Strapi v3's `upload_file`: what a media attribute answers (docs/content-api.md "Answers"). */
export const uploadFiles = pgTable("upload_files", {
  id: serial("id").primaryKey(),
  /** Site-relative address, e.g. `/uploads/icons/car.svg`; one upload per file. */
  url: text("url").notNull().unique(),
  name: text("name").notNull(),
  alternativeText: text("alternative_text").notNull().default(""),
  width: integer("width"),
  height: integer("height"),
  mime: text("mime").notNull(),
  /** Kilobytes with two decimals, as Strapi v3 reports it. */
  size: doublePrecision("size").notNull(),
  formats: jsonb("formats").$type<MediaFormats | null>(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** One hash per seeded collection: the seed step rewrites a collection only when its seed data changed. */
export const contentSeedState = pgTable("content_seed_state", {
  collection: text("collection").primaryKey(),
  hash: text("hash").notNull(),
  appliedAt: timestamp("applied_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * The highest id ever given out per collection, so that a deleted entry's id is
 * never handed to a new entry (as with Strapi's sequences): a stale link held by
 * a cache or a bookmark must not start pointing at different content.
 */
export const contentIdCounters = pgTable("content_id_counters", {
  collection: text("collection").primaryKey(),
  lastId: integer("last_id").notNull(),
});
