/**
 * The operators' lead export (issue 3 "Operations"): every lead in a date
 * range as CSV, with its CRM delivery state, read in pages so an export of
 * any size streams in constant memory.
 */
import { and, asc, eq, gt, gte, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { leadOutbox, leads } from "./lead.schema";
import { LEAD_TYPE } from "@contracts/lead/lead-rules";

const PAGE_ROWS = 500;

export const EXPORT_COLUMNS = [
  "lead_id",
  "created_at",
  "submissions",
  "first_name",
  "middle_name",
  "last_name",
  "mobile",
  "product",
  "lead_type",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_uniqueid",
  "utm_content",
  "utm_term",
  "page_url",
  "client_id",
  "crm_delivered_at",
  "crm_attempts",
  "crm_last_error",
] as const;

/** One CSV field (RFC 4180), with cells a spreadsheet would run as a formula made inert. */
export function csvField(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: (string | number | null)[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

export interface ExportRange {
  /** inclusive */
  from?: Date;
  /** exclusive */
  to?: Date;
}

/** The export's lines: the header, then one line per lead, oldest first. */
export async function* leadExportLines(db: Db, range: ExportRange): AsyncGenerator<string> {
  yield csvLine([...EXPORT_COLUMNS]);
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const conditions: SQL[] = [];
    if (range.from) conditions.push(gte(leads.createdAt, range.from));
    if (range.to) conditions.push(lt(leads.createdAt, range.to));
    if (after) {
      const cursor = or(
        gt(leads.createdAt, after.createdAt),
        and(eq(leads.createdAt, after.createdAt), gt(leads.id, after.id)),
      );
      if (cursor) conditions.push(cursor);
    }
    const rows = await db
      .select({
        lead: leads,
        deliveredAt: leadOutbox.deliveredAt,
        attempts: leadOutbox.attempts,
        lastError: leadOutbox.lastError,
      })
      .from(leads)
      .leftJoin(leadOutbox, eq(leadOutbox.leadId, leads.id))
      .where(and(...conditions))
      .orderBy(asc(leads.createdAt), asc(leads.id))
      .limit(PAGE_ROWS);
    for (const { lead, deliveredAt, attempts, lastError } of rows) {
      yield csvLine([
        lead.id,
        lead.createdAt.toISOString(),
        lead.submissions,
        lead.firstName,
        lead.middleName,
        lead.lastName,
        lead.mobile,
        lead.product,
        LEAD_TYPE,
        lead.utmSource,
        lead.utmMedium,
        lead.utmCampaign,
        lead.utmUniqueId,
        lead.utmContent,
        lead.utmTerm,
        lead.pageUrl,
        lead.clientId,
        deliveredAt ? deliveredAt.toISOString() : null,
        attempts ?? 0,
        lastError,
      ]);
    }
    const last = rows[rows.length - 1];
    if (rows.length < PAGE_ROWS || !last) return;
    after = { createdAt: last.lead.createdAt, id: last.lead.id };
  }
}
