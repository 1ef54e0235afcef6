/**
 * Captchas (docs/site-api.md "Captcha and auto-debit", decision 053): a
 * picture and a token out; a token and a sum checked once. Tokens live in
 * the database (every instance answers any token), expire after 5 minutes,
 * and are deleted by the check that reads them, whether the sum was right
 * or not.
 */
import crypto from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import type { CaptchaAdapter } from "./captcha-adapter";
import { captchaChallenges } from "./captcha.schema";

/** docs/site-api.md: a captcha is good for 5 minutes. */
export const CAPTCHA_TTL_MS = 5 * 60_000;
/** An expired token is remembered this much longer, to be answered "Captcha expired" rather than "Invalid captcha". */
const EXPIRED_KEPT_MS = 60 * 60_000;
const TOKEN_BYTES = 32;

export type CaptchaVerdict = "ok" | "invalid" | "expired";

export interface CaptchaService {
  /** A new captcha: the JPEG and its token. */
  issue(): Promise<{ image: Buffer; token: string }>;
  /** Check a sum against a token, using the token up whatever the verdict. */
  check(token: string, sum: string): Promise<CaptchaVerdict>;
}

export interface CaptchaServiceOptions {
  db: Db;
  adapter: CaptchaAdapter;
  /** The server-only hash secret (decision 041). */
  hashKey: () => Promise<Buffer>;
  /** The clock of expiry (tests move it). */
  now?: () => Date;
}

const tokenDigest = (token: string) => crypto.createHash("sha256").update(token).digest("base64url");

/** "07" and "7" are one sum. */
const canonicalSum = (sum: string) => sum.replace(/^0+(?=\d)/, "");

function answerMac(hashKey: Buffer, token: string, sum: string): Buffer {
  return crypto
    .createHmac("sha256", hashKey)
    .update(`captcha\u0000${token}\u0000${canonicalSum(sum)}`)
    .digest();
}

export function createCaptchaService(options: CaptchaServiceOptions): CaptchaService {
  const { db, adapter } = options;
  const now = options.now ?? (() => new Date());
  return {
    async issue() {
      const [picture, hashKey] = await Promise.all([adapter.next(), options.hashKey()]);
      const token = crypto.randomBytes(TOKEN_BYTES).toString("base64url");
      const at = now().getTime();
      await db.insert(captchaChallenges).values({
        tokenDigest: tokenDigest(token),
        answerMac: answerMac(hashKey, token, picture.answer).toString("base64url"),
        expiresAt: new Date(at + CAPTCHA_TTL_MS),
      });
      // housekeeping on the way: tokens nobody used, long past their expiry
      await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, new Date(at - EXPIRED_KEPT_MS)));
      return { image: picture.image, token };
    },

    async check(token, sum) {
      const hashKey = await options.hashKey();
      // one statement reads and deletes: of two checks of one token, only one finds it
      const [row] = await db
        .delete(captchaChallenges)
        .where(eq(captchaChallenges.tokenDigest, tokenDigest(token)))
        .returning();
      if (!row) return "invalid";
      if (row.expiresAt.getTime() <= now().getTime()) return "expired";
      const stored = Buffer.from(row.answerMac, "base64url");
      const given = answerMac(hashKey, token, sum);
      return stored.length === given.length && crypto.timingSafeEqual(stored, given) ? "ok" : "invalid";
    },
  };
}
