/**
 * The Express application: security headers, the content service at
 * /content, the site API at /api, static files and the server-rendered pages
 * (docs/architecture.md).
 */
import path from "node:path";
import express, { type Express, type RequestHandler, type Router } from "express";
import zlib from "node:zlib";
import compression from "compression";
import type { ServerBuild } from "react-router";
import type { ContentSource } from "@contracts/content/content-source";
import type { SiteLoadContext } from "@contracts/page-context";
import type { Config } from "./config";
import { removeTrailingSlash } from "./http/trailing-slash";
import { onlyPageMethods } from "./http/page-methods";
import { readOnlyCors } from "./http/cors";
import { cspNonce, securityHeaders } from "./http/security-headers";
import { precompressedFiles } from "./http/precompressed";
import { pageHandler } from "./http/page-handler";
import type { PageCache } from "./http/page-cache";

export interface AppDependencies {
  config: Config;
  /** The content service's HTTP router (absent when a remote content service is configured). */
  contentRouter?: Router;
  /** The site API (/api). */
  apiRouter?: Router;
  /** How pages read content. */
  contentSource: ContentSource;
  /** The built pages (production) or a Vite dev server's build loader. */
  pages: { build: ServerBuild | (() => Promise<ServerBuild>); devMiddleware?: RequestHandler };
  /** Rendered pages kept in memory (decision 036); none in development. */
  pageCache?: PageCache;
}

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

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
  contentSource,
  pages,
  pageCache,
}: AppDependencies): Express {
  const app = express();
  const dev = config.NODE_ENV === "development";
  app.disable("x-powered-by");
  // decision 041: which proxies in front may name the client's address and scheme
  app.set("trust proxy", config.TRUST_PROXY ?? false);

  // Brotli 5 rather than the default 4: a home page 7% smaller for about 1 ms more per page.
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } }));
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
  app.use(cspNonce);
  app.use(securityHeaders({ https: config.siteOrigin.startsWith("https://"), dev }));
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

  if (pages.devMiddleware) {
    app.use(pages.devMiddleware);
  } else {
    app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));
  }
  // content media and other public files (also copied into build/client by Vite)
  app.use("/uploads", mediaFiles);
  app.use(express.static(path.resolve("public"), { maxAge: "1d", index: false, redirect: false }));

  app.use(onlyPageMethods);
  app.all(
    "/{*splat}",
    pageHandler({
      build: pages.build,
      mode: config.NODE_ENV,
      cache: pageCache,
      getLoadContext: (_req, res): SiteLoadContext => ({
        content: contentSource,
        siteOrigin: config.siteOrigin,
        cspNonce: res.locals.cspNonce as string,
        publicConfig: { payloadAesKey: config.PAYLOAD_AES_KEY ?? "" },
      }),
    }),
  );
  return app;
}
