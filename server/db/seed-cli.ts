/**
 * `npm run seed`: load content/seed into the database the server uses: the
 * one named by DATABASE_URL, or the embedded PGlite in DATA_DIR (default
 * `.data/pglite`), read from the environment exactly as the server reads
 * them. Run from the project folder. Exits non-zero, listing every problem,
 * when the seed data is invalid.
 */
import path from "node:path";
import { loadDatabaseConfig } from "../config.ts";
import { openDatabase } from "./client.ts";
import { seedContent } from "../content/seed.ts";

async function main(): Promise<void> {
  const config = loadDatabaseConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.resolve(config.DATA_DIR) });
  try {
    const started = performance.now();
    const { changed, uploads } = await seedContent(database, {
      seedDir: path.resolve("content/seed"),
      publicDir: path.resolve("public"),
    });
    const took = Math.round(performance.now() - started);
    const what = changed.length > 0 ? `seeded ${changed.join(", ")}` : "seed content already up to date";
    const where = database.kind === "postgres" ? "PostgreSQL" : `PGlite in ${config.DATA_DIR}`;
    console.info(`${what}; ${uploads} upload(s) written (${where}, ${took} ms)`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
