/**
 * The premium and quote API of the quote flows (docs/site-api.md
 * "Premiums and quotes"):
 *   POST /health/premiums          {age, members, si, city_type, coverage} -> {plans, ratingVersion}
 *   POST /motor/premiums           a vehicle and its cover -> the itemised premium (issue 12)
 *   POST /travel/premiums          {tripType, region, days, travellers, sumInsured} -> {plans, ratingVersion}
 *   POST /quotes                   a quote to save, re-priced here -> 201 {quoteNo, identifier, url, crtdate}
 *   GET  /quotes/:identifier       a saved quote's answers and plans (no contact details)
 *   POST /rating-tables/:line      an editor's new health, motor or travel table version (content editor token) -> 201
 * Anything a visitor can send is answered 4xx `{message, field}`, never 5xx.
 */
import express, { type RequestHandler, type Router } from "express";
import type { HealthQuoteService, ServiceAnswer } from "@contracts/health/health-service";
import { healthMessageText } from "@contracts/health/health-schema";
import { motorMessageText } from "@contracts/motor/motor-schema";
import { TRAVEL_MESSAGES } from "@contracts/travel/travel-quote";
import type { MotorQuoteService } from "../motor/motor-service";
import type { TravelQuoteService } from "../travel/travel-service";

const travelMessageText = (key: string): string | undefined =>
  Object.hasOwn(TRAVEL_MESSAGES, key) ? TRAVEL_MESSAGES[key as keyof typeof TRAVEL_MESSAGES] : undefined;
import type { Database } from "../db/client";
import { siteApiError } from "../http/error-answers";
import { jsonBody, jsonBodyErrors } from "../http/json-body";
import { RATE_LIMIT_MESSAGES } from "../http/rate-limit";
import { isRatingLine, publishRatingTable } from "../rating/rating-store";
import { SERVICE_ANSWERS } from "@contracts/service-answers";

const UNAVAILABLE_MESSAGE = SERVICE_ANSWERS.unavailable;
/** A premium request or quote is well under a kilobyte; a rating table some tens of kilobytes. */
const BODY_LIMIT = "16kb";
const TABLE_BODY_LIMIT = "512kb";

const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};

/** A refused service answer, as the site API says it (English text of the message keyword). */
export function sendRefusal(res: express.Response, answer: Extract<ServiceAnswer<unknown>, { ok: false }>): void {
  if (answer.retryAfterSeconds) res.set("Retry-After", String(answer.retryAfterSeconds));
  if (answer.status === 429) return siteApiError(res, 429, RATE_LIMIT_MESSAGES.limited);
  if (answer.status === 503) return siteApiError(res, 503, UNAVAILABLE_MESSAGE);
  const text =
    motorMessageText(answer.message, answer.values) ??
    travelMessageText(answer.message) ??
    healthMessageText(answer.message);
  siteApiError(res, answer.status, text, answer.field ? { field: answer.field } : {});
}

export function createHealthRouter(deps: {
  service: HealthQuoteService;
  motor: MotorQuoteService;
  travel: TravelQuoteService;
  database: Database;
  editorGuard: RequestHandler;
}): Router {
  const { service } = deps;
  const services = { health: service, motor: deps.motor, travel: deps.travel } as const;
  const router = express.Router();

  router.post("/health/premiums", noStore, jsonBody(BODY_LIMIT), async (req, res) => {
    const answer = await service.premiums(req.body);
    if (!answer.ok) return sendRefusal(res, answer);
    res.json(answer.value);
  });

  router.post("/motor/premiums", noStore, jsonBody(BODY_LIMIT), async (req, res) => {
    const answer = await deps.motor.premiums(req.body);
    if (!answer.ok) return sendRefusal(res, answer);
    res.json(answer.value);
  });

  router.post("/travel/premiums", noStore, jsonBody(BODY_LIMIT), async (req, res) => {
    const answer = await deps.travel.premiums(req.body);
    if (!answer.ok) return sendRefusal(res, answer);
    res.json(answer.value);
  });

  // one address for every quote flow's saved quotes (site-api.md), by the body's product
  router.post("/quotes", noStore, jsonBody(BODY_LIMIT), async (req, res) => {
    const product: unknown = (req.body as { product?: unknown } | null)?.product;
    const owner =
      typeof product === "string" && Object.hasOwn(services, product) ? services[product as "health"] : service;
    const answer = await owner.saveQuote(req.body, {
      clientAddress: req.ip ?? "unknown",
      pageUrl: typeof req.headers.referer === "string" ? req.headers.referer.slice(0, 2000) : "",
    });
    if (!answer.ok) return sendRefusal(res, answer);
    const { quoteNo, identifier, url, crtdate } = answer.value;
    res.status(201).json({ quoteNo, identifier, url, crtdate });
  });

  router.get("/quotes/:identifier", noStore, async (req, res) => {
    const quote = await service.quote(String(req.params.identifier)).catch(() => undefined);
    if (quote === undefined) return siteApiError(res, 503, UNAVAILABLE_MESSAGE);
    if (!quote) return siteApiError(res, 404, "No quote has this identifier");
    res.json(quote);
  });

  router.post("/rating-tables/:line", noStore, deps.editorGuard, jsonBody(TABLE_BODY_LIMIT), async (req, res) => {
    const line = String(req.params.line);
    if (!isRatingLine(line)) return siteApiError(res, 404, "No rating tables for this line");
    const result = await publishRatingTable(deps.database, line, req.body).catch((error: unknown) => {
      console.error(`${line}: could not publish a rating table:`, error instanceof Error ? error.message : error);
      return null;
    });
    if (!result) return siteApiError(res, 503, UNAVAILABLE_MESSAGE);
    if (!result.ok) return siteApiError(res, 400, result.message);
    console.info(`${line}: rating table version ${result.version} published`);
    res.status(201).json({ version: result.version });
  });

  router.use(jsonBodyErrors(siteApiError));
  return router;
}
