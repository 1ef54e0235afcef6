/**
 * The secured gateway at /cp-api/api (docs/site-api.md "Secured gateway",
 * spec 7 "Secured gateway", decision 052): where access tokens are issued.
 *   POST /key         headers x-api-user, x-api-password (a configured API user) -> {access_token}
 *   GET  /v2/key      header AuthToken: the sealed {user, password, timestamp, accessToken?, productId?, quoteId?}
 *                     -> {access_token}, scoped to the quote when quoteId is given
 *   POST /quote-key   {quoteId} (sealed as {ciphertext} by the gateway client) -> {access_token} for that
 *                     quote: how the site's own pages get one, with no password in the browser
 * Answers carry `token_type` and `expires_in` beside `access_token`. Every key
 * request counts against the client's address; refusals are `{message}`.
 */
import express, { type RequestHandler, type Response, type Router } from "express";
import { z } from "zod";
import { INVALID_PAYLOAD_MESSAGE, SESSION_EXPIRED_MESSAGE } from "@contracts/payload/payload-format";
import { OTP_ANSWERS } from "@contracts/otp/otp-rules";
import type { Database } from "../db/client";
import type { SiteKeys } from "../crypto/site-keys";
import { openPayload, parseJsonPayload, PayloadError } from "../crypto/payload-cipher";
import { siteApiError } from "../http/error-answers";
import { jsonBody, jsonBodyErrors } from "../http/json-body";
import { rateLimitPerIp } from "../http/rate-limit";
import { findQuote, IDENTIFIER_PATTERN } from "../quotes/quote-store";
import { WEBSITE_SUBJECT, type AccessScope, type AccessTokens } from "./access-tokens";
import type { ApiUserCheck } from "./api-users";
import { readGatewayBody } from "./gateway-body";
import { SERVICE_ANSWERS } from "@contracts/service-answers";

/** site-api.md: an AuthToken stamped more than 5 minutes ago is refused; so is one more than 2 minutes ahead. */
export const AUTH_TOKEN_MAX_AGE_SECONDS = 5 * 60;
export const AUTH_TOKEN_MAX_AHEAD_SECONDS = 2 * 60;
/** A timestamp above this is in milliseconds (a JavaScript client's Date.now()), not seconds. */
const MILLISECONDS_FROM = 1e11;
/** The sealed AuthToken of a few fields; anything longer is not one. */
const AUTH_TOKEN_MAX_CHARS = 4096;
const BODY_LIMIT = "2kb";
const RATE_WINDOW_SECONDS = 600;

export const GATEWAY_MESSAGES = {
  missingCredentials: "Missing x-api-user and x-api-password",
  invalidCredentials: "Invalid API credentials",
  missingAuthToken: "Missing AuthToken",
  invalidAccessToken: "Invalid access token",
  invalidQuote: "Invalid quoteId",
  unavailable: SERVICE_ANSWERS.unavailable,
  notFound: "Not found",
} as const;

const Identifier = z.string().regex(IDENTIFIER_PATTERN);
const Optional = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]).optional();
const AuthTokenSchema = z.object({
  user: z.string().min(1).max(200),
  password: z.string().min(1).max(1000),
  timestamp: z.union([
    z.number().int().nonnegative(),
    z
      .string()
      .regex(/^\d{1,16}$/)
      .transform(Number),
  ]),
  accessToken: Optional(z.string().max(4096)),
  productId: Optional(z.union([z.string().max(64), z.number().int().transform(String)])),
  quoteId: Optional(Identifier),
});
const QuoteKeySchema = z.object({ quoteId: Identifier });

export interface GatewayRouterDependencies {
  database: Database;
  keys: SiteKeys;
  tokens: AccessTokens;
  users: ApiUserCheck;
  /** Key requests one address may make per 10 minutes. */
  keysPerIp: number;
  /** The clock of AuthToken timestamps and sealed bodies, in epoch seconds (tests set it). */
  nowSeconds?: () => number;
}

const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};

export function createGatewayRouter(deps: GatewayRouterDependencies): Router {
  const { tokens, users } = deps;
  const nowSeconds = deps.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const router = express.Router();
  const perIp = rateLimitPerIp(
    deps.database.db,
    deps.keys.hashKey,
    { scope: "gateway-key", limit: deps.keysPerIp, windowSeconds: RATE_WINDOW_SECONDS },
    siteApiError,
  );

  const unavailable = (res: Response, what: string, error: unknown) => {
    console.error(`gateway: ${what}:`, error instanceof Error ? error.message : error);
    res.set("Retry-After", "30");
    siteApiError(res, 503, GATEWAY_MESSAGES.unavailable);
  };

  async function grant(res: Response, scope: AccessScope): Promise<void> {
    try {
      if (scope.quote && !(await findQuote(deps.database, scope.quote))) {
        siteApiError(res, 404, OTP_ANSWERS.quoteNotFound, { field: "quoteId" });
        return;
      }
      const { token, expiresIn } = await tokens.issue(scope);
      res.json({ access_token: token, token_type: "Bearer", expires_in: expiresIn });
    } catch (error) {
      unavailable(res, "could not issue an access token", error);
    }
  }

  // no WWW-Authenticate: the credentials are headers of their own, and "Basic" would make browsers ask for a password
  const unauthorized = (res: Response, message: string) => siteApiError(res, 401, message);

  router.post("/key", noStore, perIp, async (req, res) => {
    const user = req.get("x-api-user");
    const password = req.get("x-api-password");
    if (!user || !password) return unauthorized(res, GATEWAY_MESSAGES.missingCredentials);
    const known = users.check(user, password);
    if (!known) return unauthorized(res, GATEWAY_MESSAGES.invalidCredentials);
    await grant(res, { sub: known });
  });

  router.get("/v2/key", noStore, perIp, async (req, res) => {
    const sealed = req.get("authtoken")?.trim();
    if (!sealed) return unauthorized(res, GATEWAY_MESSAGES.missingAuthToken);
    let key: Buffer;
    try {
      key = (await deps.keys.payloadKey()).key;
    } catch (error) {
      return unavailable(res, "payload key unavailable", error);
    }
    let fields: z.infer<typeof AuthTokenSchema>;
    try {
      if (sealed.length > AUTH_TOKEN_MAX_CHARS) throw new PayloadError();
      const parsed = AuthTokenSchema.safeParse(parseJsonPayload(openPayload(sealed, key)));
      if (!parsed.success) throw new PayloadError();
      fields = parsed.data;
    } catch (error) {
      if (!(error instanceof PayloadError)) throw error;
      return siteApiError(res, 400, INVALID_PAYLOAD_MESSAGE);
    }
    const known = users.check(fields.user, fields.password);
    if (!known) return unauthorized(res, GATEWAY_MESSAGES.invalidCredentials);
    const stamped = fields.timestamp >= MILLISECONDS_FROM ? Math.floor(fields.timestamp / 1000) : fields.timestamp;
    const age = nowSeconds() - stamped;
    if (age > AUTH_TOKEN_MAX_AGE_SECONDS || age < -AUTH_TOKEN_MAX_AHEAD_SECONDS) {
      return unauthorized(res, SESSION_EXPIRED_MESSAGE);
    }
    let quote = fields.quoteId ?? undefined;
    if (fields.accessToken) {
      // a token this user holds: renewed, keeping its quote unless another is named
      let verified: Awaited<ReturnType<AccessTokens["verify"]>>;
      try {
        verified = await tokens.verify(fields.accessToken);
      } catch (error) {
        return unavailable(res, "access tokens unavailable", error);
      }
      if (!verified.ok || verified.claims.sub !== known) return unauthorized(res, GATEWAY_MESSAGES.invalidAccessToken);
      quote ??= verified.claims.quote;
    }
    await grant(res, { sub: known, quote, product: fields.productId ?? undefined });
  });

  router.post("/quote-key", noStore, perIp, jsonBody(BODY_LIMIT), async (req, res) => {
    let key: Buffer;
    try {
      key = (await deps.keys.payloadKey()).key;
    } catch (error) {
      return unavailable(res, "payload key unavailable", error);
    }
    const read = readGatewayBody(req.body, { key, nowSeconds: nowSeconds() });
    if (!read.ok) return siteApiError(res, read.status, read.message);
    const parsed = QuoteKeySchema.safeParse(read.body);
    if (!parsed.success) return siteApiError(res, 400, GATEWAY_MESSAGES.invalidQuote, { field: "quoteId" });
    await grant(res, { sub: WEBSITE_SUBJECT, quote: parsed.data.quoteId });
  });

  router.use(jsonBodyErrors(siteApiError, INVALID_PAYLOAD_MESSAGE));
  router.use((_req, res) => siteApiError(res, 404, GATEWAY_MESSAGES.notFound));
  return router;
}
