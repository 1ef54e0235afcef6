/**
 * The lead outbox worker (docs/site-api.md "Lead": a CRM outage only delays
 * delivery). Each instance runs one; they share the work through the
 * database: a worker claims due rows with `FOR UPDATE SKIP LOCKED` and moves
 * their due time forward by a lease, so rows of a worker that died come due
 * again. A failed delivery is retried with exponential backoff, for ever: an
 * accepted lead is never dropped.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { LEAD_EMAIL_ID, LEAD_TYPE } from "@contracts/lead/lead-rules";
import type { CrmAdapter, CrmLead } from "./crm-adapter";
import { leadOutbox, leads } from "./lead.schema";
import { deleteOldCounters } from "../http/rate-limit";
import { deleteOldJourneys } from "../motor/journey-store";
import { maskMobile } from "./personal-data";
import { isDoNotCall } from "../service-requests/do-not-call";
import { createOutboxWorker, failureText, retryDelayMs, type OutboxWorker } from "../outbox/outbox-worker";

/** NOTIFY channel of new leads: the API wakes whichever instance's worker listens, at once. */
export const LEAD_OUTBOX_CHANNEL = "lead_outbox";

export interface OutboxOptions {
  database: Database;
  adapter: CrmAdapter;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Rows one claim takes. */
  batchSize?: number;
  /** How long a claimed row stays with its worker before another may take it. */
  leaseMs?: number;
}

/** The lead worker: the shared outbox loop (server/outbox/outbox-worker.ts) over `lead_outbox`. */
export type LeadOutbox = OutboxWorker;

const DEFAULT_BATCH = 20;
const DEFAULT_LEASE_MS = 20_000;
const HOUSEKEEPING_EVERY_MS = 10 * 60_000;

function crmLeadOf(row: typeof leads.$inferSelect, doNotCall: boolean): CrmLead {
  return {
    LeadId: row.id,
    SubmittedAt: row.createdAt.toISOString(),
    ClientId: row.clientId,
    SBILeadFirstName: row.firstName,
    SBILeadMiddleName: row.middleName,
    SBILeadLastName: row.lastName,
    LeadType: LEAD_TYPE,
    SBIEmailId: LEAD_EMAIL_ID,
    SBIMobileNum: row.mobile,
    SBIProductName: row.product,
    utm_source: row.utmSource,
    utm_medium: row.utmMedium,
    utm_campaign: row.utmCampaign,
    utm_uniqueid: row.utmUniqueId,
    utm_content: row.utmContent,
    utm_term: row.utmTerm,
    page_url: row.pageUrl,
    DoNotCall: doNotCall,
  };
}

export function createLeadOutbox(options: OutboxOptions): LeadOutbox {
  const { database, adapter, pollMs, retryBaseMs, retryMaxMs } = options;
  const db = database.db;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  let lastHousekeeping = 0;

  async function claim() {
    const due = db
      .select({ id: leadOutbox.id })
      .from(leadOutbox)
      .where(and(isNull(leadOutbox.deliveredAt), lte(leadOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(leadOutbox.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(leadOutbox)
      .set({
        attempts: sql`${leadOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      })
      .where(inArray(leadOutbox.id, due))
      .returning({ id: leadOutbox.id, leadId: leadOutbox.leadId, attempts: leadOutbox.attempts });
  }

  async function deliver(row: { id: number; leadId: string; attempts: number }): Promise<boolean> {
    const [lead] = await db.select().from(leads).where(eq(leads.id, row.leadId));
    if (!lead) return false;
    try {
      // the register is read at hand-off: a number registered after the lead was stored is marked too
      await adapter.deliver(crmLeadOf(lead, await isDoNotCall(db, lead.mobile)));
    } catch (error) {
      const reason = failureText(error);
      const delay = retryDelayMs(row.attempts, retryBaseMs, retryMaxMs);
      await db
        .update(leadOutbox)
        .set({ lastError: reason, nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})` })
        .where(eq(leadOutbox.id, row.id));
      console.warn(
        `lead: delivery of ${row.leadId} (${maskMobile(lead.mobile)}) to ${adapter.name} failed, attempt ${row.attempts}: ${reason}; next in ${Math.round(delay / 1000)} s`,
      );
      return false;
    }
    await db
      .update(leadOutbox)
      .set({ deliveredAt: sql`now()`, lastError: null })
      .where(eq(leadOutbox.id, row.id));
    console.info(`lead: delivered ${row.leadId} to ${adapter.name}`);
    return true;
  }

  async function housekeeping() {
    if (Date.now() - lastHousekeeping <= HOUSEKEEPING_EVERY_MS) return;
    lastHousekeeping = Date.now();
    await deleteOldCounters(db);
    await deleteOldJourneys(db);
  }

  return createOutboxWorker({
    database,
    channel: LEAD_OUTBOX_CHANNEL,
    label: "lead",
    pollMs,
    batchSize,
    claim,
    deliver,
    afterPass: housekeeping,
  });
}

/** The worker as configured (server/index.ts starts it; README "Leads"). */
export function leadOutboxFromConfig(
  database: Database,
  adapter: CrmAdapter,
  config: {
    LEAD_OUTBOX_POLL_MS: number;
    LEAD_OUTBOX_RETRY_BASE_MS: number;
    LEAD_OUTBOX_RETRY_MAX_MS: number;
    LEAD_CRM_TIMEOUT_MS: number;
  },
): LeadOutbox {
  return createLeadOutbox({
    database,
    adapter,
    pollMs: config.LEAD_OUTBOX_POLL_MS,
    retryBaseMs: config.LEAD_OUTBOX_RETRY_BASE_MS,
    retryMaxMs: config.LEAD_OUTBOX_RETRY_MAX_MS,
    // a delivery ends (or times out) well inside its lease; a row held longer belonged to a worker that died
    leaseMs: 2 * config.LEAD_CRM_TIMEOUT_MS,
  });
}
