/**
 * The policy administration adapter (decision 053) on PGlite and on
 * PostgreSQL when available: the demo seed loaded once and re-loaded
 * without undoing visitors' switches; policies found only with their
 * holder's date of birth; mandate switches with their audit; the HTTP
 * adapter against a stand-in of the insurer's system, failing closed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type TestDatabase } from "./fixtures/content-fixtures.ts";
import { startPolicyAdminStub, type PolicyAdminStub } from "./fixtures/policy-admin-fixtures.ts";
import { loadConfig } from "../../server/config.ts";
import { DEMO_POLICIES_FILE, seedDemoPolicies } from "../../server/policy-admin/demo-policies.ts";
import { httpPolicyAdmin } from "../../server/policy-admin/http-policy-admin.ts";
import { PolicyAdminUnavailableError } from "../../server/policy-admin/policy-admin.ts";
import { policyAdminFromConfig } from "../../server/policy-admin/policy-admin-config.ts";
import { policies, policyMandateAudit, policyMandates } from "../../server/policy-admin/policy-admin.schema.ts";
import { PolicySchema } from "../../server/policy-admin/policy-records.ts";
import { tablePolicyAdmin } from "../../server/policy-admin/table-policy-admin.ts";

const seedDir = path.resolve("content/seed");
const demoFile = JSON.parse(fs.readFileSync(path.join(seedDir, DEMO_POLICIES_FILE), "utf8"));
const AT = new Date("2026-11-25T10:00:00Z");

for (const backend of backends) {
  describe.skipIf(!backend.available)(`policy administration on ${backend.name}`, () => {
    let test: TestDatabase;
    let stub: PolicyAdminStub;
    let firstSeed = 0;
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "demo-policies-"));

    beforeAll(async () => {
      test = await backend.open();
      firstSeed = await seedDemoPolicies(test.database.db, seedDir);
      stub = await startPolicyAdminStub(test.database.db, 400);
    });
    afterAll(async () => {
      await stub?.close();
      await test?.dispose();
      fs.rmSync(tmp, { recursive: true, force: true });
    });

    const auditOf = (policyNo: string) =>
      test.database.db
        .select()
        .from(policyMandateAudit)
        .where(eq(policyMandateAudit.policyNo, policyNo))
        .orderBy(asc(policyMandateAudit.id));
    const mandateOf = async (policyNo: string) =>
      (await test.database.db.select().from(policyMandates).where(eq(policyMandates.policyNo, policyNo)))[0];

    it("loads the demo policies once; a changed file updates policies and keeps switched mandates", async () => {
      const db = test.database.db;
      expect(firstSeed).toBe(demoFile.policies.length);
      expect(await seedDemoPolicies(db, seedDir)).toBe(0);
      expect(await db.$count(policies)).toBe(demoFile.policies.length);
      expect(await db.$count(policyMandates)).toBe(
        demoFile.policies.filter((p: { mandate: unknown }) => p.mandate).length,
      );

      // a visitor switches a mandate off; then the file changes (a premium, and a new policy)
      const admin = tablePolicyAdmin(db);
      const identity = { policyNo: "MTR/2026/1011942", dateOfBirth: "1995-07-28" };
      await admin.mandates.switch({ ...identity, action: "unsubscribe", fromDigest: "d", at: AT });
      const changed = structuredClone(demoFile);
      changed.policies.find((p: { policyNo: string }) => p.policyNo === identity.policyNo).premium = 2299;
      changed.policies.push({
        ...structuredClone(changed.policies[0]),
        policyNo: "MTR/2026/1099999",
        mandate: {
          status: "active",
          bank: { name: "HDFC Bank", maskedAccount: "XXXXXXXX0001" },
          registeredOn: "2026-11-01",
        },
      });
      fs.mkdirSync(path.join(tmp, path.dirname(DEMO_POLICIES_FILE)), { recursive: true });
      fs.writeFileSync(path.join(tmp, DEMO_POLICIES_FILE), JSON.stringify(changed));
      expect(await seedDemoPolicies(db, tmp)).toBe(demoFile.policies.length + 1);
      expect((await admin.policies.find(identity))?.premium).toBe(2299);
      expect((await mandateOf(identity.policyNo))?.status).toBe("inactive");
      expect((await mandateOf("MTR/2026/1099999"))?.status).toBe("active");
      expect(await seedDemoPolicies(db, tmp)).toBe(0);

      // a file that breaks the records' rules is refused, naming the problem
      changed.policies[0].holder.dateOfBirth = "1988-02-30";
      fs.writeFileSync(path.join(tmp, DEMO_POLICIES_FILE), JSON.stringify(changed));
      await expect(seedDemoPolicies(db, tmp)).rejects.toThrow(/policies\.0\.holder\.dateOfBirth/);
    });

    it("finds a policy only with its holder's date of birth, whole and in the records' shape", async () => {
      const admin = tablePolicyAdmin(test.database.db);
      const found = await admin.policies.find({ policyNo: "HLT/2026/2003417", dateOfBirth: "1972-09-05" });
      expect(PolicySchema.parse(found)).toEqual(found);
      expect(found).toMatchObject({
        line: "health",
        holder: { name: "Suresh Patil", mobile: "9000010005" },
        insured: { kind: "members", currency: "INR" },
        nominee: { relation: "Spouse" },
      });
      expect(await admin.policies.find({ policyNo: "HLT/2026/2003417", dateOfBirth: "1972-09-06" })).toBeNull();
      expect(await admin.policies.find({ policyNo: "HLT/2026/2003418", dateOfBirth: "1972-09-05" })).toBeNull();
    });

    it("switches a mandate with its audit entry, and tells every other case apart", async () => {
      const admin = tablePolicyAdmin(test.database.db);
      const identity = { policyNo: "HOM/2026/4002981", dateOfBirth: "1966-01-30" };
      const subscribe = { ...identity, action: "subscribe" as const, fromDigest: "digest-1", at: AT };
      const switched = await admin.mandates.switch(subscribe);
      expect(switched).toMatchObject({
        outcome: "switched",
        mandate: { status: "active", updatedAt: AT.toISOString() },
      });
      expect(await admin.mandates.switch(subscribe)).toMatchObject({
        outcome: "unchanged",
        mandate: { status: "active" },
      });
      expect(await auditOf(identity.policyNo)).toEqual([
        expect.objectContaining({ action: "subscribe", at: AT, fromDigest: "digest-1" }),
      ]);
      expect(await admin.mandates.switch({ ...subscribe, dateOfBirth: "1966-01-31" })).toEqual({ outcome: "no-match" });
      expect(await admin.mandates.switch({ ...subscribe, policyNo: "HOM/2026/4002982" })).toEqual({
        outcome: "no-match",
      });
      expect(
        await admin.mandates.switch({ ...subscribe, policyNo: "TRV/2026/3004079", dateOfBirth: "1982-10-09" }),
      ).toEqual({ outcome: "no-mandate" });
    });

    it("the HTTP adapter speaks the contract with the insurer's system", async () => {
      const admin = httpPolicyAdmin({ baseUrl: stub.url, token: "pas-token", timeoutMs: 2_000 });
      const found = await admin.policies.find({ policyNo: "TRV/2026/3001562", dateOfBirth: "1986-05-17" });
      expect(found).toMatchObject({ holder: { name: "Priya Nair" }, insured: { currency: "USD" } });
      expect(await admin.policies.find({ policyNo: "TRV/2026/3001562", dateOfBirth: "1986-05-18" })).toBeNull();
      const outcome = await admin.mandates.switch({
        policyNo: "TRV/2026/3001562",
        dateOfBirth: "1986-05-17",
        action: "unsubscribe",
        fromDigest: "digest-2",
        at: AT,
      });
      expect(outcome).toMatchObject({ outcome: "switched", mandate: { status: "inactive" } });
      expect(await auditOf("TRV/2026/3001562")).toEqual([
        expect.objectContaining({ action: "unsubscribe", fromDigest: "digest-2" }),
      ]);
      expect(stub.authorizations.at(-1)).toBe("Bearer pas-token");
    });

    it("the HTTP adapter fails closed: an error, an answer outside the contract, no answer in time, no system", async () => {
      const identity = { policyNo: "TRV/2026/3001562", dateOfBirth: "1986-05-17" };
      const admin = httpPolicyAdmin({ baseUrl: `${stub.url}/`, timeoutMs: 150 });
      try {
        for (const misbehaviour of ["error", "garbage", "slow"] as const) {
          stub.misbehave = misbehaviour;
          await expect(admin.policies.find(identity), misbehaviour).rejects.toBeInstanceOf(PolicyAdminUnavailableError);
          await expect(
            admin.mandates.switch({ ...identity, action: "subscribe", fromDigest: "d", at: AT }),
            misbehaviour,
          ).rejects.toThrow(/mandates\/switch/);
        }
      } finally {
        stub.misbehave = "none";
      }
      expect(stub.authorizations.at(-1)).toBeUndefined();
      const nowhere = httpPolicyAdmin({ baseUrl: "http://127.0.0.1:9/pas", timeoutMs: 500 });
      await expect(nowhere.policies.find(identity)).rejects.toThrow(/unreachable/);
    });

    it("is the tables unless POLICY_ADMIN_URL names the insurer's system", () => {
      const db = test.database.db;
      expect(policyAdminFromConfig(loadConfig({}), db).kind).toBe("tables");
      expect(policyAdminFromConfig(loadConfig({ POLICY_ADMIN_URL: stub.url }), db).kind).toBe("http");
    });
  });
}
