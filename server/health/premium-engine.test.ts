/**
 * The pricing promises of issue 11, over many generated answers and every
 * seeded rating table: an older eldest member never pays less for the same
 * plan and cover; a larger sum insured never costs less; another member never
 * costs less; every total is the sum of its breakdown.
 */
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ADULT_MEMBERS, MAX_AGE, MIN_AGE, SI_RANGES, type Member } from "@contracts/health/health-quote";
import type { PremiumRequest } from "@contracts/health/health-schema";
import { priceHealthPlans, pricePlan } from "./premium-engine";
import { HealthRatingTableSchema, type HealthRatingTable } from "./rating-table";

const dir = path.resolve("content/seed/rating/health");
const tables: HealthRatingTable[] = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .map((f) => HealthRatingTableSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"))));

const adults = fc.subarray([...ADULT_MEMBERS], { minLength: 1 });
const request = fc
  .record({
    age: fc.integer({ min: MIN_AGE, max: MAX_AGE }),
    adults,
    daughters: fc.integer({ min: 0, max: 2 }),
    sons: fc.integer({ min: 0, max: 2 }),
    si: fc.constantFrom(...SI_RANGES),
    city_type: fc.constantFrom(1 as const, 2 as const, 3 as const),
    coverage: fc.oneof(fc.constant([5 as const]), fc.subarray([1, 2, 3, 4] as const, { minLength: 1 })),
  })
  .map(({ adults, daughters, sons, ...rest }): PremiumRequest => ({
    ...rest,
    age: rest.age,
    members: [...adults, ...Array<Member>(daughters).fill("Daughter"), ...Array<Member>(sons).fill("Son")],
    coverage: [...rest.coverage],
  }));

const key = (p: { productKey: string; sumInsured: number }) => `${p.productKey}@${p.sumInsured}`;

describe.each(tables.map((table) => [table.version, table] as const))(
  "health premiums, rating table version %i",
  (_, table) => {
    it("never charges an older eldest member less for the same plan and cover", () => {
      fc.assert(
        fc.property(request, fc.integer({ min: 1, max: 40 }), (base, years) => {
          const older = { ...base, age: Math.min(MAX_AGE, base.age + years) };
          const young = new Map(priceHealthPlans(table, base).map((p) => [key(p), p.totalPremium]));
          for (const plan of priceHealthPlans(table, older)) {
            const before = young.get(key(plan));
            if (before !== undefined) expect(plan.totalPremium).toBeGreaterThanOrEqual(before);
          }
        }),
        { numRuns: 300 },
      );
    });

    it("never charges less for a larger sum insured of the same plan", () => {
      fc.assert(
        fc.property(request, (answers) => {
          for (const plan of table.plans) {
            if (answers.age < plan.entryAge.min || answers.age > plan.entryAge.max) continue;
            const premiums = plan.sumInsuredLakh.map((si) => pricePlan(table, plan, si, answers).totalPremium);
            for (let i = 1; i < premiums.length; i++) expect(premiums[i]).toBeGreaterThanOrEqual(premiums[i - 1]!);
          }
        }),
        { numRuns: 200 },
      );
    });

    it("never charges less when a member is added", () => {
      const added = fc.constantFrom<Member>(...ADULT_MEMBERS, "Daughter", "Son");
      fc.assert(
        fc.property(request, added, (answers, member) => {
          if (ADULT_MEMBERS.includes(member as never) && answers.members.includes(member)) return;
          const bigger = { ...answers, members: [...answers.members, member] };
          const before = new Map(priceHealthPlans(table, answers).map((p) => [key(p), p.totalPremium]));
          for (const plan of priceHealthPlans(table, bigger)) {
            const was = before.get(key(plan));
            if (was !== undefined) expect(plan.totalPremium).toBeGreaterThanOrEqual(was);
          }
        }),
        { numRuns: 300 },
      );
    });

    it("makes every total the sum of its breakdown, in whole rupees, cheapest first", () => {
      fc.assert(
        fc.property(request, (answers) => {
          const plans = priceHealthPlans(table, answers);
          for (const plan of plans) {
            const lines = plan.breakdown.reduce((sum, line) => sum + line.amount, 0);
            expect(lines).toBe(plan.totalPremium);
            expect(plan.basePremium + plan.gst).toBe(plan.totalPremium);
            for (const line of plan.breakdown) expect(Number.isInteger(line.amount)).toBe(true);
          }
          for (let i = 1; i < plans.length; i++)
            expect(plans[i]!.totalPremium).toBeGreaterThanOrEqual(plans[i - 1]!.totalPremium);
        }),
        { numRuns: 300 },
      );
    });

    it("offers a plan only to the answers it allows", () => {
      const priced = priceHealthPlans(table, { age: 70, members: ["Self"], si: "3-5", city_type: 1, coverage: [5] });
      for (const plan of priced) {
        const rates = table.plans.find((p) => p.key === plan.productKey)!;
        expect(rates.entryAge.max).toBeGreaterThanOrEqual(70);
      }
      // a cover the plan does not offer removes it from the answer
      const withOpd = priceHealthPlans(table, { age: 30, members: ["Self"], si: "3-5", city_type: 1, coverage: [4] });
      for (const plan of withOpd) expect(table.plans.find((p) => p.key === plan.productKey)!.covers["4"]).toBeDefined();
    });
  },
);

describe("the GST of a version", () => {
  it("is 18% before 22 September 2025 and nil after, for individual health policies", () => {
    const answers: PremiumRequest = { age: 30, members: ["Self"], si: "3-5", city_type: 1, coverage: [5] };
    const [before, after] = [1, 2].map((version) => tables.find((t) => t.version === version)!);
    const old = priceHealthPlans(before!, answers)[0]!;
    expect(old.gst).toBe(Math.round(old.basePremium * 0.18));
    expect(priceHealthPlans(after!, answers)[0]!.gst).toBe(0);
  });
});

describe("a rating table an editor publishes", () => {
  it("is refused when it would charge an older member less", () => {
    const table = structuredClone(tables[0]!);
    const plan = table.plans[0]!;
    const row = plan.rates[String(plan.sumInsuredLakh[0])]!;
    row[1] = [1, 1, 1];
    expect(HealthRatingTableSchema.safeParse(table).success).toBe(false);
  });
});
