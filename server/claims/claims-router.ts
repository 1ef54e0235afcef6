/**
 * The claim calls of the site API (issue 14, decision 056; docs/site-api.md
 * "Claims"):
 *
 *   POST /api/claims/intimations   ClaimIntimationSchema      -> 201 {claimNo, policyNo, intimatedAt, mobile, smsSent, message}
 *   POST /api/claims/status        {claimNo, verifier}        -> 200 {claim: ClaimStatusView}
 *   POST /api/claims/subrogations  {claimNo, verifier, thirdParty, thirdPartyAddress?, thirdPartyDetails?, consent: "yes"} -> 201 {reference}
 *   GET  /api/claims/forms/:slug.pdf  the blank claim form of a line of business
 *   POST /api/claims/documents/:kind  {claimNo, verifier}     -> 200 the claim document as PDF (JSON or a form post)
 *
 * Refusals are the site API's `{"message"}` with `code` (the translation
 * keyword) and `field` when the message is about one; anything a visitor
 * sends gets a 4xx, a failing database or policy system a 503.
 */
import express, { type RequestHandler, type Response, type Router } from "express";
import { isClaimDocumentKind } from "@contracts/claims/claim-pages";
import { CLAIM_MESSAGES, normaliseClaimNumber } from "@contracts/claims/claim-rules";
import { renderPdf } from "../pdf/pdf-renderer";
import { isClaimFormSlug } from "@contracts/claims/claim-forms";
import { blankClaimFormPdf } from "./claim-forms";
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

export function createClaimsRouter(service: ClaimsServiceWithLookup, issuer: () => Promise<string>): Router {
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

  router.post("/subrogations", noStore, jsonBody("8kb"), async (req, res) => {
    const answer = await service.subrogate(req.body, from(req));
    if (!answer.ok) return answerRefusal(res, answer);
    res.status(201).json({ reference: answer.value.reference });
  });

  // the blank claim forms of /claim/claims-form-download: the same bytes for everyone
  router.get("/forms/:file", async (req, res) => {
    const slug = String(req.params.file).replace(/\.pdf$/, "");
    if (!String(req.params.file).endsWith(".pdf") || !isClaimFormSlug(slug)) return siteApiError(res, 404, "Not found");
    try {
      const pdf = await blankClaimFormPdf(slug, await issuer());
      res
        .type("application/pdf")
        .set("Cache-Control", "public, max-age=86400")
        .set("Content-Disposition", `inline; filename="${slug}.pdf"`)
        .send(Buffer.from(pdf));
    } catch (error) {
      console.error("claims: form PDF failed:", error instanceof Error ? error.message : error);
      answerRefusal(res, { ok: false, status: 503, message: "claim_unavailable", retryAfter: 30 });
    }
  });

  // the claim document's page posts this as a plain form, so the browser downloads the file
  router.post(
    "/documents/:kind",
    noStore,
    jsonBody("4kb"),
    express.urlencoded({ extended: false, limit: "4kb", parameterLimit: 10 }),
    async (req, res) => {
      const kind = String(req.params.kind);
      if (!isClaimDocumentKind(kind)) return siteApiError(res, 404, "Not found");
      const answer = await service.document(kind, req.body, from(req));
      if (!answer.ok) return answerRefusal(res, answer);
      let pdf: Uint8Array;
      try {
        pdf = await renderPdf(answer.value);
      } catch (error) {
        console.error("claims: PDF failed:", error instanceof Error ? error.message : error);
        return answerRefusal(res, { ok: false, status: 503, message: "claim_unavailable", retryAfter: 30 });
      }
      // the service accepted it, so it is a claim number
      const claimNo = normaliseClaimNumber(String((req.body as { claimNo?: unknown }).claimNo));
      res
        .type("application/pdf")
        .set("Content-Disposition", `attachment; filename="${kind}-${claimNo}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  router.use(
    jsonBodyErrors((res, status, message) => siteApiError(res, status, message, { code: "claim_body_invalid" })),
  );
  return router;
}
