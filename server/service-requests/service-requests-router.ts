/**
 * The self-service endpoints of this module (docs/site-api.md "Service
 * requests, claims, policies, locations", decision 057):
 *   POST /do-not-call                      {mobile, consent}  -> 201 {reference, status, message}
 *   POST /service-requests/status          {reference, mobile} -> 200 {reference, kind, status, createdAt, history}
 *   POST /policy-documents/schedule        {policyNo, dob}     -> 200 PolicySummary (policy print)
 *   POST /policy-documents/cis             {policyNo, dob}     -> 200 PolicySummary (CIS download)
 *   POST /policy-documents/otp             {policyNo, mobile}  -> 200 {message, mobile, policyNo} (decision 059)
 *        then /schedule or /cis with {policyNo, mobile, otp} instead of {policyNo, dob}
 *   GET  /policy-documents/:token/schedule.pdf | cis.pdf       -> application/pdf
 *   POST /quote-search                     {quoteNo, mobile}   -> 200 {reference, quote}
 *   POST /service-requests/{transfer-ownership|change-details|add-details|vehicle-correction}
 *        {policyNo, dob, detail, value, mobile?, documents: [{key, name, contentBase64}]} -> 201 {reference, status, message}
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
import type { SubmitChange, UploadedDocument } from "./change-requests";
import { CHANGE_KINDS, DOCUMENT_MAX_BYTES } from "@contracts/service-requests/change-requests";
import { SERVICE_MESSAGES } from "@contracts/service-requests/service-request-rules";
import type { Grievances } from "./grievances";

/** Every body of these forms is a few short strings. */
const BODY_LIMIT = "4kb";
/** A complaint's description is up to 2,000 characters, 3 bytes each in Devanagari or Kannada. */
const GRIEVANCE_BODY_LIMIT = "16kb";

const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};

export function sendRefusal(res: Response, refusal: SelfServiceRefusal): void {
  if (refusal.retryAfterSeconds !== undefined) res.set("Retry-After", String(refusal.retryAfterSeconds));
  siteApiError(res, refusal.status, refusal.message, refusal.field ? { field: refusal.field } : {});
}

export interface ServiceRequestsRouterDependencies {
  requests: ServiceRequests & Grievances;
  documents: PolicyDocuments;
  searchQuote: ReturnType<typeof createQuoteSearch>;
  submitChange: SubmitChange;
}

/** Three documents of 5 MB at most, as base64 (4/3), and the fields. */
const CHANGE_BODY_LIMIT = "21mb";
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The JSON documents of a change request, or the message of what is wrong with them. */
function documentsOf(value: unknown): UploadedDocument[] | string {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > 3) return SERVICE_MESSAGES.ss_body;
  const out: UploadedDocument[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== "object" || item === null) return SERVICE_MESSAGES.ss_body;
    const { key, name, contentBase64 } = item as Record<string, unknown>;
    if (typeof key !== "string" || typeof name !== "string" || typeof contentBase64 !== "string") {
      return SERVICE_MESSAGES.ss_body;
    }
    if (contentBase64.length % 4 !== 0 || !BASE64.test(contentBase64)) return SERVICE_MESSAGES.ss_document_type;
    if ((contentBase64.length / 4) * 3 > DOCUMENT_MAX_BYTES + 3) return SERVICE_MESSAGES.ss_document_size;
    out.push({ key: key.slice(0, 40), name: name.slice(0, 200), bytes: Buffer.from(contentBase64, "base64") });
  }
  return out;
}

export function createServiceRequestsRouter(deps: ServiceRequestsRouterDependencies): Router {
  const router = express.Router();
  const client = (req: express.Request) => req.ip ?? "unknown";

  router.post("/do-not-call", noStore, jsonBody(BODY_LIMIT), async (req, res) => {
    const answer = await deps.requests.registerDoNotCall(req.body, client(req));
    if (!answer.ok) return sendRefusal(res, answer);
    res.status(201).json(answer.value);
  });

  router.post("/grievances", noStore, jsonBody(GRIEVANCE_BODY_LIMIT), async (req, res) => {
    const answer = await deps.requests.registerGrievance(req.body, client(req));
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

  // policy print by mobile and OTP (decision 059): the OTP to the policy's mobile
  router.post("/policy-documents/otp", noStore, jsonBody(BODY_LIMIT), async (req, res) => {
    const answer = await deps.documents.sendPolicyOtp(req.body, client(req));
    if (!answer.ok) return sendRefusal(res, answer);
    res.json(answer.value);
  });

  router.post("/quote-search", noStore, jsonBody(BODY_LIMIT), async (req, res) => {
    const answer = await deps.searchQuote(req.body, client(req));
    if (!answer.ok) return sendRefusal(res, answer);
    res.json(answer.value);
  });

  for (const kind of CHANGE_KINDS) {
    router.post(`/service-requests/${kind}`, noStore, jsonBody(CHANGE_BODY_LIMIT), async (req, res) => {
      const body: unknown = req.body;
      const record = typeof body === "object" && body !== null && !Array.isArray(body) ? body : {};
      const documents = documentsOf((record as Record<string, unknown>).documents);
      if (typeof documents === "string") return siteApiError(res, 400, documents, { field: "documents" });
      const answer = await deps.submitChange(kind, body, documents, client(req));
      if (!answer.ok) return sendRefusal(res, answer);
      res.status(201).json(answer.value);
    });
  }

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
