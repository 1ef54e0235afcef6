/**
 * The travel quote (docs/site-api.md "Premiums and quotes"; issue 12):
 * trip types, regions, sums insured, and the one schema the calculator and
 * `POST /api/travel/premiums` check with. Rates are versioned rating tables.
 */
import * as z from "zod/mini";
import { FullNameSchema, MobileSchema } from "../lead/lead-schema";
import { OptionalEmailSchema } from "../health/health-schema";

z.config({ jitless: true });

export const TRIP_TYPES = ["single", "annual"] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export const TRAVEL_REGIONS = ["asia", "worldwide-excl-us-canada", "worldwide"] as const;
export type TravelRegion = (typeof TRAVEL_REGIONS)[number];
/** Sums insured in US dollars, as overseas medical cover is sold. */
export const TRAVEL_SUMS_INSURED = [50_000, 100_000, 250_000, 500_000] as const;
export const MAX_TRIP_DAYS = 180;
export const MAX_TRAVELLERS = 6;
export const TRAVELLER_AGE = { min: 0, max: 85 } as const;

export const TRAVEL_MESSAGES = {
  travel_trip_type_invalid: "Please choose a single trip or an annual multi-trip policy",
  travel_region_invalid: "Please choose where you are travelling",
  travel_days_invalid: "Trip length must be from 1 to 180 days",
  travel_dates_invalid: "The return date must be on or after the departure date",
  travel_travellers_required: "Please add at least one traveller",
  travel_travellers_max: "A quote can cover up to 6 travellers",
  travel_age_invalid: "Each traveller's age must be a whole number from 0 to 85",
  travel_si_invalid: "Please choose a sum insured",
  travel_plan_invalid: "Please choose a plan from the list",
  travel_product_invalid: "Unknown product",
} as const;
export type TravelMessageKey = keyof typeof TRAVEL_MESSAGES;

const problem = (key: TravelMessageKey) => ({ error: key });

export const TravellerAgeSchema = z
  .number(problem("travel_age_invalid"))
  .check(
    z.int(problem("travel_age_invalid")),
    z.gte(TRAVELLER_AGE.min, problem("travel_age_invalid")),
    z.lte(TRAVELLER_AGE.max, problem("travel_age_invalid")),
  );

/** The body of `POST /api/travel/premiums` (site-api.md). */
export const TravelPremiumRequestSchema = z.object({
  tripType: z.enum(TRIP_TYPES, problem("travel_trip_type_invalid")),
  region: z.enum(TRAVEL_REGIONS, problem("travel_region_invalid")),
  days: z
    .number(problem("travel_days_invalid"))
    .check(
      z.int(problem("travel_days_invalid")),
      z.gte(1, problem("travel_days_invalid")),
      z.lte(MAX_TRIP_DAYS, problem("travel_days_invalid")),
    ),
  travellers: z
    .array(TravellerAgeSchema, problem("travel_travellers_required"))
    .check(
      z.minLength(1, problem("travel_travellers_required")),
      z.maxLength(MAX_TRAVELLERS, problem("travel_travellers_max")),
    ),
  sumInsured: z.union(
    TRAVEL_SUMS_INSURED.map((value) => z.literal(value)),
    problem("travel_si_invalid"),
  ),
});
export type TravelPremiumRequest = z.infer<typeof TravelPremiumRequestSchema>;

export const SaveTravelQuoteSchema = z.object({
  product: z.literal("travel", problem("travel_product_invalid")),
  parameters: TravelPremiumRequestSchema,
  planKey: z.optional(
    z.string(problem("travel_plan_invalid")).check(z.regex(/^travel-[a-z-]{1,40}$/, problem("travel_plan_invalid"))),
  ),
  name: FullNameSchema,
  mobile: MobileSchema,
  email: OptionalEmailSchema,
});
export type SaveTravelQuoteRequest = z.infer<typeof SaveTravelQuoteSchema>;

/** Days of a trip from departure to return, both counted (yyyy-MM-dd). */
export function tripDays(departure: string, returning: string): number {
  const ms = Date.parse(`${returning}T00:00:00Z`) - Date.parse(`${departure}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}
