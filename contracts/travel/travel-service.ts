/**
 * What the server offers the travel calculator (through the load context)
 * and the site API alike (issue 12): the plans a trip allows, priced, and
 * saved travel quotes.
 */
import type { QuoteReceipt, ServiceAnswer } from "../health/health-service";
import type { TravelPremiumRequest } from "./travel-quote";

export interface TravelBreakdownLine {
  key: string;
  label: string;
  amount: number;
  age?: number;
  /** What the line's keyword placeholders stand for ({n}, {age}, {percent}). */
  values?: Record<string, number>;
}

export interface TravelPlanPremium {
  productKey: string;
  planName: string;
  /** US dollars. */
  sumInsured: number;
  currency: "USD";
  basePremium: number;
  gst: number;
  totalPremium: number;
  breakdown: TravelBreakdownLine[];
}

export interface SavedTravelQuote extends QuoteReceipt {
  parameters: TravelPremiumRequest;
  planKey: string | null;
  plans: TravelPlanPremium[];
}

export interface TravelQuoteService {
  premiums(body: unknown): Promise<ServiceAnswer<{ plans: TravelPlanPremium[]; ratingVersion: number }>>;
  saveQuote(body: unknown, meta: { clientAddress: string; pageUrl?: string }): Promise<ServiceAnswer<QuoteReceipt>>;
  quote(identifier: string): Promise<SavedTravelQuote | null>;
}

/** The travel calculator's address; a saved quote's page is the calculator with `?quote=`. */
export const TRAVEL_CALCULATOR_PATH = "/travel-insurance-online/travel-insurance-calculator";
export const TRAVEL_PRODUCT_ID = "travel-insurance";

export function travelQuoteUrl(identifier: string): string {
  return `${TRAVEL_CALCULATOR_PATH}?quote=${identifier}`;
}
