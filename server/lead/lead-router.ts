/**
 * The call-back lead API (site-api.md "Lead", spec 7 "Lead"):
 *   POST /leadGeneration   encrypted lead -> stored, then 200
 *   GET  /leads/export     every lead as CSV, for operators with LEAD_EXPORT_TOKEN
 * Visitor input never causes a 5xx: every mistake in a body is a 4xx with a
 * message. Personal data is masked in logs.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import express, { type ErrorRequestHandler, type RequestHandler, type Response, type Router } from "express";
import type { Database } from "../db/client";
import type { Config } from "../config";
import type { ContentSource } from "@contracts/content/content-source";
import { LEAD_MESSAGES, type LeadMessageKey } from "@contracts/lead/lead-rules";
import { LeadPayloadSchema, type LeadPayload } from "@contracts/lead/lead-schema";
import { INVALID_PAYLOAD_MESSAGE } from "@contracts/payload/payload-format";
import { openEncryptedBody, parseJsonPayload, PayloadError } from "../crypto/payload-cipher";
import { lazyPayloadKey, type PayloadKey } from "../crypto/payload-key";
import { storeLead } from "./lead-store";
import { leadProductCatalog } from "./lead-products";
import { leadExportLines } from "./lead-export";
import { maskMobile, maskName } from "./personal-data";
import { LEAD_OUTBOX_CHANNEL } from "./lead-outbox";

export interface LeadRouterDependencies {
  database: Database;
  config: Pick<
    Config,
    "PAYLOAD_AES_KEY" | "LEAD_EXPORT_TOKEN" | "LEAD_RATE_LIMIT_PER_IP" | "LEAD_RATE_LIMIT_PER_MOBILE"
  >;
  content: ContentSource;
  /** The clock of session tokens, in epoch seconds (tests set it). */
  nowSeconds?: () => number;
}

/** The answer to an accepted lead; the browser shows its own localised text. */
export const LEAD_ACCEPTED_MESSAGE = "Thank you. Our expert will call you shortly.";
export const RATE_LIMITED_MESSAGE = "Too many requests. Please try again later.";
export const UNAVAILABLE_MESSAGE = "The service is unavailable. Please try again in a minute.";
/** A lead body is a few hundred bytes; anything this large is not one. */
const BODY_LIMIT = "32kb";
const UNAVAILABLE_RETRY_SECONDS = 30;

function isLeadMessageKey(message: string): message is LeadMessageKey {
  return Object.hasOwn(LEAD_MESSAGES, message);
}

/** The first problem of a refused payload, as a person can act on it. */
function describeIssue(error: { issues: readonly { path: PropertyKey[]; message: string }[] }): {
  field: string;
  message: string;
} {
  const issue = error.issues[0];
  const field = String(issue?.path[0] ?? "");
  if (issue && isLeadMessageKey(issue.message)) return { field, message: LEAD_MESSAGES[issue.message] };
  return { field, message: field ? `Invalid value of ${field}` : INVALID_PAYLOAD_MESSAGE };
}

/** spec 7 "Lead": no-cache headers, both ways. */
const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};

function sendMessage(res: Response, status: number, message: string, extra: Record<string, string> = {}) {
  res.status(status).json({ message, ...extra });
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

function exportGuard(token: string | undefined): RequestHandler {
  const expected = token ? digest(token) : null;
  return (req, res, next) => {
    if (!expected) {
      sendMessage(res, 403, "Lead export is disabled: no LEAD_EXPORT_TOKEN is configured");
      return;
    }
    const match = /^Bearer (.+)$/.exec(req.get("authorization") ?? "");
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
      res.set("WWW-Authenticate", 'Bearer realm="leads"');
      sendMessage(res, 401, "Missing or invalid Authorization: Bearer <lead export token>");
      return;
    }
    next();
  };
}

/** `YYYY-MM-DD` as the start of that day in India (IST, UTC+05:30), where the sales team works. */
function parseDay(value: unknown): Date | null | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00+05:30`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function logLead(verb: string, leadId: string, payload: LeadPayload) {
  const name = maskName([payload.SBILeadFirstName, payload.SBILeadLastName].join(" "));
  console.info(
    `lead: ${verb} ${leadId} (${name}, ${maskMobile(payload.SBIMobileNum)}, ${payload.SBIProductName}, ${payload.utm_source}/${payload.utm_medium})`,
  );
}

export function createLeadRouter(deps: LeadRouterDependencies): Router {
  const { database, config } = deps;
  const db = database.db;
  const nowSeconds = deps.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const products = leadProductCatalog(deps.content);
  const key = lazyPayloadKey(db, config.PAYLOAD_AES_KEY);

  const router = express.Router();

  router.post("/leadGeneration", noStore, express.json({ limit: BODY_LIMIT }), async (req, res) => {
    let secret: PayloadKey;
    try {
      secret = await key();
    } catch (error) {
      console.error("lead: payload key unavailable:", error instanceof Error ? error.message : error);
      res.set("Retry-After", String(UNAVAILABLE_RETRY_SECONDS));
      sendMessage(res, 503, UNAVAILABLE_MESSAGE);
      return;
    }

    const opened = openEncryptedBody(req.body, { key: secret.key, nowSeconds: nowSeconds() });
    if (!opened.ok) {
      sendMessage(res, opened.status, opened.message);
      return;
    }
    let body: unknown;
    try {
      body = parseJsonPayload(opened.plaintext);
    } catch (error) {
      if (!(error instanceof PayloadError)) throw error;
      sendMessage(res, 400, INVALID_PAYLOAD_MESSAGE);
      return;
    }
    const parsed = LeadPayloadSchema.safeParse(body);
    if (!parsed.success) {
      const { field, message } = describeIssue(parsed.error);
      sendMessage(res, 400, message, field ? { field } : {});
      return;
    }
    const payload = parsed.data;

    let result: Awaited<ReturnType<typeof storeLead>>;
    try {
      if ((await products.accepts(payload.SBIProductName)) === false) {
        sendMessage(res, 400, LEAD_MESSAGES.lead_product_invalid, { field: "SBIProductName" });
        return;
      }
      result = await storeLead(db, payload, req.ip ?? "unknown", {
        perIp: config.LEAD_RATE_LIMIT_PER_IP,
        perMobile: config.LEAD_RATE_LIMIT_PER_MOBILE,
        pepper: secret.key,
      });
    } catch (error) {
      // the database, not the visitor: nothing was stored, so the browser must not say it was
      console.error("lead: could not store a lead:", error instanceof Error ? error.message : error);
      res.set("Retry-After", String(UNAVAILABLE_RETRY_SECONDS));
      sendMessage(res, 503, UNAVAILABLE_MESSAGE);
      return;
    }

    if (result.status === "rate-limited") {
      console.warn(`lead: rate limited by ${result.scope} (${maskMobile(payload.SBIMobileNum)})`);
      res.set("Retry-After", String(result.retryAfterSeconds));
      sendMessage(res, 429, RATE_LIMITED_MESSAGE);
      return;
    }
    logLead(result.status === "stored" ? "stored" : "repeat of", result.leadId, payload);
    if (result.status === "stored") {
      // wake the outbox worker of whichever instance listens first; its poll is the fallback
      database.notify(LEAD_OUTBOX_CHANNEL, result.leadId).catch(() => undefined);
    }
    sendMessage(res, 200, LEAD_ACCEPTED_MESSAGE, { reference: result.leadId });
  });

  router.get("/leads/export", noStore, exportGuard(config.LEAD_EXPORT_TOKEN), async (req, res) => {
    const from = parseDay(req.query.from);
    const to = parseDay(req.query.to);
    if (from === null || to === null) {
      sendMessage(res, 400, "from and to are days: YYYY-MM-DD");
      return;
    }
    // `to` is inclusive for people: up to the end of that day
    const until = to ? new Date(to.getTime() + 24 * 60 * 60 * 1000) : undefined;
    res.set("Content-Type", "text/csv; charset=utf-8");
    res.set("Content-Disposition", `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`);
    let rows = -1;
    try {
      // a byte-order mark, so spreadsheet programs read the Devanagari and Kannada names as UTF-8
      res.write("\uFEFF");
      for await (const line of leadExportLines(db, { from, to: until })) {
        rows++;
        if (!res.write(line)) await new Promise((resolve) => res.once("drain", resolve));
      }
      res.end();
      console.info(`lead: export of ${rows} leads`);
    } catch (error) {
      console.error("lead: export failed:", error instanceof Error ? error.message : error);
      res.destroy();
    }
  });

  // Body-parser refusals (bad JSON, too large, wrong charset) are the visitor's mistakes: 4xx, never 5xx.
  const bodyErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    const status =
      typeof error === "object" && error !== null && "status" in error && typeof error.status === "number"
        ? error.status
        : 500;
    if (status >= 400 && status < 500 && !res.headersSent) {
      sendMessage(res, status === 413 ? 413 : 400, INVALID_PAYLOAD_MESSAGE);
      return;
    }
    next(error);
  };
  router.use(bodyErrors);
  return router;
}
