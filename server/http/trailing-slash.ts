import type { RequestHandler } from "express";

/** spec 2: a trailing slash is removed by a 301 redirect that keeps the query string. */
export const removeTrailingSlash: RequestHandler = (req, res, next) => {
  const [path = "/", query] = req.originalUrl.split(/\?(.*)/s, 2);
  if (path.length > 1 && path.endsWith("/")) {
    // "//evil.example/" must not become a protocol-relative redirect
    const target = path.replace(/\/+$/, "").replace(/^\/+/, "/") || "/";
    res.redirect(301, query !== undefined ? `${target}?${query}` : target);
    return;
  }
  next();
};
