/**
 * The motor quote service (issue 12): premiums on the rating table in
 * effect for a vehicle from the catalogue or described by cc and price, and
 * saved motor quotes, re-priced here (site-api.md: never a premium the
 * browser sent). Shared by `POST /api/motor/premiums`, `POST /api/quotes`
 * and the motor pages' loaders and actions.
 */
import type { ServiceAnswer } from "@contracts/health/health-service";
import type { MotorPremium } from "@contracts/motor/motor-quote";
import type { MotorPremiumAnswer, MotorQuoteService, SavedMotorQuote } from "@contracts/motor/motor-service";
import { MotorPremiumRequestSchema, type MotorPremiumRequest } from "@contracts/motor/motor-schema";
import { SaveMotorQuoteSchema } from "@contracts/motor/motor-save-schema";
import { indiaDay } from "@contracts/dates/india-day";
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
import type { Catalogue } from "./catalogue";

export type { MotorPremiumAnswer, MotorQuoteService, SavedMotorQuote };
import { priceMotor } from "./premium-engine";

/** The last-quote record's product id of a motor quote (spec 3): the product's catalogue key. */
export const MOTOR_PRODUCT_IDS = { car: "private-car-insurance", bike: "two-wheeler-insurance" } as const;
const LEAD_PRODUCTS = { car: "Private Car", bike: "Two Wheeler" } as const;

export interface MotorServiceOptions extends QuoteStoreOptions {
  tables: RatingTableReader<"motor">;
  catalogue: () => Promise<Catalogue>;
  clock?: () => Date;
}

/** The quote's page: the car details step of the journey it resumes (decision 051). */
export function motorQuoteUrl(identifier: string): string {
  return `/cardetails/${identifier}`;
}

export function createMotorService(options: MotorServiceOptions): MotorQuoteService {
  const clock = options.clock ?? (() => new Date());

  async function price(request: MotorPremiumRequest): Promise<ServiceAnswer<MotorPremiumAnswer & { tableId: number }>> {
    const [stored, catalogue] = await Promise.all([options.tables.current(), options.catalogue()]);
    if (!stored) return SERVICE_UNAVAILABLE;
    let { cc, kw, exShowroomPrice } = request;
    if (request.variantId) {
      const variant = catalogue.variant(request.variantId);
      const make = variant && catalogue.makes.find((m) => m.key === variant.makeKey);
      if (!variant || make?.vehicleType !== request.vehicleType)
        return { ok: false, status: 400, message: "motor_variant_invalid", field: "variantId" };
      cc = variant.cc ?? undefined;
      kw = variant.kw ?? undefined;
      exShowroomPrice = variant.exShowroomPrice;
    }
    const office = catalogue.rto(request.rtoCode);
    if (!office) return { ok: false, status: 400, message: "motor_rto_unknown", field: "rtoCode" };
    const result = priceMotor(
      stored.table,
      {
        vehicleType: request.vehicleType,
        policyType: request.policyType,
        ...(cc !== undefined ? { cc } : { kw: kw! }),
        ...(exShowroomPrice !== undefined ? { exShowroomPrice } : {}),
        registrationDate: request.registrationDate,
        zone: office.zone,
        previousPolicy: request.previousPolicy ?? "active",
        previousNcb: request.previousNcb,
        claimLastYear: request.claimLastYear,
        addons: request.addons,
        ...(request.idv !== undefined ? { idv: request.idv } : {}),
        paOwnerDriver: request.paOwnerDriver !== false,
      },
      indiaDay(clock()),
    );
    if (!result.ok) return { ok: false, status: 400, message: result.message, field: result.field };
    return {
      ok: true,
      value: {
        ...result.premium,
        ratingVersion: stored.table.version,
        vehicle: { cc: cc ?? null, kw: kw ?? null, exShowroomPrice: exShowroomPrice ?? null },
        tableId: stored.id,
      },
    };
  }

  return {
    async premiums(body) {
      const parsed = MotorPremiumRequestSchema.safeParse(body);
      if (!parsed.success) return firstProblem(parsed.error, "motor_vehicle_type_invalid");
      try {
        const answer = await price(parsed.data as MotorPremiumRequest);
        if (!answer.ok) return answer;
        const { tableId: _tableId, ...premium } = answer.value;
        return { ok: true, value: premium };
      } catch (error) {
        return premiumsUnavailable("motor", error);
      }
    },

    async saveQuote(body, meta) {
      const parsed = SaveMotorQuoteSchema.safeParse(body);
      if (!parsed.success) return firstProblem(parsed.error, "motor_vehicle_type_invalid");
      const input = parsed.data;
      const request = input.parameters as MotorPremiumRequest;
      try {
        const answer = await price(request);
        if (!answer.ok) return answer;
        const { tableId, vehicle: _vehicle, ...premium } = answer.value;
        const saved = await storeQuote(
          options,
          {
            product: "motor",
            parameters: { ...request, ...(input.registration ? { registration: input.registration } : {}) },
            planKey: MOTOR_PRODUCT_IDS[request.vehicleType],
            plans: [premium],
            premium: premium.totalPremium,
            ratingTableId: tableId,
            name: input.name,
            mobile: input.mobile,
            email: input.email ?? "",
            leadProduct: LEAD_PRODUCTS[request.vehicleType],
          },
          meta,
        );
        return {
          ok: true,
          value: {
            quoteNo: saved.quoteNo,
            identifier: saved.identifier,
            url: motorQuoteUrl(saved.identifier),
            crtdate: storedDate(saved.createdAt),
            productid: MOTOR_PRODUCT_IDS[request.vehicleType],
          },
        };
      } catch (error) {
        return quoteNotSaved("motor", error);
      }
    },

    async quote(identifier) {
      const row = await quoteRow(options.database, "motor", identifier);
      if (!row) return null;
      const parameters = row.parameters as SavedMotorQuote["parameters"];
      return {
        quoteNo: row.quoteNo,
        identifier: row.identifier,
        url: motorQuoteUrl(row.identifier),
        crtdate: storedDate(row.createdAt),
        productid: MOTOR_PRODUCT_IDS[parameters.vehicleType],
        parameters,
        premium: (row.plans as MotorPremium[])[0]!,
      };
    },
  };
}
