/**
 * A motor rating table (docs/site-api.md "Premiums and quotes"; issue 12):
 * one published version of the rules that price a car or two-wheeler policy,
 * and the checks a version must pass before it can price anything. Seeded
 * from content/seed/rating/motor/*.json (each figure's source in that
 * folder's README), published by editors through
 * `POST /api/rating-tables/motor`; a saved quote keeps its version.
 *
 * The checks are the tariff's own promises: depreciation never falls as a
 * vehicle ages, a larger engine or an older vehicle never has a lower
 * own-damage rate, a larger engine never a lower third-party premium, and
 * the no-claim-bonus scale rises.
 */
import { z } from "zod";
import { ADDON_KEYS, NCB_STEPS } from "@contracts/motor/motor-quote";

const Rupees = z.number().int().nonnegative().max(10_000_000);
const Percent = z.number().min(0).max(100);
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a day as YYYY-MM-DD");

function rising(values: readonly number[]): boolean {
  return values.every((value, i) => i === 0 || value >= values[i - 1]!);
}
/** Upper bounds of bands, the last open (null): strictly rising. */
const Bands = z
  .array(z.number().positive().nullable())
  .min(1)
  .refine(
    (bands) =>
      bands.at(-1) === null && bands.slice(0, -1).every((b, i, all) => b !== null && (i === 0 || b > all[i - 1]!)),
    "band limits rise and the last band is open (null)",
  );

const OwnDamage = z
  .object({
    ccBands: Bands,
    ageBandsYears: Bands,
    /** The cc band an electric vehicle's own damage is rated in (the tariff has no kW bands). */
    electricCcBand: z.number().int().min(0),
    /** `rates[zone][ccBand][ageBand]`, percent of IDV. */
    rates: z.object({ A: z.array(z.array(Percent)), B: z.array(z.array(Percent)) }),
  })
  .superRefine((od, ctx) => {
    for (const zone of ["A", "B"] as const) {
      const grid = od.rates[zone];
      if (grid.length !== od.ccBands.length || grid.some((row) => row.length !== od.ageBandsYears.length))
        ctx.addIssue({ code: "custom", message: `rates.${zone}: one row per cc band, one rate per age band` });
      else if (!grid.every(rising) || !od.ageBandsYears.every((_, a) => rising(grid.map((row) => row[a]!))))
        ctx.addIssue({ code: "custom", message: `rates.${zone}: never lower for a larger engine or an older vehicle` });
    }
    if (od.electricCcBand >= od.ccBands.length)
      ctx.addIssue({ code: "custom", message: "electricCcBand: not a cc band" });
  });

/** Premium bands rise in limit and premium; the last is open (null). */
function bandsRise(bands: readonly { limit: number | null; premium: number }[]): boolean {
  return (
    bands.at(-1)?.limit === null &&
    rising(bands.map((b) => b.premium)) &&
    bands.slice(0, -1).every((b, i, all) => b.limit !== null && (i === 0 || b.limit > all[i - 1]!.limit!))
  );
}
const BANDS_MESSAGE = "bands rise, the last is open, and a premium never falls for a larger band";
const CcPremiums = z
  .array(z.object({ maxCc: z.number().positive().nullable(), premium: Rupees }))
  .min(1)
  .refine((bands) => bandsRise(bands.map((b) => ({ limit: b.maxCc, premium: b.premium }))), BANDS_MESSAGE);
const KwPremiums = z
  .array(z.object({ maxKw: z.number().positive().nullable(), premium: Rupees }))
  .min(1)
  .refine((bands) => bandsRise(bands.map((b) => ({ limit: b.maxKw, premium: b.premium }))), BANDS_MESSAGE);

const ThirdParty = z.object({ cc: CcPremiums, kw: KwPremiums });
const LongTerm = z.object({ years: z.number().int().min(2).max(5), cc: CcPremiums });

const AddonPrice = z.union([z.object({ percentOfIdv: z.number().positive().max(10) }), z.object({ flat: Rupees })]);
const Addon = z.object({
  key: z.enum(ADDON_KEYS),
  /** The vehicle must be younger than this at the policy's start (null: any age). */
  maxAgeMonths: z.number().int().positive().nullable(),
  /** The price per vehicle type, or null where the add-on is not offered. */
  car: AddonPrice.nullable(),
  bike: AddonPrice.nullable(),
});

export const MotorRatingTableSchema = z
  .object({
    line: z.literal("motor"),
    version: z.number().int().positive(),
    effectiveFrom: Day,
    source: z.string().min(1),
    gstPercent: Percent,
    depreciation: z.object({
      bands: z.array(z.object({ maxAgeMonths: z.number().int().positive(), percent: Percent })).min(1),
      /** Beyond the last band: the last band's percent and this much per started year, up to a maximum. */
      beyond: z.object({ percentPerYear: Percent, maxPercent: Percent }),
    }),
    ncbSteps: z.array(z.number()),
    ownDamage: z.object({ car: OwnDamage, bike: OwnDamage }),
    thirdParty: z.object({ car: ThirdParty, bike: ThirdParty }),
    /** New vehicles' compulsory long-term third-party cover (3 years for cars, 5 for two-wheelers). */
    thirdPartyLongTerm: z.object({ car: LongTerm, bike: LongTerm }),
    paOwnerDriver: z.object({ sumInsured: Rupees, premium: Rupees }),
    addons: z.array(Addon),
  })
  .superRefine((table, ctx) => {
    const bands = table.depreciation.bands;
    if (!rising(bands.map((b) => b.maxAgeMonths)) || !rising(bands.map((b) => b.percent)))
      ctx.addIssue({ code: "custom", path: ["depreciation"], message: "never lower for an older vehicle" });
    if (table.depreciation.beyond.maxPercent < bands.at(-1)!.percent)
      ctx.addIssue({ code: "custom", path: ["depreciation", "beyond"], message: "maxPercent below the last band" });
    if (JSON.stringify(table.ncbSteps) !== JSON.stringify(NCB_STEPS))
      ctx.addIssue({ code: "custom", path: ["ncbSteps"], message: `the tariff's scale ${NCB_STEPS.join(", ")}` });
    const keys = table.addons.map((a) => a.key);
    if (new Set(keys).size !== keys.length)
      ctx.addIssue({ code: "custom", path: ["addons"], message: "each add-on once" });
  });
export type MotorRatingTable = z.infer<typeof MotorRatingTableSchema>;
