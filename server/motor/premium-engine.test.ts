import fs from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ADDON_KEYS } from "@contracts/motor/motor-quote";
import {
  addMonths,
  ageInMonths,
  depreciationPercent,
  priceMotor,
  unavailableAddons,
  type MotorRatingInput,
} from "./premium-engine";
import { MotorRatingTableSchema } from "./rating-table";

const table = MotorRatingTableSchema.parse(JSON.parse(fs.readFileSync("content/seed/rating/motor/0001.json", "utf8")));
const TODAY = "2026-11-25";
const car: MotorRatingInput = {
  vehicleType: "car",
  policyType: "comprehensive",
  cc: 1197,
  exShowroomPrice: 649_000,
  registrationDate: "2024-08-20", // 2 years 3 months before TODAY
  zone: "A",
  previousPolicy: "active",
  previousNcb: 20,
  claimLastYear: false,
  addons: [],
  paOwnerDriver: true,
};
const price = (input: Partial<MotorRatingInput>, today = TODAY) => {
  const result = priceMotor(table, { ...car, ...input }, today);
  if (!result.ok) throw new Error(result.message);
  return result.premium;
};

describe("the motor premium engine", () => {
  it("prices the README's worked check to the rupee", () => {
    // content/seed/rating/README.md "Motor": 1197 cc, ₹6,49,000, 2 years 3 months, zone A, 25% NCB
    const premium = price({});
    expect(premium).toMatchObject({
      idv: 454_300,
      depreciationPercent: 30,
      ownDamage: 14_915,
      ncbPercent: 25,
      ncbDiscount: 3_729,
      thirdParty: 3_416,
      paOwnerDriver: 750,
      netPremium: 15_352,
      gst: 2_763,
      totalPremium: 18_115,
      ageMonths: 27,
    });
    expect(premium.breakdown.reduce((sum, line) => sum + line.amount, 0)).toBe(premium.totalPremium);
  });

  it("depreciates by GR.8 at each boundary, and by the stated rule beyond five years", () => {
    const at = (registered: string) => depreciationPercent(table, registered, TODAY);
    expect(at(TODAY)).toBe(5);
    expect(at(addMonths(TODAY, -6))).toBe(5); // exactly 6 months: not exceeding
    expect(at("2026-05-24")).toBe(15); // a day over 6 months
    expect(at(addMonths(TODAY, -12))).toBe(15);
    expect(at("2025-11-24")).toBe(20);
    expect(at(addMonths(TODAY, -24))).toBe(20);
    expect(at(addMonths(TODAY, -36))).toBe(30);
    expect(at(addMonths(TODAY, -48))).toBe(40);
    expect(at(addMonths(TODAY, -60))).toBe(50);
    expect(at("2021-11-24")).toBe(55); // into the sixth year
    expect(at(addMonths(TODAY, -72))).toBe(55);
    expect(at("2001-01-01")).toBe(table.depreciation.beyond.maxPercent);
  });

  it("counts whole months, month ends included", () => {
    expect(ageInMonths("2024-01-31", "2024-02-29")).toBe(1);
    expect(ageInMonths("2024-01-31", "2024-02-28")).toBe(0);
    expect(ageInMonths("2026-12-01", TODAY)).toBe(0);
  });

  it("steps the no claim bonus up a step, and drops it after a claim, a lapse or on a first policy", () => {
    expect([0, 20, 25, 35, 45, 50].map((previousNcb) => price({ previousNcb: previousNcb as 0 }).ncbPercent)).toEqual([
      20, 25, 35, 45, 50, 50,
    ]);
    expect(price({ previousNcb: 45, claimLastYear: true }).ncbPercent).toBe(0);
    expect(price({ previousNcb: 45, previousPolicy: "lapsed" }).ncbPercent).toBe(0);
    expect(price({ previousNcb: 45, previousPolicy: "none" }).ncbDiscount).toBe(0);
  });

  it("charges MoRTH's third-party premium at the 75, 150, 350, 1000 and 1500 cc boundaries", () => {
    const tp = (vehicleType: "car" | "bike", cc: number) =>
      price({ vehicleType, cc, policyType: "third-party", exShowroomPrice: undefined }).thirdParty;
    expect([tp("car", 1000), tp("car", 1001), tp("car", 1500), tp("car", 1501)]).toEqual([2094, 3416, 3416, 7897]);
    expect([
      tp("bike", 75),
      tp("bike", 76),
      tp("bike", 150),
      tp("bike", 151),
      tp("bike", 350),
      tp("bike", 351),
    ]).toEqual([538, 714, 714, 1366, 1366, 2804]);
    // electric vehicles by kW
    expect(price({ cc: undefined, kw: 30, policyType: "third-party" }).thirdParty).toBe(1780);
    expect(price({ vehicleType: "bike", cc: undefined, kw: 3.5, policyType: "third-party" }).thirdParty).toBe(607);
  });

  it("gives a new vehicle its long-term third-party cover", () => {
    const fresh = price({ registrationDate: TODAY, previousPolicy: "none" });
    expect(fresh.thirdParty).toBe(10_640);
    expect(fresh.breakdown.map((line) => line.key)).toContain("motor_breakdown_tp_long");
    expect(price({ vehicleType: "bike", cc: 110, registrationDate: TODAY, previousPolicy: "none" }).thirdParty).toBe(
      3851,
    );
  });

  it("rates own damage by zone, cc band and age band", () => {
    expect(price({ zone: "B" }).ownDamage).toBe(Math.round((454_300 * 3.191) / 100));
    const old = price({ registrationDate: "2015-01-10", previousNcb: 0 });
    expect(old.breakdown[0]!.label).toContain("3.529%");
  });

  it("offers add-ons by the vehicle's age and type, and prices them on the IDV", () => {
    expect(unavailableAddons(table, "car", car.registrationDate, TODAY)).toEqual([]);
    expect(unavailableAddons(table, "car", addMonths(TODAY, -36), TODAY)).toEqual([]);
    expect(unavailableAddons(table, "car", "2023-11-24", TODAY)).toEqual(["return_to_invoice"]);
    expect(unavailableAddons(table, "bike", TODAY, TODAY)).toEqual(["consumables"]);
    expect(unavailableAddons(table, "car", "2020-01-01", TODAY)).toEqual(
      ADDON_KEYS.filter((key) => key !== "roadside_assistance"),
    );
    const withAddons = price({ addons: ["zero_depreciation", "roadside_assistance"] });
    expect(withAddons.addons).toEqual([
      { key: "zero_depreciation", amount: Math.round(454_300 * 0.005) },
      { key: "roadside_assistance", amount: 199 },
    ]);
    expect(priceMotor(table, { ...car, registrationDate: "2023-01-01", addons: ["return_to_invoice"] }, TODAY)).toEqual(
      {
        ok: false,
        message: "motor_addon_unavailable",
        field: "addons",
      },
    );
    expect(priceMotor(table, { ...car, policyType: "third-party", addons: ["consumables"] }, TODAY)).toMatchObject({
      ok: false,
      field: "addons",
    });
  });

  it("lets the visitor choose an IDV from 90% to 110% of the tariff's", () => {
    const tariff = price({});
    expect(tariff.idvRange).toEqual({ min: 408_870, max: 499_730 });
    expect(price({ idv: 499_730 }).ownDamage).toBe(Math.round((499_730 * 3.283) / 100));
    expect(priceMotor(table, { ...car, idv: 499_731 }, TODAY)).toMatchObject({ ok: false, field: "idv" });
  });

  it("prices own damage only without third party or PA, and third party only without own damage", () => {
    const od = price({ policyType: "own-damage" });
    expect([od.thirdParty, od.paOwnerDriver]).toEqual([0, 0]);
    const tp = price({ policyType: "third-party" });
    expect([tp.ownDamage, tp.idv, tp.ncbDiscount]).toEqual([0, 0, 0]);
    expect(price({ paOwnerDriver: false }).paOwnerDriver).toBe(0);
  });

  it("never charges less for a dearer car, and always adds up to its total", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 5_000_000 }),
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 800, max: 3000 }),
        fc.integer({ min: 0, max: 200 }),
        fc.boolean(),
        (price1, more, cc, ageMonthsBack, zoneA) => {
          const registrationDate = addMonths(TODAY, -ageMonthsBack);
          const input = { ...car, cc, registrationDate, zone: zoneA ? ("A" as const) : ("B" as const) };
          const a = price({ ...input, exShowroomPrice: price1 });
          const b = price({ ...input, exShowroomPrice: price1 + more });
          expect(b.totalPremium).toBeGreaterThanOrEqual(a.totalPremium);
          expect(a.breakdown.reduce((sum, line) => sum + line.amount, 0)).toBe(a.totalPremium);
        },
      ),
    );
  });
});
