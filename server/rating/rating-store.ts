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
import type { z } from "zod";
import { indiaDay } from "@contracts/dates/india-day";
import type { Database, Db } from "../db/client";
import { ratingTables } from "../health/health.schema";
import { HealthRatingTableSchema } from "../health/rating-table";
import { MotorRatingTableSchema } from "../motor/rating-table";
import { TravelRatingTableSchema } from "../travel/rating-table";

/** The lines with rating tables, and the schema a version of each must pass. */
export const RATING_SCHEMAS = {
  health: HealthRatingTableSchema,
  motor: MotorRatingTableSchema,
  travel: TravelRatingTableSchema,
} as const;
export type RatingLine = keyof typeof RATING_SCHEMAS;
export type RatingTableOf<L extends RatingLine> = z.infer<(typeof RATING_SCHEMAS)[L]>;
type AnyTable = RatingTableOf<RatingLine>;

export function isRatingLine(line: string): line is RatingLine {
  return Object.hasOwn(RATING_SCHEMAS, line);
}

export const RATING_TABLES_CHANNEL = "rating_tables";
/** A process re-reads the version in effect at least this often (a new day can bring a new version). */
const CURRENT_TTL_MS = 60_000;

export interface StoredTable<L extends RatingLine = "health"> {
  id: number;
  table: RatingTableOf<L>;
}

/** Add the seed's versions the database lacks, every line; a version already there is left as it is. */
export async function seedRatingTables(db: Db, seedDir: string): Promise<Record<RatingLine, number[]>> {
  const added = { health: [], motor: [], travel: [] } as Record<RatingLine, number[]>;
  for (const line of Object.keys(RATING_SCHEMAS) as RatingLine[]) {
    const dir = path.join(seedDir, "rating", line);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()) {
      const parsed = RATING_SCHEMAS[line].safeParse(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")));
      if (!parsed.success)
        throw new Error(`rating table ${line}/${file}: ${parsed.error.issues[0]?.message ?? "invalid"}`);
      if (await insertVersion(db, parsed.data, "seed")) added[line].push(parsed.data.version);
    }
  }
  return added;
}

/** Write a version unless the line has it already; its row id, or null when it was there. */
async function insertVersion(db: Db, table: AnyTable, publishedBy: "seed" | "editor"): Promise<number | null> {
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

/** An editor's new version of a line's table: checked, numbered after the newest, written, announced to every instance. */
export async function publishRatingTable(database: Database, line: RatingLine, body: unknown): Promise<PublishResult> {
  const parsed = RATING_SCHEMAS[line].safeParse(body);
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

/** A line's tables in one process: the version in effect, and any version a saved quote names, kept. */
export function ratingTableReader<L extends RatingLine = "health">(
  database: Database,
  clock: () => Date = () => new Date(),
  line: L = "health" as L,
) {
  const byId = new Map<number, StoredTable<L>>();
  let current: { at: number; day: string; table: Promise<StoredTable<L> | null> } | null = null;
  database
    .listen(RATING_TABLES_CHANNEL, (payload) => {
      if (!payload || payload === line) current = null;
    })
    .catch(() => undefined);

  function remember(id: number, body: unknown): StoredTable<L> {
    const known = byId.get(id);
    if (known) return known;
    const stored = { id, table: RATING_SCHEMAS[line].parse(body) as RatingTableOf<L> };
    byId.set(id, stored);
    return stored;
  }

  async function loadCurrent(day: string): Promise<StoredTable<L> | null> {
    const [row] = await database.db
      .select({ id: ratingTables.id, body: ratingTables.body })
      .from(ratingTables)
      .where(and(eq(ratingTables.line, line), lte(ratingTables.effectiveFrom, day)))
      .orderBy(desc(ratingTables.version))
      .limit(1);
    return row ? remember(row.id, row.body) : null;
  }

  return {
    /** The line's table in effect today, or null when none is published. */
    current(): Promise<StoredTable<L> | null> {
      const now = clock();
      const day = indiaDay(now);
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
    async byId(id: number): Promise<StoredTable<L> | null> {
      const known = byId.get(id);
      if (known) return known;
      const [row] = await database.db
        .select({ body: ratingTables.body })
        .from(ratingTables)
        .where(and(eq(ratingTables.id, id), eq(ratingTables.line, line)))
        .limit(1);
      return row ? remember(id, row.body) : null;
    },
    /** The version number of a stored table. */
    versionOf: (stored: StoredTable<L>) => stored.table.version,
  };
}
export type RatingTableReader<L extends RatingLine = "health"> = ReturnType<typeof ratingTableReader<L>>;
