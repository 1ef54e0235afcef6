/**
 * The site API at /api (shared/design/site-api.md): one router that mounts
 * each feature's routes. Anything it does not know is a JSON 404.
 */
import express, { type Router } from "express";
import type { Database } from "../db/client";
import type { Config } from "../config";
import type { ContentSource } from "@contracts/content/content-source";
import { createLeadRouter } from "../lead/lead-router";
import { createAbhaRouter } from "../abha/abha-router";
import { abhaProviderFromConfig } from "../abha/abha-provider";
import { lazyPayloadKey } from "../crypto/payload-key";
import { rateLimitPerIp } from "../http/rate-limit-middleware";

export interface ApiDependencies {
  database: Database;
  config: Config;
  /** The content API (lead products). */
  content: ContentSource;
}

export function createApiRouter(deps: ApiDependencies): Router {
  const router = express.Router();
  // the HMAC pepper of stored addresses: the site's payload key (decision 013)
  const payloadKey = lazyPayloadKey(deps.database.db, deps.config.PAYLOAD_AES_KEY);
  const abhaPepper = async () => (await payloadKey()).key;
  router.post(
    "/abha/*splat",
    rateLimitPerIp(deps.database.db, abhaPepper, {
      scope: "abha",
      limit: deps.config.ABHA_RATE_LIMIT_PER_IP,
      windowSeconds: 600,
      reply: (res, status, message) => res.status(status).json({ message }),
    }),
  );
  router.use(
    "/abha",
    createAbhaRouter({ provider: abhaProviderFromConfig(deps.config), siteOrigin: deps.config.siteOrigin }),
  );
  router.use(createLeadRouter({ database: deps.database, config: deps.config, content: deps.content }));
  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });
  return router;
}
