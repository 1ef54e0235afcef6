/**
 * The auto-debit calls (spec 2 "Unsubscribe auto-debit page", spec 7
 * "Unsubscribe", docs/site-api.md "Captcha and auto-debit", decision 053):
 *
 *   POST /shop/quick-assist/unsubscribe-auto-debit   {policyNo, dob, captchaToken, captchaSum}
 *   POST /shop/quick-assist/subscribe-auto-debit     the same, the mirror flow
 *
 * Checks in the contract's order: the shape (the form's own schema); the
 * captcha, used up whatever follows; the attempts on the policy number; the
 * policy and date of birth together, one answer for an unknown policy and a
 * wrong date; the mandate's state. A success has switched the mandate and
 * written its audit entry in one transaction before the answer. Failures
 * are `{"error": text}`; visitor input never gets a 5xx. Policy numbers are
 * masked in logs, dates of birth never logged.
 */
import express, { type RequestHandler, type Router } from "express";
import {
  autoDebitMessage,
  isAutoDebitMessageKey,
  type AutoDebitAction,
  type AutoDebitMessageKey,
} from "@contracts/auto-debit/auto-debit-rules";
import { AutoDebitRequestSchema } from "@contracts/auto-debit/auto-debit-schema";
import type { Db } from "../db/client";
import type { CaptchaService } from "../captcha/captcha-service";
import { quickAssistError } from "../http/error-answers";
import { jsonBody, jsonBodyErrors } from "../http/json-body";
import { answerLimitError, hitRateLimits, rateLimitPerIp, subjectDigest } from "../http/rate-limit";
import type { PolicyAdministration } from "../policy-admin/policy-admin";
import type { MandateSwitchOutcome } from "../policy-admin/policy-records";
import { SERVICE_ANSWERS } from "@contracts/service-answers";

export const AUTO_DEBIT_UNAVAILABLE_MESSAGE = SERVICE_ANSWERS.unavailable;
/** A body that is not an object at all (the page always sends one). */
export const AUTO_DEBIT_BODY_MESSAGE = "The body must be a JSON object with policyNo, dob, captchaToken and captchaSum";
/** The body is four short strings. */
const BODY_LIMIT = "4kb";
const UNAVAILABLE_RETRY_SECONDS = 30;
/** Attempts on one policy number are counted per hour (docs/site-api.md: "attempts per policy number are limited"). */
const POLICY_WINDOW_SECONDS = 60 * 60;
const IP_WINDOW_SECONDS = 10 * 60;

export interface AutoDebitRouterDependencies {
  db: Db;
  /** The server-only hash secret (decision 041): rate-limit subjects and the audit's address digest. */
  hashKey: () => Promise<Buffer>;
  captcha: CaptchaService;
  policyAdmin: PolicyAdministration;
  limits: { perIp: number; perPolicy: number };
  /** The clock of the audit (tests may set it). */
  now?: () => Date;
}

/** `MTR/2026/1004821` gives `MT************21`: enough to find a log line, not to use the number. */
export function maskPolicyNumber(policyNo: string): string {
  if (policyNo.length <= 4) return "*".repeat(policyNo.length);
  return `${policyNo.slice(0, 2)}${"*".repeat(policyNo.length - 4)}${policyNo.slice(-2)}`;
}

/** The first problem of a refused body, in the contract's texts. */
function shapeMessage(
  error: { issues: readonly { path: PropertyKey[]; message: string }[] },
  action: AutoDebitAction,
): string {
  const issue = error.issues[0];
  if (!issue || issue.path.length === 0 || !isAutoDebitMessageKey(issue.message)) return AUTO_DEBIT_BODY_MESSAGE;
  return autoDebitMessage(issue.message, action);
}

/** What a mandate switch's outcome tells the visitor: status and message key. */
function answerOf(outcome: MandateSwitchOutcome, action: AutoDebitAction): [number, AutoDebitMessageKey] {
  switch (outcome.outcome) {
    case "switched":
      return [200, action === "unsubscribe" ? "autodebit_unsubscribed" : "autodebit_subscribed"];
    case "no-match":
      return [400, "autodebit_no_match"];
    case "unchanged":
      return [409, action === "unsubscribe" ? "autodebit_not_active" : "autodebit_already_active"];
    case "no-mandate":
      // nothing to switch off is "not active"; nothing to switch on needs a mandate first
      return [409, action === "unsubscribe" ? "autodebit_not_active" : "autodebit_no_mandate"];
  }
}

const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};

export function createAutoDebitRouter(deps: AutoDebitRouterDependencies): Router {
  const { db, captcha, policyAdmin, limits } = deps;
  const now = deps.now ?? (() => new Date());
  const router = express.Router();

  const unavailable = (res: express.Response, what: string, error: unknown) => {
    console.error(`auto-debit: ${what} unavailable:`, error instanceof Error ? error.message : error);
    res.set("Retry-After", String(UNAVAILABLE_RETRY_SECONDS));
    quickAssistError(res, 503, AUTO_DEBIT_UNAVAILABLE_MESSAGE);
  };

  const handle =
    (action: AutoDebitAction): RequestHandler =>
    async (req, res) => {
      const parsed = AutoDebitRequestSchema.safeParse(req.body);
      if (!parsed.success) {
        quickAssistError(res, 400, shapeMessage(parsed.error, action));
        return;
      }
      const { policyNo, dob, captchaToken, captchaSum } = parsed.data;
      const masked = maskPolicyNumber(policyNo);

      let hashKey: Buffer;
      try {
        hashKey = await deps.hashKey();
        const verdict = await captcha.check(captchaToken, captchaSum);
        if (verdict !== "ok") {
          quickAssistError(
            res,
            400,
            autoDebitMessage(verdict === "expired" ? "autodebit_captcha_expired" : "autodebit_captcha_invalid", action),
          );
          return;
        }
      } catch (error) {
        unavailable(res, "captcha", error);
        return;
      }

      // after the captcha, so nobody locks a holder out without solving one per attempt
      try {
        await hitRateLimits(
          db,
          [
            {
              scope: "auto-debit-policy",
              subject: policyNo,
              limit: limits.perPolicy,
              windowSeconds: POLICY_WINDOW_SECONDS,
            },
          ],
          hashKey,
        );
      } catch (error) {
        console.warn(`auto-debit: ${action} ${masked}: attempts limited`);
        answerLimitError(res, error, quickAssistError, "auto-debit");
        return;
      }

      let outcome: MandateSwitchOutcome;
      try {
        outcome = await policyAdmin.mandates.switch({
          policyNo,
          dateOfBirth: dob,
          action,
          fromDigest: subjectDigest(hashKey, "mandate-audit", req.ip ?? "unknown"),
          at: now(),
        });
      } catch (error) {
        unavailable(res, `policy administration (${policyAdmin.kind})`, error);
        return;
      }
      console.info(`auto-debit: ${action} ${masked}: ${outcome.outcome}`);
      const [status, key] = answerOf(outcome, action);
      const text = autoDebitMessage(key, action);
      if (status === 200) res.json({ message: text });
      else quickAssistError(res, status, text);
    };

  const perIp = rateLimitPerIp(
    db,
    deps.hashKey,
    { scope: "auto-debit", limit: limits.perIp, windowSeconds: IP_WINDOW_SECONDS },
    quickAssistError,
  );
  router.post("/unsubscribe-auto-debit", noStore, perIp, jsonBody(BODY_LIMIT), handle("unsubscribe"));
  router.post("/subscribe-auto-debit", noStore, perIp, jsonBody(BODY_LIMIT), handle("subscribe"));
  // a body that cannot be read is the sender's mistake: 4xx in this family's shape, never a 5xx
  router.use(jsonBodyErrors(quickAssistError));
  return router;
}
