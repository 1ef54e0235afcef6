/**
 * What the credit score pages ask of the server (decision 059): the site API
 * answers the same calls over HTTP, and the pages' route actions and loaders
 * call them in process through the load context (contracts/page-context.ts).
 */
import type { CreditCheckResult, CreditCheckStarted } from "./credit-score-rules";

export interface CreditRefusal {
  ok: false;
  status: 400 | 404 | 429 | 503;
  /** A CREDIT_MESSAGES text (English; the pages word it by its keyword). */
  message: string;
  field?: string;
  retryAfterSeconds?: number;
}
export type CreditAnswer<T> = { ok: true; value: T } | CreditRefusal;

/** A check waiting for its OTP, as step 2 shows it. */
export interface PendingCreditCheck {
  reference: string;
  /** Masked: `98******10`. */
  mobile: string;
  expiresAt: string;
}

export interface CreditScoreService {
  /** Step 1: consent and details; the request is stored and the OTP sent. */
  start(body: unknown, client: string): Promise<CreditAnswer<CreditCheckStarted>>;
  /** Step 2: the OTP of the check with this token; the bureau's answer. */
  verify(token: string, body: unknown, client: string): Promise<CreditAnswer<CreditCheckResult>>;
  /** The check waiting for its OTP, or null (unknown, expired, finished). */
  pending(token: string): Promise<PendingCreditCheck | null>;
  /** The answer of a finished check, while it may be shown again; null otherwise. */
  result(token: string): Promise<CreditCheckResult | null>;
}
