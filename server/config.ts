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
  /** Largest `_limit` the content service answers (`-1` included). */
  CONTENT_MAX_LIMIT: z.coerce.number().int().positive().default(2000),
  /** Load the seed content on start (idempotent; off when another process seeds). */
  SEED_ON_START: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  TRUST_PROXY: z.string().optional(),
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
