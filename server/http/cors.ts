import type { RequestHandler } from "express";

/**
 * CORS for the content API (decision 042): other clients (the mobile app's
 * web views, partner sites) read it from their own origins, as a Strapi v3
 * service allows. Reads only: a configured origin gets GET and HEAD, and its
 * preflights are answered; writes stay same-origin, with the editor's token.
 * `origins` are exact origins (`https://partner.example`), or `*` for any.
 */
const METHODS = "GET, HEAD";
const HEADERS = "Accept, Accept-Language, Authorization, Content-Type";
const PREFLIGHT_CACHE_SECONDS = 24 * 60 * 60;

export function readOnlyCors(origins: readonly string[]): RequestHandler {
  const any = origins.includes("*");
  const allowed = new Set(origins);
  return (req, res, next) => {
    const origin = req.get("origin");
    if (!origin || !(any || allowed.has(origin))) {
      next();
      return;
    }
    res.vary("Origin");
    res.set("Access-Control-Allow-Origin", any ? "*" : origin);
    if (req.method === "OPTIONS" && req.get("access-control-request-method")) {
      res.set("Access-Control-Allow-Methods", METHODS);
      res.set("Access-Control-Allow-Headers", HEADERS);
      res.set("Access-Control-Max-Age", String(PREFLIGHT_CACHE_SECONDS));
      res.status(204).end();
      return;
    }
    next();
  };
}
