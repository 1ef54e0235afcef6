/**
 * Rating tables in the database (docs/site-api.md "Premiums and quotes"):
 * seeded from content/seed/rating/<line>/*.json, published by editors
 * through the site API, read by the engine from memory. A version is never
 * changed once written; a new one is added. The version in effect is the
 * highest whose day has come (India time); a saved quote names its own.
 */
import fs from "node:fs";
import path from "node:path";
import { and, desc, eq, lte } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { ratingTables } from "./health.schema";
import { HealthRatingTableSchema, type HealthRatingTable } from "./rating-table";

export const RATING_TABLES_CHANNEL = "rating_tables";
/** A process re-reads the version in effect at least this often (a new day can bring a new version). */
const CURRENT_TTL_MS = 60_000;

export interface StoredTable {
  id: number;
  table: HealthRatingTable;
}

/** Today in India, as YYYY-MM-DD. */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** Add the seed's versions the database lacks; a version already there is left as it is. */
export async function seedRatingTables(db: Db, seedDir: string): Promise<number[]> {
  const dir = path.join(seedDir, "rating", "health");
  if (!fs.existsSync(dir)) return [];
  const added: number[] = [];
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const parsed = HealthRatingTableSchema.safeParse(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")));
    if (!parsed.success) throw new Error(`rating table ${file}: ${parsed.error.issues[0]?.message ?? "invalid"}`);
    const table = parsed.data;
    if (await insertVersion(db, table, "seed")) added.push(table.version);
  }
  return added;
}

/** Write a version unless the line has it already; its row id, or null when it was there. */
async function insertVersion(db: Db, table: HealthRatingTable, publishedBy: "seed" | "editor"): Promise<number | null> {
  const [row] = await db
    .insert(ratingTables)
    .values({
      line: table.line,
      version: table.version,
      effectiveFrom: table.effectiveFrom,
      source: table.source,
      body: table,
      publishedBy,
    })
    .onConflictDoNothing()
    .returning({ id: ratingTables.id });
  return row?.id ?? null;
}

export type PublishResult = { ok: true; id: number; version: number } | { ok: false; message: string };

/** An editor's new version: checked, numbered after the newest, written, announced to every instance. */
export async function publishRatingTable(database: Database, body: unknown): Promise<PublishResult> {
  const parsed = HealthRatingTableSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `${issue?.path.join(".") || "table"}: ${issue?.message ?? "invalid"}` };
  }
  const table = parsed.data;
  const [newest] = await database.db
    .select({ version: ratingTables.version })
    .from(ratingTables)
    .where(eq(ratingTables.line, table.line))
    .orderBy(desc(ratingTables.version))
    .limit(1);
  if (newest && table.version <= newest.version) {
    return { ok: false, message: `version: must be above ${newest.version}, the newest published` };
  }
  const id = await insertVersion(database.db, table, "editor");
  if (id === null) return { ok: false, message: `version: ${table.version} was published a moment ago` };
  await database.notify(RATING_TABLES_CHANNEL, table.line).catch(() => undefined);
  return { ok: true, id, version: table.version };
}

/** The tables of one process: the version in effect, and any version a saved quote names, kept. */
export function ratingTableReader(database: Database, clock: () => Date = () => new Date()) {
  const byId = new Map<number, StoredTable>();
  let current: { at: number; day: string; table: Promise<StoredTable | null> } | null = null;
  database.listen(RATING_TABLES_CHANNEL, () => (current = null)).catch(() => undefined);

  function remember(id: number, body: unknown): StoredTable {
    const known = byId.get(id);
    if (known) return known;
    const stored = { id, table: HealthRatingTableSchema.parse(body) };
    byId.set(id, stored);
    return stored;
  }

  async function loadCurrent(day: string): Promise<StoredTable | null> {
    const [row] = await database.db
      .select({ id: ratingTables.id, body: ratingTables.body })
      .from(ratingTables)
      .where(and(eq(ratingTables.line, "health"), lte(ratingTables.effectiveFrom, day)))
      .orderBy(desc(ratingTables.version))
      .limit(1);
    return row ? remember(row.id, row.body) : null;
  }

  return {
    /** The health table in effect today, or null when none is published. */
    current(): Promise<StoredTable | null> {
      const now = clock();
      const day = indiaToday(now);
      if (!current || current.day !== day || now.getTime() - current.at > CURRENT_TTL_MS) {
        const table = loadCurrent(day);
        current = { at: now.getTime(), day, table };
        // a failed read is not kept: the next request tries again
        table.catch(() => {
          if (current?.table === table) current = null;
        });
      }
      return current.table;
    },
    async byId(id: number): Promise<StoredTable | null> {
      const known = byId.get(id);
      if (known) return known;
      const [row] = await database.db
        .select({ body: ratingTables.body })
        .from(ratingTables)
        .where(eq(ratingTables.id, id))
        .limit(1);
      return row ? remember(id, row.body) : null;
    },
    /** The version number of a stored table. */
    versionOf: (stored: StoredTable) => stored.table.version,
  };
}
export type RatingTableReader = ReturnType<typeof ratingTableReader>;
