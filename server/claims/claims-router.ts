/**
 * The claim calls of the site API (issue 14, decision 056; docs/site-api.md
 * "Claims"):
 *
 *   POST /api/claims/intimations   ClaimIntimationSchema      -> 201 {claimNo, policyNo, intimatedAt, mobile, smsSent, message}
 *   POST /api/claims/status        {claimNo, verifier}        -> 200 {claim: ClaimStatusView}
 *
 * Refusals are the site API's `{"message"}` with `code` (the translation
 * keyword) and `field` when the message is about one; anything a visitor
 * sends gets a 4xx, a failing database or policy system a 503.
 */
import express, { type RequestHandler, type Response, type Router } from "express";
import { CLAIM_MESSAGES } from "@contracts/claims/claim-rules";
import type { ClaimAnswer } from "@contracts/claims/claims-service";
import { siteApiError } from "../http/error-answers";
import { jsonBody, jsonBodyErrors } from "../http/json-body";
import type { ClaimsServiceWithLookup } from "./claims-service";

/** An intimation is ten short fields and a description of at most 1,000 characters. */
const BODY_LIMIT = "16kb";

const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};

export function answerRefusal(res: Response, answer: Extract<ClaimAnswer<unknown>, { ok: false }>): void {
  if (answer.retryAfter) res.set("Retry-After", String(answer.retryAfter));
  siteApiError(res, answer.status, CLAIM_MESSAGES[answer.message], {
    code: answer.message,
    ...(answer.field ? { field: answer.field } : {}),
  });
}

export function createClaimsRouter(service: ClaimsServiceWithLookup): Router {
  const router = express.Router();
  const from = (req: express.Request) => ({ address: req.ip ?? "unknown" });

  router.post("/intimations", noStore, jsonBody(BODY_LIMIT), async (req, res) => {
    const answer = await service.intimate(req.body, from(req));
    if (!answer.ok) return answerRefusal(res, answer);
    res
      .status(201)
      .json({ ...answer.value, message: `Your claim is registered. Your claim number is ${answer.value.claimNo}.` });
  });

  router.post("/status", noStore, jsonBody("4kb"), async (req, res) => {
    const answer = await service.status(req.body, from(req));
    if (!answer.ok) return answerRefusal(res, answer);
    res.json({ claim: answer.value });
  });

  router.use(
    jsonBodyErrors((res, status, message) => siteApiError(res, status, message, { code: "claim_body_invalid" })),
  );
  return router;
}
