/**
 * Express to React Router: the pages' request handler, as
 * `@react-router/express` does it, with the page cache (page-cache.ts) between
 * the two when one is given.
 */
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { SiteLoadContext } from "@contracts/page-context";
import { withoutCampaignParameters } from "@contracts/campaign-parameters";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { PageCache } from "./page-cache";

export interface PageHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => SiteLoadContext;
  cache?: PageCache;
}

export function pageHandler({ build, mode, getLoadContext, cache }: PageHandlerOptions): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const request = fetchRequest(req, res);
      const context = getLoadContext(req, res);
      const render = (nonce: string) => handle(request, { ...context, cspNonce: nonce });
      const response = cache ? await cache.respond(request, context.cspNonce, render) : await render(context.cspNonce);
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** The Fetch request React Router reads, from Express's (the host as `trust proxy` allows). */
function fetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? "", 10)).find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  // campaign parameters are the browser's alone (contracts/campaign-parameters.ts): no loader sees them
  const url = withoutCampaignParameters(
    new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`),
  );
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(key, value);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
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
