/**
 * Demo saved quotes (content/seed/README.md "Demo quotes"): a health, a
 * motor and a travel quote for two demo mobiles, priced by the real services
 * on the rating tables in effect, so that "Recent quote by OTP" can be tried
 * on a fresh site (decision 052). Written straight into `quotes` (no
 * call-back lead, no rate limits), only for a demo mobile with no recent
 * quote, under an advisory lock so that instances starting together seed
 * once. Off in production unless DEMO_QUOTES=true.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import type { HealthQuoteService } from "@contracts/health/health-service";
import type { Member } from "@contracts/health/health-quote";
import { cityTypeOfPincode } from "@contracts/health/city-zone";
import type { MotorQuoteService } from "@contracts/motor/motor-service";
import type { TravelQuoteService } from "@contracts/travel/travel-service";
import { indiaDay } from "@contracts/dates/india-day";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { quotes, ratingTables } from "../health/health.schema";
import { MOTOR_PRODUCT_IDS } from "../motor/motor-service";
import { RECENT_QUOTE_DAYS } from "../otp/recent-quotes";
import { insertQuoteRow, newQuoteIdentifier, type QuoteProduct } from "./quote-store";

/** The demo mobiles and their holders (listed in content/seed/README.md). */
export const DEMO_MOBILES = { asha: "9000000001", ravi: "9000000002" } as const;

/** DEMO_QUOTES, or by default on everywhere but production. */
export function demoQuotesEnabled(config: Pick<Config, "DEMO_QUOTES" | "NODE_ENV">): boolean {
  return config.DEMO_QUOTES ? config.DEMO_QUOTES === "true" : config.NODE_ENV !== "production";
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Any fixed number: the key of the advisory lock of this seeding step. */
const DEMO_LOCK_KEY = 520_052;

interface DemoQuote {
  product: QuoteProduct;
  parameters: unknown;
  planKey: string | null;
  plans: unknown[];
  premium: number;
  ratingVersion: number;
}

export interface DemoQuoteServices {
  health: HealthQuoteService;
  motor: MotorQuoteService;
  travel: TravelQuoteService;
}

function yearsBefore(now: Date, years: number): string {
  return indiaDay(new Date(now.getTime() - years * 365 * DAY_MS));
}

async function healthDemo(
  service: HealthQuoteService,
  answers: { age: number; members: Member[]; si: "3-5" | "6-10"; pincode: string },
): Promise<DemoQuote> {
  const request = { ...answers, city_type: cityTypeOfPincode(answers.pincode), coverage: [5] };
  const { pincode: _pincode, ...premiumRequest } = request;
  const answer = await service.premiums(premiumRequest);
  if (!answer.ok) throw new Error(`health demo quote: ${answer.message}`);
  const [cheapest] = answer.value.plans;
  if (!cheapest) throw new Error("health demo quote: no plan");
  return {
    product: "health",
    parameters: request,
    planKey: null,
    plans: answer.value.plans,
    premium: cheapest.totalPremium,
    ratingVersion: answer.value.ratingVersion,
  };
}

async function motorDemo(
  service: MotorQuoteService,
  request: Record<string, unknown> & { vehicleType: "car" | "bike" },
  registration: string,
): Promise<DemoQuote> {
  const answer = await service.premiums(request);
  if (!answer.ok) throw new Error(`motor demo quote: ${answer.message}`);
  const { vehicle: _vehicle, ...premium } = answer.value;
  return {
    product: "motor",
    parameters: { ...request, registration },
    planKey: MOTOR_PRODUCT_IDS[request.vehicleType],
    plans: [premium],
    premium: premium.totalPremium,
    ratingVersion: premium.ratingVersion,
  };
}

async function travelDemo(service: TravelQuoteService, parameters: Record<string, unknown>): Promise<DemoQuote> {
  const answer = await service.premiums(parameters);
  if (!answer.ok) throw new Error(`travel demo quote: ${answer.message}`);
  const [cheapest] = answer.value.plans;
  if (!cheapest) throw new Error("travel demo quote: no plan");
  return {
    product: "travel",
    parameters,
    planKey: null,
    plans: answer.value.plans,
    premium: cheapest.totalPremium,
    ratingVersion: answer.value.ratingVersion,
  };
}

/** Each demo holder's quotes, newest first. */
async function demoQuotes(services: DemoQuoteServices, now: Date) {
  const common = { policyType: "comprehensive", claimLastYear: false, addons: [] } as const;
  return [
    {
      mobile: DEMO_MOBILES.asha,
      name: "Asha Rao",
      quotes: [
        await healthDemo(services.health, {
          age: 34,
          members: ["Self", "Spouse", "Daughter"],
          si: "3-5",
          pincode: "400001",
        }),
        await motorDemo(
          services.motor,
          {
            ...common,
            vehicleType: "car",
            cc: 1197,
            exShowroomPrice: 649_000,
            registrationDate: yearsBefore(now, 2),
            rtoCode: "MH02",
            previousNcb: 20,
          },
          "MH02AB1234",
        ),
        await travelDemo(services.travel, {
          tripType: "single",
          region: "asia",
          days: 7,
          travellers: [34, 32],
          sumInsured: 50_000,
        }),
      ],
    },
    {
      mobile: DEMO_MOBILES.ravi,
      name: "Ravi Kumar",
      quotes: [
        await motorDemo(
          services.motor,
          {
            ...common,
            vehicleType: "bike",
            cc: 125,
            exShowroomPrice: 95_000,
            registrationDate: yearsBefore(now, 1),
            rtoCode: "KA01",
            previousNcb: 0,
          },
          "KA01EF4321",
        ),
        await healthDemo(services.health, { age: 52, members: ["Self", "Spouse"], si: "6-10", pincode: "560001" }),
      ],
    },
  ];
}

/** Seed the demo quotes of each demo mobile that has none in the last 30 days; the quote numbers written. */
export async function seedDemoQuotes(
  database: Database,
  services: DemoQuoteServices,
  now: Date = new Date(),
): Promise<string[]> {
  const holders = await demoQuotes(services, now);
  const since = new Date(now.getTime() - RECENT_QUOTE_DAYS * DAY_MS);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
    const written: string[] = [];
    for (const holder of holders) {
      const [recent] = await tx
        .select({ id: quotes.id })
        .from(quotes)
        .where(and(eq(quotes.mobile, holder.mobile), gt(quotes.createdAt, since)))
        .limit(1);
      if (recent) continue;
      for (const [index, quote] of holder.quotes.entries()) {
        const [table] = await tx
          .select({ id: ratingTables.id })
          .from(ratingTables)
          .where(and(eq(ratingTables.line, quote.product), eq(ratingTables.version, quote.ratingVersion)));
        if (!table) throw new Error(`demo quotes: no ${quote.product} rating table ${quote.ratingVersion}`);
        const row = await insertQuoteRow(
          tx,
          {
            product: quote.product,
            parameters: quote.parameters,
            planKey: quote.planKey,
            plans: quote.plans,
            premium: quote.premium,
            ratingTableId: table.id,
            name: holder.name,
            mobile: holder.mobile,
            email: "",
          },
          newQuoteIdentifier(),
          // a few hours apart, the first newest
          new Date(now.getTime() - (index + 1) * 3 * 60 * 60 * 1000),
        );
        written.push(row.quoteNo);
      }
    }
    return written;
  });
}
