/**
 * Quote search (spec 2 /buy-online/quotesearch, issue 14, decision 057): a
 * saved quote found by its number with the mobile it was saved for, so the
 * visitor can continue it. Attempts limited per address, per mobile and per
 * quote number (numbers are sequential, so guessing one costs the same as
 * guessing a mobile); one answer for an unknown number and a wrong mobile.
 * The search is stored as a request (`QS-`, completed).
 */
import { QuoteSearchSchema } from "@contracts/service-requests/service-request-schema";
import type { QuoteFound, SelfServiceAnswer } from "@contracts/service-requests/self-service";
import type { Database } from "../db/client";
import { hitRateLimits, RateLimitedError } from "../http/rate-limit";
import { maskMobile } from "../lead/personal-data";
import type { RecentQuotes } from "../otp/recent-quotes";
import {
  ipRule,
  limitRefusal,
  refusal,
  shapeRefusal,
  subjectRule,
  unavailable,
  type SelfServiceLimits,
} from "./self-service";
import { storeServiceRequest } from "./service-request-store";

export interface QuoteSearchOptions {
  database: Database;
  hashKey: () => Promise<Buffer>;
  quotes: RecentQuotes;
  limits: SelfServiceLimits;
}

export function createQuoteSearch(options: QuoteSearchOptions) {
  const { database, limits } = options;
  return async function searchQuote(body: unknown, client: string): Promise<SelfServiceAnswer<QuoteFound>> {
    const parsed = QuoteSearchSchema.safeParse(body);
    if (!parsed.success) return shapeRefusal(parsed.error);
    const { quoteNo, mobile } = parsed.data;
    let hashKey: Buffer;
    try {
      hashKey = await options.hashKey();
      await hitRateLimits(
        database.db,
        [
          ipRule("quote-search", client, limits),
          subjectRule("quote-search-mobile", mobile, limits),
          subjectRule("quote-search-number", quoteNo, limits),
        ],
        hashKey,
      );
    } catch (error) {
      if (error instanceof RateLimitedError)
        console.warn(`self-service: quote search for ${maskMobile(mobile)} limited`);
      return limitRefusal(error, "quote search limits");
    }
    try {
      const quote = await options.quotes.find(quoteNo, mobile);
      if (!quote) {
        console.info(`self-service: quote search ${quoteNo} (${maskMobile(mobile)}): no match`);
        return refusal(404, "ss_quote_no_match");
      }
      const stored = await storeServiceRequest(database, hashKey, {
        kind: "quote-search",
        mobile,
        status: "completed",
        details: { quoteNo },
      });
      console.info(`self-service: quote search ${stored.reference} found ${quoteNo} (${maskMobile(mobile)})`);
      return { ok: true, value: { reference: stored.reference, quote } };
    } catch (error) {
      return unavailable("quote search", error);
    }
  };
}
