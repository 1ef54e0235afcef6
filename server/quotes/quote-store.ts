/**
 * Saving a priced quote, for every quote flow (docs/site-api.md "Premiums
 * and quotes"): the rate limits per address and mobile, the quote row with
 * its number and unguessable identifier, then the call-back lead through the
 * lead pipeline (outbox, CRM adapter). The quote is written before the
 * visitor is told its number; personal data is masked in logs.
 */
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { LEAD_EMAIL_ID, LEAD_TYPE, splitFullName } from "@contracts/lead/lead-rules";
import { hitRateLimits, RateLimitedError } from "../http/rate-limit";
import { storeLead } from "../lead/lead-store";
import { LEAD_OUTBOX_CHANNEL } from "../lead/lead-outbox";
import { maskMobile } from "../lead/personal-data";
import { quotes } from "../health/health.schema";

export const QUOTE_IP_SCOPE = "quote-ip";
export const QUOTE_MOBILE_SCOPE = "quote-mobile";
const IDENTIFIER_BYTES = 16;
export const IDENTIFIER_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The letters before a quote's number, per product line (HQ00000012). */
export const QUOTE_PREFIX = { health: "HQ", motor: "MQ", travel: "TQ" } as const;
export type QuoteProduct = keyof typeof QUOTE_PREFIX;

export interface QuoteStoreOptions {
  database: Database;
  hashKey: () => Promise<Buffer>;
  limits: { quotesPerIp: number; quotesPerMobile: number; leadsPerIp: number; leadsPerMobile: number };
}

export interface QuoteToStore {
  product: QuoteProduct;
  /** The answers that priced it (no contact details). */
  parameters: unknown;
  planKey: string | null;
  plans: unknown;
  premium: number;
  ratingTableId: number;
  name: string;
  mobile: string;
  email: string;
  /** leadproducts' ProductValue the call-back is for. */
  leadProduct: string;
}

export interface StoredQuote {
  quoteNo: string;
  identifier: string;
  createdAt: Date;
}

/** spec 9: `YYYY-MM-DD HH:mm:ss` in India time. */
export function storedDate(date: Date): string {
  return new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace("T", " ");
}

/**
 * Write the quote, then its call-back lead; the quote stands whatever the
 * lead's own limits say. Throws `RateLimitedError` when the quote limits are spent.
 */
export async function storeQuote(
  options: QuoteStoreOptions,
  quote: QuoteToStore,
  meta: { clientAddress: string; pageUrl?: string },
): Promise<StoredQuote> {
  const { database } = options;
  const db = database.db;
  const hashKey = await options.hashKey();
  const identifier = newQuoteIdentifier();
  const saved = await db.transaction(async (tx) => {
    await hitRateLimits(
      tx,
      [
        { scope: QUOTE_IP_SCOPE, subject: meta.clientAddress, limit: options.limits.quotesPerIp, windowSeconds: 600 },
        {
          scope: QUOTE_MOBILE_SCOPE,
          subject: quote.mobile,
          limit: options.limits.quotesPerMobile,
          windowSeconds: 3600,
        },
      ],
      hashKey,
    );
    return insertQuoteRow(tx, quote, identifier);
  });
  const { first, middle, last } = splitFullName(quote.name);
  const lead = await storeLead(
    db,
    {
      ClientId: "",
      SBILeadFirstName: first,
      SBILeadMiddleName: middle,
      SBILeadLastName: last,
      LeadType: LEAD_TYPE,
      SBIEmailId: LEAD_EMAIL_ID,
      SBIMobileNum: quote.mobile,
      SBIProductName: quote.leadProduct,
      utm_source: `${quote.product}-quote`,
      utm_medium: "website",
      utm_campaign: "",
      utm_uniqueid: saved.quoteNo,
      utm_content: "",
      utm_term: "",
      page_url: meta.pageUrl ?? "",
    },
    meta.clientAddress,
    { perIp: options.limits.leadsPerIp, perMobile: options.limits.leadsPerMobile, hashKey },
  );
  if (lead.status !== "rate-limited") {
    await db.update(quotes).set({ leadId: lead.leadId }).where(eq(quotes.id, saved.id));
    if (lead.status === "stored") database.notify(LEAD_OUTBOX_CHANNEL, lead.leadId).catch(() => undefined);
  }
  console.info(`${quote.product}: quote ${saved.quoteNo} saved (${maskMobile(quote.mobile)}, lead ${lead.status})`);
  return { quoteNo: saved.quoteNo, identifier, createdAt: saved.createdAt };
}

/** The quote row itself, with its number (the sequence) and the given identifier; no limits, no lead. */
export async function insertQuoteRow(
  db: Db,
  quote: Omit<QuoteToStore, "leadProduct">,
  identifier: string,
  createdAt?: Date,
): Promise<{ id: string; quoteNo: string; createdAt: Date }> {
  const [row] = await db
    .insert(quotes)
    .values({
      id: crypto.randomUUID(),
      quoteNo: sql<string>`${QUOTE_PREFIX[quote.product]} || lpad(nextval('quote_number_seq')::text, 8, '0')`,
      identifier,
      product: quote.product,
      parameters: quote.parameters,
      planKey: quote.planKey,
      plans: quote.plans,
      premium: quote.premium,
      ratingTableId: quote.ratingTableId,
      name: quote.name.trim(),
      mobile: quote.mobile,
      email: quote.email,
      ...(createdAt ? { createdAt } : {}),
    })
    .returning({ id: quotes.id, quoteNo: quotes.quoteNo, createdAt: quotes.createdAt });
  return row!;
}

/** A new quote identifier: 16 random bytes, base64url (22 characters). */
export function newQuoteIdentifier(): string {
  return crypto.randomBytes(IDENTIFIER_BYTES).toString("base64url");
}

/** Any line's quote by its identifier, with the contact the OTP flow sends to; null when there is none. */
export async function findQuote(database: Database, identifier: string) {
  if (!IDENTIFIER_PATTERN.test(identifier)) return null;
  const [row] = await database.db
    .select({ id: quotes.id, quoteNo: quotes.quoteNo, product: quotes.product, mobile: quotes.mobile })
    .from(quotes)
    .where(eq(quotes.identifier, identifier))
    .limit(1);
  return row ?? null;
}

/** A stored quote's row by its identifier and product, or null. */
export async function quoteRow(database: Database, product: QuoteProduct, identifier: string) {
  if (!IDENTIFIER_PATTERN.test(identifier)) return null;
  const [row] = await database.db
    .select({
      quoteNo: quotes.quoteNo,
      identifier: quotes.identifier,
      parameters: quotes.parameters,
      planKey: quotes.planKey,
      plans: quotes.plans,
      premium: quotes.premium,
      createdAt: quotes.createdAt,
      version: sql<number>`(select version from rating_tables where id = ${quotes.ratingTableId})`,
    })
    .from(quotes)
    .where(sql`${quotes.identifier} = ${identifier} and ${quotes.product} = ${product}`)
    .limit(1);
  return row ?? null;
}

/** A service's answer when the rating tables or the database cannot be read (logged). */
export const SERVICE_UNAVAILABLE = {
  ok: false as const,
  status: 503 as const,
  message: "unavailable",
  retryAfterSeconds: 30,
};

/** Log why a line's premiums could not be priced, and the answer to give. */
export function premiumsUnavailable(line: QuoteProduct, error: unknown) {
  console.error(`${line}: premiums unavailable:`, error instanceof Error ? error.message : error);
  return SERVICE_UNAVAILABLE;
}

/**
 * The 400 answer of a failed parse: its first issue's message, the field it
 * names (a list item's issue names the list), and what the message's
 * placeholders stand for.
 */
export function firstProblem(error: { issues: readonly { path: PropertyKey[]; message: string }[] }, fallback: string) {
  const issue = error.issues[0];
  const path = issue?.path ?? [];
  const last = path.length - 1;
  const field = String((/^\d+$/.test(String(path[last] ?? "")) ? path[last - 1] : path[last]) ?? "");
  const params = (issue as { params?: Record<string, string> } | undefined)?.params;
  return {
    ok: false as const,
    status: 400 as const,
    message: issue?.message ?? fallback,
    field,
    ...(params ? { values: params } : {}),
  };
}

/** The answer to a quote that could not be saved: the limits spent (429), or the store unavailable (503, logged). */
export function quoteNotSaved(product: QuoteProduct, error: unknown) {
  if (error instanceof RateLimitedError)
    return {
      ok: false as const,
      status: 429 as const,
      message: "rate_limited",
      retryAfterSeconds: error.retryAfterSeconds,
    };
  console.error(`${product}: could not save a quote:`, error instanceof Error ? error.message : error);
  return SERVICE_UNAVAILABLE;
}
