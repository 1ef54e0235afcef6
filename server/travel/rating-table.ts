/**
 * A travel rating table (docs/site-api.md "Premiums and quotes"; issue 12):
 * per-traveller base rates by region and trip length, age and sum-insured
 * factors, and the plans of the eight travel plan pages. Seeded from
 * content/seed/rating/travel/*.json (sources and choices in that folder's
 * README), published by editors through `POST /api/rating-tables/travel`.
 * A version is refused unless a longer trip, an older traveller, a larger
 * cover and a wider region never cost less.
 */
import { z } from "zod";
import { TRAVEL_REGIONS, TRAVEL_SUMS_INSURED, TRIP_TYPES } from "@contracts/travel/travel-quote";

const Rupees = z.number().int().positive().max(1_000_000);
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a day as YYYY-MM-DD");
const Region = z.enum(TRAVEL_REGIONS);
const SumInsured = z.union(TRAVEL_SUMS_INSURED.map((value) => z.literal(value)));
const rising = (values: readonly number[]) => values.every((v, i) => i === 0 || v >= values[i - 1]!);

const Plan = z.object({
  key: z.string().regex(/^travel-[a-z-]+$/),
  name: z.string().min(1),
  tripTypes: z.array(z.enum(TRIP_TYPES)).min(1),
  planFactor: z.number().positive().max(5),
  minAge: z.number().int().min(0),
  maxAge: z.number().int().max(120),
  maxTravellers: z.number().int().min(1).max(6),
  regions: z.array(Region).min(1),
  sumInsuredUsd: z.array(SumInsured).min(1),
});

export const TravelRatingTableSchema = z
  .object({
    line: z.literal("travel"),
    version: z.number().int().positive(),
    effectiveFrom: Day,
    source: z.string().min(1),
    gstPercent: z.number().min(0).max(100),
    regions: z.array(Region),
    sumInsuredUsd: z.array(SumInsured),
    ageBands: z.array(z.object({ from: z.number().int().min(0), to: z.number().int().max(120) })).min(1),
    ageFactors: z.array(z.number().positive()),
    siFactors: z.record(z.string(), z.number().positive()),
    single: z.object({
      dayBands: z.array(z.number().int().positive()).min(1),
      base: z.record(Region, z.array(Rupees)),
    }),
    annual: z.object({ base: z.record(Region, Rupees), maxTripDays: z.number().int().positive() }),
    familyDiscountPercent: z.number().min(0).max(50),
    plans: z.array(Plan).min(1),
  })
  .superRefine((table, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (table.ageFactors.length !== table.ageBands.length || !rising(table.ageFactors))
      fail("ageFactors", "one per age band, never lower for an older band");
    if (
      !table.ageBands.every(
        (band, i) => band.from <= band.to && (i === 0 || band.from === table.ageBands[i - 1]!.to + 1),
      )
    )
      fail("ageBands", "contiguous bands");
    if (!rising(table.sumInsuredUsd.map((si) => table.siFactors[String(si)] ?? NaN)))
      fail("siFactors", "one per sum insured, never lower for a larger one");
    if (!rising(table.single.dayBands)) fail("single.dayBands", "rising");
    for (const region of TRAVEL_REGIONS) {
      const base = table.single.base[region];
      if (base.length !== table.single.dayBands.length || !rising(base))
        fail("single.base", `${region}: one rate per day band, never lower for a longer trip`);
    }
    for (const [narrow, wide] of [
      ["asia", "worldwide-excl-us-canada"],
      ["worldwide-excl-us-canada", "worldwide"],
    ] as const) {
      if (!table.single.base[narrow].every((rate, i) => rate <= table.single.base[wide][i]!))
        fail("single.base", `${wide} never cheaper than ${narrow}`);
      if (table.annual.base[narrow] > table.annual.base[wide])
        fail("annual.base", `${wide} never cheaper than ${narrow}`);
    }
  });
export type TravelRatingTable = z.infer<typeof TravelRatingTableSchema>;
