/**
 * `GET /api/locations` (docs/site-api.md "locations", issue 15, decision 055):
 * the locators' search. The query string is read with the search form's own
 * schema (contracts/locations/location-query.ts); a bad value is a 400 naming
 * it, never a 5xx. Answers are the same for everyone and change only with
 * content, so browsers and a CDN may keep them for five minutes.
 */
import express, { type Router } from "express";
import { LocationQuerySchema, locationQueryMessage, searchParamsObject } from "@contracts/locations/location-query";
import type { LocationDirectory } from "@contracts/locations/location-service";
import { siteApiError } from "../http/error-answers";

export function createLocationRouter(directory: LocationDirectory): Router {
  const router = express.Router();
  router.get("/locations", async (req, res) => {
    let params: URLSearchParams;
    try {
      params = new URL(req.originalUrl, "http://localhost").searchParams;
    } catch {
      siteApiError(res, 400, "The search address is not valid");
      return;
    }
    const parsed = LocationQuerySchema.safeParse(searchParamsObject(params));
    if (!parsed.success) {
      siteApiError(res, 400, locationQueryMessage(parsed.error));
      return;
    }
    try {
      const answer = await directory.search(parsed.data);
      res.set("Cache-Control", "public, max-age=300, stale-while-revalidate=600").json(answer);
    } catch (error) {
      console.error("locations: search failed", error instanceof Error ? error.message : error);
      res.set("Retry-After", "30");
      siteApiError(res, 503, "The locator is unavailable. Please try again in a minute.");
    }
  });
  return router;
}
