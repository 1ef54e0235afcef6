/**
 * The health quote service (contracts/health/health-service.ts): premiums on
 * the rating table in effect, and saved quotes, re-priced on the server
 * (site-api.md: never a premium the browser sent). Saving writes the quote
 * and hands a call-back lead to the lead pipeline (outbox, CRM adapter)
 * before it answers. Personal data is masked in logs.
 */
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { HEALTH_QUOTE_PRODUCT_ID, type HealthQuoteService, type SavedQuote } from "@contracts/health/health-service";
import {
  PremiumRequestSchema,
  SaveQuoteSchema,
  issuesByField,
  type PremiumRequest,
} from "@contracts/health/health-schema";
import { HEALTH_STEP_PATHS, journeyQuery, type JourneyAnswers } from "@contracts/health/health-journey";
import { cityTypeOfPincode } from "@contracts/health/city-zone";
import { orderedMembers, type CoverageValue, type Member } from "@contracts/health/health-quote";
import { DEFAULT_LEAD_PRODUCT, LEAD_EMAIL_ID, LEAD_TYPE, splitFullName } from "@contracts/lead/lead-rules";
import type { PlanPremium } from "@contracts/health/health-quote-reducer";
import { hitRateLimits, RateLimitedError } from "../http/rate-limit";
import { storeLead } from "../lead/lead-store";
import { LEAD_OUTBOX_CHANNEL } from "../lead/lead-outbox";
import { maskMobile } from "../lead/personal-data";
import { nextQuoteNumber, quotes } from "./health.schema";
import { priceHealthPlans } from "./premium-engine";
import type { RatingTableReader } from "./rating-store";

export interface HealthServiceOptions {
  database: Database;
  tables: RatingTableReader;
  hashKey: () => Promise<Buffer>;
  limits: { quotesPerIp: number; quotesPerMobile: number; leadsPerIp: number; leadsPerMobile: number };
}

/** The lead product a quoted plan is sold as (leadproducts' ProductValue); the first lead product otherwise. */
const LEAD_PRODUCT_OF_PLAN: Record<string, string> = {
  "arogya-sanjeevani-policy": "Arogya Sanjeevani",
  "arogya-supreme": "Arogya Supreme",
  "super-health-insurance-policy": "Super Health",
  "arogya-plus-policy": "Arogya Plus",
  "arogya-topup-policy": "Arogya Topup",
};

const QUOTE_IP_SCOPE = "quote-ip";
const QUOTE_MOBILE_SCOPE = "quote-mobile";
const IDENTIFIER_BYTES = 16;
const IDENTIFIER_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** spec 9: `YYYY-MM-DD HH:mm:ss` in India time. */
export function storedDate(date: Date): string {
  return new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace("T", " ");
}

function firstProblem(error: { issues: readonly { path: PropertyKey[]; message: string }[] }) {
  const [field, message] = Object.entries(issuesByField(error))[0] ?? ["", "health_members_invalid"];
  return { ok: false as const, status: 400 as const, message, field };
}

const unavailable = { ok: false as const, status: 503 as const, message: "unavailable", retryAfterSeconds: 30 };

export function createHealthService(options: HealthServiceOptions): HealthQuoteService {
  const { database, tables } = options;
  const db = database.db;

  async function price(request: PremiumRequest) {
    const stored = await tables.current();
    if (!stored) return null;
    return { stored, plans: priceHealthPlans(stored.table, request) };
  }

  return {
    async premiums(body) {
      const parsed = PremiumRequestSchema.safeParse(body);
      if (!parsed.success) return firstProblem(parsed.error);
      try {
        const priced = await price(parsed.data as PremiumRequest);
        if (!priced) return unavailable;
        return { ok: true, value: { plans: priced.plans, ratingVersion: priced.stored.table.version } };
      } catch (error) {
        console.error("health: premiums unavailable:", error instanceof Error ? error.message : error);
        return unavailable;
      }
    },

    async saveQuote(body, meta) {
      const parsed = SaveQuoteSchema.safeParse(body);
      if (!parsed.success) return firstProblem(parsed.error);
      const input = parsed.data;
      const { pincode } = input.parameters;
      const request = {
        age: input.parameters.age,
        members: orderedMembers(input.parameters.members as Member[]),
        si: input.parameters.si,
        // the pincode decides the zone; a city type sent beside it is not trusted
        city_type: cityTypeOfPincode(pincode),
        coverage: [...input.parameters.coverage].sort() as CoverageValue[],
      } satisfies PremiumRequest;
      try {
        const priced = await price(request);
        if (!priced) return unavailable;
        const chosen = input.planKey ? priced.plans.find((plan) => plan.productKey === input.planKey) : priced.plans[0];
        if (input.planKey && !chosen)
          return { ok: false, status: 400, message: "health_plan_invalid", field: "planKey" };
        const hashKey = await options.hashKey();
        const identifier = crypto.randomBytes(IDENTIFIER_BYTES).toString("base64url");
        const answers: JourneyAnswers = { ...request, pincode };
        const saved = await db.transaction(async (tx) => {
          await hitRateLimits(
            tx,
            [
              {
                scope: QUOTE_IP_SCOPE,
                subject: meta.clientAddress,
                limit: options.limits.quotesPerIp,
                windowSeconds: 600,
              },
              {
                scope: QUOTE_MOBILE_SCOPE,
                subject: input.mobile,
                limit: options.limits.quotesPerMobile,
                windowSeconds: 3600,
              },
            ],
            hashKey,
          );
          const [row] = await tx
            .insert(quotes)
            .values({
              id: crypto.randomUUID(),
              quoteNo: nextQuoteNumber,
              identifier,
              product: "health",
              parameters: answers,
              planKey: input.planKey ?? null,
              plans: priced.plans,
              premium: chosen?.totalPremium ?? 0,
              ratingTableId: priced.stored.id,
              name: input.name.trim(),
              mobile: input.mobile,
              email: input.email ?? "",
            })
            .returning({ id: quotes.id, quoteNo: quotes.quoteNo, createdAt: quotes.createdAt });
          return row!;
        });
        // the call-back lead, through the lead pipeline: its own limits and repeat rule; the quote stands either way
        const { first, middle, last } = splitFullName(input.name);
        const lead = await storeLead(
          db,
          {
            ClientId: "",
            SBILeadFirstName: first,
            SBILeadMiddleName: middle,
            SBILeadLastName: last,
            LeadType: LEAD_TYPE,
            SBIEmailId: LEAD_EMAIL_ID,
            SBIMobileNum: input.mobile,
            SBIProductName: LEAD_PRODUCT_OF_PLAN[chosen?.productKey ?? ""] ?? DEFAULT_LEAD_PRODUCT,
            utm_source: "health-quote",
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
        console.info(`health: quote ${saved.quoteNo} saved (${maskMobile(input.mobile)}, lead ${lead.status})`);
        return {
          ok: true,
          value: {
            quoteNo: saved.quoteNo,
            identifier,
            url: quoteUrl(identifier),
            crtdate: storedDate(saved.createdAt),
            productid: HEALTH_QUOTE_PRODUCT_ID,
          },
        };
      } catch (error) {
        if (error instanceof RateLimitedError) {
          return { ok: false, status: 429, message: "rate_limited", retryAfterSeconds: error.retryAfterSeconds };
        }
        console.error("health: could not save a quote:", error instanceof Error ? error.message : error);
        return unavailable;
      }
    },

    async quote(identifier) {
      if (!IDENTIFIER_PATTERN.test(identifier)) return null;
      const [row] = await db
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
        .where(eq(quotes.identifier, identifier))
        .limit(1);
      if (!row) return null;
      return {
        quoteNo: row.quoteNo,
        identifier: row.identifier,
        url: quoteUrl(row.identifier),
        crtdate: storedDate(row.createdAt),
        productid: HEALTH_QUOTE_PRODUCT_ID,
        answers: row.parameters as JourneyAnswers,
        planKey: row.planKey,
        plans: row.plans as PlanPremium[],
        premium: row.premium,
        ratingVersion: Number(row.version),
      } satisfies SavedQuote;
    },
  };
}

/** Step 6 of the saved quote (site-api.md `url`). */
export function quoteUrl(identifier: string): string {
  return `${HEALTH_STEP_PATHS[6]}${journeyQuery({}, { quote: identifier })}`;
}
