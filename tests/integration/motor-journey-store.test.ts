/**
 * The car journeys' store (issue 12): a journey kept under an unguessable
 * identifier, its answers checked on the way in and out, and every write
 * counted against the address's limit (a refused write changes nothing).
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type TestDatabase } from "./fixtures/content-fixtures.ts";
import { sql } from "drizzle-orm";
import { createJourneyStore, deleteOldJourneys } from "../../server/motor/journey-store.ts";
import { motorJourneys } from "../../server/motor/motor.schema.ts";

const hashKey = crypto.randomBytes(32);

for (const backend of backends) {
  describe.skipIf(!backend.available)(`car journeys on ${backend.name}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await backend.open();
    });
    afterAll(async () => {
      await test?.dispose();
    });

    it("keeps a journey's answers under its identifier, and the quote saved from it", async () => {
      const store = createJourneyStore({ database: test.database, hashKey: async () => hashKey, writesPerIp: 50 });
      const id = await store.create({ vehicleType: "car", make: "kia" }, "198.51.100.1");
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(await store.get(id!)).toEqual({
        identifier: id,
        answers: { vehicleType: "car", make: "kia" },
        quoteIdentifier: null,
      });
      expect(
        await store.save(id!, { vehicleType: "car", make: "kia", model: "seltos" }, "198.51.100.1", "Q".repeat(22)),
      ).toBe(true);
      expect(await store.get(id!)).toMatchObject({ answers: { model: "seltos" }, quoteIdentifier: "Q".repeat(22) });
      expect(await store.get("not-an-identifier")).toBeNull();
      expect(await store.get("A".repeat(22))).toBeNull();
    });

    it("reads answers an older release wrote that no longer pass as a journey to start again", async () => {
      const store = createJourneyStore({ database: test.database, hashKey: async () => hashKey, writesPerIp: 50 });
      const identifier = "B".repeat(22);
      await test.database.db.insert(motorJourneys).values({ identifier, answers: { vehicleType: "lorry" } });
      expect((await store.get(identifier))?.answers).toEqual({ vehicleType: "car" });
    });

    it("refuses writes over the address's limit, and the refused write changes nothing", async () => {
      const store = createJourneyStore({ database: test.database, hashKey: async () => hashKey, writesPerIp: 2 });
      const address = "198.51.100.77";
      const id = await store.create({ vehicleType: "car", make: "tata" }, address);
      expect(await store.save(id!, { vehicleType: "car", make: "tata", model: "nexon" }, address)).toBe(true);
      expect(await store.save(id!, { vehicleType: "car", make: "tata", model: "punch" }, address)).toBe(false);
      expect(await store.create({ vehicleType: "car", make: "tata" }, address)).toBeNull();
      expect((await store.get(id!))?.answers.model).toBe("nexon");
      // another address is not held back
      expect(await store.create({ vehicleType: "car", make: "tata" }, "198.51.100.78")).not.toBeNull();
    });

    it("forgets journeys left alone for a month", async () => {
      const store = createJourneyStore({ database: test.database, hashKey: async () => hashKey, writesPerIp: 50 });
      const old = await store.create({ vehicleType: "car", make: "kia" }, "198.51.100.90");
      const fresh = await store.create({ vehicleType: "car", make: "kia" }, "198.51.100.90");
      await test.database.db.execute(
        sql`update motor_journeys set updated_at = now() - interval '31 days' where identifier = ${old}`,
      );
      await deleteOldJourneys(test.database.db);
      expect(await store.get(old!)).toBeNull();
      expect(await store.get(fresh!)).not.toBeNull();
    });
  });
}
