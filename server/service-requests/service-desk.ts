/**
 * Where accepted self-service requests go (decision 057): the insurer's
 * service desk over HTTP when SERVICE_DESK_URL is set, otherwise the
 * `service_desk_inbox` table that the service team reads. Delivery is at
 * least once (a worker can stop between delivering and recording it), so
 * every adapter treats the request id as an idempotency key.
 *
 * The insurer's content service receives do-not-call registrations as its
 * `donotcalls` collection (issue 14 "Data behind it"): the desk is told the
 * collection name of each kind.
 */
import type { ServiceRequestKind } from "@contracts/service-requests/service-request-rules";
import type { Db } from "../db/client";
import { serviceDeskInbox } from "./service-requests.schema";

/** The insurer's collection of each kind that the desk receives. */
export const DESK_COLLECTIONS: Partial<Record<ServiceRequestKind, string>> = {
  "do-not-call": "donotcalls",
  grievance: "grievances",
};
const DEFAULT_COLLECTION = "servicerequests";

export function deskCollectionOf(kind: ServiceRequestKind): string {
  return DESK_COLLECTIONS[kind] ?? DEFAULT_COLLECTION;
}

/** A request as it is handed to the desk. */
export interface DeskRequest {
  requestId: string;
  reference: string;
  kind: ServiceRequestKind;
  collection: string;
  mobile: string | null;
  policyNo: string | null;
  details: Record<string, unknown>;
  submittedAt: string;
  /** The attached documents with their bytes (base64), for a desk that keeps its own copy. */
  documents: { key: string; name: string; contentType: string; size: number; sha256: string; contentBase64: string }[];
}

export interface ServiceDesk {
  readonly name: string;
  /** Resolves once the desk has the request; throws when it could not be delivered (the outbox retries). */
  deliver(request: DeskRequest): Promise<void>;
}

/** The offline default: the request lands in `service_desk_inbox` (once per request id). */
export function tableServiceDesk(db: Db): ServiceDesk {
  return {
    name: "service_desk_inbox table",
    async deliver(request) {
      await db
        .insert(serviceDeskInbox)
        .values({
          requestId: request.requestId,
          reference: request.reference,
          collection: request.collection,
          kind: request.kind,
          mobile: request.mobile,
          policyNo: request.policyNo,
          details: request.details,
          submittedAt: new Date(request.submittedAt),
        })
        .onConflictDoNothing();
    },
  };
}

/** The desk's HTTP intake: `POST {url}/{collection}` JSON, `Idempotency-Key: <request id>`; any 2xx is delivered. */
export function httpServiceDesk(
  url: string,
  options: { token?: string; timeoutMs: number },
  fetchImpl: typeof fetch = fetch,
): ServiceDesk {
  const base = url.replace(/\/$/, "");
  return {
    name: `service desk at ${new URL(url).host}`,
    async deliver(request) {
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "idempotency-key": request.requestId,
      };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await fetchImpl(`${base}/${request.collection}`, {
        method: "POST",
        headers,
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok) throw new Error(`service desk answered HTTP ${response.status}`);
    },
  };
}

export function serviceDeskFromConfig(
  config: { SERVICE_DESK_URL?: string; SERVICE_DESK_TOKEN?: string; SERVICE_DESK_TIMEOUT_MS: number },
  db: Db,
): ServiceDesk {
  return config.SERVICE_DESK_URL
    ? httpServiceDesk(config.SERVICE_DESK_URL, {
        token: config.SERVICE_DESK_TOKEN,
        timeoutMs: config.SERVICE_DESK_TIMEOUT_MS,
      })
    : tableServiceDesk(db);
}
