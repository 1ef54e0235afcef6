/**
 * The content API over HTTP (docs/content-api.md "Endpoints"), an Express 5
 * router the app mounts at `/content`. Reads answer from the store's
 * snapshot; writes and draft previews need the editor's bearer token. Every
 * error answers Strapi's JSON error shape; client mistakes are 4xx, never 500.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from "express";
import type { Db } from "../db/client.ts";
import { bearerGuard } from "../http/bearer-guard.ts";
import { contentApiError } from "../http/error-answers.ts";
import { jsonBody, jsonBodyErrors } from "../http/json-body.ts";
import { collectionDef, isCollectionName } from "@contracts/content/collections";
import { ContentError } from "./content-error.ts";
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
  /** In front of every write and draft preview (`editorGuard`); without one, every write is refused (403). */
  editorGuard?: RequestHandler;
  /** Largest accepted write body; default 1 MB. */
  bodyLimit?: string;
}

const WRITES_DISABLED = "Content writes are disabled: no editor token is configured";

/**
 * The content editor's guard (the toolkit's bearer guard): `usesPerMinute`
 * writes and previews for the token, `failuresPerAddress` wrong tokens per
 * address in 10 minutes.
 */
export function editorGuard(options: {
  token: string | undefined;
  db: Db;
  hashKey: () => Promise<Buffer>;
  usesPerMinute: number;
  failuresPerAddress: number;
}): RequestHandler {
  return bearerGuard({
    token: options.token,
    disabledMessage: WRITES_DISABLED,
    tokenName: "editor token",
    realm: "content",
    answer: contentApiError,
    limits: {
      db: options.db,
      hashKey: options.hashKey,
      scope: "content-token",
      failuresPerAddress: options.failuresPerAddress,
      usesPerToken: options.usesPerMinute,
      usesWindowSeconds: 60,
    },
  });
}

const writesDisabled: RequestHandler = (_req, res) => contentApiError(res, 403, WRITES_DISABLED);

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
 * both (docs/architecture.md: content-versioned ETags) and Express answers 304 to a
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

export function createContentRouter(options: ContentRouterOptions): Router {
  const { store, writer } = options;
  const router = express.Router({ strict: false });
  const guard = options.editorGuard ?? writesDisabled;
  const json = jsonBody(options.bodyLimit ?? "1mb");
  const bodyOf = (req: Request): unknown => (req.is("application/json") ? req.body : undefined);

  // Drafts are editors' work in progress: previewing them needs the editor token, like a write.
  router.use((req, res, next) => {
    const preview = new URLSearchParams(queryOf(req)).getAll("_publicationState").includes("preview");
    if (req.method === "GET" && preview) guard(req, res, next);
    else next();
  });

  // Restricted collections hold personal data the site looks up but never lists (decision 060): reading them needs the token.
  router.get(["/:collection", "/:collection/{*rest}"], (req, res, next) => {
    const name = param(req, "collection");
    if (isCollectionName(name) && collectionDef(name).restricted) guard(req, res, next);
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
    contentApiError(res, 404, `No content at ${req.method} ${req.originalUrl.split("?")[0] ?? ""}`);
  });

  router.use(jsonBodyErrors(contentApiError));
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof ContentError) {
      contentApiError(res, error.statusCode, error.message);
      return;
    }
    console.error("content service error", error);
    contentApiError(res, 500, "The content service failed to answer");
  });

  return router;
}
