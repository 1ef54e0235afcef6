/**
 * Start the site: configuration, database (migrated), seed content, content
 * service, pages. `npm start` runs the production build; `npm run dev` the
 * Vite dev server.
 */
import path from "node:path";
import type { ServerBuild } from "react-router";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { createApp, type AppDependencies } from "./app";
import { createContentService } from "./content/content-service";
import { createPageCache } from "./http/page-cache";
import { seedContent } from "./content/seed";
import { inProcessContentSource } from "./content/in-process-source";
import { httpContentSource } from "@contracts/content/content-source";
import { createApiRouter } from "./api/api-router";
import { resolvePayloadKey } from "./crypto/payload-key";
import { rateLimitPerIp } from "./http/rate-limit-middleware";
import { crmAdapterFromConfig } from "./lead/crm-adapter";
import { leadOutboxFromConfig } from "./lead/lead-outbox";

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.resolve(config.DATA_DIR) });
  console.info(`database: ${database.kind === "postgres" ? "PostgreSQL" : `embedded PGlite in ${config.DATA_DIR}`}`);

  if (config.SEED_ON_START) {
    const { changed } = await seedContent(database, {
      seedDir: path.resolve("content/seed"),
      publicDir: path.resolve("public"),
    });
    if (changed.length) console.info(`seed: loaded ${changed.join(", ")}`);
  }

  // decision 011: without a configured key, the one generated on first start and kept in the database
  const payloadKey = await resolvePayloadKey(database.db, config.PAYLOAD_AES_KEY);
  config.PAYLOAD_AES_KEY = payloadKey.base64;

  const content = await createContentService({
    database,
    editorToken: config.CONTENT_EDITOR_TOKEN,
    maxLimit: config.CONTENT_MAX_LIMIT,
    writeLimit: (reply) =>
      rateLimitPerIp(database.db, payloadKey.key, {
        scope: "content-write",
        limit: config.CONTENT_WRITE_RATE_LIMIT,
        windowSeconds: 60,
        reply,
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

  const apiRouter = createApiRouter({ database, config, content: contentSource });
  // decision 036: pages kept in memory while the content they were rendered from is current
  const pageCache =
    config.NODE_ENV !== "development" && !config.CONTENT_API_URL && config.PAGE_CACHE_MB > 0
      ? createPageCache({
          maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
          ttlMs: config.PAGE_CACHE_SECONDS * 1000,
          version: () => content.store.version,
        })
      : undefined;
  const app = createApp({ config, contentRouter: content.router, apiRouter, contentSource, pages, pageCache });
  const server = app.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    console.info(`site: listening on http://localhost:${port}`);
  });

  const shutdown = async () => {
    server.close();
    await leadOutbox.stop();
    await content.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
