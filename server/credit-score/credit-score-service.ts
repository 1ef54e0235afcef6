/**
 * The free credit score check (spec 2 "Health and home", issue 14, decision
 * 059). Step 1 takes the visitor's consent and details, stores the request
 * (`CSC-...`, the consent record, handed to the service desk through the
 * outbox) with its check in one transaction, then sends an OTP to the
 * mobile. Step 2 checks the OTP and only then asks the bureau; the outcome
 * (band, never the score) is written before the visitor sees it.
 *
 * - Limits: per address, per mobile and per PAN (each try counts), and the
 *   mobile's daily OTP allowance shared with the quote OTPs.
 * - The OTP: 4 digits, an HMAC only, 5 minutes, 5 wrong tries, once.
 * - The name, date of birth and PAN are sealed until the bureau answers,
 *   then wiped; the PAN is kept as an HMAC and masked (`AB******4K`).
 * - An unknown person and details that disagree with the bureau's record are
 *   one answer ("no-match"), and the bureau is asked only after the OTP, so
 *   nobody learns another person's score from their PAN.
 * - Logs carry the reference and masked mobile and PAN only.
 */
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import {
  bandOf,
  CREDIT_BANDS,
  CREDIT_CONSENT_VERSION,
  CREDIT_MESSAGES,
  CREDIT_OTP_MAX_ATTEMPTS,
  CREDIT_OTP_VALID_SECONDS,
  CREDIT_RESULT_VISIBLE_SECONDS,
  maskPan,
  type CreditCheckResult,
  type CreditMessageKey,
} from "@contracts/credit-score/credit-score-rules";
import {
  CHECK_TOKEN_PATTERN,
  creditFieldProblems,
  CreditOtpSchema,
  StartCreditCheckSchema,
} from "@contracts/credit-score/credit-score-schema";
import type { CreditAnswer, CreditRefusal, CreditScoreService } from "@contracts/credit-score/credit-score-service";
import type { Database } from "../db/client";
import { openPayload, sealPayload } from "../crypto/payload-cipher";
import { hitRateLimits, RateLimitedError, subjectDigest, type RateLimitRule } from "../http/rate-limit";
import { maskMobile } from "../lead/personal-data";
import { OTP_MOBILE_SCOPE, randomOtp } from "../otp/otp-service";
import type { SmsProvider } from "../otp/sms-provider";
import { storeServiceRequest } from "../service-requests/service-request-store";
import { serviceRequestEvents, serviceRequests } from "../service-requests/service-requests.schema";
import { ipRule, subjectRule, type SelfServiceLimits } from "../service-requests/self-service";
import { CreditBureauUnavailableError, type CreditBureau } from "../credit-bureau/credit-bureau";
import { creditScoreChecks } from "./credit-score.schema";

const DAY_SECONDS = 24 * 60 * 60;
const RETRY_SECONDS = 60;

export interface CreditScoreOptions {
  database: Database;
  hashKey: () => Promise<Buffer>;
  bureau: CreditBureau;
  sms: SmsProvider;
  limits: SelfServiceLimits;
  /** OTP messages one mobile may be sent per day (shared with the quote OTPs). */
  sendsPerMobilePerDay: number;
  clock?: () => Date;
  generateCode?: () => string;
}

interface SealedIdentity {
  name: string;
  dob: string;
  pan?: string;
}

function refuse(
  status: CreditRefusal["status"],
  key: CreditMessageKey,
  extra: Partial<CreditRefusal> = {},
): CreditRefusal {
  return { ok: false, status, message: CREDIT_MESSAGES[key], ...extra };
}

function unavailable(what: string, error: unknown): CreditRefusal {
  console.error(`credit score: ${what}:`, error instanceof Error ? error.message : error);
  return refuse(503, "cs_unavailable", { retryAfterSeconds: RETRY_SECONDS });
}

function limitRefusal(error: unknown, what: string): CreditRefusal {
  if (error instanceof RateLimitedError)
    return refuse(429, "cs_limited", { retryAfterSeconds: error.retryAfterSeconds });
  return unavailable(what, error);
}

function hmac(key: Buffer, ...parts: string[]): string {
  return crypto.createHmac("sha256", key).update(parts.join("\u0000")).digest("base64url");
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** The key the identity is sealed under: derived from the hash secret, never the payload key the browser has. */
function sealingKey(hashKey: Buffer): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", hashKey, Buffer.alloc(0), "credit-score-identity", 32));
}

function resultOf(
  reference: string,
  row: { outcome: string | null; band: string | null; asOf: string | null },
): CreditCheckResult | null {
  if (row.outcome === "score" && row.band) {
    const band = CREDIT_BANDS.find((b) => b.key === row.band);
    if (!band) return null;
    return { reference, outcome: "score", band: band.key, bandMin: band.min, bandMax: band.max, asOf: row.asOf ?? "" };
  }
  if (row.outcome === "no-match" || row.outcome === "no-history") return { reference, outcome: row.outcome };
  return null;
}

export function createCreditScoreService(options: CreditScoreOptions): CreditScoreService {
  const { database, limits } = options;
  const db = database.db;
  const clock = options.clock ?? (() => new Date());
  const generateCode = options.generateCode ?? randomOtp;

  async function findByToken(token: string) {
    if (!CHECK_TOKEN_PATTERN.test(token)) return null;
    const hashKey = await options.hashKey();
    const [row] = await db
      .select({ check: creditScoreChecks, reference: serviceRequests.reference })
      .from(creditScoreChecks)
      .innerJoin(serviceRequests, eq(serviceRequests.id, creditScoreChecks.requestId))
      .where(eq(creditScoreChecks.tokenHash, hmac(hashKey, "csc-token", token)));
    return row ?? null;
  }

  return {
    async start(body, client) {
      const parsed = StartCreditCheckSchema.safeParse(body);
      if (!parsed.success) {
        const [field, key] = Object.entries(creditFieldProblems(parsed.error))[0] ?? ["form", "cs_body" as const];
        return refuse(400, key, field === "form" ? {} : { field });
      }
      const { name, dob, mobile, pan } = parsed.data;
      const masked = `${maskMobile(mobile)}${pan ? `, PAN ${maskPan(pan)}` : ""}`;
      const now = clock();
      const token = crypto.randomBytes(32).toString("base64url");
      const code = generateCode();
      const checkId = crypto.randomUUID();
      const expiresAt = new Date(now.getTime() + CREDIT_OTP_VALID_SECONDS * 1000);
      let reference: string;
      try {
        const hashKey = await options.hashKey();
        const rules: RateLimitRule[] = [
          ipRule("credit-score", client, limits),
          subjectRule("credit-score-mobile", mobile, limits),
          ...(pan ? [subjectRule("credit-score-pan", pan, limits)] : []),
          { scope: OTP_MOBILE_SCOPE, subject: mobile, limit: options.sendsPerMobilePerDay, windowSeconds: DAY_SECONDS },
        ];
        const identity: SealedIdentity = { name, dob, ...(pan ? { pan } : {}) };
        const stored = await storeServiceRequest(database, hashKey, {
          kind: "credit-score",
          mobile,
          status: "received",
          details: {
            consent: true,
            consentVersion: CREDIT_CONSENT_VERSION,
            consentAt: now.toISOString(),
            pan: pan ? maskPan(pan) : null,
          },
          limits: rules,
          async alongside(tx, request) {
            await tx.insert(creditScoreChecks).values({
              id: checkId,
              requestId: request.id,
              tokenHash: hmac(hashKey, "csc-token", token),
              mobile,
              panDigest: pan ? subjectDigest(hashKey, "csc-pan", pan) : null,
              identitySealed: sealPayload(JSON.stringify(identity), sealingKey(hashKey)),
              codeHash: hmac(hashKey, "csc-otp", checkId, code),
              sentAt: now,
              expiresAt,
            });
          },
        });
        reference = stored.reference;
      } catch (error) {
        if (error instanceof RateLimitedError) console.warn(`credit score: ${masked} limited`);
        return limitRefusal(error, "start");
      }
      const minutes = CREDIT_OTP_VALID_SECONDS / 60;
      try {
        await options.sms.send({
          mobile,
          channel: "sms",
          text: `${code} is your OTP for your free credit score check (${reference}). It is valid for ${minutes} minutes. Do not share it with anyone.`,
        });
      } catch (error) {
        console.error(
          `credit score: ${options.sms.name} did not take the OTP of ${reference} to ${maskMobile(mobile)}:`,
          error instanceof Error ? error.message : error,
        );
        return refuse(503, "cs_unavailable", { retryAfterSeconds: RETRY_SECONDS });
      }
      console.info(`credit score: ${reference} started for ${masked}; OTP sent`);
      return {
        ok: true,
        value: { reference, token, mobile: maskMobile(mobile), expiresAt: expiresAt.toISOString() },
      };
    },

    async verify(token, body, client) {
      const parsed = CreditOtpSchema.safeParse(body);
      if (!parsed.success) {
        const key = creditFieldProblems(parsed.error).otp ?? "cs_otp_required";
        return refuse(400, key, { field: "otp" });
      }
      const { otp } = parsed.data;
      let hashKey: Buffer;
      try {
        hashKey = await options.hashKey();
        await hitRateLimits(db, [ipRule("credit-score-verify", client, limits)], hashKey);
      } catch (error) {
        return limitRefusal(error, "verify limits");
      }
      if (typeof token !== "string" || !CHECK_TOKEN_PATTERN.test(token)) return refuse(404, "cs_check_missing");
      const now = clock();
      let found: Awaited<ReturnType<typeof findByToken>>;
      try {
        found = await findByToken(token);
      } catch (error) {
        return unavailable("verify look-up", error);
      }
      if (!found) return refuse(404, "cs_check_missing");
      const { reference } = found;
      // a second post of a finished check (a double click, a reload) shows its answer again
      const finished = resultOf(reference, found.check);
      if (finished) return { ok: true, value: finished };

      let wrongAnswer: CreditRefusal | null = null;
      try {
        wrongAnswer = await db.transaction(async (tx): Promise<CreditRefusal | null> => {
          const [row] = await tx
            .select()
            .from(creditScoreChecks)
            .where(eq(creditScoreChecks.id, found.check.id))
            .for("update");
          if (!row) return refuse(404, "cs_check_missing");
          if (row.verifiedAt) return null; // verified before: the bureau did not answer then
          if (row.attempts >= CREDIT_OTP_MAX_ATTEMPTS) return refuse(400, "cs_otp_locked", { field: "otp" });
          if (now.getTime() >= row.expiresAt.getTime()) return refuse(400, "cs_otp_expired", { field: "otp" });
          if (!sameText(hmac(hashKey, "csc-otp", row.id, otp), row.codeHash)) {
            const attempts = row.attempts + 1;
            await tx.update(creditScoreChecks).set({ attempts }).where(eq(creditScoreChecks.id, row.id));
            return refuse(400, attempts >= CREDIT_OTP_MAX_ATTEMPTS ? "cs_otp_locked" : "cs_otp_wrong", {
              field: "otp",
            });
          }
          await tx.update(creditScoreChecks).set({ verifiedAt: now }).where(eq(creditScoreChecks.id, row.id));
          return null;
        });
      } catch (error) {
        return unavailable("verify", error);
      }
      if (wrongAnswer) {
        if (wrongAnswer.message === CREDIT_MESSAGES.cs_otp_locked)
          console.warn(`credit score: ${reference} OTP locked (${maskMobile(found.check.mobile)})`);
        return wrongAnswer;
      }

      let identity: SealedIdentity;
      try {
        if (!found.check.identitySealed) return refuse(404, "cs_check_missing");
        identity = JSON.parse(openPayload(found.check.identitySealed, sealingKey(hashKey))) as SealedIdentity;
      } catch (error) {
        return unavailable("identity unreadable", error);
      }
      let answer;
      try {
        answer = await options.bureau.score({
          name: identity.name,
          dateOfBirth: identity.dob,
          mobile: found.check.mobile,
          ...(identity.pan ? { pan: identity.pan } : {}),
          consentVersion: CREDIT_CONSENT_VERSION,
          enquiryReference: reference,
        });
      } catch (error) {
        if (error instanceof CreditBureauUnavailableError)
          return unavailable(`${options.bureau.name} (${reference})`, error);
        return unavailable(`${options.bureau.name} (${reference})`, error);
      }
      const band = answer.outcome === "score" ? bandOf(answer.score) : null;
      const asOf = answer.outcome === "score" ? answer.asOf : null;
      try {
        await db.transaction(async (tx) => {
          const updated = await tx
            .update(creditScoreChecks)
            .set({ outcome: answer.outcome, band, asOf, answeredAt: now, identitySealed: null })
            .where(sql`${creditScoreChecks.id} = ${found.check.id} and ${creditScoreChecks.outcome} is null`)
            .returning({ id: creditScoreChecks.id });
          if (!updated.length) return; // a parallel post finished it first
          await tx
            .update(serviceRequests)
            .set({
              status: "completed",
              updatedAt: sql`now()`,
              details: sql`${serviceRequests.details} || ${JSON.stringify({ outcome: answer.outcome, band })}::jsonb`,
            })
            .where(eq(serviceRequests.id, found.check.requestId));
          await tx.insert(serviceRequestEvents).values({ requestId: found.check.requestId, status: "completed" });
        });
      } catch (error) {
        return unavailable("outcome store", error);
      }
      console.info(`credit score: ${reference} answered ${answer.outcome}${band ? ` (${band})` : ""}`);
      const [latest] = await db
        .select({ outcome: creditScoreChecks.outcome, band: creditScoreChecks.band, asOf: creditScoreChecks.asOf })
        .from(creditScoreChecks)
        .where(eq(creditScoreChecks.id, found.check.id))
        .catch(() => [] as { outcome: null; band: null; asOf: null }[]);
      const result = latest ? resultOf(reference, latest) : null;
      return { ok: true, value: result ?? resultOf(reference, { outcome: answer.outcome, band, asOf })! };
    },

    async pending(token) {
      const found = await findByToken(token).catch(() => null);
      if (!found || found.check.outcome || found.check.attempts >= CREDIT_OTP_MAX_ATTEMPTS) return null;
      if (!found.check.verifiedAt && clock().getTime() >= found.check.expiresAt.getTime()) return null;
      return {
        reference: found.reference,
        mobile: maskMobile(found.check.mobile),
        expiresAt: found.check.expiresAt.toISOString(),
      };
    },

    async result(token) {
      const found = await findByToken(token).catch(() => null);
      if (!found?.check.answeredAt) return null;
      if (clock().getTime() - found.check.answeredAt.getTime() > CREDIT_RESULT_VISIBLE_SECONDS * 1000) return null;
      return resultOf(found.reference, found.check);
    },
  };
}

export type { CreditAnswer };
