/**
 * The vehicle catalogue and the RTO offices (issue 12), seeded from
 * content/seed/catalogue/motor/*.json (sources in that folder's README): cars and
 * two-wheelers by make, model, variant and fuel, with engine capacity (or
 * motor power) and ex-showroom price; every RTO code with its city and
 * tariff zone. Also the motor journey: a visitor's answers so far, kept on
 * the server under an unguessable identifier, so each step's `{identifier}`
 * address resumes it.
 */
import { boolean, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";

export const vehicleMakes = pgTable("vehicle_makes", {
  key: text("key").primaryKey(),
  name: text("name").notNull(),
  /** "car" or "bike" (any two-wheeler). */
  vehicleType: text("vehicle_type").notNull(),
  /** Shown first on the make step. */
  popular: boolean("popular").notNull().default(false),
  sortOrder: integer("sort_order").notNull(),
});

export const vehicleVariants = pgTable(
  "vehicle_variants",
  {
    makeKey: text("make_key")
      .notNull()
      .references(() => vehicleMakes.key, { onDelete: "cascade" }),
    modelKey: text("model_key").notNull(),
    modelName: text("model_name").notNull(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    /** petrol, diesel, cng, electric or hybrid. */
    fuel: text("fuel").notNull(),
    /** Engine capacity; null for an electric vehicle, which has `kw`. */
    cc: integer("cc"),
    kw: real("kw"),
    /** Delhi ex-showroom price, whole rupees. */
    exShowroomPrice: integer("ex_showroom_price").notNull(),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [primaryKey({ columns: [t.makeKey, t.modelKey, t.key] })],
);

export const rtoOffices = pgTable("rto_offices", {
  /** MH02: the state code and the office's two digits. */
  code: text("code").primaryKey(),
  stateCode: text("state_code").notNull(),
  cityEn: text("city_en").notNull(),
  cityHi: text("city_hi").notNull(),
  cityKn: text("city_kn").notNull(),
  /** India Motor Tariff zone: A for the eight metro cities, B elsewhere. */
  zone: text("zone").notNull(),
});

/** What the catalogue seed last loaded (a digest of its files), so a restart does not reload it. */
export const catalogueSeeds = pgTable("catalogue_seeds", {
  name: text("name").primaryKey(),
  digest: text("digest").notNull(),
  loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A motor journey in progress: the answers so far (no contact details), under its identifier. */
export const motorJourneys = pgTable("motor_journeys", {
  identifier: text("identifier").primaryKey(),
  answers: jsonb("answers").notNull(),
  /** The quote saved from it, once saved. */
  quoteIdentifier: text("quote_identifier"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
