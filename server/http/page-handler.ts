/**
 * The pages (decisions 036 and 045): React Router renders a page whole, the
 * page gets a Content-Security-Policy with the hashes of its inline scripts,
 * and the page cache keeps it as the bytes a browser receives.
 *
 * Two ways in:
 * - `serveKept`, called by the HTTP server before Express: a GET or HEAD whose
 *   page is kept is answered at once, compressed as the browser asks, with 304
 *   to a matching If-None-Match. Nothing of Express runs for it.
 * - `handler`, the Express route at the end of the stack: everything else,
 *   rendered (once, however many ask) and kept where it may be.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { droppedParameters, pagePathAndQuery, ROUTE_DISCOVERY_PATH } from "@contracts/page-parameters";
import { PAGE_KEY_HEADER, type PageEntryHooks, type SiteLoadContext } from "@contracts/page-context";
import { createRouteMatcher, type MatchableRoute } from "@contracts/routing/route-matcher";
import { bodyOf, type Encoding, type KeptPage, type PageCache, type RenderedPage } from "./page-cache";
import { cameOverHttps, HSTS, pagePolicy, SECURITY_HEADERS, type SecurityOptions } from "./security-headers";

/**
 * A kept page may be answered by a CDN for a minute, and for five more while
 * it fetches a new one; a browser asks again each time, and is answered 304
 * while the page is the same (decision 045).
 */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

export interface PagesOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  /** What every loader receives, bar the cache's own question. */
  loadContext: Omit<SiteLoadContext, "isPageKept">;
  cache?: PageCache;
  security: SecurityOptions;
}

export interface Pages {
  serveKept(req: IncomingMessage, res: ServerResponse): boolean;
  handler: RequestHandler;
}

/** The cache key of a request: its path and the query parameters pages read (contracts/page-parameters.ts); no loader sees others. */
export const pageKey = pagePathAndQuery;

/** The encoding to answer with: brotli, then gzip, when the browser takes them (`q=0` refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let gzip = false;
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === "br") return "br";
    if (name === "gzip" || name === "*") gzip = true;
  }
  return gzip ? "gzip" : "identity";
}

// browsers send a handful of Accept-Encoding values: each is read once (a bounded memo)
const encodings = new Map<string, Encoding>();
function encodingOf(req: IncomingMessage): Encoding {
  const header = req.headers["accept-encoding"];
  if (!header) return "identity";
  let encoding = encodings.get(header);
  if (encoding === undefined) {
    encoding = chooseEncoding(header);
    if (encodings.size >= 256) encodings.clear();
    encodings.set(header, encoding);
  }
  return encoding;
}

function notModified(req: IncomingMessage, etag: string): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  return header === "*" || header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * The headers of a kept page's answer in an encoding, as a flat name-value
 * list: with the body's length, or for a 304 (`length` null) without it and
 * without Content-Encoding. Those of a cache hit are made once per page,
 * encoding and scheme: a hit is then a lookup and two writes.
 */
const ENCODING_INDEX: Record<Encoding, number> = { br: 0, gzip: 1, identity: 2 };
const hitHeads = new WeakMap<KeptPage, ({ length: number | null; head: string[] } | undefined)[]>();
function headOf(page: KeptPage, encoding: Encoding, state: string, https: boolean, length: number | null): string[] {
  const etag = page.etags[encoding];
  // one slot per encoding, scheme and kind of answer (200/404 or 304); a brotli compressed again has a new length
  const slot = ENCODING_INDEX[encoding] * 4 + (https ? 2 : 0) + (length === null ? 1 : 0);
  const pageHeads = state === "hit" ? hitHeads.get(page) : undefined;
  const known = pageHeads?.[slot];
  if (known && known.length === length) return known.head;
  const head: string[] = [];
  for (const [name, value] of SECURITY_HEADERS) head.push(name, value);
  if (https) head.push("Strict-Transport-Security", HSTS);
  let cacheControl = PAGE_CACHE_CONTROL;
  for (const [name, value] of page.headers) {
    if (name.toLowerCase() === "cache-control") cacheControl = value;
    else head.push(name, value);
  }
  head.push("Cache-Control", cacheControl, "ETag", etag, "Vary", "Accept-Encoding", "X-Page-Cache", state);
  if (length !== null) {
    if (encoding !== "identity") head.push("Content-Encoding", encoding);
    head.push("Content-Length", String(length));
  }
  if (state === "hit") {
    const heads = pageHeads ?? [];
    heads[slot] = { length, head };
    if (!pageHeads) hitHeads.set(page, heads);
  }
  return head;
}

/** Write a kept page: its headers, the chosen encoding's, and the body (none for HEAD or 304). */
function answer(req: IncomingMessage, res: ServerResponse, page: KeptPage, state: string, security: SecurityOptions) {
  const encoding = encodingOf(req);
  const https = cameOverHttps(req, security);
  if (notModified(req, page.etags[encoding])) {
    res.writeHead(304, headOf(page, encoding, state, https, null));
    res.end();
    return;
  }
  const body = bodyOf(page, encoding);
  res.writeHead(page.status, headOf(page, encoding, state, https, body.length));
  res.end(req.method === "HEAD" ? undefined : body);
}

/** The build's routes as React Router nests them. */
function routeTree(build: ServerBuild, parentId?: string): MatchableRoute[] {
  return Object.values(build.routes).flatMap((route) =>
    route && route.parentId === parentId ? [{ ...route, children: routeTree(build, route.id) }] : [],
  );
}

/**
 * The page key of the not-found page a document request certainly leads to,
 * as the app's entry tells (PageEntryHooks), or null. `.data` requests are
 * React Router's own business.
 */
function notFoundFinder(
  build: PagesOptions["build"],
  context: SiteLoadContext,
): (pathname: string) => Promise<string | null> {
  let ready: Promise<{ routeOf: ReturnType<typeof createRouteMatcher>; hooks: PageEntryHooks }> | undefined;
  return async (pathname) => {
    if (pathname.endsWith(".data")) return null;
    ready ??= (typeof build === "function" ? build() : Promise.resolve(build)).then((b) => ({
      routeOf: createRouteMatcher(routeTree(b)),
      hooks: b.entry.module as PageEntryHooks,
    }));
    const { routeOf, hooks } = await ready;
    if (!hooks.knownNotFound) return null;
    const routeId = routeOf(pathname)?.id;
    return routeId ? hooks.knownNotFound(pathname, routeId, context) : null;
  };
}

export function createPages(options: PagesOptions): Pages {
  const { cache, security } = options;
  const handle = createRequestHandler(options.build, options.mode);
  // React Router's context type is ours (app/load-context.ts), with an index signature of its own
  const loadContext: AppLoadContext = {
    ...options.loadContext,
    isPageKept: cache ? (key) => cache.isKept(key) : undefined,
  };
  const knownNotFound = notFoundFinder(options.build, loadContext);

  /** React Router's answer for this address, whole; null when it is not a page to keep (a redirect, a file). */
  async function render(
    req: ExpressRequest,
    res: ExpressResponse,
  ): Promise<{ rendered: RenderedPage | null; raw: Response }> {
    // a form post's action counts the client against its rate limits
    const context = req.method === "POST" ? { ...loadContext, clientAddress: req.ip ?? "unknown" } : loadContext;
    const raw = await handle(fetchRequest(req, res), context);
    const headers: [string, string][] = [...raw.headers.entries()].filter(([name]) => name !== "content-length");
    // a page the app did not render again, because the cache keeps it under the key it names
    if (!raw.body && raw.headers.has(PAGE_KEY_HEADER)) {
      return { rendered: { status: raw.status, headers, body: Buffer.alloc(0) }, raw };
    }
    const type = raw.headers.get("content-type") ?? "";
    const html = type.startsWith("text/html");
    // documents, React Router's .data answers and the layout data files
    const kept = html || type.startsWith("text/x-script") || type.startsWith("application/json");
    if (!raw.body || !kept) return { rendered: null, raw };
    const body = Buffer.from(await raw.arrayBuffer());
    if (html) headers.push(["Content-Security-Policy", pagePolicy(body, security)]);
    return { rendered: { status: raw.status, headers, body }, raw };
  }

  return {
    serveKept(req, res) {
      if (!cache || (req.method !== "GET" && req.method !== "HEAD") || !req.url) return false;
      if (req.url.startsWith(ROUTE_DISCOVERY_PATH)) return false;
      const kept = cache.lookup(pageKey(req.url));
      if (!kept) return false;
      answer(req, res, kept.page, kept.stale ? "stale" : "hit", security);
      return true;
    },

    handler: async (req, res, next) => {
      try {
        // route discovery answers (decision 068) are not pages: never kept, each rendered
        if (!cache || (req.method !== "GET" && req.method !== "HEAD") || req.path === ROUTE_DISCOVERY_PATH) {
          const { rendered, raw } = await render(req, res);
          if (rendered) await writeRendered(res, rendered);
          else await send(res, raw);
          return;
        }
        const key = pageKey(req.originalUrl);
        const kept = cache.lookup(key);
        if (kept) {
          answer(req, res, kept.page, kept.stale ? "stale" : "hit", security);
          return;
        }
        // an unknown address: the kept not-found page of its language, found without rendering
        const notFound = await knownNotFound(req.path);
        const keptNotFound = notFound ? cache.lookup(notFound) : null;
        if (keptNotFound) {
          answer(req, res, keptNotFound.page, "hit", security);
          return;
        }
        let own: Response | null = null;
        const answered = await cache.renderOnce(key, async () => {
          const { rendered, raw } = await render(req, res);
          if (!rendered) own = raw;
          return rendered;
        });
        if (answered) {
          answer(req, res, answered.page, answered.rendered ? "miss" : "hit", security);
          return;
        }
        if (own) {
          await send(res, own);
          return;
        }
        // another request rendered this address and got nothing to share (a redirect): render our own
        const { rendered, raw } = await render(req, res);
        if (rendered) await writeRendered(res, rendered);
        else await send(res, raw);
      } catch (error) {
        next(error);
      }
    },
  };
}

async function writeRendered(res: ExpressResponse, rendered: RenderedPage) {
  res.status(rendered.status);
  for (const [name, value] of rendered.headers) if (name !== "x-page-key") res.append(name, value);
  res.end(rendered.body);
}

/**
 * The Fetch request React Router reads, from Express's (the host as `trust
 * proxy` allows), with only the query parameters pages read
 * (contracts/page-parameters.ts): no loader can read others. A HEAD is rendered as a GET, so that what it
 * renders can be kept; its answer has no body all the same.
 */
function fetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? "", 10)).find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${pageKey(req.originalUrl)}`);
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(key, value);
  }
  const method = req.method === "HEAD" ? "GET" : req.method;
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: controller.signal };
  if (method !== "GET") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

/**
 * A same-site redirect carries on the parameters the page never saw (a
 * campaign's, above all): the address it leads to is where attribution reads
 * them.
 */
function carryDropped(location: string, originalUrl: string): string {
  const dropped = droppedParameters(originalUrl);
  if (!dropped.length || !location.startsWith("/") || location.startsWith("//")) return location;
  const [beforeHash = "", hash] = location.split("#", 2);
  const joined = `${beforeHash}${beforeHash.includes("?") ? "&" : "?"}${dropped.join("&")}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  const redirect = response.status >= 300 && response.status < 400;
  for (const [key, value] of response.headers.entries()) {
    res.append(key, redirect && key === "location" ? carryDropped(value, res.req.originalUrl) : value);
  }
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}
