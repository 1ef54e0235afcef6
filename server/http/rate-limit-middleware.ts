/**
 * A rate limit per client address in front of a write endpoint (DEVELOPERS.md
 * "Security": rate limits on every write endpoint). The counters are the
 * leads' (decision 013): kept in the database so they hold across instances,
 * addresses stored only as HMACs. Every attempt counts, refused ones too, so
 * guessing a token is limited as well.
 */
import type { RequestHandler, Response } from "express";
import type { Db } from "../db/client";
import { hitRateLimits, RateLimitedError } from "../lead/rate-limit";

export interface IpRateLimit {
  scope: string;
  limit: number;
  windowSeconds: number;
  /** How the endpoint words its errors: 429 when over the limit, 503 when the counters cannot be read. */
  reply: (res: Response, status: 429 | 503, message: string) => void;
}

export const RATE_LIMITED = "Too many requests from this address. Please try again later.";
export const LIMIT_UNAVAILABLE = "The service is busy. Please try again in a minute.";

/** `pepper`: the HMAC key of stored addresses, or how to get it (the site's payload key, decision 013). */
export function rateLimitPerIp(
  db: Db,
  pepper: Buffer | (() => Promise<Buffer>),
  { scope, limit, windowSeconds, reply }: IpRateLimit,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const key = typeof pepper === "function" ? await pepper() : pepper;
      await hitRateLimits(db, [{ scope, subject: req.ip ?? "unknown", limit, windowSeconds }], key);
    } catch (error) {
      if (error instanceof RateLimitedError) {
        res.set("Retry-After", String(error.retryAfterSeconds));
        reply(res, 429, RATE_LIMITED);
      } else {
        console.error(`${scope}: rate limit unavailable:`, error instanceof Error ? error.message : error);
        res.set("Retry-After", "60");
        reply(res, 503, LIMIT_UNAVAILABLE);
      }
      return;
    }
    next();
  };
}
