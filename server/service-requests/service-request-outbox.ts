/**
 * The service request outbox worker (decision 057): the shared outbox loop
 * (server/outbox/outbox-worker.ts) over `service_request_outbox`. Due rows are
 * claimed with `FOR UPDATE SKIP LOCKED` and leased; a failed delivery is retried
 * with exponential backoff, for ever. A delivered request becomes "forwarded"
 * in its status history.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { maskMobile } from "../lead/personal-data";
import { createOutboxWorker, failureText, retryDelayMs, type OutboxWorker } from "../outbox/outbox-worker";
import { deskCollectionOf, type ServiceDesk } from "./service-desk";
import { SERVICE_REQUEST_OUTBOX_CHANNEL } from "./service-request-store";
import {
  serviceRequestDocuments,
  serviceRequestEvents,
  serviceRequestOutbox,
  serviceRequests,
} from "./service-requests.schema";

export interface ServiceRequestOutboxOptions {
  database: Database;
  desk: ServiceDesk;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  batchSize?: number;
  leaseMs?: number;
}

export type ServiceRequestOutbox = OutboxWorker;

export function createServiceRequestOutbox(options: ServiceRequestOutboxOptions): ServiceRequestOutbox {
  const { database, desk, pollMs, retryBaseMs, retryMaxMs } = options;
  const db = database.db;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 20_000;

  async function claim() {
    const due = db
      .select({ id: serviceRequestOutbox.id })
      .from(serviceRequestOutbox)
      .where(and(isNull(serviceRequestOutbox.deliveredAt), lte(serviceRequestOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(serviceRequestOutbox.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(serviceRequestOutbox)
      .set({
        attempts: sql`${serviceRequestOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      })
      .where(inArray(serviceRequestOutbox.id, due))
      .returning({
        id: serviceRequestOutbox.id,
        requestId: serviceRequestOutbox.requestId,
        attempts: serviceRequestOutbox.attempts,
      });
  }

  async function deliver(row: { id: number; requestId: string; attempts: number }): Promise<boolean> {
    const [request] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, row.requestId));
    if (!request) return false;
    const masked = request.mobile ? maskMobile(request.mobile) : "no mobile";
    const files = await db
      .select()
      .from(serviceRequestDocuments)
      .where(eq(serviceRequestDocuments.requestId, request.id));
    try {
      await desk.deliver({
        requestId: request.id,
        reference: request.reference,
        kind: request.kind,
        collection: deskCollectionOf(request.kind),
        mobile: request.mobile,
        policyNo: request.policyNo,
        details: request.details,
        submittedAt: request.createdAt.toISOString(),
        documents: files.map((file) => ({
          key: file.documentKey,
          name: file.fileName,
          contentType: file.contentType,
          size: file.size,
          sha256: file.sha256,
          contentBase64: file.content.toString("base64"),
        })),
      });
    } catch (error) {
      const reason = failureText(error);
      const delay = retryDelayMs(row.attempts, retryBaseMs, retryMaxMs);
      await db
        .update(serviceRequestOutbox)
        .set({ lastError: reason, nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})` })
        .where(eq(serviceRequestOutbox.id, row.id));
      console.warn(
        `service request: delivery of ${request.reference} (${masked}) to ${desk.name} failed, attempt ${row.attempts}: ${reason}; next in ${Math.round(delay / 1000)} s`,
      );
      return false;
    }
    await db.transaction(async (tx) => {
      await tx
        .update(serviceRequestOutbox)
        .set({ deliveredAt: sql`now()`, lastError: null })
        .where(eq(serviceRequestOutbox.id, row.id));
      // only a request still waiting moves on: a desk may have answered it already
      const moved = await tx
        .update(serviceRequests)
        .set({ status: "forwarded", updatedAt: sql`now()` })
        .where(and(eq(serviceRequests.id, request.id), eq(serviceRequests.status, "received")))
        .returning({ id: serviceRequests.id });
      if (moved.length) await tx.insert(serviceRequestEvents).values({ requestId: request.id, status: "forwarded" });
    });
    console.info(`service request: delivered ${request.reference} to ${desk.name}`);
    return true;
  }

  return createOutboxWorker({
    database,
    channel: SERVICE_REQUEST_OUTBOX_CHANNEL,
    label: "service request",
    pollMs,
    batchSize,
    claim,
    deliver,
  });
}
