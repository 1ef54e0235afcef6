import { describe, expect, it } from "vitest";
import {
  GuideExampleSchema,
  changedFields,
  contrastCase,
  contrastOf,
  registrationDateFor,
  requestOf,
  sharedFacts,
  type ExampleCase,
} from "./guide-example";

const base: ExampleCase = {
  vehicleType: "car",
  policyType: "comprehensive",
  cc: 1197,
  exShowroomPrice: 649_000,
  ageMonths: 24,
  rtoCode: "MH02",
  previousNcb: 20,
  claimLastYear: false,
  addons: [],
};
const cityOf = (code: string) => ({ MH02: "Mumbai", KA01: "Bengaluru" })[code] ?? code;

describe("registrationDateFor", () => {
  it("is the same day of the month, ageMonths calendar months back", () => {
    expect(registrationDateFor(24, "2026-11-25")).toBe("2024-11-25");
    expect(registrationDateFor(1, "2026-01-15")).toBe("2025-12-15");
    expect(registrationDateFor(13, "2026-01-31")).toBe("2024-12-31");
    expect(registrationDateFor(0, "2026-11-25")).toBe("2026-11-25");
    expect(registrationDateFor(300, "2026-11-25")).toBe("2001-11-25");
  });

  it("takes the first of the next month when that month has no such day, so the car is never older than ageMonths", () => {
    // 28 Feb 2027 would make the car older than 12 months on 29 Feb 2028, in the next tariff band
    expect(registrationDateFor(12, "2028-02-29")).toBe("2027-03-01");
    expect(registrationDateFor(1, "2026-03-31")).toBe("2026-03-01");
    expect(registrationDateFor(1, "2026-05-31")).toBe("2026-05-01");
    expect(registrationDateFor(10, "2026-12-31")).toBe("2026-03-01");
    expect(registrationDateFor(12, "2025-02-28")).toBe("2024-02-28");
    expect(registrationDateFor(1, "2024-03-29")).toBe("2024-02-29");
  });
});

describe("the cases of an example", () => {
  it("reads the content's example and merges the contrast into the base", () => {
    const example = GuideExampleSchema.parse({ base, contrast: { addons: ["zero_depreciation"] } });
    expect(contrastCase(example)).toEqual({ ...base, addons: ["zero_depreciation"] });
    expect(example.base).toEqual(base);
  });

  it("refuses an example without an age or with an unknown add-on", () => {
    const { ageMonths: _age, ...ageless } = base;
    expect(GuideExampleSchema.safeParse({ base: ageless, contrast: {} }).success).toBe(false);
    expect(GuideExampleSchema.safeParse({ base: { ...base, ageMonths: 2.5 }, contrast: {} }).success).toBe(false);
    expect(GuideExampleSchema.safeParse({ base, contrast: { addons: ["tyre_cover"] } }).success).toBe(false);
  });

  it("drops the base's add-ons when the contrast is third party only, which has none", () => {
    const example = GuideExampleSchema.parse({
      base: { ...base, addons: ["zero_depreciation"] },
      contrast: { policyType: "third-party" },
    });
    const second = contrastCase(example);
    expect(second.addons).toEqual([]);
    expect(changedFields(example.base, second)).toEqual(["policyType"]);
  });

  it("asks for a premium with a registration date in place of the age", () => {
    expect(requestOf(base, "2026-11-25")).toEqual({
      vehicleType: "car",
      policyType: "comprehensive",
      cc: 1197,
      exShowroomPrice: 649_000,
      registrationDate: "2024-11-25",
      rtoCode: "MH02",
      previousNcb: 20,
      claimLastYear: false,
      addons: [],
    });
    expect(requestOf({ ...base, policyType: "own-damage" }, "2026-11-25").thirdPartyActive).toBe(true);
  });
});

describe("contrastOf", () => {
  it("names the one add-on the second case adds or drops", () => {
    expect(contrastOf(base, { ...base, addons: ["zero_depreciation"] }, cityOf)).toEqual({
      kind: "addon",
      addon: "zero_depreciation",
      added: true,
    });
    const withZeroDep = { ...base, addons: ["zero_depreciation" as const] };
    expect(contrastOf(withZeroDep, { ...withZeroDep, addons: ["zero_depreciation", "engine_guard"] }, cityOf)).toEqual({
      kind: "addon",
      addon: "engine_guard",
      added: true,
    });
    expect(contrastOf(withZeroDep, base, cityOf)).toEqual({ kind: "addon", addon: "zero_depreciation", added: false });
    // add-ons in another order are the same add-ons
    const two = { ...base, addons: ["engine_guard", "consumables"] as ExampleCase["addons"] };
    expect(contrastOf(two, { ...two, addons: ["consumables", "engine_guard"] }, cityOf)).toEqual({ kind: "other" });
  });

  it("names the policy type, claim, bonus, engine, price, age or office that differs", () => {
    expect(contrastOf(base, { ...base, policyType: "third-party" }, cityOf)).toEqual({
      kind: "policyType",
      from: "comprehensive",
      to: "third-party",
    });
    expect(contrastOf(base, { ...base, claimLastYear: true }, cityOf)).toEqual({
      kind: "claim",
      from: false,
      to: true,
    });
    expect(contrastOf(base, { ...base, previousNcb: 35 }, cityOf)).toEqual({ kind: "ncb", from: 20, to: 35 });
    expect(contrastOf(base, { ...base, cc: 1497 }, cityOf)).toEqual({ kind: "cc", from: 1197, to: 1497 });
    expect(contrastOf(base, { ...base, exShowroomPrice: 900_000 }, cityOf)).toEqual({
      kind: "price",
      from: 649_000,
      to: 900_000,
    });
    expect(contrastOf(base, { ...base, ageMonths: 60 }, cityOf)).toEqual({ kind: "age", from: 24, to: 60 });
    expect(contrastOf(base, { ...base, rtoCode: "KA01" }, cityOf)).toEqual({
      kind: "rto",
      from: "Mumbai",
      to: "Bengaluru",
    });
  });

  it("is `other` when two things or nothing differ", () => {
    expect(contrastOf(base, { ...base, cc: 1497, claimLastYear: true }, cityOf)).toEqual({ kind: "other" });
    expect(contrastOf(base, base, cityOf)).toEqual({ kind: "other" });
  });
});

describe("sharedFacts", () => {
  const rto = { city: "Mumbai", zone: "A" as const };

  it("lists what both cases share, and leaves out what differs", () => {
    expect(sharedFacts(base, { ...base, addons: ["zero_depreciation"] }, rto)).toEqual({
      cc: 1197,
      exShowroomPrice: 649_000,
      ageMonths: 24,
      rto: { code: "MH02", city: "Mumbai", zone: "A" },
      policyType: "comprehensive",
      previousNcb: 20,
      claimLastYear: false,
      addons: [],
    });
    const facts = sharedFacts(base, { ...base, cc: 1497, rtoCode: "KA01" }, rto);
    expect(facts.cc).toBeUndefined();
    expect(facts.rto).toBeUndefined();
  });

  it("keeps the add-ons of both, and leaves out bonus and claim when neither case has own-damage cover", () => {
    const zeroDep = { ...base, addons: ["zero_depreciation" as const] };
    expect(sharedFacts(zeroDep, { ...zeroDep, addons: ["zero_depreciation", "engine_guard"] }, rto).addons).toEqual([
      "zero_depreciation",
    ]);
    const thirdParty = { ...base, policyType: "third-party" as const, previousNcb: 0 };
    const facts = sharedFacts(thirdParty, { ...thirdParty, cc: 1497 }, rto);
    expect(facts.previousNcb).toBeUndefined();
    expect(facts.claimLastYear).toBeUndefined();
    expect(facts.policyType).toBe("third-party");
  });
});
