/**
 * The OTP endpoints of the site API (docs/site-api.md "OTP and recent
 * quotes", spec 7 "OTP"), both behind an access token whose scope names a
 * quote (decision 052):
 *   POST /shop/payment-otp            no body -> 200 {message, mobile, sends, maxSends, channel}
 *   POST /shop/validate-payment-otp   {"otp":"1234"} (or sealed as {ciphertext}) -> 200 {quotes}
 * Refusals: `{message}` (400 with `field`), 429 `{message, retryAfterSeconds}`
 * with Retry-After. Anything a visitor can send is answered 4xx, never 5xx.
 */
import express, { type RequestHandler, type Response, type Router } from "express";
import type { Db } from "../db/client";
import type { SiteKeys } from "../crypto/site-keys";
import { accessClaims, requireAccessToken, type AccessTokens } from "../gateway/access-tokens";
import { readGatewayBody } from "../gateway/gateway-body";
import { siteApiError } from "../http/error-answers";
import { jsonBody, jsonBodyErrors } from "../http/json-body";
import { rateLimitPerIp } from "../http/rate-limit";
import type { OtpRefusal, OtpService } from "./otp-service";
import { SERVICE_ANSWERS } from "@contracts/service-answers";

/** `{"otp":"1234"}`, or the same sealed: well under a kilobyte. */
const BODY_LIMIT = "2kb";
const RATE_WINDOW_SECONDS = 600;

export interface OtpRouterDependencies {
  service: OtpService;
  tokens: AccessTokens;
  keys: SiteKeys;
  db: Db;
  /** Sends and checks one address may make per 10 minutes. */
  perIp: number;
  /** The clock of sealed bodies' tokens, in epoch seconds (tests set it). */
  nowSeconds?: () => number;
}

const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};

function sendRefusal(res: Response, refusal: OtpRefusal): void {
  if (refusal.retryAfterSeconds !== undefined) {
    res.set("Retry-After", String(refusal.retryAfterSeconds));
    res.status(refusal.status).json({ message: refusal.message, retryAfterSeconds: refusal.retryAfterSeconds });
    return;
  }
  siteApiError(res, refusal.status, refusal.message, refusal.field ? { field: refusal.field } : {});
}

export function createOtpRouter(deps: OtpRouterDependencies): Router {
  const nowSeconds = deps.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const router = express.Router();
  const perIp = rateLimitPerIp(
    deps.db,
    deps.keys.hashKey,
    { scope: "otp-ip", limit: deps.perIp, windowSeconds: RATE_WINDOW_SECONDS },
    siteApiError,
  );
  const quoteToken = requireAccessToken(deps.tokens, "quote", siteApiError);

  // spec 7: no body; whatever is sent is not read
  router.post("/shop/payment-otp", noStore, perIp, quoteToken, async (_req, res) => {
    const answer = await deps.service.send(accessClaims(res).quote!);
    if (!answer.ok) return sendRefusal(res, answer);
    res.json(answer.value);
  });

  router.post("/shop/validate-payment-otp", noStore, perIp, quoteToken, jsonBody(BODY_LIMIT), async (req, res) => {
    let key: Buffer;
    try {
      key = (await deps.keys.payloadKey()).key;
    } catch (error) {
      console.error("otp: payload key unavailable:", error instanceof Error ? error.message : error);
      return sendRefusal(res, {
        ok: false,
        status: 503,
        message: SERVICE_ANSWERS.unavailable,
        retryAfterSeconds: 30,
      });
    }
    const read = readGatewayBody(req.body, { key, nowSeconds: nowSeconds() });
    if (!read.ok) return siteApiError(res, read.status, read.message);
    const answer = await deps.service.validate(accessClaims(res).quote!, read.body);
    if (!answer.ok) return sendRefusal(res, answer);
    res.json(answer.value);
  });

  router.use(jsonBodyErrors(siteApiError));
  return router;
}
