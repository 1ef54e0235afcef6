/**
 * Start the site: `npm start` runs the compiled production build
 * (decision 043), `npm run dev` the sources with the Vite dev server.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig, type Config } from "./config";
import { createSite } from "./site";

/**
 * A new embedded database is created, migrated and seeded by `npm run seed`'s
 * program in a child process, then opened here: PGlite's initdb and the
 * first seed leave ~110 MB in a process for good (WebAssembly memory and
 * allocator arenas are never given back), which the server would otherwise
 * carry for its whole life (docs/benchmarks.md "Memory", decision 045).
 */
async function prepareNewDatabase(config: Config): Promise<void> {
  if (config.DATABASE_URL || !config.SEED_ON_START) return;
  if (fs.existsSync(path.join(path.resolve(config.DATA_DIR), "PG_VERSION"))) return;
  // the seed program beside this one: db/seed-cli.js in the build, db/seed-cli.ts in the sources
  const here = fileURLToPath(import.meta.url);
  const seedProgram = path.join(path.dirname(here), "db", `seed-cli${path.extname(here)}`);
  const child = spawn(process.execPath, [...process.execArgv, seedProgram], { stdio: "inherit" });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`preparing the database in ${config.DATA_DIR} failed (exit ${code})`);
}

async function main() {
  const config = loadConfig();
  await prepareNewDatabase(config);
  const site = await createSite(config);
  const server = site.server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    console.info(`site: listening on http://localhost:${port}`);
  });

  const shutdown = async () => {
    server.close();
    await site.close();
    process.exit(0);
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
