/**
 * What the server offers the motor pages (through the load context) and the
 * site API alike (issue 12): premiums and saved quotes, the vehicle
 * catalogue, and the journeys of `/vehiclemakers` to `/cardetails` kept
 * under their identifier.
 */
import type { QuoteReceipt, ServiceAnswer } from "../health/health-service";
import type { MotorPremium } from "./motor-quote";
import type { MotorPremiumRequest } from "./motor-schema";
import type { MotorJourneyAnswers } from "./motor-journey";

export interface MotorPremiumAnswer extends MotorPremium {
  /** The vehicle as priced (from the catalogue when a variant was named). */
  vehicle: { cc: number | null; kw: number | null; exShowroomPrice: number | null };
}

export interface SavedMotorQuote extends QuoteReceipt {
  parameters: MotorPremiumRequest & { registration?: string };
  premium: MotorPremium;
}

export interface MotorQuoteService {
  premiums(body: unknown): Promise<ServiceAnswer<MotorPremiumAnswer>>;
  saveQuote(body: unknown, meta: { clientAddress: string; pageUrl?: string }): Promise<ServiceAnswer<QuoteReceipt>>;
  quote(identifier: string): Promise<SavedMotorQuote | null>;
}

export type FuelType = "petrol" | "diesel" | "cng" | "electric" | "hybrid";
export const FUEL_TYPES: readonly FuelType[] = ["petrol", "diesel", "cng", "electric", "hybrid"];

export interface CatalogueVariant {
  /** make/model/variant */
  id: string;
  makeKey: string;
  modelKey: string;
  modelName: string;
  key: string;
  name: string;
  fuel: FuelType;
  cc: number | null;
  kw: number | null;
  exShowroomPrice: number;
}
export interface CatalogueMake {
  key: string;
  name: string;
  vehicleType: "car" | "bike";
  popular: boolean;
}
export interface RtoOffice {
  code: string;
  stateCode: string;
  city: { en: string; hi: string; kn: string };
  zone: "A" | "B";
}

export interface Catalogue {
  makes: CatalogueMake[];
  variants: CatalogueVariant[];
  variant(id: string): CatalogueVariant | undefined;
  rto(code: string): RtoOffice | undefined;
  rtos: RtoOffice[];
}

export interface MotorJourney {
  identifier: string;
  answers: MotorJourneyAnswers;
  /** The quote saved from this journey, once saved. */
  quoteIdentifier: string | null;
}

export interface MotorJourneyStore {
  /** A new journey; null when this address has started too many journeys lately. */
  create(answers: MotorJourneyAnswers, clientAddress: string): Promise<string | null>;
  get(identifier: string): Promise<MotorJourney | null>;
  /** A step's answers (and the quote saved from them); false when this address has written too much lately. */
  save(
    identifier: string,
    answers: MotorJourneyAnswers,
    clientAddress: string,
    quoteIdentifier?: string | null,
  ): Promise<boolean>;
}

/** The motor pages' server side: quotes, catalogue and journeys. */
export interface MotorSite {
  quotes: MotorQuoteService;
  catalogue(): Promise<Catalogue>;
  journeys: MotorJourneyStore;
}
