/**
 * "Recent quote by OTP" on the server (spec 4 "Recent Quote and OTP", 7
 * "OTP", 9; docs/site-api.md "OTP and recent quotes"; decision 052). The
 * rules hold here whatever the browser does:
 * - a send: at most 4 per quote in 30 minutes, none within 30 s of the last,
 *   the 4th a voice call; at most OTP_SENDS_PER_MOBILE_PER_DAY per mobile;
 * - a code: 4 digits, stored only as an HMAC under the server-only hash
 *   secret, good for 5 minutes, locked by 5 wrong tries, used once; only the
 *   newest code of a quote counts;
 * - a quote's sends and checks take a lock on the quote's row, so two
 *   instances (or two tabs) cannot both pass a limit.
 * Mobiles are masked in logs.
 */
import crypto from "node:crypto";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import {
  OTP_ANSWERS,
  OTP_FORM_MESSAGES,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS,
  OTP_RESEND_SECONDS,
  OTP_SEND_WINDOW_SECONDS,
  OTP_VALID_SECONDS,
  otpChannelOfSend,
  type OtpChannel,
  type OtpFormMessageKey,
  type OtpSentAnswer,
  type RecentQuote,
} from "@contracts/otp/otp-rules";
import { ValidateOtpSchema } from "@contracts/otp/otp-schema";
import type { Database, Db } from "../db/client";
import { quotes } from "../health/health.schema";
import { hitRateLimits, RateLimitedError } from "../http/rate-limit";
import { maskMobile } from "../lead/personal-data";
import { findQuote, IDENTIFIER_PATTERN } from "../quotes/quote-store";
import { otpCodes } from "./otp.schema";
import type { RecentQuotes } from "./recent-quotes";
import type { SmsProvider } from "./sms-provider";
import { SERVICE_ANSWERS } from "@contracts/service-answers";

export const OTP_MOBILE_SCOPE = "otp-mobile";
const DAY_SECONDS = 24 * 60 * 60;
/** Codes older than this are deleted when their quote gets a new one. */
const KEEP_CODES_SECONDS = DAY_SECONDS;

export type OtpRefusal = {
  ok: false;
  status: 400 | 404 | 429 | 503;
  message: string;
  field?: string;
  retryAfterSeconds?: number;
};
export type OtpAnswer<T> = { ok: true; value: T } | OtpRefusal;

export interface OtpServiceOptions {
  database: Database;
  hashKey: () => Promise<Buffer>;
  sms: SmsProvider;
  recentQuotes: RecentQuotes;
  /** OTP messages one mobile may be sent per day (all its quotes together). */
  sendsPerMobilePerDay: number;
  clock?: () => Date;
  /** A new code; random unless a test fixes it. */
  generateCode?: () => string;
}

export interface OtpService {
  /** Send a new OTP to the mobile of the quote with this identifier. */
  send(identifier: string): Promise<OtpAnswer<OtpSentAnswer>>;
  /** Check an OTP for the quote (`body`: `{otp}`, as sent); the mobile's recent quotes when it is right. */
  validate(identifier: string, body: unknown): Promise<OtpAnswer<{ quotes: RecentQuote[] }>>;
}

const UNAVAILABLE: OtpRefusal = {
  ok: false,
  status: 503,
  message: SERVICE_ANSWERS.unavailable,
  retryAfterSeconds: 30,
};
const QUOTE_NOT_FOUND: OtpRefusal = { ok: false, status: 404, message: OTP_ANSWERS.quoteNotFound };

/** The subject of a quote's codes (otp_codes.subject). */
export function quoteSubject(quoteId: string): string {
  return `quote:${quoteId}`;
}

export function randomOtp(): string {
  return String(crypto.randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
}

/** The code's HMAC, bound to its row: the same digits of two sends hash differently. */
export function codeHash(hashKey: Buffer, codeId: string, code: string): string {
  return crypto.createHmac("sha256", hashKey).update(`otp\u0000${codeId}\u0000${code}`).digest("base64url");
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** The message the visitor receives; a call reads the digits one by one. */
export function otpMessageText(code: string, channel: OtpChannel): string {
  const minutes = OTP_VALID_SECONDS / 60;
  return channel === "call"
    ? `Your OTP to view your recent quotes is ${code.split("").join(" ")}. Again: ${code.split("").join(" ")}.`
    : `${code} is your OTP to view your recent quotes. It is valid for ${minutes} minutes. Do not share it with anyone.`;
}

function log(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Why a code cannot be checked now (none, used, locked, expired), or null when it is live. */
export function codeRefusal(
  code: { usedAt: Date | null; attempts: number; expiresAt: Date } | null,
  now: Date,
): string | null {
  if (!code || code.usedAt) return OTP_ANSWERS.none;
  if (code.attempts >= OTP_MAX_ATTEMPTS) return OTP_ANSWERS.locked;
  if (now.getTime() >= code.expiresAt.getTime()) return OTP_ANSWERS.expired;
  return null;
}

/** The 429 of a send the earlier sends forbid (site-api.md: 4 per 30 minutes, 30 s apart), or null. */
export function sendRefusal(recent: readonly { sentAt: Date }[], now: Date): OtpRefusal | null {
  const waits: number[] = [];
  const last = recent.at(-1);
  if (last) {
    const sinceLast = (now.getTime() - last.sentAt.getTime()) / 1000;
    if (sinceLast < OTP_RESEND_SECONDS) waits.push(OTP_RESEND_SECONDS - sinceLast);
  }
  const capped = recent.length >= OTP_MAX_SENDS;
  if (capped) {
    // the oldest counted send must leave the window before another is allowed
    const oldest = recent[recent.length - OTP_MAX_SENDS]!;
    waits.push((oldest.sentAt.getTime() + OTP_SEND_WINDOW_SECONDS * 1000 - now.getTime()) / 1000);
  }
  if (!waits.length) return null;
  return {
    ok: false,
    status: 429,
    message: capped ? OTP_ANSWERS.limit : OTP_ANSWERS.wait,
    retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits))),
  };
}

export function createOtpService(options: OtpServiceOptions): OtpService {
  const { database } = options;
  const db = database.db;
  const clock = options.clock ?? (() => new Date());
  const generateCode = options.generateCode ?? randomOtp;

  /** Lock the quote's row for the rest of the transaction (every send and check of a quote is one at a time). */
  const lockQuote = (tx: Db, quoteId: string) =>
    tx.execute(sql`select 1 from ${quotes} where ${quotes.id} = ${quoteId} for update`);

  const recentSends = (tx: Db, quoteId: string, now: Date) =>
    tx
      .select({ sentAt: otpCodes.sentAt })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.quoteId, quoteId),
          gt(otpCodes.sentAt, new Date(now.getTime() - OTP_SEND_WINDOW_SECONDS * 1000)),
        ),
      )
      .orderBy(otpCodes.sentAt);

  const latestCode = async (tx: Db, quoteId: string) => {
    const [code] = await tx
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.quoteId, quoteId))
      .orderBy(desc(otpCodes.sentAt))
      .limit(1);
    return code ?? null;
  };

  /** The quote and its newest code in one read (every guess of a flood costs one query). */
  const quoteWithLatestCode = async (identifier: string) => {
    if (!IDENTIFIER_PATTERN.test(identifier)) return null;
    const [row] = await db
      .select({
        quote: { id: quotes.id, quoteNo: quotes.quoteNo, mobile: quotes.mobile },
        // the id first: drizzle reads a left-joined object as absent when its first field is null
        code: { id: otpCodes.id, usedAt: otpCodes.usedAt, attempts: otpCodes.attempts, expiresAt: otpCodes.expiresAt },
      })
      .from(quotes)
      .leftJoin(
        otpCodes,
        eq(
          otpCodes.id,
          sql`(select newest.id from ${otpCodes} newest where newest.quote_id = ${quotes.id} order by newest.sent_at desc limit 1)`,
        ),
      )
      .where(eq(quotes.identifier, identifier))
      .limit(1);
    return row ?? null;
  };

  return {
    async send(identifier) {
      let masked = "";
      try {
        const quote = await findQuote(database, identifier);
        if (!quote) return QUOTE_NOT_FOUND;
        masked = maskMobile(quote.mobile);
        const now = clock();
        // a refusal read without the lock stands (sends only add up): a flood of early asks costs one read each
        const early = sendRefusal(await recentSends(db, quote.id, now), now);
        if (early) return early;
        const hashKey = await options.hashKey();
        const code = generateCode();
        const codeId = crypto.randomUUID();
        const outcome = await db.transaction(async (tx): Promise<OtpAnswer<{ sends: number; channel: OtpChannel }>> => {
          await lockQuote(tx, quote.id);
          const recent = await recentSends(tx, quote.id, now);
          const refused = sendRefusal(recent, now);
          if (refused) return refused;
          await hitRateLimits(
            tx,
            [
              {
                scope: OTP_MOBILE_SCOPE,
                subject: quote.mobile,
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
            subject: quoteSubject(quote.id),
            quoteId: quote.id,
            codeHash: codeHash(hashKey, codeId, code),
            channel,
            sentAt: now,
            expiresAt: new Date(now.getTime() + OTP_VALID_SECONDS * 1000),
          });
          await tx
            .delete(otpCodes)
            .where(
              and(
                eq(otpCodes.quoteId, quote.id),
                lt(otpCodes.sentAt, new Date(now.getTime() - KEEP_CODES_SECONDS * 1000)),
              ),
            );
          return { ok: true, value: { sends, channel } };
        });
        if (!outcome.ok) return outcome;
        const { sends, channel } = outcome.value;
        try {
          await options.sms.send({ mobile: quote.mobile, channel, text: otpMessageText(code, channel) });
        } catch (error) {
          // not sent: it must not count against the visitor's sends
          await db
            .delete(otpCodes)
            .where(eq(otpCodes.id, codeId))
            .catch(() => undefined);
          console.error(
            `otp: ${options.sms.name} did not take the ${channel} to ${maskMobile(quote.mobile)}:`,
            log(error),
          );
          return UNAVAILABLE;
        }
        console.info(
          `otp: ${channel} ${sends} of ${OTP_MAX_SENDS} sent for quote ${quote.quoteNo} (${maskMobile(quote.mobile)})`,
        );
        return {
          ok: true,
          value: {
            message: OTP_ANSWERS.sent,
            mobile: maskMobile(quote.mobile),
            sends,
            maxSends: OTP_MAX_SENDS,
            channel,
          },
        };
      } catch (error) {
        if (error instanceof RateLimitedError) {
          console.warn(`otp: the day's sends to ${masked} are spent`);
          return { ok: false, status: 429, message: OTP_ANSWERS.limit, retryAfterSeconds: error.retryAfterSeconds };
        }
        console.error("otp: could not send:", log(error));
        return UNAVAILABLE;
      }
    },

    async validate(identifier, body) {
      const parsed = ValidateOtpSchema.safeParse(body);
      if (!parsed.success) {
        const key = parsed.error.issues[0]?.message;
        const message =
          key && Object.hasOwn(OTP_FORM_MESSAGES, key)
            ? OTP_FORM_MESSAGES[key as OtpFormMessageKey]
            : OTP_FORM_MESSAGES.otp_required;
        return { ok: false, status: 400, message, field: "otp" };
      }
      const { otp } = parsed.data;
      const refuse = (message: string): OtpRefusal => ({ ok: false, status: 400, message, field: "otp" });
      try {
        const found = await quoteWithLatestCode(identifier);
        if (!found) return QUOTE_NOT_FOUND;
        const { quote } = found;
        const now = clock();
        // a code that is used, locked or expired never comes back: answered from one read, without the lock
        const early = codeRefusal(found.code, now);
        if (early) return refuse(early);
        const hashKey = await options.hashKey();
        let lockedNow = false;
        const checked = await db.transaction(async (tx): Promise<OtpAnswer<null>> => {
          await lockQuote(tx, quote.id);
          const latest = await latestCode(tx, quote.id);
          const refused = codeRefusal(latest, now);
          if (refused || !latest) return refuse(refused ?? OTP_ANSWERS.none);
          if (!sameHash(codeHash(hashKey, latest.id, otp), latest.codeHash)) {
            const attempts = latest.attempts + 1;
            await tx.update(otpCodes).set({ attempts }).where(eq(otpCodes.id, latest.id));
            lockedNow = attempts >= OTP_MAX_ATTEMPTS;
            return refuse(lockedNow ? OTP_ANSWERS.locked : OTP_ANSWERS.invalid);
          }
          await tx.update(otpCodes).set({ usedAt: now }).where(eq(otpCodes.id, latest.id));
          return { ok: true, value: null };
        });
        if (!checked.ok) {
          if (lockedNow) console.warn(`otp: code for quote ${quote.quoteNo} locked (${maskMobile(quote.mobile)})`);
          return checked;
        }
        console.info(`otp: verified for quote ${quote.quoteNo} (${maskMobile(quote.mobile)})`);
        return { ok: true, value: { quotes: await options.recentQuotes.of(quote.mobile, now) } };
      } catch (error) {
        console.error("otp: could not check:", log(error));
        return UNAVAILABLE;
      }
    },
  };
}
