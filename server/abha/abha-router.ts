/**
 * POST /api/abha/initiate-abha (docs/site-api.md "ABHA"). The redirect address
 * must be a page of this site, so the ABHA flow cannot be used to send
 * visitors elsewhere.
 */
import express, { type Router } from "express";
import { siteApiError } from "../http/error-answers";
import { jsonBody, jsonBodyErrors } from "../http/json-body";
import { AbhaInitiateRequestSchema, type AbhaInitiateResponse } from "@contracts/abha/abha-schema";
import type { AbhaProvider } from "./abha-provider";

const UNAVAILABLE = "The ABHA service is not available right now. Please try again in a few minutes.";

export function createAbhaRouter({ provider, siteOrigin }: { provider: AbhaProvider; siteOrigin: string }): Router {
  const router = express.Router();

  router.post("/initiate-abha", jsonBody("8kb"), async (req, res) => {
    const parsed = AbhaInitiateRequestSchema.safeParse(req.body ?? null);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message =
        typeof req.body !== "object" || req.body === null || Array.isArray(req.body)
          ? "Send a JSON body with redirectURL, source, optional and flag"
          : (issue?.message ?? "Invalid request");
      siteApiError(res, 400, message);
      return;
    }
    const origin = new URL(parsed.data.redirectURL).origin;
    const ownOrigins = new Set([siteOrigin, `${req.protocol}://${req.get("host") ?? ""}`]);
    if (!ownOrigins.has(origin)) {
      siteApiError(res, 400, "redirectURL must be an address on this site");
      return;
    }
    try {
      const abhaUrl = await provider.initiate(parsed.data);
      const body: AbhaInitiateResponse = { data: { data: { abhaUrl } } };
      res.set("Cache-Control", "no-store").json(body);
    } catch (error) {
      console.error("abha: provider failed:", error instanceof Error ? error.message : error);
      siteApiError(res, 502, UNAVAILABLE);
    }
  });

  router.use(jsonBodyErrors(siteApiError));
  return router;
}
