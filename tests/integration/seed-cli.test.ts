/**
 * `npm run seed` seeds the database the server would use: DATA_DIR, the
 * variable the server and the README name (it once read PGLITE_DATA_DIR and
 * seeded another folder than the server's).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase } from "../../server/db/client";
import { contentEntries } from "../../server/content/content.schema";

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-cli-"));

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("npm run seed", () => {
  it("seeds the PGlite folder named by DATA_DIR, and nothing else", async () => {
    const dataDir = path.join(dir, "data");
    const decoy = path.join(dir, "decoy");
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "DATABASE_URL"));
    const env = { ...inherited, DATA_DIR: dataDir, PGLITE_DATA_DIR: decoy };
    const first = await run(process.execPath, ["--import", "tsx", "server/db/seed-cli.ts"], { env });
    expect(first.stdout).toContain(`seeded `);
    expect(first.stdout).toContain(`PGlite in ${dataDir}`);
    expect(fs.existsSync(decoy)).toBe(false);
    const again = await run(process.execPath, ["--import", "tsx", "server/db/seed-cli.ts"], { env });
    expect(again.stdout).toContain("seed content already up to date");

    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db
        .select({ id: contentEntries.id })
        .from(contentEntries)
        .where(eq(contentEntries.collection, "products"));
      expect(rows.length).toBeGreaterThan(50);
    } finally {
      await database.close();
    }
  });
});
