import type { RequestHandler } from "express";
import { sameSitePath } from "@contracts/same-site-path";

/**
 * spec 2: a trailing slash is removed by a 301 redirect that keeps the query
 * string. The target never leaves the site, whatever slashes and backslashes
 * the path starts with (`//evil.example/`, `/\evil.example/`).
 */
export const removeTrailingSlash: RequestHandler = (req, res, next) => {
  const [path = "/", query] = req.originalUrl.split(/\?(.*)/s, 2);
  if (path.length > 1 && /[/\\]$/.test(path)) {
    const target = sameSitePath(path.replace(/[/\\]+$/, ""));
    res.redirect(301, query !== undefined ? `${target}?${query}` : target);
    return;
  }
  next();
};
