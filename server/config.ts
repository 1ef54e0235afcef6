/**
 * The server's configuration, from the environment, parsed once at start-up.
 * README "Configuration" lists every variable.
 */
import { z } from "zod";

const base64Key = z.string().regex(/^[A-Za-z0-9+/]{43}=$/, "base64 of 32 bytes");

/**
 * Express's `trust proxy` (decision 041): which hops in front may tell the
 * client's address (X-Forwarded-For) and scheme. "false" or "none": clients
 * connect directly. A number: that many proxies in front. Otherwise
 * addresses, subnets or Express's names (loopback, linklocal, uniquelocal),
 * comma-separated. "true" would let every client name its own address (and
 * so escape every per-address limit) and is refused.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .min(1)
  .refine((v) => v.toLowerCase() !== "true", {
    error:
      "TRUST_PROXY=true lets any client choose its own address; give the number of proxies in front (e.g. 1) or their addresses",
  })
  .transform((v): boolean | number | string => {
    if (["false", "none", "0"].includes(v.toLowerCase())) return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v;
  });

/** A configured API user of the secured gateway. */
export interface ApiUser {
  user: string;
  password: string;
}

const API_USER_NAME = /^[A-Za-z0-9._-]{1,64}$/;
const API_PASSWORD_MIN_LENGTH = 16;

/** `GATEWAY_API_USERS`: `user:password,user2:password2` (a password may hold colons, not commas). */
const ApiUsersSchema = z
  .string()
  .optional()
  .transform((value, ctx): ApiUser[] => {
    const users: ApiUser[] = [];
    for (const pair of (value ?? "")
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)) {
      const colon = pair.indexOf(":");
      const user = colon > 0 ? pair.slice(0, colon) : "";
      const password = colon > 0 ? pair.slice(colon + 1) : "";
      if (!API_USER_NAME.test(user)) {
        ctx.addIssue({ code: "custom", message: "each entry is user:password, the user letters, digits, . _ -" });
      } else if (password.length < API_PASSWORD_MIN_LENGTH) {
        ctx.addIssue({
          code: "custom",
          message: `the password of ${user} has fewer than ${API_PASSWORD_MIN_LENGTH} characters`,
        });
      } else if (users.some((u) => u.user === user)) {
        ctx.addIssue({ code: "custom", message: `${user} is named twice` });
      } else users.push({ user, password });
    }
    return users;
  });

const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin used for canonical and hreflang addresses. */
  SITE_URL: z.url().optional(),
  /** PostgreSQL connection string; embedded PGlite in DATA_DIR when unset. */
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default(".data/pglite"),
  /** A remote content service (docs/content-api.md) instead of the one in this process. */
  CONTENT_API_URL: z.url().optional(),
  /** Bearer token of the content editor; content writes are refused while it is unset. */
  CONTENT_EDITOR_TOKEN: z.string().min(16).optional(),
  /** Content writes (and draft previews) the editor token may make per minute. */
  CONTENT_WRITE_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  /** ABHA sign-ups one IP address may start per 10 minutes. */
  ABHA_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(60),
  /** Largest `_limit` the content service answers (`-1` included). */
  CONTENT_MAX_LIMIT: z.coerce.number().int().positive().default(2000),
  /** Load the seed content on start (idempotent; off when another process seeds). */
  SEED_ON_START: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /** Required in production: silently trusting no proxy behind a load balancer would give every visitor one address. */
  TRUST_PROXY: TrustProxySchema.optional(),
  /** Memory for rendered pages kept to answer again (decision 036); 0 turns the page cache off. */
  PAGE_CACHE_MB: z.coerce.number().min(0).default(32),
  /** How long a kept page is answered at most; a content change ends it at once. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().positive().default(300),
  /**
   * Key of encrypted request bodies (docs/site-api.md "Encrypted bodies"): base64 of 32 bytes. Unset: one is
   * generated on first start and kept in the database, so every instance shares it (decision 011).
   */
  PAYLOAD_AES_KEY: base64Key.optional(),
  /**
   * HMAC key of stored addresses and mobile numbers (rate-limit counters), base64 of 32 bytes; server-only.
   * Unset: generated on first start and kept in the database (decision 041). Configure it in production, so
   * that a copy of the database alone cannot tell which number a counter belongs to.
   */
  HASH_SECRET: base64Key.optional(),
  /** Wrong or missing tokens one address may send to a token-guarded endpoint per 10 minutes (decision 041). */
  TOKEN_FAILURE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Lead exports the export token may make per hour. */
  LEAD_EXPORT_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /**
   * Origins of other clients that read the content API from the browser (the mobile app's web views, partner
   * sites), comma-separated, as Strapi allows by default; "*" for any. Unset: this site only.
   */
  CONTENT_CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((o) => o.trim().replace(/\/$/, ""))
        .filter(Boolean),
    ),
  /** The CRM's lead intake (POST JSON); unset: leads are delivered to the `crm_leads` table (decision 012). */
  LEAD_CRM_URL: z.url().optional(),
  /** Bearer token sent to LEAD_CRM_URL. */
  LEAD_CRM_TOKEN: z.string().min(1).optional(),
  /** A CRM delivery that takes longer fails and is retried; a claimed outbox row is another worker's after twice this. */
  LEAD_CRM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Bearer token of the operators' lead export (`GET /api/leads/export`); refused while unset. */
  LEAD_EXPORT_TOKEN: z.string().min(16).optional(),
  /** Leads one IP address may send per 10 minutes (decision 013). */
  LEAD_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  /** Leads one mobile number may be sent per hour (decision 013). */
  LEAD_RATE_LIMIT_PER_MOBILE: z.coerce.number().int().positive().default(5),
  /** How often the lead outbox worker looks for leads to deliver (each new lead also wakes it). */
  LEAD_OUTBOX_POLL_MS: z.coerce.number().int().positive().default(5_000),
  /** First retry delay of a failed CRM delivery; it doubles per attempt up to LEAD_OUTBOX_RETRY_MAX_MS. */
  LEAD_OUTBOX_RETRY_BASE_MS: z.coerce.number().int().positive().default(10_000),
  /** 30 minutes. */
  LEAD_OUTBOX_RETRY_MAX_MS: z.coerce.number().int().positive().default(1_800_000),
  /** ABHA gateway base URL (POST {url}/initiate-abha); unset: the offline adapter answers with ABHA_INFO_PATH. */
  ABHA_PROVIDER_URL: z.url().optional(),
  /** Bearer token for the ABHA gateway, when it wants one. */
  ABHA_PROVIDER_TOKEN: z.string().min(1).optional(),
  ABHA_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** The site's own ABHA information page, the offline adapter's answer (decision 023). */
  ABHA_INFO_PATH: z.string().startsWith("/").default("/health-insurance"),
  /**
   * spec 7 "Links": the buy-online target a quoted plan continues to, with `quote` and `plan` added to its query.
   * Default: the insurer's own buy-online address on this site.
   */
  BUY_ONLINE_URL: z.string().default("/buy"),
  /** Quotes one IP address may save per 10 minutes, and one mobile number per hour (issue 11). */
  QUOTE_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  QUOTE_RATE_LIMIT_PER_MOBILE: z.coerce.number().int().positive().default(10),
  /**
   * Car journey writes (a new journey, a step's answers) one IP address may make per 10 minutes (issue 12):
   * a journey is some eight writes, and many phones share a carrier's address.
   */
  MOTOR_JOURNEY_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(400),
  /**
   * The insurer's policy administration system (decision 053): POST {url}/policies/find and
   * {url}/mandates/switch. Unset: the policy tables in our database, seeded with the demo policies.
   */
  POLICY_ADMIN_URL: z.url().optional(),
  /** Bearer token sent to POLICY_ADMIN_URL. */
  POLICY_ADMIN_TOKEN: z.string().min(1).optional(),
  /** A policy administration answer taking longer is a 503 to the visitor. */
  POLICY_ADMIN_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  // --- free credit score check (issue 14, decision 059) ---
  /**
   * The credit bureau: POST {url}/score with the visitor's details after consent and OTP. Unset: the demo
   * identities of content/seed/credit-bureau/demo/demo-identities.json answer.
   */
  CREDIT_BUREAU_URL: z.url().optional(),
  /** Bearer token sent to CREDIT_BUREAU_URL. */
  CREDIT_BUREAU_TOKEN: z.string().min(1).optional(),
  /** A bureau answer taking longer is a 503 to the visitor (the check can be tried again). */
  CREDIT_BUREAU_TIMEOUT_MS: z.coerce.number().int().positive().default(8_000),
  // --- self-service requests (issue 14 policies part, decision 057) ---
  /**
   * The insurer's service desk (decision 057): accepted requests are POSTed to {url}/{collection}
   * (`donotcalls`, `servicerequests`) with the request id as Idempotency-Key. Unset: the
   * `service_desk_inbox` table.
   */
  SERVICE_DESK_URL: z.url().optional(),
  /** Bearer token sent to SERVICE_DESK_URL. */
  SERVICE_DESK_TOKEN: z.string().min(1).optional(),
  /** A delivery to the service desk taking longer fails and is retried. */
  SERVICE_DESK_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** Self-service requests (do-not-call, status, policy documents) one IP address may make per 10 minutes, per form. */
  SELF_SERVICE_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  /** Requests about one mobile, policy number or reference per hour, whoever makes them. */
  SELF_SERVICE_RATE_LIMIT_PER_SUBJECT: z.coerce.number().int().positive().default(10),
  // --- end self-service requests ---
  /**
   * Development and tests only (decision 053): every captcha is a sum with this answer. Production
   * refuses to start with it.
   */
  CAPTCHA_FIXED_ANSWER: z
    .string()
    .regex(/^\d{1,3}$/, "1 to 3 digits")
    .optional(),
  /** Captchas one IP address may fetch per 10 minutes (each page load and reload icon press is one). */
  CAPTCHA_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(120),
  /** Job applications one IP address may send per hour (issue 16). */
  CAREERS_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(10),
  /** Job applications one mobile number may send per day, over all openings. */
  CAREERS_RATE_LIMIT_PER_MOBILE: z.coerce.number().int().positive().default(3),
  /**
   * Days a job application and its CV are kept before they are erased (decision 062; the form's
   * consent says twelve months). At least 30: a shorter period would erase applications still in review.
   */
  CAREERS_CV_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(365),
  /** Auto-debit subscribe and unsubscribe attempts one IP address may make per 10 minutes. */
  AUTO_DEBIT_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  /** Attempts (with a solved captcha) on one policy number per hour, whoever makes them. */
  AUTO_DEBIT_RATE_LIMIT_PER_POLICY: z.coerce.number().int().positive().default(5),
  // ---- claims (issue 14, decision 056) ----
  /** Claim intimations one IP address may send per 10 minutes. */
  CLAIM_INTIMATION_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  /** Claim intimations on one policy number or vehicle registration per day. */
  CLAIM_INTIMATION_RATE_LIMIT_PER_POLICY: z.coerce.number().int().positive().default(5),
  /** Claim status and claim document lookups one IP address may make per 10 minutes. */
  CLAIM_LOOKUP_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(60),
  /** Lookups of one claim number per hour, right or wrong proof alike. */
  CLAIM_LOOKUP_RATE_LIMIT_PER_CLAIM: z.coerce.number().int().positive().default(10),
  /**
   * The secured gateway's API users (decision 052): `user:password` pairs, comma-separated; a password has at
   * least 16 characters. None: every key request is refused.
   */
  GATEWAY_API_USERS: ApiUsersSchema,
  /**
   * Signing key of the gateway's access tokens (HS256), base64 of 32 bytes; server-only. Unset: derived from
   * the hash secret, so every instance of one database signs alike (decision 052).
   */
  GATEWAY_TOKEN_SECRET: base64Key.optional(),
  /** Key requests (`/cp-api/api/key`, `/v2/key`, `/quote-key`) one IP address may make per 10 minutes. */
  GATEWAY_KEY_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(60),
  /** OTP sends and checks one IP address may make per 10 minutes (the per-quote rules are spec 4's). */
  OTP_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(120),
  /** OTP messages one mobile number may be sent per day, over all its quotes (decision 052). */
  OTP_SENDS_PER_MOBILE_PER_DAY: z.coerce.number().int().positive().default(12),
  /** An SMS gateway's intake (POST JSON `{mobile, channel, text}`); unset: messages go to the `sms_outbox` table. */
  SMS_PROVIDER_URL: z.url().optional(),
  /** Bearer token sent to SMS_PROVIDER_URL. */
  SMS_PROVIDER_TOKEN: z.string().min(1).optional(),
  /**
   * A file the OTP messages are appended to, one JSON line each, instead of the `sms_outbox` table (the browser
   * tests read their codes from it; decision 052). Production refuses to start with it.
   */
  SMS_OUTBOX_FILE: z.string().min(1).optional(),
  /** An SMS gateway answer taking longer fails the send (the visitor may ask again). */
  SMS_PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /**
   * Seed a few saved quotes for the demo mobiles (content/seed/README.md "Demo quotes") when they have none, so
   * the OTP flow can be tried on its own. Unset: on, except in production.
   */
  DEMO_QUOTES: z.enum(["true", "false"]).optional(),
  /**
   * The locators' map tiles (issue 15, decision 055): an https address with {z}, {x} and {y}; its origin is
   * allowed in the pages' img-src. Default: OpenStreetMap's standard tiles (their usage policy allows light use;
   * a busy site configures a tile provider of its own).
   */
  MAP_TILE_URL: z
    .url()
    .refine((url) => /^https?:\/\//.test(url) && ["{z}", "{x}", "{y}"].every((p) => url.includes(p)), {
      message: "MAP_TILE_URL must be an http(s) address with {z}, {x} and {y}",
    })
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  /** The credit the tile provider asks for, shown on the map. */
  MAP_TILE_ATTRIBUTION: z.string().min(1).default("© OpenStreetMap contributors"),
});

export type Config = z.infer<typeof ConfigSchema> & { siteOrigin: string };

const DatabaseConfigSchema = ConfigSchema.pick({ DATABASE_URL: true, DATA_DIR: true });

/** Only where the database is (DATABASE_URL, DATA_DIR), for tools such as `npm run seed`. */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): z.infer<typeof DatabaseConfigSchema> {
  const parsed = DatabaseConfigSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
}

/** Why production refuses a fixed captcha answer (decision 053). */
export const CAPTCHA_FIXED_IN_PRODUCTION =
  "CAPTCHA_FIXED_ANSWER must not be set in production: every captcha's answer would be known. " +
  "Unset it (it is for development and tests)";

/** Why production refuses a file outbox of OTP messages (decision 052). */
export const SMS_OUTBOX_FILE_IN_PRODUCTION =
  "SMS_OUTBOX_FILE must not be set in production: every OTP would be written to a file. " +
  "Unset it (it is for the browser tests) and set SMS_PROVIDER_URL";

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration: ${describeIssues(parsed.error)}`);
  const config = parsed.data;
  if (config.NODE_ENV === "production" && config.TRUST_PROXY === undefined) {
    throw new Error(
      "Invalid configuration: TRUST_PROXY must be set in production: the number of proxies in front (e.g. 1), " +
        "their addresses (e.g. loopback or 10.0.0.0/8), or false when clients connect directly",
    );
  }
  if (config.NODE_ENV === "production" && config.CAPTCHA_FIXED_ANSWER !== undefined) {
    throw new Error(`Invalid configuration: ${CAPTCHA_FIXED_IN_PRODUCTION}`);
  }
  if (config.NODE_ENV === "production" && config.SMS_OUTBOX_FILE !== undefined) {
    throw new Error(`Invalid configuration: ${SMS_OUTBOX_FILE_IN_PRODUCTION}`);
  }
  return { ...config, siteOrigin: (config.SITE_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, "") };
}
