/**
 * OTPs about any subject (decision 059): the rules of decision 052 (4 digits,
 * an HMAC only, 5 minutes, 5 wrong tries lock, used once, at most 4 sends in
 * 30 minutes 30 s apart, the mobile's daily allowance) for a subject other
 * than a quote, e.g. `policy:{number}` for policy print by mobile. The codes
 * share the `otp_codes` table with the quotes' (its `subject` column); a
 * subject's sends and checks take a transaction-scoped advisory lock on the
 * subject, so two instances cannot both pass a limit.
 */
import crypto from "node:crypto";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import {
  OTP_MAX_ATTEMPTS,
  OTP_SEND_WINDOW_SECONDS,
  OTP_VALID_SECONDS,
  otpChannelOfSend,
  OTP_ANSWERS,
  type OtpChannel,
} from "@contracts/otp/otp-rules";
import type { Database, Db } from "../db/client";
import { hitRateLimits, RateLimitedError } from "../http/rate-limit";
import { maskMobile } from "../lead/personal-data";
import { codeHash, codeRefusal, OTP_MOBILE_SCOPE, randomOtp, sameHash, sendRefusal } from "./otp-service";
import { otpCodes } from "./otp.schema";
import type { SmsProvider } from "./sms-provider";

const DAY_SECONDS = 24 * 60 * 60;

/** Why a send or a check was refused: the caller words it in its own texts. */
export type SubjectOtpProblem = "wait" | "limit" | "invalid" | "expired" | "locked" | "none" | "unavailable";
export type SubjectOtpAnswer<T> =
  { ok: true; value: T } | { ok: false; problem: SubjectOtpProblem; retryAfterSeconds?: number };

export interface SubjectOtp {
  /** Send a new code about `subject` to `mobile`; `what` names it in the SMS ("to view your policy"). */
  send(
    subject: string,
    mobile: string,
    what: string,
  ): Promise<SubjectOtpAnswer<{ mobile: string; sends: number; channel: OtpChannel }>>;
  /** Check a code about `subject` (used once when right). */
  check(subject: string, code: string): Promise<SubjectOtpAnswer<null>>;
}

export interface SubjectOtpOptions {
  database: Database;
  hashKey: () => Promise<Buffer>;
  sms: SmsProvider;
  sendsPerMobilePerDay: number;
  clock?: () => Date;
  generateCode?: () => string;
}

const problemOf: Record<string, SubjectOtpProblem> = {
  [OTP_ANSWERS.wait]: "wait",
  [OTP_ANSWERS.limit]: "limit",
  [OTP_ANSWERS.expired]: "expired",
  [OTP_ANSWERS.locked]: "locked",
  [OTP_ANSWERS.none]: "none",
};

export function createSubjectOtp(options: SubjectOtpOptions): SubjectOtp {
  const db = options.database.db;
  const clock = options.clock ?? (() => new Date());
  const generateCode = options.generateCode ?? randomOtp;
  const lock = (tx: Db, subject: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${subject}`}, 0))`);
  const latest = async (tx: Db, subject: string) => {
    const [row] = await tx
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.subject, subject))
      .orderBy(desc(otpCodes.sentAt))
      .limit(1);
    return row ?? null;
  };

  return {
    async send(subject, mobile, what) {
      const now = clock();
      const code = generateCode();
      const codeId = crypto.randomUUID();
      let hashKey: Buffer;
      let outcome: SubjectOtpAnswer<{ sends: number; channel: OtpChannel }>;
      try {
        hashKey = await options.hashKey();
        outcome = await db.transaction(async (tx) => {
          await lock(tx, subject);
          const recent = await tx
            .select({ sentAt: otpCodes.sentAt })
            .from(otpCodes)
            .where(
              and(
                eq(otpCodes.subject, subject),
                gt(otpCodes.sentAt, new Date(now.getTime() - OTP_SEND_WINDOW_SECONDS * 1000)),
              ),
            )
            .orderBy(otpCodes.sentAt);
          const refused = sendRefusal(recent, now);
          if (refused)
            return {
              ok: false,
              problem: problemOf[refused.message] ?? "limit",
              retryAfterSeconds: refused.retryAfterSeconds,
            };
          await hitRateLimits(
            tx,
            [
              {
                scope: OTP_MOBILE_SCOPE,
                subject: mobile,
                limit: options.sendsPerMobilePerDay,
                windowSeconds: DAY_SECONDS,
              },
            ],
            hashKey,
          );
          const sends = recent.length + 1;
          const channel = otpChannelOfSend(sends);
          await tx.insert(otpCodes).values({
            id: codeId,
            subject,
            codeHash: codeHash(hashKey, codeId, code),
            channel,
            sentAt: now,
            expiresAt: new Date(now.getTime() + OTP_VALID_SECONDS * 1000),
          });
          await tx
            .delete(otpCodes)
            .where(
              and(eq(otpCodes.subject, subject), lt(otpCodes.sentAt, new Date(now.getTime() - DAY_SECONDS * 1000))),
            );
          return { ok: true, value: { sends, channel } };
        });
      } catch (error) {
        if (error instanceof RateLimitedError)
          return { ok: false, problem: "limit", retryAfterSeconds: error.retryAfterSeconds };
        console.error("otp: could not send:", error instanceof Error ? error.message : error);
        return { ok: false, problem: "unavailable", retryAfterSeconds: 30 };
      }
      if (!outcome.ok) return outcome;
      const { sends, channel } = outcome.value;
      const minutes = OTP_VALID_SECONDS / 60;
      const text =
        channel === "call"
          ? `Your OTP ${what} is ${code.split("").join(" ")}. Again: ${code.split("").join(" ")}.`
          : `${code} is your OTP ${what}. It is valid for ${minutes} minutes. Do not share it with anyone.`;
      try {
        await options.sms.send({ mobile, channel, text });
      } catch (error) {
        await db
          .delete(otpCodes)
          .where(eq(otpCodes.id, codeId))
          .catch(() => undefined);
        console.error(
          `otp: ${options.sms.name} did not take the ${channel} to ${maskMobile(mobile)}:`,
          error instanceof Error ? error.message : error,
        );
        return { ok: false, problem: "unavailable", retryAfterSeconds: 30 };
      }
      return { ok: true, value: { mobile: maskMobile(mobile), sends, channel } };
    },

    async check(subject, code) {
      const now = clock();
      try {
        const hashKey = await options.hashKey();
        return await db.transaction(async (tx): Promise<SubjectOtpAnswer<null>> => {
          await lock(tx, subject);
          const row = await latest(tx, subject);
          const refused = codeRefusal(row, now);
          if (refused || !row) return { ok: false, problem: problemOf[refused ?? ""] ?? "none" };
          if (!sameHash(codeHash(hashKey, row.id, code), row.codeHash)) {
            const attempts = row.attempts + 1;
            await tx.update(otpCodes).set({ attempts }).where(eq(otpCodes.id, row.id));
            return { ok: false, problem: attempts >= OTP_MAX_ATTEMPTS ? "locked" : "invalid" };
          }
          await tx.update(otpCodes).set({ usedAt: now }).where(eq(otpCodes.id, row.id));
          return { ok: true, value: null };
        });
      } catch (error) {
        console.error("otp: could not check:", error instanceof Error ? error.message : error);
        return { ok: false, problem: "unavailable", retryAfterSeconds: 30 };
      }
    },
  };
}
