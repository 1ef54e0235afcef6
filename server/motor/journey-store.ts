/**
 * The car journeys of `/vehiclemakers` to `/cardetails` (issue 12), kept in
 * the database under an unguessable identifier so that `/{step}/{identifier}`
 * resumes one from any device (spec 2). Every write counts against the
 * address's journey limit: a step's form post is a write endpoint too.
 */
import crypto from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { hitRateLimits, RateLimitedError } from "../http/rate-limit";
import { MotorJourneyAnswersSchema, type MotorJourneyAnswers } from "@contracts/motor/motor-journey-answers";
import type { MotorJourney, MotorJourneyStore } from "@contracts/motor/motor-service";
import { IDENTIFIER_PATTERN } from "../quotes/quote-store";
import { motorJourneys } from "./motor.schema";

export const JOURNEY_IP_SCOPE = "motor-journey-ip";
const WINDOW_SECONDS = 600;

export function createJourneyStore(options: {
  database: Database;
  hashKey: () => Promise<Buffer>;
  /** Journey writes (a new journey or a step's answers) per address per 10 minutes. */
  writesPerIp: number;
}): MotorJourneyStore {
  const db = options.database.db;
  /** The work inside the transaction that counts the hit; false when the address is over its limit. */
  async function limited(clientAddress: string, work: (tx: Db) => Promise<unknown>): Promise<boolean> {
    const hashKey = await options.hashKey();
    try {
      await db.transaction(async (tx) => {
        const rule = {
          scope: JOURNEY_IP_SCOPE,
          subject: clientAddress,
          limit: options.writesPerIp,
          windowSeconds: WINDOW_SECONDS,
        };
        await hitRateLimits(tx as unknown as Db, [rule], hashKey);
        await work(tx as unknown as Db);
      });
      return true;
    } catch (error) {
      if (error instanceof RateLimitedError) return false;
      throw error;
    }
  }
  return {
    async create(answers: MotorJourneyAnswers, clientAddress: string) {
      const identifier = crypto.randomBytes(16).toString("base64url");
      const values = { identifier, answers: MotorJourneyAnswersSchema.parse(answers) };
      return (await limited(clientAddress, (tx) => tx.insert(motorJourneys).values(values))) ? identifier : null;
    },
    async get(identifier: string): Promise<MotorJourney | null> {
      if (!IDENTIFIER_PATTERN.test(identifier)) return null;
      const [row] = await db.select().from(motorJourneys).where(eq(motorJourneys.identifier, identifier));
      if (!row) return null;
      const answers = MotorJourneyAnswersSchema.safeParse(row.answers);
      return {
        identifier: row.identifier,
        // answers an older release wrote that no longer pass start the journey again
        answers: answers.success ? answers.data : { vehicleType: "car" },
        quoteIdentifier: row.quoteIdentifier,
      };
    },
    async save(identifier, answers, clientAddress, quoteIdentifier) {
      const set = {
        answers: MotorJourneyAnswersSchema.parse(answers),
        updatedAt: sql`now()`,
        ...(quoteIdentifier !== undefined ? { quoteIdentifier } : {}),
      };
      return limited(clientAddress, (tx) =>
        tx.update(motorJourneys).set(set).where(eq(motorJourneys.identifier, identifier)),
      );
    },
  };
}

/** A journey nobody has touched for this long is deleted (its registration number is the owner's data). */
export const JOURNEY_RETENTION_DAYS = 30;

/** Delete journeys left alone for JOURNEY_RETENTION_DAYS (the outbox worker's housekeeping). */
export async function deleteOldJourneys(db: Db): Promise<void> {
  await db
    .delete(motorJourneys)
    .where(lt(motorJourneys.updatedAt, sql`now() - make_interval(days => ${JOURNEY_RETENTION_DAYS})`));
}
