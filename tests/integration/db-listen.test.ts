/**
 * LISTEN survives a dropped connection (PostgreSQL only): after the server
 * ends the listening session, the listener reconnects, reports once that it
 * may have missed something, and receives later notifications.
 */
import { describe, expect, it } from "vitest";
import pg from "pg";
import { openDatabase } from "../../server/db/client";

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("PostgreSQL LISTEN reconnect", () => {
  it("reconnects after the server ends the session", async () => {
    const database = await openDatabase({ databaseUrl: url });
    const channel = `test_listen_${process.pid}`;
    const received: string[] = [];
    const stop = await database.listen(channel, (payload) => received.push(payload));
    try {
      await database.notify(channel, "first");
      await expect.poll(() => received, { timeout: 5000 }).toContain("first");

      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where query = $1",
        [`LISTEN "${channel}"`],
      );
      await admin.end();
      expect(rowCount).toBe(1);

      // the "maybe missed something" signal after reconnecting
      await expect.poll(() => received, { timeout: 10_000 }).toContain("");
      await database.notify(channel, "after");
      await expect.poll(() => received, { timeout: 5000 }).toContain("after");
    } finally {
      await stop();
      await database.close();
    }
  });
});
