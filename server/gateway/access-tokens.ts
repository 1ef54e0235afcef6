/**
 * The gateway's access tokens (docs/site-api.md "Secured gateway", decision
 * 052): compact JWTs signed with HS256 (node:crypto HMAC; no JWT library is
 * installed, and one algorithm needs none), living 15 minutes, and carrying
 * the scope they grant: `sub` (the API user, or `website` for the site's own
 * pages) and, for the OTP flow, `quote` (a quote identifier).
 *
 * The signing key is GATEWAY_TOKEN_SECRET or, unset, derived (HKDF) from the
 * server-only hash secret, so every instance of one database accepts the
 * tokens of the others; never a literal.
 */
import crypto from "node:crypto";
import type { RequestHandler, Response } from "express";
import { z } from "zod";
import type { ErrorAnswer } from "../http/error-answers";
import { parsePayloadKey } from "../crypto/payload-cipher";
import { SERVICE_ANSWERS } from "@contracts/service-answers";

/** site-api.md: access tokens live 15 minutes. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** The issuer claim of every token; a token of another issuer is not ours. */
const ISSUER = "cp-api";
/** A token stamped this far in the future (another instance's clock) is still accepted. */
const CLOCK_SKEW_SECONDS = 60;
/** Far longer than any token we sign; longer ones are not looked at. */
const MAX_TOKEN_CHARS = 2048;
/** The subject of the tokens the site's own pages get for a quote (decision 052). */
export const WEBSITE_SUBJECT = "website";

const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

const ClaimsSchema = z.object({
  iss: z.literal(ISSUER),
  sub: z.string().min(1).max(64),
  iat: z.number().int(),
  exp: z.number().int(),
  jti: z.string().max(64),
  quote: z.string().max(64).optional(),
  product: z.string().max(64).optional(),
});
export type AccessTokenClaims = z.infer<typeof ClaimsSchema>;

/** What a token grants: its user, and optionally one quote and a product. */
export interface AccessScope {
  sub: string;
  quote?: string;
  product?: string;
}

export type VerifiedToken = { ok: true; claims: AccessTokenClaims } | { ok: false; reason: "invalid" | "expired" };

export interface AccessTokens {
  issue(scope: AccessScope): Promise<{ token: string; expiresIn: number }>;
  verify(token: string): Promise<VerifiedToken>;
}

/**
 * The signing key: the configured one, or HKDF-SHA256 of the hash secret
 * (another purpose's key is never used as it is). Resolved once; a failure is
 * not kept.
 */
export function accessTokenSecret(
  configured: string | undefined,
  hashKey: () => Promise<Buffer>,
): () => Promise<Buffer> {
  if (configured) {
    const key = parsePayloadKey(configured);
    return async () => key;
  }
  let derived: Promise<Buffer> | null = null;
  return () =>
    (derived ??= hashKey()
      .then((ikm) => Buffer.from(crypto.hkdfSync("sha256", ikm, Buffer.alloc(0), "gateway access tokens v1", 32)))
      .catch((error: unknown) => {
        derived = null;
        throw error;
      }));
}

function sign(secret: Buffer, input: string): Buffer {
  return crypto.createHmac("sha256", secret).update(input).digest();
}

/** `now`: the clock in milliseconds (tests set it). */
export function createAccessTokens(secret: () => Promise<Buffer>, now: () => number = Date.now): AccessTokens {
  return {
    async issue(scope) {
      const iat = Math.floor(now() / 1000);
      const claims: AccessTokenClaims = {
        iss: ISSUER,
        sub: scope.sub,
        iat,
        exp: iat + ACCESS_TOKEN_SECONDS,
        jti: crypto.randomBytes(12).toString("base64url"),
        ...(scope.quote ? { quote: scope.quote } : {}),
        ...(scope.product ? { product: scope.product } : {}),
      };
      const input = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
      return {
        token: `${input}.${sign(await secret(), input).toString("base64url")}`,
        expiresIn: ACCESS_TOKEN_SECONDS,
      };
    },

    async verify(token) {
      const invalid = { ok: false, reason: "invalid" } as const;
      if (token.length > MAX_TOKEN_CHARS) return invalid;
      const parts = token.split(".");
      // our header exactly: `alg: none` or another algorithm is never considered
      if (parts.length !== 3 || parts[0] !== HEADER) return invalid;
      const [, body = "", signature = ""] = parts;
      const expected = sign(await secret(), `${HEADER}.${body}`);
      const given = Buffer.from(signature, "base64url");
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return invalid;
      let parsed: ReturnType<typeof ClaimsSchema.safeParse>;
      try {
        parsed = ClaimsSchema.safeParse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
      } catch {
        return invalid;
      }
      if (!parsed.success) return invalid;
      const nowSeconds = Math.floor(now() / 1000);
      if (parsed.data.iat > nowSeconds + CLOCK_SKEW_SECONDS) return invalid;
      if (parsed.data.exp <= nowSeconds) return { ok: false, reason: "expired" };
      return { ok: true, claims: parsed.data };
    },
  };
}

/** The scopes an endpoint may ask for: any token of ours, or one that names a quote. */
export type RequiredScope = "any" | "quote";

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const ACCESS_LOCAL = "accessToken";

export const ACCESS_TOKEN_MESSAGES = {
  missing: "Missing Authorization: Bearer <access token>",
  invalid: "Invalid access token",
  expired: "Access token expired",
  scope: "The access token does not grant this",
  unavailable: SERVICE_ANSWERS.unavailable,
} as const;

/**
 * The verifier in front of the endpoints a token opens (the OTP endpoints):
 * `Authorization: Bearer <token>`; missing, invalid or expired 401 (with
 * WWW-Authenticate), valid but without the scope 403 (RFC 6750
 * insufficient_scope). The claims are then `accessClaims(res)`.
 */
export function requireAccessToken(tokens: AccessTokens, scope: RequiredScope, answer: ErrorAnswer): RequestHandler {
  return async (req, res, next) => {
    const given = BEARER.exec(req.get("authorization") ?? "")?.[1];
    const refuse = (status: 401 | 403, error: string, message: string) => {
      res.set("WWW-Authenticate", `Bearer realm="cp-api", error="${error}"`);
      answer(res, status, message);
    };
    if (given === undefined) return refuse(401, "invalid_request", ACCESS_TOKEN_MESSAGES.missing);
    let verified: VerifiedToken;
    try {
      verified = await tokens.verify(given);
    } catch (error) {
      // the signing key could not be resolved (the database): not the client's fault
      console.error("gateway: access tokens unavailable:", error instanceof Error ? error.message : error);
      res.set("Retry-After", "30");
      answer(res, 503, ACCESS_TOKEN_MESSAGES.unavailable);
      return;
    }
    if (!verified.ok) return refuse(401, "invalid_token", ACCESS_TOKEN_MESSAGES[verified.reason]);
    if (scope === "quote" && !verified.claims.quote)
      return refuse(403, "insufficient_scope", ACCESS_TOKEN_MESSAGES.scope);
    res.locals[ACCESS_LOCAL] = verified.claims;
    next();
  };
}

/** The claims `requireAccessToken` accepted for this request. */
export function accessClaims(res: Response): AccessTokenClaims {
  const claims = res.locals[ACCESS_LOCAL] as AccessTokenClaims | undefined;
  if (!claims) throw new Error("accessClaims() outside requireAccessToken");
  return claims;
}
