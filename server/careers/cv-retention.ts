/**
 * CV retention (issue 16, decision 062): a job application (its CV and every
 * personal detail with it) is erased once it is older than the retention
 * period the application form's consent states (twelve months). The DPDP Act
 * 2023, section 8(7), asks a data fiduciary to erase personal data as soon as
 * it is reasonable to assume that the purpose it was given for is no longer
 * served; an application not taken forward within a year is such a case.
 * Applicants who are hired move to the HR system before then, so one rule
 * covers the whole table.
 *
 * Every instance runs the job on start and then daily; a delete is
 * idempotent, so two instances running it at once only repeat work.
 */
import { lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { careerApplications } from "./careers.schema";

/** The form's consent text: "kept for twelve months" (translation keyword `career_field_consent`). */
export const CV_RETENTION_DAYS_DEFAULT = 365;
const DAY_MS = 86_400_000;

/** The moment before which an application is past its retention period. */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/** Erase the applications received before the cutoff; answers how many were erased. */
export async function eraseExpiredApplications(
  database: Database,
  { now = new Date(), retentionDays }: { now?: Date; retentionDays: number },
): Promise<number> {
  const erased = await database.db
    .delete(careerApplications)
    .where(lt(careerApplications.createdAt, retentionCutoff(now, retentionDays)))
    .returning({ id: careerApplications.id });
  return erased.length;
}

export interface CvRetentionJob {
  /** The run in progress (or the last one), for a caller that must wait for it. */
  running(): Promise<void>;
  stop(): Promise<void>;
}

/** Run the erasure now and every `intervalMs` (a day) until stopped; failures are logged and retried next time. */
export function startCvRetention(
  database: Database,
  { retentionDays, intervalMs = DAY_MS }: { retentionDays: number; intervalMs?: number },
): CvRetentionJob {
  let current: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    current = eraseExpiredApplications(database, { retentionDays }).then(
      // counts only: an erased application's details are never logged
      (count) => {
        if (count) console.info(`careers: CV retention: ${count} erased (received over ${retentionDays} days ago)`);
      },
      (error: unknown) =>
        console.warn("careers: CV retention run failed:", error instanceof Error ? error.message : error),
    );
  };
  run();
  const timer = setInterval(() => {
    if (!stopped) run();
  }, intervalMs);
  timer.unref();
  return {
    running: () => current,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
