/**
 * Storing a self-service request (decision 057): in one transaction, count
 * the request's limits, write the request with a new reference number, its
 * first status and (for a request the insurer's desk must act on) its outbox
 * row, plus whatever the kind writes beside it (the do-not-call register).
 * The caller answers only after this commits, so an accepted request is on
 * disk; the outbox worker hands it on with retries.
 */
import crypto from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { indiaDay } from "@contracts/dates/india-day";
import {
  REFERENCE_ALPHABET,
  REFERENCE_RANDOM_LENGTH,
  SERVICE_REQUEST_KINDS,
  type ServiceRequestKind,
  type ServiceRequestState,
  type ServiceRequestStatus,
} from "@contracts/service-requests/service-request-rules";
import type { Database, Db } from "../db/client";
import { hitRateLimits, type RateLimitRule } from "../http/rate-limit";
import { serviceRequestEvents, serviceRequestOutbox, serviceRequests } from "./service-requests.schema";

/** NOTIFY channel of new outbox rows (the worker of whichever instance listens wakes at once). */
export const SERVICE_REQUEST_OUTBOX_CHANNEL = "service_request_outbox";

/** `DNC-261126-7K3Q9X`: the kind's letters, India's day, six letters of an alphabet that reads aloud well. */
export function newReference(kind: ServiceRequestKind, now: Date = new Date()): string {
  const day = indiaDay(now).slice(2).replace(/-/g, "");
  let random = "";
  for (let i = 0; i < REFERENCE_RANDOM_LENGTH; i++)
    random += REFERENCE_ALPHABET[crypto.randomInt(REFERENCE_ALPHABET.length)];
  return `${SERVICE_REQUEST_KINDS[kind]}-${day}-${random}`;
}

export interface NewServiceRequest {
  kind: ServiceRequestKind;
  mobile?: string | null;
  policyNo?: string | null;
  details?: Record<string, unknown>;
  /** "received" for a request the desk must act on (it gets an outbox row); "completed" for one served at once. */
  status: Extract<ServiceRequestStatus, "received" | "completed">;
  /** Limits counted in the same transaction (a refused request writes nothing). */
  limits?: RateLimitRule[];
  /** What the kind writes beside the request, in the same transaction. */
  alongside?: (tx: Db, stored: { id: string; reference: string }) => Promise<void>;
}

export interface StoredServiceRequest {
  id: string;
  reference: string;
  status: ServiceRequestStatus;
}

export async function storeServiceRequest(
  database: Database,
  hashKey: Buffer,
  request: NewServiceRequest,
): Promise<StoredServiceRequest> {
  const stored = await database.db.transaction(async (tx) => {
    if (request.limits?.length) await hitRateLimits(tx, request.limits, hashKey);
    const id = crypto.randomUUID();
    // a reference that happens to repeat (31^6 a day per kind) is drawn again
    let reference = newReference(request.kind);
    for (let tries = 0; tries < 5; tries++) {
      const [taken] = await tx
        .select({ id: serviceRequests.id })
        .from(serviceRequests)
        .where(eq(serviceRequests.reference, reference));
      if (!taken) break;
      reference = newReference(request.kind);
    }
    await tx.insert(serviceRequests).values({
      id,
      reference,
      kind: request.kind,
      status: request.status,
      mobile: request.mobile ?? null,
      policyNo: request.policyNo ?? null,
      details: request.details ?? {},
    });
    await tx.insert(serviceRequestEvents).values({ requestId: id, status: request.status });
    if (request.status === "received") await tx.insert(serviceRequestOutbox).values({ requestId: id });
    await request.alongside?.(tx, { id, reference });
    return { id, reference, status: request.status };
  });
  if (stored.status === "received") {
    database.notify(SERVICE_REQUEST_OUTBOX_CHANNEL, stored.id).catch(() => undefined);
  }
  return stored;
}

/** Move a request to a new status, with its history entry. */
export async function setServiceRequestStatus(db: Db, id: string, status: ServiceRequestStatus): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(serviceRequests)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(serviceRequests.id, id));
    await tx.insert(serviceRequestEvents).values({ requestId: id, status });
  });
}

/**
 * The state of the request with this reference whose mobile is this one; null for an unknown
 * reference and for a wrong mobile alike (one answer: no enumeration).
 */
export async function findServiceRequestState(
  db: Db,
  reference: string,
  mobile: string,
): Promise<ServiceRequestState | null> {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.reference, reference));
  const given = Buffer.from(mobile);
  const kept = Buffer.from(row?.mobile ?? "");
  const same = row !== undefined && given.length === kept.length && crypto.timingSafeEqual(given, kept);
  if (!row || !same) return null;
  const events = await db
    .select({ status: serviceRequestEvents.status, at: serviceRequestEvents.at })
    .from(serviceRequestEvents)
    .where(eq(serviceRequestEvents.requestId, row.id))
    .orderBy(asc(serviceRequestEvents.at), asc(serviceRequestEvents.id));
  return {
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    history: events.map((event) => ({ status: event.status, at: event.at.toISOString() })),
  };
}
