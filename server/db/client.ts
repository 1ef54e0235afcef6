/**
 * The one database connection of the process: PostgreSQL through `pg` when
 * DATABASE_URL is set, otherwise embedded PGlite in a data folder of the
 * project (docs/architecture.md "Stack"). One set of drizzle-kit migrations (./drizzle)
 * serves both.
 */
import path from "node:path";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Subscribe to a NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

// the project folder is the working directory, as for content/seed and public/ (README "Two commands")
const migrationsFolder = path.resolve("drizzle");

export interface OpenOptions {
  /** PostgreSQL connection string; embedded PGlite when absent. */
  databaseUrl?: string;
  /** PGlite data folder (default `.data/pglite`); `memory://` for a throw-away database. */
  dataDir?: string;
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir ?? path.resolve(".data/pglite"));
  return database;
}

/**
 * Embedded PostgreSQL sized for one process holding a few tens of megabytes of data: initdb's
 * 128 MB of shared buffers sat in the WebAssembly memory, touched and never given back, for a
 * database of ~40 MB that the operating system's file cache holds anyway. 16 MB and a handful of
 * connection slots (PGlite is one single-user backend) cut resident memory by ~110 MB
 * (docs/benchmarks.md "Memory", decision 045).
 */
const PGLITE_SETTINGS = ["shared_buffers=16MB", "max_connections=5"];

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith("memory://")) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting])],
  });
  const db = drizzlePglite(client) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: "pglite",
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async notify(channel, payload) {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle pooled connection that the server ends (a restart, a failover, an administrator) is
  // an 'error' event on the pool; unheard, it would end the process. The pool replaces it.
  pool.on("error", (error) => console.warn(`database: idle connection lost (${error.message})`));
  const db = drizzlePg(pool) as unknown as Db;
  await migratePg(drizzlePg(pool), { migrationsFolder });
  const listeners = new Set<{ stop(): Promise<void> }>();
  return {
    db,
    kind: "postgres",
    async listen(channel, onPayload) {
      const listener = await listenWithReconnect(connectionString, channel, onPayload);
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    async notify(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async close() {
      await Promise.all([...listeners].map((l) => l.stop()));
      await pool.end();
    },
  };
}

const RECONNECT_MAX_MS = 30_000;

/**
 * LISTEN on a dedicated connection (LISTEN belongs to a session, not to a
 * pooled query). When the connection drops, reconnect with backoff and then
 * report an empty payload once: notifications sent while it was down are
 * lost, so the listener must assume something changed.
 */
async function listenWithReconnect(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<{ stop(): Promise<void> }> {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let delay = 500;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    const dropped = () => {
      if (stopped || client !== next) return;
      client = null;
      next.end().catch(() => undefined);
      schedule();
    };
    next.on("error", dropped);
    next.on("end", dropped);
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };

  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(async () => {
      timer = null;
      try {
        await connect();
        delay = 500;
        onPayload("");
      } catch {
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        schedule();
      }
    }, delay);
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
