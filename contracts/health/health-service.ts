/**
 * What the server offers the health journey's pages (through the load
 * context) and the site API alike: premiums, saving a quote, reading a saved
 * one. Both take unknown input and check it with the shared schemas, so a
 * posted form and an API body meet the same rules and the same messages.
 */
import type { PlanPremium } from "./health-quote-reducer";
import type { JourneyAnswers } from "./health-journey";

/** An answer a visitor can act on, or the result. `message` is a translation keyword (HEALTH_MESSAGES, LEAD_MESSAGES). */
export type ServiceAnswer<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      status: 400 | 404 | 429 | 503;
      message: string;
      field?: string;
      retryAfterSeconds?: number;
      /** What the message's placeholders stand for (`{code}`). */
      values?: Record<string, string>;
    };

export interface PremiumAnswer {
  plans: PlanPremium[];
  /** The rating table version that priced them. */
  ratingVersion: number;
}

/** What `POST /api/quotes` answers (site-api.md): 201 `{quoteNo, identifier, url, crtdate}`. */
export interface QuoteReceipt {
  quoteNo: string;
  identifier: string;
  /** The address that brings the visitor back to the quote's plans (English; pages add the language). */
  url: string;
  /** spec 9: `YYYY-MM-DD HH:mm:ss`, India time. */
  crtdate: string;
  /** The last-quote record's product id (spec 3): the product's catalogue key. */
  productid: string;
}

/** A saved quote as its page shows it: no name, mobile or e-mail. */
export interface SavedQuote extends QuoteReceipt {
  answers: JourneyAnswers;
  planKey: string | null;
  plans: PlanPremium[];
  premium: number;
  ratingVersion: number;
}

export interface HealthQuoteService {
  premiums(body: unknown): Promise<ServiceAnswer<PremiumAnswer>>;
  saveQuote(body: unknown, meta: { clientAddress: string; pageUrl?: string }): Promise<ServiceAnswer<QuoteReceipt>>;
  quote(identifier: string): Promise<SavedQuote | null>;
}

/** The product id of health quotes in the last-quote record: the journey's product page. */
export const HEALTH_QUOTE_PRODUCT_ID = "retail-health";
