import fs from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TRAVEL_REGIONS, TRAVEL_SUMS_INSURED, type TravelPremiumRequest } from "@contracts/travel/travel-quote";
import { priceTravelPlans } from "./premium-engine";
import { TravelRatingTableSchema } from "./rating-table";

const load = (file: string) =>
  TravelRatingTableSchema.parse(JSON.parse(fs.readFileSync(`content/seed/rating/travel/${file}`, "utf8")));
const v1 = load("0001.json");
const v2 = load("0002.json");
const week: TravelPremiumRequest = {
  tripType: "single",
  region: "asia",
  days: 7,
  travellers: [30],
  sumInsured: 50_000,
};

describe("the travel premium engine", () => {
  it("prices a week in Asia for a 30-year-old as the README's anchor says", () => {
    const international = priceTravelPlans(v1, week).find((p) => p.productKey === "travel-international")!;
    expect(international).toMatchObject({ basePremium: 450, gst: 81, totalPremium: 531, currency: "USD" });
    // from 22 Sep 2025 individual travel policies carry no GST
    expect(priceTravelPlans(v2, week).find((p) => p.productKey === "travel-international")!.totalPremium).toBe(450);
  });

  it("offers only the plans that fit the trip", () => {
    const keys = (request: Partial<TravelPremiumRequest>) =>
      priceTravelPlans(v1, { ...week, ...request })
        .map((p) => p.productKey)
        .sort();
    expect(keys({ tripType: "annual", days: 30 })).toEqual(["travel-annual-multi", "travel-business"]);
    expect(keys({ travellers: [66] })).toContain("travel-senior-citizens");
    expect(keys({ travellers: [30] })).not.toContain("travel-senior-citizens");
    expect(keys({ travellers: [40, 38, 8] })).not.toContain("travel-solo");
    expect(keys({ sumInsured: 500_000 })).not.toContain("travel-flight");
    expect(keys({ tripType: "annual", days: 60 })).toEqual([]);
  });

  it("gives a family its discount with two travellers or more, itemised per traveller", () => {
    const family = priceTravelPlans(v1, { ...week, travellers: [40, 38, 8] }).find(
      (p) => p.productKey === "travel-family",
    )!;
    expect(family.breakdown.filter((line) => line.key === "travel_breakdown_traveller")).toHaveLength(3);
    expect(family.breakdown.some((line) => line.key === "travel_breakdown_family" && line.amount < 0)).toBe(true);
    expect(family.breakdown.reduce((sum, line) => sum + line.amount, 0)).toBe(family.totalPremium);
  });

  it("never charges less for a longer trip, an older traveller, more cover or a wider region", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 179 }),
        fc.integer({ min: 0, max: 69 }),
        fc.constantFrom(...TRAVEL_SUMS_INSURED),
        fc.constantFrom(0, 1),
        (days, age, sumInsured, region) => {
          const request: TravelPremiumRequest = {
            tripType: "single",
            region: TRAVEL_REGIONS[region]!,
            days,
            travellers: [age],
            sumInsured,
          };
          const total = (r: TravelPremiumRequest) =>
            priceTravelPlans(v1, r).find((p) => p.productKey === "travel-international")?.totalPremium ?? 0;
          const now = total(request);
          expect(total({ ...request, days: days + 1 })).toBeGreaterThanOrEqual(now);
          expect(total({ ...request, travellers: [age + 1] })).toBeGreaterThanOrEqual(now);
          expect(total({ ...request, region: TRAVEL_REGIONS[region + 1]! })).toBeGreaterThanOrEqual(now);
        },
      ),
    );
  });
});
