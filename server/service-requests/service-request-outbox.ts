/**
 * The service request outbox worker (decision 057), as the lead outbox
 * (server/lead/lead-outbox.ts, whose backoff it shares): due rows claimed
 * with `FOR UPDATE SKIP LOCKED` and leased, so instances share the work and
 * the rows of a worker that died come due again; a failed delivery retried
 * with exponential backoff, for ever. A delivered request becomes
 * "forwarded" in its status history.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { maskMobile } from "../lead/personal-data";
import { retryDelayMs } from "../lead/lead-outbox";
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

export interface ServiceRequestOutbox {
  start(): void;
  stop(): Promise<void>;
  nudge(): void;
  /** One pass: claim due rows and deliver them; the number delivered. */
  runOnce(): Promise<number>;
}

const ERROR_TEXT_MAX = 500;

export function createServiceRequestOutbox(options: ServiceRequestOutboxOptions): ServiceRequestOutbox {
  const { database, desk, pollMs, retryBaseMs, retryMaxMs } = options;
  const db = database.db;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 20_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;
  let again = false;
  let unlisten: (() => Promise<void>) | null = null;

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
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_MAX);
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

  async function runOnce(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const claimed = await claim();
      for (const row of claimed) if (await deliver(row)) delivered++;
      if (claimed.length < batchSize || stopped) break;
    }
    return delivered;
  }

  function schedule(delay: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delay);
  }

  function tick() {
    timer = null;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .then(() => undefined)
      .catch((error: unknown) => {
        console.error("service request: outbox pass failed:", error instanceof Error ? error.message : error);
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          schedule(0);
        } else {
          schedule(pollMs);
        }
      });
  }

  function nudge() {
    if (stopped) return;
    if (running) again = true;
    else schedule(0);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      database
        .listen(SERVICE_REQUEST_OUTBOX_CHANNEL, nudge)
        .then((stop) => {
          if (stopped) stop().catch(() => undefined);
          else unlisten = stop;
        })
        .catch((error: unknown) => {
          console.warn(
            "service request: outbox not listening, polling only:",
            error instanceof Error ? error.message : error,
          );
        });
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await unlisten?.().catch(() => undefined);
      unlisten = null;
      await running;
    },
    nudge,
    runOnce,
  };
}
