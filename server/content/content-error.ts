/**
 * The errors of the content service. docs/content-api.md "Errors": every
 * client mistake is a 400 naming the parameter (never a 500, unlike Strapi
 * v3), an unknown collection or id a 404, and the body is Strapi's error
 * shape `{statusCode, error, message}` (server/http/error-answers.ts).
 * In-process callers (SSR loaders) catch these by class or by `statusCode`,
 * exactly as an HTTP client reads the status.
 */
import { contentErrorBody, type ContentErrorBody } from "../http/error-answers.ts";

export type ContentErrorStatus = 400 | 401 | 403 | 404 | 413 | 415 | 429 | 500 | 503;

export class ContentError extends Error {
  readonly statusCode: ContentErrorStatus;

  constructor(statusCode: ContentErrorStatus, message: string) {
    super(message);
    this.name = "ContentError";
    this.statusCode = statusCode;
  }

  /** The reason phrase of the status, as in the answer's `error` field. */
  get error(): string {
    return contentErrorBody(this.statusCode, this.message).error;
  }

  toJSON(): ContentErrorBody {
    return contentErrorBody(this.statusCode, this.message);
  }
}

/** A malformed query or body: 400. */
export class ContentQueryError extends ContentError {
  constructor(message: string) {
    super(400, message);
    this.name = "ContentQueryError";
  }
}

/** An unknown collection or entry: 404. */
export class ContentNotFoundError extends ContentError {
  constructor(message: string) {
    super(404, message);
    this.name = "ContentNotFoundError";
  }
}
