/**
 * The channel-partner sign-in of /channel-partner-login (issue 16, decision 064): a partner signs
 * in with the API user and password the company issued for the channel-partner gateway
 * (GATEWAY_API_USERS, decision 052) and gets a short session on that page, with the partners'
 * own helpline. One schema for the form in the browser and the route action on the server.
 */
import { z } from "zod";

// No code generation at run time: the site's CSP has no 'unsafe-eval' (zod 4 otherwise tries `new Function`).
z.config({ jitless: true });

/** The page whose form posts the sign-in (contracts/routing/form-pages.ts). */
export const CHANNEL_PARTNER_PATH = "/channel-partner-login";
/** The session cookie: HttpOnly, SameSite=Strict, as long as a gateway access token lives. */
export const PARTNER_SESSION_COOKIE = "cp_session";

export const PARTNER_FIELDS = ["partnerId", "password"] as const;
export type PartnerField = (typeof PARTNER_FIELDS)[number];

/** What a field's error says (translation keywords of page 35). */
export const PARTNER_MESSAGES = {
  partnerId: "cp_error_partner_id",
  password: "cp_error_password",
} as const satisfies Record<PartnerField, string>;

export const PartnerSignInSchema = z.object({
  partnerId: z
    .string(PARTNER_MESSAGES.partnerId)
    .transform((v) => v.trim())
    .pipe(z.string().regex(/^[A-Za-z0-9._@-]{3,64}$/, PARTNER_MESSAGES.partnerId)),
  password: z.string(PARTNER_MESSAGES.password).min(1, PARTNER_MESSAGES.password).max(200, PARTNER_MESSAGES.password),
});
export type PartnerSignIn = z.output<typeof PartnerSignInSchema>;

/** What a sign-in answers. `mismatch` is the same for an unknown partner and a wrong password. */
export type PartnerSignInResult =
  | { state: "signed-in"; partnerId: string; token: string; expiresIn: number }
  | { state: "invalid"; problems: Partial<Record<PartnerField, string>>; partnerId?: string }
  | { state: "mismatch"; partnerId: string }
  | { state: "limited"; retryAfterSeconds: number }
  | { state: "unavailable" };

export interface PartnerSession {
  partnerId: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** The service behind the page (server/gateway/partner-portal.ts), on the page context. */
export interface ChannelPartnerService {
  signIn(input: PartnerSignIn, clientAddress: string): Promise<PartnerSignInResult>;
  /** The session a cookie's token carries, or null (absent, forged, expired). */
  session(token: string): Promise<PartnerSession | null>;
}
