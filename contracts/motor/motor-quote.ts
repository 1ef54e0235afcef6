/**
 * The motor quote's vocabulary (docs/site-api.md "Premiums and quotes";
 * issue 12): vehicle and policy types, the no-claim-bonus scale, the
 * add-ons, and the premium the engine answers with. Rates are not here:
 * they are versioned rating tables in the database.
 */
export const VEHICLE_TYPES = ["car", "bike"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const POLICY_TYPES = ["comprehensive", "third-party", "own-damage"] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

/** The no-claim bonus scale of the India Motor Tariff (GR.27): each claim-free year one step up, to 50%. */
export const NCB_STEPS = [0, 20, 25, 35, 45, 50] as const;
export type NcbPercent = (typeof NCB_STEPS)[number];

/** The bonus this policy earns: one step above the expiring policy's, or none after a claim or a lapse. */
export function nextNcb(previous: NcbPercent, claimLastYear: boolean): NcbPercent {
  if (claimLastYear) return 0;
  const index = NCB_STEPS.indexOf(previous);
  return NCB_STEPS[Math.min(index + 1, NCB_STEPS.length - 1)]!;
}

export const ADDON_KEYS = [
  "zero_depreciation",
  "engine_guard",
  "return_to_invoice",
  "consumables",
  "roadside_assistance",
] as const;
export type AddonKey = (typeof ADDON_KEYS)[number];

/**
 * The previous policy (cardetails): in force or expired under 90 days (the
 * bonus carries over), expired longer (IRDAI: the bonus lapses after 90
 * days), or none (a first policy).
 */
export const PREVIOUS_POLICY = ["active", "lapsed", "none"] as const;
export type PreviousPolicy = (typeof PREVIOUS_POLICY)[number];

/** The IDV a visitor may choose, as a share of the tariff's (decision 051: 90% to 110%). */
export const IDV_CHOICE = { min: 0.9, max: 1.1 } as const;

/** A line of an itemised premium: its translation keyword, English label and amount (negative for a discount). */
export interface MotorBreakdownLine {
  key: string;
  label: string;
  amount: number;
  /** What the keyword's placeholders stand for ({rate}, {percent}, {years}). */
  values?: Record<string, number>;
}

/** `POST /api/motor/premiums` 200 (site-api.md), with what the pages also show. */
export interface MotorPremium {
  idv: number;
  /** The IDV range the visitor may choose from. */
  idvRange: { min: number; max: number };
  depreciationPercent: number;
  ownDamage: number;
  ncbPercent: number;
  ncbDiscount: number;
  thirdParty: number;
  paOwnerDriver: number;
  addons: { key: AddonKey; amount: number }[];
  netPremium: number;
  gst: number;
  totalPremium: number;
  breakdown: MotorBreakdownLine[];
  /** The tariff zone of the registering office, and the vehicle's age at the policy's start in whole months. */
  zone: "A" | "B";
  ageMonths: number;
  /** Add-ons the vehicle cannot have (its age, its type), so the pages can say why. */
  unavailableAddons: AddonKey[];
  ratingVersion: number;
}
