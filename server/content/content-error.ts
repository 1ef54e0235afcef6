/**
 * The errors of the content service. content-api.md "Errors": every client
 * mistake is a 400 naming the parameter (never a 500, unlike Strapi v3), an
 * unknown collection or id a 404, and the body is Strapi's error shape
 * `{statusCode, error, message}`. In-process callers (SSR loaders) catch these
 * by class or by `statusCode`, exactly as an HTTP client reads the status.
 */

const reasonPhrases = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
} as const;

export type ContentErrorStatus = keyof typeof reasonPhrases;

export interface ContentErrorBody {
  statusCode: ContentErrorStatus;
  error: string;
  message: string;
}

export class ContentError extends Error {
  readonly statusCode: ContentErrorStatus;

  constructor(statusCode: ContentErrorStatus, message: string) {
    super(message);
    this.name = "ContentError";
    this.statusCode = statusCode;
  }

  get error(): string {
    return reasonPhrases[this.statusCode];
  }

  toJSON(): ContentErrorBody {
    return { statusCode: this.statusCode, error: this.error, message: this.message };
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

export function errorBody(statusCode: ContentErrorStatus, message: string): ContentErrorBody {
  return { statusCode, error: reasonPhrases[statusCode], message };
}
