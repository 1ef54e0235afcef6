import { describe, expect, it } from "vitest";
import { checkRegistration, normaliseRegistration } from "./registration";
import { MotorPremiumRequestSchema, RegistrationSchema, motorMessageText } from "./motor-schema";
import { STATE_CODES, currentStateCode } from "./state-codes";

const problem = (value: string) => {
  const result = checkRegistration(value);
  return result.ok ? "ok" : result.code ? `${result.problem}:${result.code}` : result.problem;
};

describe("vehicle registration numbers (spec 5)", () => {
  it("accepts the first shape: two letters, two digits, up to two letters/digits, four digits", () => {
    for (const value of ["MH02AB1234", "mh 02 ab 1234", "MH-02-AB-1234", "KA01A1234", "DL011234", "TN09Z91234"]) {
      expect(problem(value), value).toBe("ok");
    }
    expect(checkRegistration("ka-19 mc 4521")).toEqual({
      ok: true,
      normalised: "KA19MC4521",
      shape: 1,
      state: "KA",
      rtoCode: "KA19",
    });
  });

  it("accepts the second and third shapes, which start with two digits (Bharat series)", () => {
    expect(checkRegistration("22 BH 12 1234")).toMatchObject({ ok: true, shape: 2, state: "BH", rtoCode: null });
    expect(checkRegistration("21bh2345aa")).toMatchObject({ ok: true, shape: 3, state: "BH" });
    expect(checkRegistration("21 BH 0001 A")).toMatchObject({ ok: true, shape: 3, normalised: "21BH0001A" });
  });

  it("maps former state codes to the current ones", () => {
    expect(checkRegistration("OR02AB1234")).toMatchObject({ ok: true, state: "OD", rtoCode: "OD02" });
    expect(checkRegistration("TS09EA1234")).toMatchObject({ ok: true, rtoCode: "TG09" });
    expect(currentStateCode("UA")).toBe("UK");
  });

  it("says what is wrong with near misses", () => {
    expect(problem("")).toBe("motor_registration_required");
    expect(problem("   ")).toBe("motor_registration_required");
    expect(problem("MH02/AB/1234")).toBe("motor_registration_characters");
    expect(problem("MH02AB123")).toBe("motor_registration_shape"); // three digits at the end
    expect(problem("MH02ABC1234")).toBe("motor_registration_shape"); // three series letters
    expect(problem("M02AB1234")).toBe("motor_registration_shape");
    expect(problem("MH2AB1234")).toBe("motor_registration_shape");
    expect(problem("MH02AB12345")).toBe("motor_registration_shape");
    expect(problem("XY02AB1234")).toBe("motor_registration_state:XY");
    expect(problem("ZZ011234")).toBe("motor_registration_state:ZZ");
    expect(problem("22XY1234AA")).toBe("motor_registration_state:XY");
    expect(problem("22BH1234AAA")).toBe("motor_registration_shape");
  });

  it("normalises case, spaces and hyphens only", () => {
    expect(normaliseRegistration(" mh-02 ab  1234 ")).toBe("MH02AB1234");
  });

  it("is one schema on both sides, with the message and the code", () => {
    expect(RegistrationSchema.safeParse("mh 02 ab 1234")).toEqual({ success: true, data: "MH02AB1234" });
    const wrong = RegistrationSchema.safeParse("XY02AB1234");
    expect(wrong.success).toBe(false);
    const issue = wrong.error!.issues[0]! as { message: string; params?: { code: string } };
    expect(motorMessageText(issue.message, issue.params)).toBe("XY is not a state or union territory code");
  });

  it("knows all 36 states and union territories", () => {
    expect(STATE_CODES).toHaveLength(36);
  });
});

describe("the motor premium request", () => {
  const body = {
    vehicleType: "car",
    policyType: "comprehensive",
    cc: 1197,
    exShowroomPrice: 649000,
    registrationDate: "2024-08-20",
    rtoCode: "mh02",
    previousNcb: 20,
    claimLastYear: false,
    addons: [],
  };
  const field = (value: unknown) => {
    const parsed = MotorPremiumRequestSchema.safeParse(value);
    return parsed.success ? "ok" : `${parsed.error.issues[0]!.path.join(".")}:${parsed.error.issues[0]!.message}`;
  };
  it("takes the site API's body and normalises the RTO code", () => {
    expect(MotorPremiumRequestSchema.parse(body).rtoCode).toBe("MH02");
  });
  it("names the field that is wrong", () => {
    expect(field({ ...body, previousNcb: 30 })).toBe("previousNcb:motor_ncb_invalid");
    expect(field({ ...body, cc: 12.5 })).toBe("cc:motor_cc_invalid");
    expect(field({ ...body, cc: undefined })).toBe("cc:motor_engine_required");
    expect(field({ ...body, exShowroomPrice: undefined })).toBe("exShowroomPrice:motor_price_invalid");
    expect(field({ ...body, exShowroomPrice: undefined, policyType: "third-party" })).toBe("ok");
    expect(field({ ...body, registrationDate: "2024-02-30" })).toBe("registrationDate:motor_date_invalid");
    expect(field({ ...body, registrationDate: "2099-01-01" })).toBe("registrationDate:motor_date_future");
    expect(field({ ...body, rtoCode: "XX01" })).toBe("rtoCode:motor_rto_invalid");
    expect(field({ ...body, addons: ["zero_depreciation", "zero_depreciation"] })).toBe("addons:motor_addons_invalid");
    expect(field({ ...body, addons: ["nitro"] })).toBe("addons.0:motor_addons_invalid");
    expect(field({ ...body, policyType: "own-damage" })).toBe("thirdPartyActive:motor_third_party_active");
    expect(field({ ...body, policyType: "third-party", addons: ["consumables"] })).toBe(
      "addons:motor_addons_third_party",
    );
  });
});

describe("the state codes and the seed's RTO list", () => {
  it("name the same states, and every RTO code is under one", async () => {
    const fs = await import("node:fs");
    const seed = JSON.parse(fs.readFileSync("content/seed/catalogue/motor/rto.json", "utf8")) as {
      states: { code: string }[];
      rtos: [string, ...unknown[]][];
    };
    expect(seed.states.map((s) => s.code).sort()).toEqual([...STATE_CODES].sort());
    for (const [code] of seed.rtos) expect(STATE_CODES, code).toContain(code.slice(0, 2));
  });
});
