/**
 * The HTTP server and the Express application behind it (docs/architecture.md
 * "Requests"): a kept page is answered by the server itself, before Express;
 * everything else passes security headers, the trailing-slash redirect, the
 * content service at /content, the site API at /api, the secured gateway at
 * /cp-api/api, static files and media,
 * and ends at the pages.
 */
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express, { type Express, type RequestHandler, type Router } from "express";
import type { ServerBuild } from "react-router";
import type { ContentSource } from "@contracts/content/content-source";
import type { Config } from "./config";
import { readOnlyCors } from "./http/cors";
import type { PageCache } from "./http/page-cache";
import { createPages } from "./http/page-handler";
import { onlyPageMethods } from "./http/page-methods";
import { precompressedFiles } from "./http/precompressed";
import { securityHeaders, type SecurityOptions } from "./http/security-headers";
import { removeTrailingSlash } from "./http/trailing-slash";
import type { HealthQuoteService } from "@contracts/health/health-service";
import type { MotorSite } from "@contracts/motor/motor-service";
import type { LocationDirectory } from "@contracts/locations/location-service";
import type { TravelQuoteService } from "@contracts/travel/travel-service";
import type { SelfService } from "@contracts/service-requests/self-service";
import type { ClaimsService } from "@contracts/claims/claims-service";
import type { CreditScoreService } from "@contracts/credit-score/credit-score-service";
import type { UnclaimedLookup } from "@contracts/regulatory/unclaimed";
import type { ChannelPartnerService } from "@contracts/channel-partner/channel-partner";

export interface AppDependencies {
  config: Config;
  /** The content service's HTTP router (absent when a remote content service is configured). */
  contentRouter?: Router;
  /** The site API (/api). */
  apiRouter?: Router;
  /** The secured gateway (/cp-api/api, decision 052). */
  gatewayRouter?: Router;
  /** How pages read content. */
  contentSource: ContentSource;
  /** The built pages (production) or a Vite dev server's build loader. */
  pages: { build: ServerBuild | (() => Promise<ServerBuild>); devMiddleware?: RequestHandler };
  /** Rendered pages kept in memory (decisions 036, 045); none in development. */
  pageCache?: PageCache;
  /** The content's version, when the content service runs in this process. */
  contentVersion?: () => string | null;
  /** The health journey's premiums and quotes, for its pages' loaders and actions. */
  healthQuotes?: HealthQuoteService;
  /** The motor pages' quotes, catalogue and journeys, and the travel calculator's quotes (issue 12). */
  motor?: MotorSite;
  travelQuotes?: TravelQuoteService;
  /** The self-service forms of issue 14 (decision 057), for the pages' route actions. */
  selfService?: SelfService;
  /** The locators (decision 055), for their pages' loaders. */
  locations?: LocationDirectory;
  /** Claim intimation, status and documents (issue 14), for the claim pages' actions. */
  claims?: ClaimsService;
  /** The free credit score check (issue 14, decision 059), for its pages' actions and loaders. */
  creditScore?: CreditScoreService;
  /** The unclaimed amounts search (issue 16, decision 060), for its page's action. */
  unclaimed?: UnclaimedLookup;
  /** The channel-partner sign-in (issue 16, decision 064), for its page's action and loader. */
  channelPartner?: ChannelPartnerService;
}

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Slow and idle clients (decision 045): a client gets 10 s to send its
 * headers and 30 s for its whole request, an idle keep-alive connection is
 * closed after 5 s, and the server looks for the late ones every second. So
 * a few hundred connections that dribble or sit idle cost sockets, not
 * answers.
 */
export const CLIENT_LIMITS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} as const;

/**
 * Content media (`/uploads/...`, and `/content/uploads/...` for the content API's
 * other clients): any site may show them, as a Strapi service's media are.
 */
const mediaFiles = express.static(path.resolve("public/uploads"), {
  maxAge: "1d",
  index: false,
  redirect: false,
  setHeaders: (res) => res.setHeader("Cross-Origin-Resource-Policy", "cross-origin"),
});

export function createApp({
  config,
  contentRouter,
  apiRouter,
  gatewayRouter,
  contentSource,
  pages,
  pageCache,
  contentVersion,
  healthQuotes,
  motor,
  travelQuotes,
  selfService,
  locations,
  claims,
  creditScore,
  unclaimed,
  channelPartner,
}: AppDependencies): {
  app: Express;
  server: http.Server;
} {
  const app = express();
  const dev = config.NODE_ENV === "development";
  app.disable("x-powered-by");
  // decision 041: which proxies in front may name the client's address and scheme
  app.set("trust proxy", config.TRUST_PROXY ?? false);
  const security: SecurityOptions = {
    https: config.siteOrigin.startsWith("https://"),
    dev,
    trustProxy: app.get("trust proxy fn") as SecurityOptions["trustProxy"],
    // the locators' map tiles (decision 055)
    imageOrigins: [tileOrigin(config.MAP_TILE_URL)],
  };

  // JSON of the APIs and whatever else is not kept compressed already (kept pages and built files are)
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } }));
  const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  if (!pages.devMiddleware) {
    // Our own fingerprinted scripts and styles, cached for a year. Served ahead of the security
    // headers: a CSP governs documents, not scripts, and a page's dozen scripts each carried ~1 KB of them.
    const assetHeaders = (res: express.Response) => {
      res.setHeader("Cache-Control", `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      res.setHeader("X-Content-Type-Options", "nosniff");
    };
    app.use("/assets", precompressedFiles(path.join(clientDir, "assets"), assetHeaders));
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), {
        // never revalidated: validators would only add bytes
        etag: false,
        lastModified: false,
        cacheControl: false,
        setHeaders: assetHeaders,
      }),
    );
  }
  app.use(securityHeaders(security));
  app.use(removeTrailingSlash);

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });

  if (contentRouter) {
    app.use("/content", readOnlyCors(config.CONTENT_CORS_ORIGINS));
    // clients build media addresses from the API's base and the media `url` (decision 042)
    app.use("/content/uploads", mediaFiles);
    app.use("/content", contentRouter);
  }
  if (apiRouter) app.use("/api", apiRouter);
  if (gatewayRouter) app.use("/cp-api/api", gatewayRouter);

  if (pages.devMiddleware) app.use(pages.devMiddleware);
  // content media and the few public files, by name: a page's address never costs a look at the disk
  app.use("/uploads", mediaFiles);
  app.get("/favicon.svg", (_req, res) => res.sendFile(path.resolve("public/favicon.svg"), { maxAge: "1d" }));

  app.use(onlyPageMethods);
  const site = createPages({
    build: pages.build,
    mode: config.NODE_ENV,
    cache: pageCache,
    security,
    loadContext: {
      content: contentSource,
      contentVersion,
      siteOrigin: config.siteOrigin,
      healthQuotes,
      motor,
      travelQuotes,
      selfService,
      locations,
      publicConfig: {
        payloadAesKey: config.PAYLOAD_AES_KEY ?? "",
        buyOnlineUrl: config.BUY_ONLINE_URL,
        mapTiles: { url: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION },
      },
      claims,
      creditScore,
      unclaimed,
      channelPartner,
    },
  });
  app.all("/{*splat}", site.handler);

  const server = http.createServer(
    { connectionsCheckingInterval: CLIENT_LIMITS.connectionsCheckingInterval },
    (req, res) => {
      if (!site.serveKept(req, res)) app(req, res);
    },
  );
  server.headersTimeout = CLIENT_LIMITS.headersTimeout;
  server.requestTimeout = CLIENT_LIMITS.requestTimeout;
  server.keepAliveTimeout = CLIENT_LIMITS.keepAliveTimeout;
  return { app, server };
}

/** The CSP source of a tile URL (MAP_TILE_URL, checked at start-up): its origin. */
export function tileOrigin(tileUrl: string): string {
  return new URL(tileUrl.replace(/\{[a-z]\}/g, "0")).origin;
}
