/**
 * The whole site in one process (docs/architecture.md): configuration in,
 * database migrated and seeded, keys resolved, content service, site API,
 * secured gateway, pages, and the lead outbox worker running. `server/index.ts` listens with
 * it; the integration tests build it the same way.
 */
import type http from "node:http";
import path from "node:path";
import type { Express } from "express";
import type { ServerBuild } from "react-router";
import { httpContentSource } from "@contracts/content/content-source";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { createApp, type AppDependencies } from "./app";
import { createContentService } from "./content/content-service";
import { editorGuard } from "./content/content-router";
import { inProcessContentSource } from "./content/in-process-source";
import { seedContent } from "./content/seed";
import {
  accessTokensFor,
  claimsServiceFor,
  creditScoreFor,
  createApiRouter,
  locationDirectoryFor,
  healthServiceFor,
  motorSiteFor,
  otpServiceFor,
  selfServiceFor,
  selfServiceOfPages,
  travelServiceFor,
} from "./api/api-router";
import { serviceDeskFromConfig } from "./service-requests/service-desk";
import { createServiceRequestOutbox } from "./service-requests/service-request-outbox";
import { createGatewayRouter } from "./gateway/gateway-router";
import { apiUserCheck } from "./gateway/api-users";
import { demoQuotesEnabled, seedDemoQuotes } from "./quotes/demo-quotes";
import { siteKeys } from "./crypto/site-keys";
import { createPageCache } from "./http/page-cache";
import { crmAdapterFromConfig } from "./lead/crm-adapter";
import { leadOutboxFromConfig } from "./lead/lead-outbox";
import { rekeyCounters } from "./lead/rekey-counters";
import { seedRatingTables } from "./rating/rating-store";
import { seedCatalogue } from "./motor/catalogue";
import { seedDemoPolicies } from "./policy-admin/demo-policies";
import { seedDemoClaims } from "./policy-admin/demo-claims";
import { startCvRetention } from "./careers/cv-retention";
import { unclaimedLookupFor } from "./unclaimed/unclaimed-service";
import { partnerPortalFor } from "./gateway/partner-portal";

export interface Site {
  /** The HTTP server (not listening yet): kept pages first, then the Express application. */
  server: http.Server;
  app: Express;
  database: Database;
  /** Stop the worker, the content listener and the database. */
  close(): Promise<void>;
}

export async function createSite(config: Config, options: { database?: Database } = {}): Promise<Site> {
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.resolve(config.DATA_DIR) }));
  console.info(`database: ${database.kind === "postgres" ? "PostgreSQL" : `embedded PGlite in ${config.DATA_DIR}`}`);
  if (config.SEED_ON_START) {
    const { changed } = await seedContent(database, {
      seedDir: path.resolve("content/seed"),
      publicDir: path.resolve("public"),
    });
    if (changed.length) console.info(`seed: loaded ${changed.join(", ")}`);
    const rates = await seedRatingTables(database.db, path.resolve("content/seed"));
    const catalogue = await seedCatalogue(database.db, path.resolve("content/seed"));
    if (catalogue.length) console.info(`seed: loaded ${catalogue.join(", ")}`);
    // decision 053: the demo policies are the records of the default adapter, unused with POLICY_ADMIN_URL
    if (!config.POLICY_ADMIN_URL) {
      const demoPolicies = await seedDemoPolicies(database.db, path.resolve("content/seed"));
      if (demoPolicies) console.info(`seed: loaded ${demoPolicies} demo policies`);
      // decision 056: claims on the demo policies, for the claim status and claim document pages
      const demoClaims = await seedDemoClaims(database.db, path.resolve("content/seed"));
      if (demoClaims) console.info(`seed: loaded ${demoClaims} demo claims`);
    }
    for (const [line, versions] of Object.entries(rates))
      if (versions.length) console.info(`seed: ${line} rating table versions ${versions.join(", ")}`);
  }

  // decisions 011 and 041: without configured keys, the ones generated on first start and kept in the database
  const keys = siteKeys(database.db, config);
  const [payloadKey, hashKey] = await Promise.all([keys.payloadKey(), keys.hashKey()]);
  config.PAYLOAD_AES_KEY = payloadKey.base64;
  const rekeyed = await rekeyCounters(database.db, { payloadKey: payloadKey.key, hashKey });
  if (rekeyed.rekeyed + rekeyed.dropped > 0) {
    console.info(`rate limits: ${rekeyed.rekeyed} counters re-keyed under the hash secret, ${rekeyed.dropped} dropped`);
  }

  const content = await createContentService({
    database,
    maxLimit: config.CONTENT_MAX_LIMIT,
    editorGuard: editorGuard({
      token: config.CONTENT_EDITOR_TOKEN,
      db: database.db,
      hashKey: keys.hashKey,
      usesPerMinute: config.CONTENT_WRITE_RATE_LIMIT,
      failuresPerAddress: config.TOKEN_FAILURE_LIMIT,
    }),
  });
  const contentSource = config.CONTENT_API_URL
    ? httpContentSource(config.CONTENT_API_URL)
    : inProcessContentSource(content.store);

  let pages: AppDependencies["pages"];
  if (config.NODE_ENV === "development") {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    pages = {
      devMiddleware: vite.middlewares,
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    };
  } else {
    const buildPath = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
    pages = { build: (await import(buildPath)) as ServerBuild };
  }

  const leadOutbox = leadOutboxFromConfig(database, crmAdapterFromConfig(config, database.db), config);
  leadOutbox.start();

  const healthQuotes = healthServiceFor(database, config, keys);
  const motor = motorSiteFor(database, config, keys);
  const travelQuotes = travelServiceFor(database, config, keys);
  if (config.SEED_ON_START && demoQuotesEnabled(config)) {
    // decision 052: a fresh site has quotes to find by OTP (content/seed/README.md "Demo quotes")
    await seedDemoQuotes(database, { health: healthQuotes, motor: motor.quotes, travel: travelQuotes }).then(
      (demo) => demo.length && console.info(`seed: demo quotes ${demo.join(", ")}`),
      (error: unknown) => console.warn("seed: no demo quotes:", error instanceof Error ? error.message : error),
    );
  }
  if (config.NODE_ENV === "production" && !config.SMS_PROVIDER_URL) {
    console.warn("otp: no SMS_PROVIDER_URL; OTP messages go to the sms_outbox table only");
  }
  const accessTokens = accessTokensFor(config, keys);
  // decision 057: self-service requests, handed to the service desk by their own outbox worker
  const selfService = selfServiceFor(database, config, keys, contentSource);
  const serviceRequestOutbox = createServiceRequestOutbox({
    database,
    desk: serviceDeskFromConfig(config, database.db),
    pollMs: config.LEAD_OUTBOX_POLL_MS,
    retryBaseMs: config.LEAD_OUTBOX_RETRY_BASE_MS,
    retryMaxMs: config.LEAD_OUTBOX_RETRY_MAX_MS,
    leaseMs: 2 * config.SERVICE_DESK_TIMEOUT_MS,
  });
  serviceRequestOutbox.start();
  // decision 062: job applications and their CVs are erased after the retention period, on start and daily
  const cvRetention = startCvRetention(database, { retentionDays: config.CAREERS_CV_RETENTION_DAYS });
  const contentVersion = config.CONTENT_API_URL ? undefined : () => content.store.version;
  const locations = locationDirectoryFor(contentSource, contentVersion);
  // issue 14 (decision 056): the claim pages' actions and the site API share one service
  const claims = claimsServiceFor(database, config, keys, contentSource);
  // decision 059: the credit score pages' actions and the site API share one service
  const creditScore = creditScoreFor(database, config, keys);
  const apiRouter = createApiRouter({
    locations,
    database,
    config,
    content: contentSource,
    keys,
    healthQuotes,
    motorQuotes: motor.quotes,
    travelQuotes,
    accessTokens,
    otp: otpServiceFor(database, config, keys, contentSource),
    selfService,
    claims,
    creditScore,
  });
  const apiUsers = apiUserCheck(config.GATEWAY_API_USERS);
  const gatewayRouter = createGatewayRouter({
    database,
    keys,
    tokens: accessTokens,
    users: apiUsers,
    keysPerIp: config.GATEWAY_KEY_RATE_LIMIT_PER_IP,
  });
  // decision 036: pages kept in memory while the content they were rendered from is current
  const pageCache =
    config.NODE_ENV !== "development" && !config.CONTENT_API_URL && config.PAGE_CACHE_MB > 0
      ? createPageCache({
          maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
          ttlMs: config.PAGE_CACHE_SECONDS * 1000,
          version: () => content.store.version,
        })
      : undefined;
  const { app, server } = createApp({
    config,
    contentRouter: content.router,
    apiRouter,
    gatewayRouter,
    contentSource,
    pages,
    pageCache,
    contentVersion,
    healthQuotes,
    motor,
    travelQuotes,
    selfService: selfServiceOfPages(selfService),
    locations,
    claims,
    creditScore,
    // issue 16 (decision 060): the unclaimed amounts search of its page's action
    unclaimed: unclaimedLookupFor(database.db, keys.hashKey, contentSource),
    // issue 16 (decision 064): the channel partners sign in with the gateway's API users
    channelPartner: partnerPortalFor(database.db, keys.hashKey, apiUsers, accessTokens),
  });

  return {
    app,
    server,
    database,
    async close() {
      await leadOutbox.stop();
      await serviceRequestOutbox.stop();
      await cvRetention.stop();
      await content.close();
      await database.close();
    },
  };
}
