/**
 * The travel premium engine (docs/site-api.md "Premiums and quotes"; issue
 * 12): the plans a trip allows, each priced for every traveller on one
 * rating table and itemised. Pure, like the health and motor engines.
 *
 *   per traveller  base (region, trip length band; or the annual rate)
 *                  x age factor x sum-insured factor x plan factor, whole rupees half up
 *   family         the family plan's discount with two travellers or more
 *   GST            net premium x the table's rate
 */
import type { TravelPremiumRequest } from "@contracts/travel/travel-quote";
import type { TravelBreakdownLine, TravelPlanPremium } from "@contracts/travel/travel-service";
import type { TravelRatingTable } from "./rating-table";

export type { TravelBreakdownLine, TravelPlanPremium };

const rupees = (amount: number) => Math.round(amount + Number.EPSILON * Math.abs(amount));

function planFits(plan: TravelRatingTable["plans"][number], table: TravelRatingTable, request: TravelPremiumRequest) {
  if (!plan.tripTypes.includes(request.tripType) || !plan.regions.includes(request.region)) return false;
  if (!(plan.sumInsuredUsd as number[]).includes(request.sumInsured)) return false;
  if (request.travellers.length > plan.maxTravellers) return false;
  if (request.travellers.some((age) => age < plan.minAge || age > plan.maxAge)) return false;
  const longest = request.tripType === "single" ? table.single.dayBands.at(-1)! : table.annual.maxTripDays;
  return request.days <= longest;
}

/** Every plan the trip allows, cheapest first. */
export function priceTravelPlans(table: TravelRatingTable, request: TravelPremiumRequest): TravelPlanPremium[] {
  const dayBand = table.single.dayBands.findIndex((days) => request.days <= days);
  const base =
    request.tripType === "single" ? table.single.base[request.region][dayBand] : table.annual.base[request.region];
  if (base === undefined) return [];
  const siFactor = table.siFactors[String(request.sumInsured)] ?? 1;
  const priced: TravelPlanPremium[] = [];
  for (const plan of table.plans) {
    if (!planFits(plan, table, request)) continue;
    const breakdown: TravelBreakdownLine[] = request.travellers.map((age, i) => {
      const band = table.ageBands.findIndex((b) => age >= b.from && age <= b.to);
      const factor = table.ageFactors[band === -1 ? table.ageFactors.length - 1 : band]!;
      return {
        key: "travel_breakdown_traveller",
        label: `Traveller ${i + 1}, aged ${age}`,
        age,
        values: { n: i + 1, age },
        amount: rupees(base * factor * siFactor * plan.planFactor),
      };
    });
    const subtotal = breakdown.reduce((sum, line) => sum + line.amount, 0);
    if (plan.key === "travel-family" && request.travellers.length >= 2 && table.familyDiscountPercent > 0) {
      breakdown.push({
        key: "travel_breakdown_family",
        label: `Family discount ${table.familyDiscountPercent}%`,
        values: { percent: table.familyDiscountPercent },
        amount: -rupees((subtotal * table.familyDiscountPercent) / 100),
      });
    }
    const net = breakdown.reduce((sum, line) => sum + line.amount, 0);
    const gst = rupees((net * table.gstPercent) / 100);
    breakdown.push({
      key: "travel_breakdown_gst",
      label: `GST ${table.gstPercent}%`,
      amount: gst,
      values: { percent: table.gstPercent },
    });
    priced.push({
      productKey: plan.key,
      planName: plan.name,
      sumInsured: request.sumInsured,
      currency: "USD",
      basePremium: net,
      gst,
      totalPremium: net + gst,
      breakdown,
    });
  }
  return priced.sort((a, b) => a.totalPremium - b.totalPremium || a.productKey.localeCompare(b.productKey));
}
