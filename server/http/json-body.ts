/**
 * JSON request bodies, read the same way by every router: at most `limit`
 * bytes, objects and arrays only. What body-parser refuses (not JSON, too
 * large, an encoding it cannot read) is the sender's mistake, answered with
 * a 4xx in the router's own error shape, never a 500.
 */
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { ErrorAnswer } from "./error-answers";

export function jsonBody(limit: string): RequestHandler {
  return express.json({ limit, strict: true });
}

const MESSAGES = {
  "entity.parse.failed": [400, "The body is not valid JSON"],
  "entity.too.large": [413, "The body is too large"],
  "charset.unsupported": [415, "The body's character set is not supported"],
  "encoding.unsupported": [415, "The body's content encoding is not supported"],
} as const satisfies Record<string, readonly [number, string]>;

function statusOf(error: unknown): number | null {
  if (typeof error !== "object" || error === null || !("status" in error)) return null;
  return typeof error.status === "number" && error.status >= 400 && error.status < 500 ? error.status : null;
}

/**
 * The error handler of a router that reads JSON bodies. `message`: one text
 * for every refused body, where the API's contract fixes it (the lead API's
 * "Invalid request payload").
 */
export function jsonBodyErrors(answer: ErrorAnswer, message?: string): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    const status = statusOf(error);
    if (status === null || res.headersSent) {
      next(error);
      return;
    }
    const type = (error as { type?: unknown }).type;
    const known =
      typeof type === "string" && Object.hasOwn(MESSAGES, type) ? MESSAGES[type as keyof typeof MESSAGES] : null;
    answer(res, known?.[0] ?? 400, message ?? known?.[1] ?? "The body could not be read");
  };
}
