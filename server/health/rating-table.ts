/**
 * A health rating table (docs/site-api.md "Premiums and quotes"): what one
 * published version of the health rates holds, and the checks a version must
 * pass before it can price anything. Tables are seeded from
 * content/seed/rating/health/*.json (sources in that folder's README) and
 * published by editors through `POST /api/rating-tables/health`; each quote
 * keeps the version it was priced with.
 *
 * The checks are the pricing promises the journey makes (issue 11): an older
 * eldest member never pays less, a larger sum insured never costs less,
 * another member never costs less. A table that breaks one is refused, so no
 * editor's typo can publish it.
 */
import { z } from "zod";
import { COVERAGE_NONE, MAX_AGE, MAX_CHILDREN, MIN_AGE } from "@contracts/health/health-quote";

/** Sums insured in lakh: from ₹50,000 (0.5) to ₹10 crore (1000). */
const SumInsuredLakh = z.number().min(0.5).max(1000);
const Rupees = z.number().int().positive().max(10_000_000);
const Percent = z.number().min(0).max(100);
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a day as YYYY-MM-DD");

const AgeBand = z.object({
  from: z.number().int().min(MIN_AGE).max(MAX_AGE),
  to: z.number().int().min(MIN_AGE).max(MAX_AGE),
});

/** One optional cover (spec 3 "coverage", values 1-4) as a plan offers it: in the plan already, or at a loading. */
const PlanCover = z.discriminatedUnion("type", [
  z.object({ type: z.literal("included") }),
  z.object({ type: z.literal("addon"), loadingPercent: Percent }),
]);

const Plan = z.object({
  /** The product's catalogue key (its page is /health-insurance/{key}). */
  key: z.string().regex(/^[a-z0-9-]+$/),
  /** The English name, for operators and logs; pages name the plan from the content service's product. */
  name: z.string().min(1),
  sumInsuredLakh: z.array(SumInsuredLakh).min(1),
  /** The eldest member's age this plan takes at entry. */
  entryAge: z.object({ min: z.number().int().min(MIN_AGE), max: z.number().int().max(MAX_AGE) }),
  maxAdults: z.number().int().min(1).max(6),
  maxChildren: z.number().int().min(0).max(MAX_CHILDREN),
  /** Covers 1-4 the plan offers; one not named is not offered, and a visitor who chose it is not shown the plan. */
  covers: z.partialRecord(z.enum(["1", "2", "3", "4"]), PlanCover),
  /**
   * Annual premium for one adult, in rupees, before family factors, loadings, discounts and tax:
   * `rates[String(sumInsuredLakh)][ageBandIndex] = [zone 1, zone 2, zone 3]`.
   */
  rates: z.record(z.string(), z.array(z.tuple([Rupees, Rupees, Rupees]))),
});

const Discount = z.object({
  /** A translation keyword of the breakdown line (health_quote page), e.g. health_discount_online. */
  label: z.string().regex(/^health_[a-z_]+$/),
  percent: Percent.max(50),
});

export const HealthRatingTableSchema = z
  .object({
    line: z.literal("health"),
    version: z.number().int().positive(),
    effectiveFrom: Day,
    /** Where the figures come from (the seed folder's README names each source). */
    source: z.string().min(1),
    /** GST on the net premium, in percent (0 for individual health policies since 22 September 2025). */
    gstPercent: Percent.max(28),
    ageBands: z.array(AgeBand).min(1),
    /** Floater factor of the adults: index 0 is one adult (1.0), index 1 two, ... */
    adultFactors: z.array(z.number().positive()).min(1).max(6),
    /** Added for children: index 0 is no child (0), index 1 one child, ... up to MAX_CHILDREN. */
    childFactors: z.array(z.number().min(0)).length(MAX_CHILDREN + 1),
    discounts: z.array(Discount),
    plans: z.array(Plan).min(1),
  })
  .superRefine((table, ctx) => {
    const problem = (message: string, path: (string | number)[] = []) =>
      ctx.addIssue({ code: "custom", message, path });
    // age bands: contiguous from MIN_AGE to MAX_AGE, so every age has exactly one band
    let next = MIN_AGE;
    table.ageBands.forEach((band, i) => {
      if (band.from !== next || band.to < band.from) problem(`age band ${i} must start at ${next}`, ["ageBands", i]);
      next = band.to + 1;
    });
    if (next !== MAX_AGE + 1) problem(`age bands must end at ${MAX_AGE}`, ["ageBands"]);
    if (table.adultFactors[0] !== 1) problem("one adult's factor is 1", ["adultFactors", 0]);
    if (table.childFactors[0] !== 0) problem("no child adds nothing", ["childFactors", 0]);
    increasing(table.adultFactors, "adultFactors", problem);
    increasing(table.childFactors, "childFactors", problem);
    const keys = new Set<string>();
    table.plans.forEach((plan, p) => {
      const at = ["plans", p];
      if (keys.has(plan.key)) problem(`plan ${plan.key} is listed twice`, at);
      keys.add(plan.key);
      if (plan.entryAge.min > plan.entryAge.max) problem("entry age: min above max", [...at, "entryAge"]);
      if (plan.maxAdults > table.adultFactors.length)
        problem("more adults than adultFactors price", [...at, "maxAdults"]);
      increasing(plan.sumInsuredLakh, `${plan.key} sumInsuredLakh`, problem);
      const rows = plan.sumInsuredLakh.map((si) => plan.rates[String(si)]);
      rows.forEach((row, s) => {
        const si = plan.sumInsuredLakh[s];
        if (!row || row.length !== table.ageBands.length) {
          problem(`${plan.key}: rates for ${si} lakh need one row per age band`, [...at, "rates", String(si)]);
          return;
        }
        for (let band = 0; band < row.length; band++) {
          for (let zone = 0; zone < 3; zone++) {
            const rate = row[band]![zone]!;
            // an older member never pays less; a larger sum insured never costs less; zone 1 costs most
            if (band > 0 && rate < row[band - 1]![zone]!)
              problem(`${plan.key} ${si} lakh: band ${band} zone ${zone + 1} below the band before`, [
                ...at,
                "rates",
                String(si),
                band,
              ]);
            const smaller = s > 0 ? rows[s - 1] : undefined;
            if (smaller?.[band] && rate < smaller[band]![zone]!)
              problem(`${plan.key} ${si} lakh: below the smaller sum insured`, [...at, "rates", String(si), band]);
            if (zone > 0 && rate > row[band]![zone - 1]!)
              problem(`${plan.key} ${si} lakh: zone ${zone + 1} above zone ${zone}`, [
                ...at,
                "rates",
                String(si),
                band,
              ]);
          }
        }
      });
      for (const key of Object.keys(plan.rates)) {
        if (!plan.sumInsuredLakh.includes(Number(key)))
          problem(`${plan.key}: rates for ${key} lakh, which it does not offer`, [...at, "rates", key]);
      }
    });
  });

export type HealthRatingTable = z.infer<typeof HealthRatingTableSchema>;
export type HealthPlanRates = HealthRatingTable["plans"][number];

function increasing(values: readonly number[], name: string, problem: (message: string) => void) {
  for (let i = 1; i < values.length; i++) {
    if (!(values[i]! > values[i - 1]!)) problem(`${name} must increase`);
  }
}

/** The cover values a plan cannot be asked for (spec 4's "none of these" is no cover). */
export function isCoverValue(value: number): value is 1 | 2 | 3 | 4 {
  return value >= 1 && value <= 4 && value !== COVERAGE_NONE;
}
