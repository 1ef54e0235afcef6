/**
 * CV retention (decision 062): job applications, their CVs and personal data
 * are erased once older than the retention period, on start and then on
 * every run, on PGlite and PostgreSQL; newer ones are kept.
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../server/config";
import { careerApplications } from "../../server/careers/careers.schema";
import {
  CV_RETENTION_DAYS_DEFAULT,
  eraseExpiredApplications,
  retentionCutoff,
  startCvRetention,
} from "../../server/careers/cv-retention";
import { backends, eventually, type TestDatabase } from "./fixtures/content-fixtures.ts";

const DAY = 86_400_000;
const NOW = new Date("2026-11-27T06:00:00Z");

function application(reference: string, receivedDaysAgo: number, now = NOW) {
  const cv = Buffer.from(`%PDF-1.7\n${reference}\n%%EOF\n`);
  return {
    reference,
    job: "claims-officer-motor-bengaluru",
    fullName: "Anita Desai",
    mobile: "9000020001",
    email: "anita@example.com",
    experienceYears: 4,
    lang: "en",
    cvName: "anita.pdf",
    cvMime: "application/pdf",
    cvSize: cv.length,
    cvSha256: crypto.createHash("sha256").update(cv).digest("hex"),
    cv,
    createdAt: new Date(now.getTime() - receivedDaysAgo * DAY),
  };
}

describe("retention period", () => {
  it("is twelve months by default, at least 30 days when configured", () => {
    expect(CV_RETENTION_DAYS_DEFAULT).toBe(365);
    expect(loadConfig({}).CAREERS_CV_RETENTION_DAYS).toBe(365);
    expect(loadConfig({ CAREERS_CV_RETENTION_DAYS: "180" }).CAREERS_CV_RETENTION_DAYS).toBe(180);
    expect(() => loadConfig({ CAREERS_CV_RETENTION_DAYS: "7" })).toThrow(/CAREERS_CV_RETENTION_DAYS/);
    expect(retentionCutoff(NOW, 365).toISOString()).toBe("2025-11-27T06:00:00.000Z");
  });
});

for (const backend of backends) {
  describe.skipIf(!backend.available)(`CV retention on ${backend.name}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await backend.open();
    }, 60_000);
    afterAll(async () => test?.dispose());

    const references = async () =>
      (await test.database.db.select({ reference: careerApplications.reference }).from(careerApplications))
        .map((r) => r.reference)
        .sort();

    it("erases applications older than the period with their CVs and keeps the rest", async () => {
      await test.database.db.delete(careerApplications);
      await test.database.db
        .insert(careerApplications)
        .values([
          application("CA-OLD-400", 400),
          application("CA-OLD-366", 366),
          application("CA-NEW-364", 364),
          application("CA-NEW-001", 1),
        ]);
      expect(await eraseExpiredApplications(test.database, { now: NOW, retentionDays: 365 })).toBe(2);
      expect(await references()).toEqual(["CA-NEW-001", "CA-NEW-364"]);
      // nothing left to erase: a second run (another instance's, or tomorrow's) changes nothing
      expect(await eraseExpiredApplications(test.database, { now: NOW, retentionDays: 365 })).toBe(0);
      // a shorter configured period erases more
      expect(await eraseExpiredApplications(test.database, { now: NOW, retentionDays: 30 })).toBe(1);
      expect(await references()).toEqual(["CA-NEW-001"]);
    });

    it("runs on start and again on its schedule, logging counts, never the applicant", async () => {
      await test.database.db.delete(careerApplications);
      const now = new Date();
      await test.database.db
        .insert(careerApplications)
        .values([application("CA-START-OLD", 500, now), application("CA-START-NEW", 2, now)]);
      const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
      const job = startCvRetention(test.database, { retentionDays: 365, intervalMs: 100 });
      try {
        await job.running();
        expect(await references()).toEqual(["CA-START-NEW"]);

        // an application that passes its period while the server runs goes on the next run
        await test.database.db.insert(careerApplications).values(application("CA-LATER-OLD", 370, new Date()));
        await eventually(async () => expect(await references()).toEqual(["CA-START-NEW"]), 5000);
        const logged = info.mock.calls.map((c) => String(c[0])).join("\n");
        expect(logged).toMatch(/CV retention: 1 erased \(received over 365 days ago\)/);
        expect(logged).not.toMatch(/Anita|9000020001|anita@example\.com/);
      } finally {
        await job.stop();
        info.mockRestore();
      }
    });
  });
}
