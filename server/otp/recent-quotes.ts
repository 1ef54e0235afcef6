/**
 * The recent quotes of a mobile number, as the OTP modal lists them after a
 * successful check (docs/site-api.md "OTP and recent quotes", decision 052
 * "Recent quotes"): health, motor and travel quotes of the last 30 days,
 * newest first, at most 10, each with its product's name, who or what it
 * covers in words, its premium, number, date (spec 9) and page.
 */
import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type { ContentSource } from "@contracts/content/content-source";
import { HEALTH_QUOTE_PRODUCT_ID } from "@contracts/health/health-service";
import type { RecentQuote } from "@contracts/otp/otp-rules";
import { travelQuoteUrl, TRAVEL_PRODUCT_ID } from "@contracts/travel/travel-service";
import type { Database } from "../db/client";
import { quotes } from "../health/health.schema";
import { quoteUrl as healthQuoteUrl } from "../health/health-service";
import { MOTOR_PRODUCT_IDS, motorQuoteUrl } from "../motor/motor-service";
import { QUOTE_PREFIX, storedDate, type QuoteProduct } from "../quotes/quote-store";

/** How far back "recent" reaches, and how many are listed. */
export const RECENT_QUOTE_DAYS = 30;
export const RECENT_QUOTE_LIMIT = 10;

/** Names when the stored plan or the content has none (the content's names of these products). */
const FALLBACK_NAMES = {
  health: "Health Insurance",
  car: "Private Car Insurance",
  bike: "Two Wheeler Insurance",
  travel: "Travel Insurance",
} as const;
const VEHICLE_WORDS = { car: "Car", bike: "Two wheeler" } as const;

interface Row {
  identifier: string;
  quoteNo: string;
  product: string;
  parameters: unknown;
  planKey: string | null;
  plans: unknown;
  premium: number;
  createdAt: Date;
}

interface PricedPlan {
  productKey?: unknown;
  planName?: unknown;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The plan the quote was for: the chosen one, or the first (cheapest) priced. */
function chosenPlan(row: Row): PricedPlan {
  const plans = Array.isArray(row.plans) ? (row.plans as unknown[]).map(record) : [];
  return (row.planKey ? plans.find((p) => p.productKey === row.planKey) : undefined) ?? plans[0] ?? {};
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null);

/** "Self, Spouse, Father-in-law, Son". */
function healthMembers(parameters: Record<string, unknown>): string {
  const members = Array.isArray(parameters.members) ? parameters.members.filter((m) => typeof m === "string") : [];
  return members.map((m: string) => m.replace(/_/g, "-")).join(", ");
}

/** "Car, 1197 cc, MH02AB1234": the vehicle as the quote describes it. */
function vehicleWords(parameters: Record<string, unknown>): string {
  const type = parameters.vehicleType === "bike" ? "bike" : "car";
  const size =
    typeof parameters.cc === "number"
      ? `${parameters.cc} cc`
      : typeof parameters.kw === "number"
        ? `${parameters.kw} kW`
        : null;
  return [VEHICLE_WORDS[type], size, text(parameters.registration)].filter(Boolean).join(", ");
}

function travellerWords(parameters: Record<string, unknown>): string {
  const count = Array.isArray(parameters.travellers) ? parameters.travellers.length : 0;
  return `${count} ${count === 1 ? "traveller" : "travellers"}`;
}

export interface RecentQuotes {
  /** The mobile's recent quotes as of `now`, newest first. */
  of(mobile: string, now: Date): Promise<RecentQuote[]>;
  /**
   * The quote with this number whose mobile is this one, however old (quote search, decision 057);
   * null for an unknown number and a wrong mobile alike.
   */
  find(quoteNo: string, mobile: string): Promise<RecentQuote | null>;
}

/** `content`: where a motor product's name is read (`/products?key=`); its failure falls back to the names above. */
export function createRecentQuotes(database: Database, content?: ContentSource): RecentQuotes {
  const productNames = new Map<string, Promise<string | null>>();

  function productName(key: string): Promise<string | null> {
    let name = productNames.get(key);
    if (!name) {
      name = (content?.get<unknown>(`/products?key=${encodeURIComponent(key)}&_limit=1`) ?? Promise.resolve([]))
        .then((entries) => (Array.isArray(entries) ? text(record(entries[0]).Name_en) : null))
        .catch(() => {
          // not kept: the content service may answer next time
          productNames.delete(key);
          return null;
        });
      productNames.set(key, name);
    }
    return name;
  }

  async function shape(row: Row): Promise<RecentQuote> {
    const parameters = record(row.parameters);
    const common = {
      premium: row.premium,
      quoteNo: row.quoteNo,
      quote_creation_date: storedDate(row.createdAt),
    };
    const plan = chosenPlan(row);
    if (row.product === "motor") {
      const type = parameters.vehicleType === "bike" ? "bike" : "car";
      const productid = MOTOR_PRODUCT_IDS[type];
      return {
        product_name: (await productName(productid)) ?? FALLBACK_NAMES[type],
        members: vehicleWords(parameters),
        ...common,
        url: motorQuoteUrl(row.identifier),
        productid,
      };
    }
    if (row.product === "travel") {
      return {
        product_name: text(plan.planName) ?? FALLBACK_NAMES.travel,
        members: travellerWords(parameters),
        ...common,
        url: travelQuoteUrl(row.identifier),
        productid: row.planKey ?? text(plan.productKey) ?? TRAVEL_PRODUCT_ID,
      };
    }
    return {
      product_name: text(plan.planName) ?? FALLBACK_NAMES.health,
      members: healthMembers(parameters),
      ...common,
      url: healthQuoteUrl(row.identifier),
      productid: HEALTH_QUOTE_PRODUCT_ID,
    };
  }

  const columns = {
    identifier: quotes.identifier,
    quoteNo: quotes.quoteNo,
    product: quotes.product,
    parameters: quotes.parameters,
    planKey: quotes.planKey,
    plans: quotes.plans,
    premium: quotes.premium,
    createdAt: quotes.createdAt,
  };

  return {
    async of(mobile, now) {
      const since = new Date(now.getTime() - RECENT_QUOTE_DAYS * 24 * 60 * 60 * 1000);
      const rows = await database.db
        .select(columns)
        .from(quotes)
        .where(
          and(
            eq(quotes.mobile, mobile),
            gt(quotes.createdAt, since),
            inArray(quotes.product, Object.keys(QUOTE_PREFIX) as QuoteProduct[]),
          ),
        )
        .orderBy(desc(quotes.createdAt), desc(quotes.quoteNo))
        .limit(RECENT_QUOTE_LIMIT);
      return Promise.all(rows.map(shape));
    },
    async find(quoteNo, mobile) {
      // number and mobile in one query: an unknown number and a wrong mobile run the same statement
      const [row] = await database.db
        .select(columns)
        .from(quotes)
        .where(
          and(
            eq(quotes.quoteNo, quoteNo),
            eq(quotes.mobile, mobile),
            inArray(quotes.product, Object.keys(QUOTE_PREFIX) as QuoteProduct[]),
          ),
        );
      return row ? shape(row) : null;
    },
  };
}
