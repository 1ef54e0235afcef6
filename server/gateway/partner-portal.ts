/**
 * The channel-partner sign-in (issue 16, decision 064): the API users of the gateway
 * (GATEWAY_API_USERS, compared in constant time by api-users.ts) sign in on
 * /channel-partner-login. Every attempt counts against limits kept in the database
 * (decision 013): 20 per address and 5 per partner id in 15 minutes, so nobody can try
 * passwords against one partner. A session is a gateway access token (15 minutes, HS256)
 * scoped to the partner portal; logs name the partner id, never a password.
 */
import type { ChannelPartnerService, PartnerSession } from "@contracts/channel-partner/channel-partner";
import type { Db } from "../db/client";
import { hitRateLimits, RateLimitedError } from "../http/rate-limit";
import type { AccessTokens } from "./access-tokens";
import type { ApiUserCheck } from "./api-users";

export const PARTNER_LIMITS = {
  perAddress: { scope: "partner-signin-address", limit: 20, windowSeconds: 900 },
  perPartner: { scope: "partner-signin-id", limit: 5, windowSeconds: 900 },
} as const;

/** The scope a portal session's token carries: not a quote, not an API call. */
export const PARTNER_PORTAL_SCOPE = "partner-portal";

export function partnerPortalFor(
  db: Db,
  hashKey: () => Promise<Buffer>,
  users: ApiUserCheck,
  tokens: AccessTokens,
): ChannelPartnerService {
  return {
    async signIn(input, clientAddress) {
      try {
        await hitRateLimits(
          db,
          [
            { ...PARTNER_LIMITS.perAddress, subject: clientAddress },
            { ...PARTNER_LIMITS.perPartner, subject: input.partnerId.toLowerCase() },
          ],
          await hashKey(),
        );
      } catch (error) {
        if (error instanceof RateLimitedError) return { state: "limited", retryAfterSeconds: error.retryAfterSeconds };
        console.error("partner: rate limit unavailable:", error instanceof Error ? error.message : error);
        return { state: "unavailable" };
      }
      const user = users.check(input.partnerId, input.password);
      if (!user) {
        console.info(`partner: sign-in refused for ${input.partnerId}`);
        return { state: "mismatch", partnerId: input.partnerId };
      }
      const { token, expiresIn } = await tokens.issue({ sub: user, product: PARTNER_PORTAL_SCOPE });
      console.info(`partner: ${user} signed in`);
      return { state: "signed-in", partnerId: user, token, expiresIn };
    },

    async session(token): Promise<PartnerSession | null> {
      if (!token) return null;
      const verified = await tokens.verify(token);
      if (!verified.ok || verified.claims.product !== PARTNER_PORTAL_SCOPE) return null;
      return { partnerId: verified.claims.sub, expiresAt: verified.claims.exp };
    },
  };
}
