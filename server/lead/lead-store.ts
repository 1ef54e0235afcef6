/**
 * Storing a lead (docs/site-api.md "Lead"): in one transaction, count the
 * address's limit, fold a repeat of the same mobile and product within 10
 * minutes into the first (a repeat does not use up the mobile's quota), or
 * count the mobile's limit and write the lead and its outbox row. The caller
 * answers 200 only after this commits, so an accepted lead is on disk.
 */
import crypto from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { LeadPayload } from "@contracts/lead/lead-schema";
import { leadOutbox, leads } from "./lead.schema";
import { hitRateLimits, RateLimitedError } from "../http/rate-limit";

/** docs/site-api.md: repeats of one mobile and product within 10 minutes are stored once. */
export const DEDUP_WINDOW_MINUTES = 10;
/** decision 013: the scopes and windows of the two limits. */
export const LEAD_IP_SCOPE = "lead-ip";
export const LEAD_MOBILE_SCOPE = "lead-mobile";
export const IP_WINDOW_SECONDS = 10 * 60;
export const MOBILE_WINDOW_SECONDS = 60 * 60;

export interface LeadLimits {
  perIp: number;
  perMobile: number;
  /** Key of the HMAC that hides addresses and numbers in the counters (the server-only hash secret). */
  hashKey: Buffer;
}

export type StoreResult =
  | { status: "stored"; leadId: string }
  | { status: "duplicate"; leadId: string }
  | { status: "rate-limited"; scope: string; retryAfterSeconds: number };

export async function storeLead(db: Db, payload: LeadPayload, ip: string, limits: LeadLimits): Promise<StoreResult> {
  try {
    return await db.transaction(async (tx) => {
      await hitRateLimits(
        tx,
        [{ scope: LEAD_IP_SCOPE, subject: ip, limit: limits.perIp, windowSeconds: IP_WINDOW_SECONDS }],
        limits.hashKey,
      );
      // One writer per mobile and product at a time, on every instance: the repeat check and the insert are atomic.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`lead:${payload.SBIMobileNum}:${payload.SBIProductName}`}))`,
      );
      const [earlier] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(
          and(
            eq(leads.mobile, payload.SBIMobileNum),
            eq(leads.product, payload.SBIProductName),
            gt(leads.createdAt, sql`now() - make_interval(mins => ${DEDUP_WINDOW_MINUTES})`),
          ),
        )
        .orderBy(desc(leads.createdAt))
        .limit(1);
      if (earlier) {
        await tx
          .update(leads)
          .set({ submissions: sql`${leads.submissions} + 1`, lastSubmittedAt: sql`now()` })
          .where(eq(leads.id, earlier.id));
        return { status: "duplicate", leadId: earlier.id } as const;
      }
      await hitRateLimits(
        tx,
        [
          {
            scope: LEAD_MOBILE_SCOPE,
            subject: payload.SBIMobileNum,
            limit: limits.perMobile,
            windowSeconds: MOBILE_WINDOW_SECONDS,
          },
        ],
        limits.hashKey,
      );
      const leadId = crypto.randomUUID();
      await tx.insert(leads).values({
        id: leadId,
        clientId: payload.ClientId,
        firstName: payload.SBILeadFirstName,
        middleName: payload.SBILeadMiddleName,
        lastName: payload.SBILeadLastName,
        mobile: payload.SBIMobileNum,
        product: payload.SBIProductName,
        utmSource: payload.utm_source,
        utmMedium: payload.utm_medium,
        utmCampaign: payload.utm_campaign,
        utmUniqueId: payload.utm_uniqueid,
        utmContent: payload.utm_content,
        utmTerm: payload.utm_term,
        pageUrl: payload.page_url,
      });
      await tx.insert(leadOutbox).values({ leadId });
      return { status: "stored", leadId } as const;
    });
  } catch (error) {
    if (error instanceof RateLimitedError) {
      return { status: "rate-limited", scope: error.scope, retryAfterSeconds: error.retryAfterSeconds };
    }
    throw error;
  }
}
