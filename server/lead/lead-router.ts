/**
 * The call-back lead API (docs/site-api.md "Lead", spec 7 "Lead"):
 *   POST /leadGeneration   encrypted lead -> stored, then 200
 *   GET  /leads/export     every lead as CSV, for operators with LEAD_EXPORT_TOKEN
 * Visitor input never causes a 5xx: every mistake in a body is a 4xx with a
 * message. Personal data is masked in logs.
 */
import express, { type RequestHandler, type Router } from "express";
import type { Database } from "../db/client";
import type { Config } from "../config";
import type { ContentSource } from "@contracts/content/content-source";
import { LEAD_MESSAGES, type LeadMessageKey } from "@contracts/lead/lead-rules";
import { LeadPayloadSchema, type LeadPayload } from "@contracts/lead/lead-schema";
import { INVALID_PAYLOAD_MESSAGE } from "@contracts/payload/payload-format";
import { openEncryptedBody, parseJsonPayload, PayloadError } from "../crypto/payload-cipher";
import type { SiteKey, SiteKeys } from "../crypto/site-keys";
import { bearerGuard } from "../http/bearer-guard";
import { siteApiError as sendMessage } from "../http/error-answers";
import { jsonBody, jsonBodyErrors } from "../http/json-body";
import { RATE_LIMIT_MESSAGES } from "../http/rate-limit";
import { storeLead } from "./lead-store";
import { leadProductCatalog } from "./lead-products";
import { leadExportLines } from "./lead-export";
import { maskMobile, maskName } from "./personal-data";
import { LEAD_OUTBOX_CHANNEL } from "./lead-outbox";
import { SERVICE_ANSWERS } from "@contracts/service-answers";

export interface LeadRouterDependencies {
  database: Database;
  config: Pick<
    Config,
    | "LEAD_EXPORT_TOKEN"
    | "LEAD_RATE_LIMIT_PER_IP"
    | "LEAD_RATE_LIMIT_PER_MOBILE"
    | "LEAD_EXPORT_RATE_LIMIT"
    | "TOKEN_FAILURE_LIMIT"
  >;
  content: ContentSource;
  keys: SiteKeys;
  /** The clock of session tokens, in epoch seconds (tests set it). */
  nowSeconds?: () => number;
}

/** The answer to an accepted lead; the browser shows its own localised text. */
export const LEAD_ACCEPTED_MESSAGE = "Thank you. Our expert will call you shortly.";
export const UNAVAILABLE_MESSAGE = SERVICE_ANSWERS.unavailable;
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
  const { keys } = deps;

  const router = express.Router();

  router.post("/leadGeneration", noStore, jsonBody(BODY_LIMIT), async (req, res) => {
    let secret: SiteKey;
    let hashKey: Buffer;
    try {
      [secret, hashKey] = await Promise.all([keys.payloadKey(), keys.hashKey()]);
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
        hashKey,
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
      sendMessage(res, 429, RATE_LIMIT_MESSAGES.limited);
      return;
    }
    logLead(result.status === "stored" ? "stored" : "repeat of", result.leadId, payload);
    if (result.status === "stored") {
      // wake the outbox worker of whichever instance listens first; its poll is the fallback
      database.notify(LEAD_OUTBOX_CHANNEL, result.leadId).catch(() => undefined);
    }
    sendMessage(res, 200, LEAD_ACCEPTED_MESSAGE, { reference: result.leadId });
  });

  const exportGuard = bearerGuard({
    token: config.LEAD_EXPORT_TOKEN,
    disabledMessage: "Lead export is disabled: no LEAD_EXPORT_TOKEN is configured",
    tokenName: "lead export token",
    realm: "leads",
    answer: sendMessage,
    limits: {
      db,
      hashKey: keys.hashKey,
      scope: "lead-export",
      failuresPerAddress: config.TOKEN_FAILURE_LIMIT,
      usesPerToken: config.LEAD_EXPORT_RATE_LIMIT,
      usesWindowSeconds: 60 * 60,
    },
  });

  router.get("/leads/export", noStore, exportGuard, async (req, res) => {
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

  // docs/site-api.md "Encrypted bodies": a body that cannot be read is an "Invalid request payload", never a 5xx
  router.use(jsonBodyErrors(sendMessage, INVALID_PAYLOAD_MESSAGE));
  return router;
}
