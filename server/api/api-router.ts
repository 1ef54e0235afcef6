/**
 * The site API at /api (docs/site-api.md): one router that mounts each
 * feature's routes. Anything it does not know is a JSON 404.
 */
import express, { type Router } from "express";
import type { Database } from "../db/client";
import type { Config } from "../config";
import type { ContentSource } from "@contracts/content/content-source";
import { createLeadRouter } from "../lead/lead-router";
import { createAbhaRouter } from "../abha/abha-router";
import { abhaProviderFromConfig } from "../abha/abha-provider";
import { siteKeys, type SiteKeys } from "../crypto/site-keys";
import { siteApiError } from "../http/error-answers";
import { rateLimitPerIp } from "../http/rate-limit";

export interface ApiDependencies {
  database: Database;
  config: Config;
  /** The content API (lead products). */
  content: ContentSource;
  /** The payload key and the hash secret; resolved from the database and configuration when not given. */
  keys?: SiteKeys;
}

export function createApiRouter(deps: ApiDependencies): Router {
  const router = express.Router();
  const keys = deps.keys ?? siteKeys(deps.database.db, deps.config);
  router.post(
    "/abha/*splat",
    rateLimitPerIp(
      deps.database.db,
      keys.hashKey,
      { scope: "abha", limit: deps.config.ABHA_RATE_LIMIT_PER_IP, windowSeconds: 600 },
      siteApiError,
    ),
  );
  router.use(
    "/abha",
    createAbhaRouter({ provider: abhaProviderFromConfig(deps.config), siteOrigin: deps.config.siteOrigin }),
  );
  router.use(createLeadRouter({ database: deps.database, config: deps.config, content: deps.content, keys }));
  router.use((_req, res) => siteApiError(res, 404, "Not found"));
  return router;
}
