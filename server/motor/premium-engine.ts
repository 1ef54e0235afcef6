/**
 * The motor premium engine (docs/site-api.md "Premiums and quotes"; issue
 * 12): one vehicle's premium on one rating table, itemised. Pure: the table,
 * the zone and the day the policy starts are arguments, so tests pin every
 * boundary and a saved quote can be priced again on its own version.
 *
 * The published rules, each rounded to whole rupees half up where the
 * tariff states an amount:
 *   IDV          ex-showroom price less GR.8 depreciation for the age at the start
 *                (the visitor may choose 90%-110% of it, decision 051)
 *   own damage   IDV x the tariff rate for zone, cc band and age band
 *   NCB          own damage x the bonus: one step above the expiring policy's (GR.27),
 *                none after a claim, after a lapse of 90 days or on a first policy
 *   add-ons      each at its rate on the IDV or its flat price, while the vehicle is young enough
 *   third party  MoRTH G.S.R. 394(E) by cc (kW for an electric vehicle); a new vehicle's
 *                compulsory long-term cover (3 years car, 5 years two-wheeler)
 *   PA           the owner-driver's compulsory ₹15 lakh cover, with any third-party cover
 *   GST          net premium x the table's rate
 * so the total is exactly the sum of its breakdown.
 */
import {
  ADDON_KEYS,
  IDV_CHOICE,
  nextNcb,
  type AddonKey,
  type MotorBreakdownLine,
  type MotorPremium,
  type PolicyType,
  type PreviousPolicy,
  type NcbPercent,
  type VehicleType,
} from "@contracts/motor/motor-quote";
import type { MotorMessageKey } from "@contracts/motor/motor-schema";
import type { MotorRatingTable } from "./rating-table";

/** What the engine prices: a request with its vehicle resolved (cc or kW, price) and its zone known. */
export interface MotorRatingInput {
  vehicleType: VehicleType;
  policyType: PolicyType;
  /** Engine capacity; absent for an electric vehicle, which has `kw`. */
  cc?: number;
  kw?: number;
  /** Needed unless the policy is third-party only. */
  exShowroomPrice?: number;
  registrationDate: string;
  zone: "A" | "B";
  previousPolicy: PreviousPolicy;
  previousNcb: NcbPercent;
  claimLastYear: boolean;
  addons: readonly AddonKey[];
  idv?: number;
  paOwnerDriver: boolean;
}

export type MotorPriceResult =
  { ok: true; premium: Omit<MotorPremium, "ratingVersion"> } | { ok: false; message: MotorMessageKey; field: string };

/** Whole rupees, half up. */
const rupees = (amount: number) => Math.round(amount + Number.EPSILON * Math.abs(amount));

/** A day `months` calendar months after `day` (yyyy-MM-dd), the month's last day when it is shorter. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** Whether a vehicle registered on `registered` is older than `months` on `start` (the tariff's "exceeding"). */
export function olderThan(registered: string, start: string, months: number): boolean {
  return start > addMonths(registered, months);
}

/** Whole months from `registered` to `start`. */
export function ageInMonths(registered: string, start: string): number {
  if (start <= registered) return 0;
  let months = 0;
  while (addMonths(registered, months + 1) <= start) months++;
  return months;
}

/** GR.8: the depreciation for a vehicle's age; beyond the schedule, the table's stated rule. */
export function depreciationPercent(table: MotorRatingTable, registered: string, start: string): number {
  const { bands, beyond } = table.depreciation;
  for (const band of bands) if (!olderThan(registered, start, band.maxAgeMonths)) return band.percent;
  const last = bands.at(-1)!;
  let years = 1;
  while (olderThan(registered, start, last.maxAgeMonths + 12 * years)) years++;
  return Math.min(beyond.maxPercent, last.percent + beyond.percentPerYear * years);
}

/** The band index of a value among upper limits whose last is open (null). */
function bandOf(limits: readonly (number | null)[], value: number): number {
  const index = limits.findIndex((limit) => limit === null || value <= limit);
  return index === -1 ? limits.length - 1 : index;
}

function ageBandOf(limitsYears: readonly (number | null)[], registered: string, start: string): number {
  const index = limitsYears.findIndex((years) => years === null || !olderThan(registered, start, years * 12));
  return index === -1 ? limitsYears.length - 1 : index;
}

/** A new vehicle: a first policy bought within a month of registration (its long-term cover applies). */
export function isNewVehicle(input: Pick<MotorRatingInput, "previousPolicy" | "registrationDate">, start: string) {
  return input.previousPolicy === "none" && !olderThan(input.registrationDate, start, 1);
}

/** The add-ons a vehicle of this type and age cannot have. */
export function unavailableAddons(
  table: MotorRatingTable,
  vehicleType: VehicleType,
  registered: string,
  start: string,
): AddonKey[] {
  return ADDON_KEYS.filter((key) => {
    const addon = table.addons.find((a) => a.key === key);
    if (!addon || !addon[vehicleType]) return true;
    return addon.maxAgeMonths !== null && olderThan(registered, start, addon.maxAgeMonths);
  });
}

const ADDON_LABELS: Record<AddonKey, string> = {
  zero_depreciation: "Zero depreciation",
  engine_guard: "Engine guard",
  return_to_invoice: "Return to invoice",
  consumables: "Consumables",
  roadside_assistance: "Roadside assistance",
};

/**
 * The premium of one vehicle. `start` is the policy's first day (India time,
 * yyyy-MM-dd); a purchase date after it starts the policy on that date.
 */
export function priceMotor(table: MotorRatingTable, input: MotorRatingInput, today: string): MotorPriceResult {
  const start = input.registrationDate > today ? input.registrationDate : today;
  const registered = input.registrationDate;
  const { vehicleType, policyType } = input;
  const hasOwnDamage = policyType !== "third-party";
  const hasThirdParty = policyType !== "own-damage";
  const electric = input.cc === undefined;

  // IDV (GR.8), and the visitor's choice within the range
  const depreciation = depreciationPercent(table, registered, start);
  const tariffIdv = input.exShowroomPrice ? rupees(input.exShowroomPrice * (1 - depreciation / 100)) : 0;
  const idvRange = { min: rupees(tariffIdv * IDV_CHOICE.min), max: rupees(tariffIdv * IDV_CHOICE.max) };
  if (hasOwnDamage && !input.exShowroomPrice)
    return { ok: false, message: "motor_price_invalid", field: "exShowroomPrice" };
  if (input.idv !== undefined && hasOwnDamage && (input.idv < idvRange.min || input.idv > idvRange.max))
    return { ok: false, message: "motor_idv_range", field: "idv" };
  const idv = hasOwnDamage ? (input.idv ?? tariffIdv) : tariffIdv;

  const unavailable = unavailableAddons(table, vehicleType, registered, start);
  if (!hasOwnDamage && input.addons.length) return { ok: false, message: "motor_addons_third_party", field: "addons" };
  if (input.addons.some((key) => unavailable.includes(key)))
    return { ok: false, message: "motor_addon_unavailable", field: "addons" };

  const breakdown: MotorBreakdownLine[] = [];
  let ownDamage = 0;
  let ncbPercent = 0;
  let ncbDiscount = 0;
  const addons: { key: AddonKey; amount: number }[] = [];
  if (hasOwnDamage) {
    const od = table.ownDamage[vehicleType];
    const ccBand = electric ? od.electricCcBand : bandOf(od.ccBands, input.cc!);
    const rate = od.rates[input.zone][ccBand]![ageBandOf(od.ageBandsYears, registered, start)]!;
    ownDamage = rupees((idv * rate) / 100);
    breakdown.push({
      key: "motor_breakdown_od",
      label: `Own damage (${rate}% of IDV)`,
      amount: ownDamage,
      values: { rate },
    });
    ncbPercent = input.previousPolicy === "active" ? nextNcb(input.previousNcb, input.claimLastYear) : 0;
    ncbDiscount = rupees((ownDamage * ncbPercent) / 100);
    if (ncbDiscount > 0)
      breakdown.push({
        key: "motor_breakdown_ncb",
        label: `No claim bonus ${ncbPercent}%`,
        amount: -ncbDiscount,
        values: { percent: ncbPercent },
      });
    for (const key of ADDON_KEYS) {
      if (!input.addons.includes(key)) continue;
      const price = table.addons.find((a) => a.key === key)![vehicleType]!;
      const amount = "flat" in price ? price.flat : rupees((idv * price.percentOfIdv) / 100);
      addons.push({ key, amount });
      breakdown.push({ key: `motor_addon_${key}`, label: ADDON_LABELS[key], amount });
    }
  }

  let thirdParty = 0;
  let paOwnerDriver = 0;
  if (hasThirdParty) {
    if (isNewVehicle(input, start) && !electric) {
      const longTerm = table.thirdPartyLongTerm[vehicleType];
      thirdParty =
        longTerm.cc[
          bandOf(
            longTerm.cc.map((b) => b.maxCc),
            input.cc!,
          )
        ]!.premium;
      breakdown.push({
        key: "motor_breakdown_tp_long",
        label: `Third party (${longTerm.years} years)`,
        amount: thirdParty,
        values: { years: longTerm.years },
      });
    } else {
      const tp = table.thirdParty[vehicleType];
      thirdParty = electric
        ? tp.kw[
            bandOf(
              tp.kw.map((b) => b.maxKw),
              input.kw!,
            )
          ]!.premium
        : tp.cc[
            bandOf(
              tp.cc.map((b) => b.maxCc),
              input.cc!,
            )
          ]!.premium;
      breakdown.push({ key: "motor_breakdown_tp", label: "Third party", amount: thirdParty });
    }
    if (input.paOwnerDriver) {
      paOwnerDriver = table.paOwnerDriver.premium;
      breakdown.push({
        key: "motor_breakdown_pa",
        label: "Owner-driver personal accident cover",
        amount: paOwnerDriver,
      });
    }
  }

  const netPremium = breakdown.reduce((sum, line) => sum + line.amount, 0);
  const gst = rupees((netPremium * table.gstPercent) / 100);
  breakdown.push({
    key: "motor_breakdown_gst",
    label: `GST ${table.gstPercent}%`,
    amount: gst,
    values: { percent: table.gstPercent },
  });
  return {
    ok: true,
    premium: {
      idv: hasOwnDamage ? idv : 0,
      idvRange: hasOwnDamage ? idvRange : { min: 0, max: 0 },
      depreciationPercent: hasOwnDamage ? depreciation : 0,
      ownDamage,
      ncbPercent,
      ncbDiscount,
      thirdParty,
      paOwnerDriver,
      addons,
      netPremium,
      gst,
      totalPremium: netPremium + gst,
      breakdown,
      zone: input.zone,
      ageMonths: ageInMonths(registered, start),
      unavailableAddons: unavailable,
    },
  };
}
