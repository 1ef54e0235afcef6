/**
 * The health premium engine (docs/site-api.md "Premiums and quotes"): the
 * plans a set of answers allows, each priced on one rating table and
 * itemised. Pure: the table is an argument, so a saved quote can be priced
 * again on the version it was priced with.
 *
 * Every step is rounded to whole rupees, half up, as the rates are published:
 *   base       the one-adult rate for the plan, sum insured, eldest member's age band and zone
 *   family     base x (adult factor + child factor) - base
 *   covers     each chosen optional cover the plan adds at a loading: (base + family) x loading
 *   discounts  each discount of the table: -(subtotal x percent)
 *   GST        net premium x the table's rate
 * so the total is exactly the sum of its breakdown.
 */
import { inSiRange, memberCounts, COVERAGE_CHOICES, type CoverageValue } from "@contracts/health/health-quote";
import type { PlanPremium } from "@contracts/health/health-quote-reducer";
import type { PremiumRequest } from "@contracts/health/health-schema";
import { isCoverValue, type HealthPlanRates, type HealthRatingTable } from "./rating-table";

/** A line of the breakdown: `key` is its translation keyword (health_quote page), `label` its English. */
export interface BreakdownLine {
  key: string;
  label: string;
  amount: number;
}

export interface PricedPlan extends PlanPremium {
  breakdown: BreakdownLine[];
}

/** Whole rupees, half up (amounts here are never negative before a sign is applied). */
const rupees = (amount: number) => Math.round(amount + Number.EPSILON * amount);

const COVER_LABELS: Record<1 | 2 | 3 | 4, string> = {
  1: "Any room category",
  2: "Maternity and new-born",
  3: "Consumables",
  4: "Out-patient (OPD) cover",
};
const DISCOUNT_LABELS: Record<string, string> = { health_discount_online: "Online discount" };

export function ageBandIndex(table: HealthRatingTable, age: number): number {
  return table.ageBands.findIndex((band) => age >= band.from && age <= band.to);
}

/** Why a plan is not offered for these answers, or null when it is. */
function ineligible(plan: HealthPlanRates, request: PremiumRequest): string | null {
  const { adults, children } = memberCounts(request.members);
  if (request.age < plan.entryAge.min || request.age > plan.entryAge.max) return "age";
  if (adults > plan.maxAdults || children > plan.maxChildren) return "members";
  for (const value of request.coverage) {
    if (isCoverValue(value) && !plan.covers[String(value) as "1"]) return "cover";
  }
  return null;
}

/** One plan at one sum insured. */
export function pricePlan(
  table: HealthRatingTable,
  plan: HealthPlanRates,
  sumInsuredLakh: number,
  request: PremiumRequest,
): PricedPlan {
  const band = ageBandIndex(table, request.age);
  const rate = plan.rates[String(sumInsuredLakh)]?.[band]?.[request.city_type - 1];
  if (rate === undefined) throw new Error(`no rate for ${plan.key} ${sumInsuredLakh} lakh, band ${band}`);
  const { adults, children } = memberCounts(request.members);
  const factor = table.adultFactors[adults - 1]! + table.childFactors[children]!;

  const breakdown: BreakdownLine[] = [{ key: "health_breakdown_base", label: "Base premium", amount: rate }];
  const familyPremium = rupees(rate * factor);
  if (familyPremium !== rate) {
    breakdown.push({ key: "health_breakdown_family", label: "Family members", amount: familyPremium - rate });
  }
  for (const value of [...request.coverage].sort() as CoverageValue[]) {
    if (!isCoverValue(value)) continue;
    const cover = plan.covers[String(value) as "1"];
    if (cover?.type !== "addon") continue;
    breakdown.push({
      key: `health_cover_${COVERAGE_CHOICES[value]}`,
      label: COVER_LABELS[value],
      amount: rupees((familyPremium * cover.loadingPercent) / 100),
    });
  }
  const subtotal = sum(breakdown);
  for (const discount of table.discounts) {
    const amount = rupees((subtotal * discount.percent) / 100);
    if (amount > 0)
      breakdown.push({
        key: discount.label,
        label: DISCOUNT_LABELS[discount.label] ?? discount.label,
        amount: -amount,
      });
  }
  const net = sum(breakdown);
  const gst = rupees((net * table.gstPercent) / 100);
  breakdown.push({ key: "health_breakdown_gst", label: `GST ${table.gstPercent}%`, amount: gst });
  return {
    productKey: plan.key,
    planName: plan.name,
    sumInsured: Math.round(sumInsuredLakh * 100_000),
    basePremium: net,
    gst,
    totalPremium: net + gst,
    breakdown,
  };
}

/** Every plan the answers allow, at each of its sums insured in the chosen range, cheapest first. */
export function priceHealthPlans(table: HealthRatingTable, request: PremiumRequest): PricedPlan[] {
  const priced: PricedPlan[] = [];
  for (const plan of table.plans) {
    if (ineligible(plan, request)) continue;
    for (const si of plan.sumInsuredLakh) {
      if (inSiRange(si, request.si)) priced.push(pricePlan(table, plan, si, request));
    }
  }
  return priced.sort(
    (a, b) =>
      a.totalPremium - b.totalPremium || a.sumInsured - b.sumInsured || a.productKey.localeCompare(b.productKey),
  );
}

function sum(lines: readonly BreakdownLine[]): number {
  return lines.reduce((total, line) => total + line.amount, 0);
}
