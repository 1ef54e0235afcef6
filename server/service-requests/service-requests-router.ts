/**
 * The self-service endpoints of this module (docs/site-api.md "Service
 * requests, claims, policies, locations", decision 057):
 *   POST /do-not-call                      {mobile, consent}  -> 201 {reference, status, message}
 *   POST /service-requests/status          {reference, mobile} -> 200 {reference, kind, status, createdAt, history}
 *   POST /policy-documents/schedule        {policyNo, dob}     -> 200 PolicySummary (policy print)
 *   POST /policy-documents/cis             {policyNo, dob}     -> 200 PolicySummary (CIS download)
 *   GET  /policy-documents/:token/schedule.pdf | cis.pdf       -> application/pdf
 *   POST /quote-search                     {quoteNo, mobile}   -> 200 {reference, quote}
 * Refusals `{message, field?}`; 429 and 503 with Retry-After. Anything a
 * visitor can send is answered 4xx, never 5xx.
 */
import express, { type RequestHandler, type Response, type Router } from "express";
import type { SelfServiceRefusal } from "@contracts/service-requests/self-service";
import { siteApiError } from "../http/error-answers";
import { jsonBody, jsonBodyErrors } from "../http/json-body";
import type { PolicyDocuments } from "../policy-documents/policy-documents";
import type { ServiceRequests } from "./self-service";
import type { createQuoteSearch } from "./quote-search";

/** Every body of these forms is a few short strings. */
const BODY_LIMIT = "4kb";

const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};

export function sendRefusal(res: Response, refusal: SelfServiceRefusal): void {
  if (refusal.retryAfterSeconds !== undefined) res.set("Retry-After", String(refusal.retryAfterSeconds));
  siteApiError(res, refusal.status, refusal.message, refusal.field ? { field: refusal.field } : {});
}

export interface ServiceRequestsRouterDependencies {
  requests: ServiceRequests;
  documents: PolicyDocuments;
  searchQuote: ReturnType<typeof createQuoteSearch>;
}

export function createServiceRequestsRouter(deps: ServiceRequestsRouterDependencies): Router {
  const router = express.Router();
  const client = (req: express.Request) => req.ip ?? "unknown";

  router.post("/do-not-call", noStore, jsonBody(BODY_LIMIT), async (req, res) => {
    const answer = await deps.requests.registerDoNotCall(req.body, client(req));
    if (!answer.ok) return sendRefusal(res, answer);
    res.status(201).json(answer.value);
  });

  router.post("/service-requests/status", noStore, jsonBody(BODY_LIMIT), async (req, res) => {
    const answer = await deps.requests.requestStatus(req.body, client(req));
    if (!answer.ok) return sendRefusal(res, answer);
    res.json(answer.value);
  });

  for (const [path, kind] of [
    ["schedule", "policy-document"],
    ["cis", "cis-document"],
  ] as const) {
    router.post(`/policy-documents/${path}`, noStore, jsonBody(BODY_LIMIT), async (req, res) => {
      const answer = await deps.documents.findPolicy(req.body, client(req), kind);
      if (!answer.ok) return sendRefusal(res, answer);
      res.json(answer.value);
    });
  }

  router.post("/quote-search", noStore, jsonBody(BODY_LIMIT), async (req, res) => {
    const answer = await deps.searchQuote(req.body, client(req));
    if (!answer.ok) return sendRefusal(res, answer);
    res.json(answer.value);
  });

  router.get("/policy-documents/:token/:file", noStore, async (req, res) => {
    const file = req.params.file;
    if (file !== "schedule.pdf" && file !== "cis.pdf") return siteApiError(res, 404, "Not found");
    const answer = await deps.documents.documentPdf(String(req.params.token), file === "cis.pdf" ? "cis" : "schedule");
    if (!answer.ok) return sendRefusal(res, answer);
    res.set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `${req.query.download === "1" ? "attachment" : "inline"}; filename="${answer.value.filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
    res.send(Buffer.from(answer.value.bytes));
  });

  router.use(jsonBodyErrors(siteApiError));
  return router;
}
