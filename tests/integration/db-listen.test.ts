/**
 * Dropped connections (PostgreSQL only). LISTEN: after the server ends the
 * listening session, the listener reconnects, reports once that it may have
 * missed something, and receives later notifications. The pool: an idle
 * connection the server ends does not end the process, and the next query
 * gets a new one.
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

  it("survives the server ending its idle pooled connections", async () => {
    const database = await openDatabase({ databaseUrl: url });
    try {
      // a session of our own, to find the pool's connections by
      await database.notify("test_pool_warmup", "");
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state = 'idle'",
      );
      await admin.end();
      expect(rowCount).toBeGreaterThan(0);
      // the process is still here (an unheard pool 'error' would have ended it) and the pool recovers
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(database.notify("test_pool_after", "")).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
