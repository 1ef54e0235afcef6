import type { RequestHandler } from "express";
import { takesFormPosts } from "@contracts/routing/form-pages";

/**
 * Pages answer GET and HEAD (docs/guiding-principles.md "Security"), and the
 * quote journeys' form pages POST too (contracts/routing/form-pages.ts). Anything
 * else is refused here, with a small body, before it reaches React Router,
 * which cannot even build a Fetch request for methods such as TRACE (it
 * answered 500 and logged a stack trace per request).
 */
export const PAGE_METHODS = ["GET", "HEAD"] as const;

export const onlyPageMethods: RequestHandler = (req, res, next) => {
  const form = takesFormPosts(req.path);
  if ((PAGE_METHODS as readonly string[]).includes(req.method) || (form && req.method === "POST")) {
    next();
    return;
  }
  res
    .set("Allow", [...PAGE_METHODS, ...(form ? ["POST"] : [])].join(", "))
    .status(405)
    .type("text/plain")
    .send("Method Not Allowed\n");
};
