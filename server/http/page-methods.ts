import type { RequestHandler } from "express";

/**
 * Pages answer GET and HEAD (docs/guiding-principles.md "Security"). Anything
 * else is refused here, with a small body, before it reaches React Router,
 * which cannot even build a Fetch request for methods such as TRACE (it
 * answered 500 and logged a stack trace per request).
 */
export const PAGE_METHODS = ["GET", "HEAD"] as const;

export const onlyPageMethods: RequestHandler = (req, res, next) => {
  if ((PAGE_METHODS as readonly string[]).includes(req.method)) {
    next();
    return;
  }
  res.set("Allow", PAGE_METHODS.join(", ")).status(405).type("text/plain").send("Method Not Allowed\n");
};
