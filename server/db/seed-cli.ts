/**
 * `npm run seed`: load content/seed into the database named by DATABASE_URL,
 * or the embedded PGlite in `.data/pglite` (PGLITE_DATA_DIR to change it).
 * Exits non-zero, listing every problem, when the seed data is invalid.
 */
import path from "node:path";
import { openDatabase } from "./client.ts";
import { seedContent } from "../content/seed.ts";

const root = path.resolve(import.meta.dirname, "../..");

async function main(): Promise<void> {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.PGLITE_DATA_DIR || path.join(root, ".data/pglite"),
  });
  try {
    const started = performance.now();
    const { changed, uploads } = await seedContent(database, {
      seedDir: path.join(root, "content/seed"),
      publicDir: path.join(root, "public"),
    });
    const took = Math.round(performance.now() - started);
    const what = changed.length > 0 ? `seeded ${changed.join(", ")}` : "seed content already up to date";
    console.info(`${what}; ${uploads} upload(s) written (${database.kind}, ${took} ms)`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
