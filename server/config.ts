/**
 * The server's configuration, from the environment, parsed once at start-up.
 * README "Configuration" lists every variable.
 */
import { z } from "zod";

const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin used for canonical and hreflang addresses. */
  SITE_URL: z.url().optional(),
  /** PostgreSQL connection string; embedded PGlite in DATA_DIR when unset. */
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default(".data/pglite"),
  /** A remote content service (content-api.md) instead of the one in this process. */
  CONTENT_API_URL: z.url().optional(),
  /** Bearer token of the content editor; content writes are refused while it is unset. */
  CONTENT_EDITOR_TOKEN: z.string().min(16).optional(),
  /** Content writes (and draft previews) one IP address may make per minute, token or not. */
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
  TRUST_PROXY: z.string().optional(),
  /** Memory for rendered pages kept to answer again (decision 036); 0 turns the page cache off. */
  PAGE_CACHE_MB: z.coerce.number().min(0).default(64),
  /** How long a kept page is answered at most; a content change ends it at once. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().positive().default(300),
  /**
   * Key of encrypted request bodies (site-api.md "Encrypted bodies"): base64 of 32 bytes. Unset: one is
   * generated on first start and kept in the database, so every instance shares it (decision 011).
   */
  PAYLOAD_AES_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, "base64 of 32 bytes")
    .optional(),
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
});

export type Config = z.infer<typeof ConfigSchema> & { siteOrigin: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  return { ...config, siteOrigin: (config.SITE_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, "") };
}
