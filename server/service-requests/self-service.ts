/**
 * The self-service requests of issue 14 that this module serves (decision
 * 057): do-not-call registration and the status look-up of any request. The
 * site API's router and the pages' route actions both call these, so a form
 * answers the same with and without scripts. Order of checks: shape,
 * limits (per address, then per subject), then the records; personal data
 * is masked in every log line.
 */
import {
  SERVICE_MESSAGES,
  type ServiceMessageKey,
  type ServiceRequestAccepted,
  type ServiceRequestState,
} from "@contracts/service-requests/service-request-rules";
import {
  DoNotCallSchema,
  fieldProblems,
  RequestStatusSchema,
} from "@contracts/service-requests/service-request-schema";
import type { SelfServiceAnswer, SelfServiceRefusal } from "@contracts/service-requests/self-service";
import type { Database } from "../db/client";
import { hitRateLimits, RateLimitedError, type RateLimitRule } from "../http/rate-limit";
import { maskMobile } from "../lead/personal-data";
import { findServiceRequestState, storeServiceRequest } from "./service-request-store";
import { doNotCallNumbers } from "./service-requests.schema";

export interface SelfServiceLimits {
  /** Requests (of every kind together) one address may make per 10 minutes. */
  perIp: number;
  /** Requests about one mobile, policy or reference per hour. */
  perSubject: number;
}

export const IP_WINDOW_SECONDS = 10 * 60;
export const SUBJECT_WINDOW_SECONDS = 60 * 60;
const UNAVAILABLE_RETRY_SECONDS = 30;

export function refusal(
  status: SelfServiceRefusal["status"],
  key: ServiceMessageKey,
  extra: Partial<SelfServiceRefusal> = {},
): SelfServiceRefusal {
  return { ok: false, status, message: SERVICE_MESSAGES[key], ...extra };
}

/** The first problem of a refused body: its field and message. */
export function shapeRefusal(error: {
  issues: readonly { path: PropertyKey[]; message: string }[];
}): SelfServiceRefusal {
  const problems = fieldProblems(error);
  const [field, key] = Object.entries(problems)[0] ?? ["", "ss_body" as const];
  return field ? refusal(400, key, { field }) : refusal(400, "ss_body");
}

export function unavailable(what: string, error: unknown): SelfServiceRefusal {
  console.error(`self-service: ${what} unavailable:`, error instanceof Error ? error.message : error);
  return refusal(503, "ss_unavailable", { retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS });
}

/** A limit refused (429) or uncountable (503). */
export function limitRefusal(error: unknown, what: string): SelfServiceRefusal {
  if (error instanceof RateLimitedError)
    return refusal(429, "ss_limited", { retryAfterSeconds: error.retryAfterSeconds });
  return unavailable(what, error);
}

export function ipRule(kind: string, client: string, limits: SelfServiceLimits): RateLimitRule {
  return {
    scope: `self-service-ip`,
    subject: `${kind}\u0000${client}`,
    limit: limits.perIp,
    windowSeconds: IP_WINDOW_SECONDS,
  };
}

export function subjectRule(kind: string, subject: string, limits: SelfServiceLimits): RateLimitRule {
  return { scope: `self-service-${kind}`, subject, limit: limits.perSubject, windowSeconds: SUBJECT_WINDOW_SECONDS };
}

export interface ServiceRequestsOptions {
  database: Database;
  hashKey: () => Promise<Buffer>;
  limits: SelfServiceLimits;
}

export function createServiceRequests(options: ServiceRequestsOptions) {
  const { database, limits } = options;
  return {
    async registerDoNotCall(body: unknown, client: string): Promise<SelfServiceAnswer<ServiceRequestAccepted>> {
      const parsed = DoNotCallSchema.safeParse(body);
      if (!parsed.success) return shapeRefusal(parsed.error);
      const { mobile } = parsed.data;
      try {
        const hashKey = await options.hashKey();
        const stored = await storeServiceRequest(database, hashKey, {
          kind: "do-not-call",
          mobile,
          status: "received",
          details: { consent: true },
          limits: [ipRule("do-not-call", client, limits), subjectRule("do-not-call", mobile, limits)],
          async alongside(tx, { reference }) {
            await tx
              .insert(doNotCallNumbers)
              .values({ mobile, reference, active: true })
              .onConflictDoUpdate({
                target: doNotCallNumbers.mobile,
                set: { reference, active: true, registeredAt: new Date() },
              });
          },
        });
        console.info(`self-service: do-not-call ${stored.reference} registered for ${maskMobile(mobile)}`);
        return {
          ok: true,
          value: { reference: stored.reference, status: stored.status, message: SERVICE_MESSAGES.ss_dnc_registered },
        };
      } catch (error) {
        if (error instanceof RateLimitedError) console.warn(`self-service: do-not-call ${maskMobile(mobile)} limited`);
        return limitRefusal(error, "do-not-call store");
      }
    },

    async requestStatus(body: unknown, client: string): Promise<SelfServiceAnswer<ServiceRequestState>> {
      const parsed = RequestStatusSchema.safeParse(body);
      if (!parsed.success) return shapeRefusal(parsed.error);
      const { reference, mobile } = parsed.data;
      try {
        const hashKey = await options.hashKey();
        await hitRateLimits(
          database.db,
          [ipRule("status", client, limits), subjectRule("status", reference, limits)],
          hashKey,
        );
      } catch (error) {
        return limitRefusal(error, "status limits");
      }
      try {
        const state = await findServiceRequestState(database.db, reference, mobile);
        if (!state) return refusal(404, "ss_request_no_match");
        return { ok: true, value: state };
      } catch (error) {
        return unavailable("status look-up", error);
      }
    },
  };
}

export type ServiceRequests = ReturnType<typeof createServiceRequests>;
