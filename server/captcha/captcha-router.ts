/**
 * GET /captcha (spec 7 "Unsubscribe", docs/site-api.md "Captcha and
 * auto-debit"): `{"data":{"captchaImage":"<base64 JPEG>","captchaToken"}}`,
 * never kept by a cache, limited per address (each one is a database row
 * and a picture drawn).
 */
import express, { type Router } from "express";
import type { Db } from "../db/client";
import { quickAssistError } from "../http/error-answers";
import { rateLimitPerIp } from "../http/rate-limit";
import type { CaptchaService } from "./captcha-service";

export const CAPTCHA_UNAVAILABLE_MESSAGE = "The captcha is unavailable. Please try again in a minute.";
const UNAVAILABLE_RETRY_SECONDS = 30;

export interface CaptchaRouterDependencies {
  db: Db;
  hashKey: () => Promise<Buffer>;
  captcha: CaptchaService;
  /** Captchas one address may fetch per 10 minutes. */
  perIp: number;
}

export function createCaptchaRouter(deps: CaptchaRouterDependencies): Router {
  const router = express.Router();
  router.get(
    "/",
    (_req, res, next) => {
      res.set("Cache-Control", "no-store");
      next();
    },
    rateLimitPerIp(
      deps.db,
      deps.hashKey,
      { scope: "captcha", limit: deps.perIp, windowSeconds: 600 },
      quickAssistError,
    ),
    async (_req, res) => {
      try {
        const { image, token } = await deps.captcha.issue();
        res.json({ data: { captchaImage: image.toString("base64"), captchaToken: token } });
      } catch (error) {
        console.error("captcha: could not issue one:", error instanceof Error ? error.message : error);
        res.set("Retry-After", String(UNAVAILABLE_RETRY_SECONDS));
        quickAssistError(res, 503, CAPTCHA_UNAVAILABLE_MESSAGE);
      }
    },
  );
  return router;
}
