/**
 * The one guard of the endpoints an operator's token opens (content writes
 * and draft previews, the lead export): `Authorization: Bearer <token>`,
 * compared in constant time, and limited both ways (decision 041):
 * - wrong or missing tokens count against the client's address, and past
 *   the limit are answered 429: guessing is slow;
 * - the right token is checked first and counts only against its own
 *   allowance, so no flood of wrong tokens, from anywhere, locks it out.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import type { Db } from "../db/client";
import type { ErrorAnswer } from "./error-answers";
import { answerLimitError, hitRateLimits } from "./rate-limit";

const BEARER = /^Bearer\s+(\S+)\s*$/i;
/** The window of wrong tokens, on every guarded endpoint. */
export const TOKEN_FAILURE_WINDOW_SECONDS = 10 * 60;

export interface BearerGuardOptions {
  /** The configured token; unset, the endpoint is disabled and answers 403 with `disabledMessage`. */
  token: string | undefined;
  disabledMessage: string;
  /** How the token is named in messages ("editor token") and the WWW-Authenticate realm ("content"). */
  tokenName: string;
  realm: string;
  answer: ErrorAnswer;
  limits: {
    db: Db;
    hashKey: () => Promise<Buffer>;
    /** Counter scope, e.g. "content-token"; the failures and the token's uses are counted apart. */
    scope: string;
    /** Wrong or missing tokens one address may send per 10 minutes. */
    failuresPerAddress: number;
    /** Requests the right token may make per `usesWindowSeconds`. */
    usesPerToken: number;
    usesWindowSeconds: number;
  };
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

export function bearerGuard(options: BearerGuardOptions): RequestHandler {
  const { token, answer, limits } = options;
  const expected = token ? digest(token) : null;
  return async (req, res, next) => {
    if (!expected) {
      answer(res, 403, options.disabledMessage);
      return;
    }
    const given = BEARER.exec(req.get("authorization") ?? "")?.[1];
    // digests of equal length: constant time, whatever the token's length
    const valid = given !== undefined && timingSafeEqual(digest(given), expected);
    const rule = valid
      ? {
          scope: `${limits.scope}:uses`,
          subject: "configured token",
          limit: limits.usesPerToken,
          windowSeconds: limits.usesWindowSeconds,
        }
      : {
          scope: `${limits.scope}:failures`,
          subject: req.ip ?? "unknown",
          limit: limits.failuresPerAddress,
          windowSeconds: TOKEN_FAILURE_WINDOW_SECONDS,
        };
    try {
      await hitRateLimits(limits.db, [rule], await limits.hashKey());
    } catch (error) {
      answerLimitError(res, error, answer, limits.scope);
      return;
    }
    if (valid) {
      next();
      return;
    }
    res.set("WWW-Authenticate", `Bearer realm="${options.realm}"`);
    answer(
      res,
      401,
      given === undefined ? `Missing Authorization: Bearer <${options.tokenName}>` : `Invalid ${options.tokenName}`,
    );
  };
}
