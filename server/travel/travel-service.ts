/**
 * The travel quote service (issue 12): the plans a trip allows, priced on
 * the rating table in effect, and saved travel quotes, re-priced here.
 */
import {
  SaveTravelQuoteSchema,
  TravelPremiumRequestSchema,
  type TravelPremiumRequest,
} from "@contracts/travel/travel-quote";
import type { RatingTableReader } from "../rating/rating-store";
import {
  SERVICE_UNAVAILABLE,
  firstProblem,
  premiumsUnavailable,
  quoteNotSaved,
  quoteRow,
  storeQuote,
  storedDate,
  type QuoteStoreOptions,
} from "../quotes/quote-store";
import {
  TRAVEL_CALCULATOR_PATH,
  TRAVEL_PRODUCT_ID,
  travelQuoteUrl,
  type SavedTravelQuote,
  type TravelQuoteService,
} from "@contracts/travel/travel-service";
import { priceTravelPlans, type TravelPlanPremium } from "./premium-engine";

export { TRAVEL_CALCULATOR_PATH, TRAVEL_PRODUCT_ID, travelQuoteUrl };
export type { SavedTravelQuote, TravelQuoteService };

export interface TravelServiceOptions extends QuoteStoreOptions {
  tables: RatingTableReader<"travel">;
}

export function createTravelService(options: TravelServiceOptions): TravelQuoteService {
  return {
    async premiums(body) {
      const parsed = TravelPremiumRequestSchema.safeParse(body);
      if (!parsed.success) return firstProblem(parsed.error, "travel_trip_type_invalid");
      try {
        const stored = await options.tables.current();
        if (!stored) return SERVICE_UNAVAILABLE;
        return {
          ok: true,
          value: { plans: priceTravelPlans(stored.table, parsed.data), ratingVersion: stored.table.version },
        };
      } catch (error) {
        return premiumsUnavailable("travel", error);
      }
    },

    async saveQuote(body, meta) {
      const parsed = SaveTravelQuoteSchema.safeParse(body);
      if (!parsed.success) return firstProblem(parsed.error, "travel_trip_type_invalid");
      const input = parsed.data;
      try {
        const stored = await options.tables.current();
        if (!stored) return SERVICE_UNAVAILABLE;
        const plans = priceTravelPlans(stored.table, input.parameters);
        const chosen = input.planKey ? plans.find((plan) => plan.productKey === input.planKey) : plans[0];
        if (!chosen) return { ok: false, status: 400, message: "travel_plan_invalid", field: "planKey" };
        const saved = await storeQuote(
          options,
          {
            product: "travel",
            parameters: input.parameters,
            planKey: input.planKey ?? null,
            plans,
            premium: chosen.totalPremium,
            ratingTableId: stored.id,
            name: input.name,
            mobile: input.mobile,
            email: input.email ?? "",
            leadProduct: "Travel",
          },
          meta,
        );
        return {
          ok: true,
          value: {
            quoteNo: saved.quoteNo,
            identifier: saved.identifier,
            url: travelQuoteUrl(saved.identifier),
            crtdate: storedDate(saved.createdAt),
            productid: chosen.productKey,
          },
        };
      } catch (error) {
        return quoteNotSaved("travel", error);
      }
    },

    async quote(identifier) {
      const row = await quoteRow(options.database, "travel", identifier);
      if (!row) return null;
      const plans = row.plans as TravelPlanPremium[];
      return {
        quoteNo: row.quoteNo,
        identifier: row.identifier,
        url: travelQuoteUrl(row.identifier),
        crtdate: storedDate(row.createdAt),
        productid: row.planKey ?? plans[0]?.productKey ?? TRAVEL_PRODUCT_ID,
        parameters: row.parameters as TravelPremiumRequest,
        planKey: row.planKey,
        plans,
      };
    },
  };
}
