/**
 * The health quote service (contracts/health/health-service.ts): premiums on
 * the rating table in effect, and saved quotes, re-priced on the server
 * (site-api.md: never a premium the browser sent). Saving writes the quote
 * and hands a call-back lead to the lead pipeline (outbox, CRM adapter)
 * before it answers. Personal data is masked in logs.
 */
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
import { DEFAULT_LEAD_PRODUCT } from "@contracts/lead/lead-rules";
import type { PlanPremium } from "@contracts/health/health-quote-reducer";
import {
  SERVICE_UNAVAILABLE,
  premiumsUnavailable,
  quoteNotSaved,
  quoteRow,
  storeQuote,
  storedDate,
  type QuoteStoreOptions,
} from "../quotes/quote-store";
import { priceHealthPlans } from "./premium-engine";
import type { RatingTableReader } from "../rating/rating-store";

export interface HealthServiceOptions extends QuoteStoreOptions {
  tables: RatingTableReader;
}

/** The lead product a quoted plan is sold as (leadproducts' ProductValue); the first lead product otherwise. */
const LEAD_PRODUCT_OF_PLAN: Record<string, string> = {
  "arogya-sanjeevani-policy": "Arogya Sanjeevani",
  "arogya-supreme": "Arogya Supreme",
  "super-health-insurance-policy": "Super Health",
  "arogya-plus-policy": "Arogya Plus",
  "arogya-topup-policy": "Arogya Topup",
};

function firstProblem(error: { issues: readonly { path: PropertyKey[]; message: string }[] }) {
  const [field, message] = Object.entries(issuesByField(error))[0] ?? ["", "health_members_invalid"];
  return { ok: false as const, status: 400 as const, message, field };
}

export function createHealthService(options: HealthServiceOptions): HealthQuoteService {
  const { database, tables } = options;

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
        if (!priced) return SERVICE_UNAVAILABLE;
        return { ok: true, value: { plans: priced.plans, ratingVersion: priced.stored.table.version } };
      } catch (error) {
        return premiumsUnavailable("health", error);
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
        if (!priced) return SERVICE_UNAVAILABLE;
        const chosen = input.planKey ? priced.plans.find((plan) => plan.productKey === input.planKey) : priced.plans[0];
        if (input.planKey && !chosen)
          return { ok: false, status: 400, message: "health_plan_invalid", field: "planKey" };
        const answers: JourneyAnswers = { ...request, pincode };
        const saved = await storeQuote(
          options,
          {
            product: "health",
            parameters: answers,
            planKey: input.planKey ?? null,
            plans: priced.plans,
            premium: chosen?.totalPremium ?? 0,
            ratingTableId: priced.stored.id,
            name: input.name,
            mobile: input.mobile,
            email: input.email ?? "",
            leadProduct: LEAD_PRODUCT_OF_PLAN[chosen?.productKey ?? ""] ?? DEFAULT_LEAD_PRODUCT,
          },
          meta,
        );
        return {
          ok: true,
          value: {
            quoteNo: saved.quoteNo,
            identifier: saved.identifier,
            url: quoteUrl(saved.identifier),
            crtdate: storedDate(saved.createdAt),
            productid: HEALTH_QUOTE_PRODUCT_ID,
          },
        };
      } catch (error) {
        return quoteNotSaved("health", error);
      }
    },

    async quote(identifier) {
      const row = await quoteRow(database, "health", identifier);
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
