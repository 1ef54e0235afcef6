/**
 * How each API family answers an error, once (docs/site-api.md, docs/content-api.md
 * "Errors"): the site API and the gateway with `{"message"}`, the content API
 * with Strapi's `{statusCode, error, message}`. The toolkit's middleware
 * (bearer guard, body errors, rate limits) takes one of these, so each
 * router's refusals look like the rest of its answers.
 */
import type { Response } from "express";

export type ErrorAnswer = (res: Response, status: number, message: string) => void;

/** The site API (`/api`) and the gateway (`/cp-api/api`): `{"message": ...}`, plus fields such as `field`. */
export function siteApiError(res: Response, status: number, message: string, extra: Record<string, string> = {}): void {
  res.status(status).json({ message, ...extra });
}

/**
 * The quick-assist calls (captcha, auto-debit: spec 7 "Unsubscribe", docs/site-api.md "Captcha and
 * auto-debit"): `{"error": ...}`, which the unsubscribe page reads (spec 8).
 */
export function quickAssistError(res: Response, status: number, message: string): void {
  res.status(status).json({ error: message });
}

const REASON_PHRASES: Readonly<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export interface ContentErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export function contentErrorBody(statusCode: number, message: string): ContentErrorBody {
  return { statusCode, error: REASON_PHRASES[statusCode] ?? "Error", message };
}

/** The content API (`/content`): Strapi v3's error shape, so its other clients read our errors as theirs. */
export function contentApiError(res: Response, status: number, message: string): void {
  res.status(status).json(contentErrorBody(status, message));
}
