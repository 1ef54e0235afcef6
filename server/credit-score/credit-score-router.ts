/**
 * The free credit score check's endpoints (decision 059):
 *   POST /credit-score/start   {name, dob, mobile, pan?, consent} -> 201 {reference, token, mobile, expiresAt}
 *   POST /credit-score/verify  {token, otp}                        -> 200 CreditCheckResult
 * Refusals `{message, field?}`; 429 and 503 with Retry-After. Anything a
 * visitor can send is answered 4xx, never 5xx.
 */
import express, { type RequestHandler, type Response, type Router } from "express";
import type { CreditRefusal, CreditScoreService } from "@contracts/credit-score/credit-score-service";
import { siteApiError } from "../http/error-answers";
import { jsonBody, jsonBodyErrors } from "../http/json-body";

/** A name, a date, a mobile and a PAN: a few hundred bytes. */
const BODY_LIMIT = "4kb";

const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};

function sendRefusal(res: Response, refusal: CreditRefusal): void {
  if (refusal.retryAfterSeconds !== undefined) res.set("Retry-After", String(refusal.retryAfterSeconds));
  siteApiError(res, refusal.status, refusal.message, refusal.field ? { field: refusal.field } : {});
}

export function createCreditScoreRouter(service: CreditScoreService): Router {
  const router = express.Router();
  const client = (req: express.Request) => req.ip ?? "unknown";

  router.post("/credit-score/start", noStore, jsonBody(BODY_LIMIT), async (req, res) => {
    const answer = await service.start(req.body, client(req));
    if (!answer.ok) return sendRefusal(res, answer);
    res.status(201).json(answer.value);
  });

  router.post("/credit-score/verify", noStore, jsonBody(BODY_LIMIT), async (req, res) => {
    const body: unknown = req.body;
    const record =
      typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const token = typeof record.token === "string" ? record.token : "";
    const answer = await service.verify(token, { otp: record.otp }, client(req));
    if (!answer.ok) return sendRefusal(res, answer);
    res.json(answer.value);
  });

  router.use(jsonBodyErrors(siteApiError));
  return router;
}
