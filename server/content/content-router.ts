/**
 * The content API over HTTP (content-api.md "Endpoints"), an Express 5
 * router the app mounts at `/content`. Reads answer from the store's
 * snapshot; writes need the editor's bearer token. Every error answers
 * Strapi's JSON error shape; client mistakes are 4xx, never 500.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from "express";
import { ContentError, errorBody, type ContentErrorStatus } from "./content-error.ts";
import type { ContentStore } from "./content-store.ts";
import type { ContentEntry } from "./snapshot.ts";

/** The writes the router offers; each resolves to the entry to answer with. */
export interface ContentWriter {
  create(collection: string, body: unknown): Promise<ContentEntry>;
  update(collection: string, id: string, body: unknown): Promise<ContentEntry>;
  remove(collection: string, id: string): Promise<ContentEntry>;
}

export interface ContentRouterOptions {
  store: ContentStore;
  writer: ContentWriter;
  /** The content editor's bearer token; without one, every write is refused (403). */
  editorToken?: string;
  /** Largest accepted write body; default 1 MB. */
  bodyLimit?: string;
  /** Rate limit in front of every write (and draft preview), ahead of the token check. */
  writeLimit?: RateLimitFor;
}

/** A rate limit that answers in this service's error shape. */
export type RateLimitFor = (reply: (res: Response, status: 429 | 503, message: string) => void) => RequestHandler;

export function sendError(res: Response, statusCode: ContentErrorStatus, message: string): void {
  if (statusCode === 401) res.set("WWW-Authenticate", 'Bearer realm="content"');
  res.status(statusCode).json(errorBody(statusCode, message));
}

function queryOf(req: Request): string {
  const url = req.originalUrl;
  const mark = url.indexOf("?");
  return mark === -1 ? "" : url.slice(mark + 1);
}

/** FNV-1a: a cheap digest of the request, so the ETag needs no hashing of the answer. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * Answers depend only on the content version and the request, so the ETag is
 * both (DESIGN.md: content-versioned ETags) and Express answers 304 to a
 * matching If-None-Match without us serialising anything new.
 */
function sendJson(req: Request, res: Response, store: ContentStore, json: string): void {
  res.set("ETag", `W/"${store.version}-${fnv1a(req.originalUrl)}"`);
  res.type("application/json").send(json);
}

function param(req: Request, name: string): string {
  const value: unknown = req.params[name];
  return typeof value === "string" ? value : "";
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

function editorGuard(editorToken: string | undefined) {
  const expected = editorToken ? digest(editorToken) : null;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!expected) {
      sendError(res, 403, "Content writes are disabled: no editor token is configured");
      return;
    }
    const header = req.get("authorization") ?? "";
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) {
      sendError(res, 401, "Missing Authorization: Bearer <editor token>");
      return;
    }
    // Compare digests: constant time, whatever the lengths.
    if (!timingSafeEqual(digest(match[1]), expected)) {
      sendError(res, 401, "Invalid editor token");
      return;
    }
    next();
  };
}

/** body-parser's errors carry the status they mean (400 malformed JSON, 413 too large, 415 charset). */
function statusOfParserError(error: unknown): ContentErrorStatus | null {
  if (error === null || typeof error !== "object" || !("status" in error)) return null;
  const status = error.status;
  if (status === 400 || status === 413 || status === 415) return status;
  if (typeof status === "number" && status >= 400 && status < 500) return 400;
  return null;
}

export function createContentRouter(options: ContentRouterOptions): Router {
  const { store, writer } = options;
  const router = express.Router({ strict: false });
  const limit: RequestHandler = options.writeLimit
    ? options.writeLimit((res, status, message) => sendError(res, status, message))
    : (_req, _res, next) => next();
  const tokenGuard = editorGuard(options.editorToken);
  const guard: RequestHandler = (req, res, next) => limit(req, res, () => tokenGuard(req, res, next));
  const json = express.json({ limit: options.bodyLimit ?? "1mb", strict: true });
  const bodyOf = (req: Request): unknown => (req.is("application/json") ? req.body : undefined);

  // Drafts are editors' work in progress: previewing them needs the editor token, like a write.
  router.use((req, res, next) => {
    const preview = new URLSearchParams(queryOf(req)).getAll("_publicationState").includes("preview");
    if (req.method === "GET" && preview) guard(req, res, next);
    else next();
  });

  router.get("/:collection/count", (req, res) => {
    sendJson(req, res, store, JSON.stringify(store.count(req.params.collection, queryOf(req))));
  });
  router.get("/:collection/:id", (req, res) => {
    sendJson(req, res, store, store.findOneJson(req.params.collection, req.params.id, queryOf(req)));
  });
  router.get("/:collection", (req, res) => {
    sendJson(req, res, store, store.findJson(req.params.collection, queryOf(req)));
  });

  router.post("/:collection", guard, json, async (req, res) => {
    res.json(await writer.create(param(req, "collection"), bodyOf(req)));
  });
  router.put("/:collection/:id", guard, json, async (req, res) => {
    res.json(await writer.update(param(req, "collection"), param(req, "id"), bodyOf(req)));
  });
  router.delete("/:collection/:id", guard, async (req, res) => {
    res.json(await writer.remove(param(req, "collection"), param(req, "id")));
  });

  router.use((req, res) => {
    sendError(res, 404, `No content at ${req.method} ${req.originalUrl.split("?")[0] ?? ""}`);
  });

  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof ContentError) {
      sendError(res, error.statusCode, error.message);
      return;
    }
    const parserStatus = statusOfParserError(error);
    if (parserStatus !== null) {
      const detail = error instanceof Error ? error.message : "malformed request body";
      sendError(res, parserStatus, `Invalid request body: ${detail}`);
      return;
    }
    console.error("content service error", error);
    sendError(res, 500, "The content service failed to answer");
  });

  return router;
}
