import { describe, expect, it } from "vitest";
import {
  MotorContactSchema,
  calculatorRequest,
  checkPremiumRequest,
  contactFromForm,
  coverFromForm,
  firstMissingStep,
  journeyPremiumRequest,
  motorPageOfPath,
  type MotorJourneyAnswers,
} from "./motor-journey";
import { takesFormPosts } from "../routing/form-pages";

const form = (pairs: [string, string][]) => new URLSearchParams(pairs);
const car: MotorJourneyAnswers = {
  vehicleType: "car",
  make: "maruti-suzuki",
  model: "swift",
  fuel: "petrol",
  variant: "lxi",
};

describe("the car journey's steps (issue 12)", () => {
  it("names the first step whose answer is missing", () => {
    expect(firstMissingStep({ vehicleType: "car" })).toBe("make");
    expect(firstMissingStep({ vehicleType: "car", make: "kia" })).toBe("model");
    expect(firstMissingStep({ ...car, fuel: undefined })).toBe("fuel");
    expect(firstMissingStep({ ...car, variant: undefined })).toBe("variant");
    expect(firstMissingStep(car)).toBe("registration");
    expect(firstMissingStep({ ...car, registration: "KA01MX4321", registrationDate: "2023-01-01" })).toBe(
      "registration",
    );
    expect(
      firstMissingStep({ ...car, registration: "KA01MX4321", registrationDate: "2023-01-01", rtoCode: "KA01" }),
    ).toBeNull();
    expect(firstMissingStep({ ...car, brandNew: true })).toBeNull();
  });

  it("knows its pages by their English path, with or without the journey", () => {
    expect(motorPageOfPath("/vehiclemakers")).toEqual({ kind: "step", step: "make" });
    expect(motorPageOfPath("/vehiclefueltype/:identifier")).toEqual({ kind: "step", step: "fuel" });
    expect(motorPageOfPath("/newcarlead/:identifier")).toEqual({ kind: "new-car" });
    expect(motorPageOfPath("/motor-insurance/bike-insurance/bike-insurance-calculator")).toEqual({
      kind: "calculator",
      vehicleType: "bike",
    });
    expect(motorPageOfPath("/motor-insurance")).toBeNull();
  });

  it("takes form posts at each step, with its identifier and language", () => {
    expect(takesFormPosts("/vehiclemakers")).toBe(true);
    expect(takesFormPosts("/cardetails/AAAAAAAAAAAAAAAAAAAAAA/kannada")).toBe(true);
    expect(takesFormPosts("/vehiclemodels/AAAAAAAAAAAAAAAAAAAAAA.data")).toBe(true);
    expect(takesFormPosts("/vehiclemodels/short")).toBe(false);
    expect(takesFormPosts("/motor-insurance")).toBe(false);
  });
});

describe("the cover form", () => {
  it("reads what a sent form says, and an absent checkbox as no", () => {
    const cover = coverFromForm(
      form([
        ["motor-form", "1"],
        ["policyType", "comprehensive"],
        ["previousNcb", "35"],
        ["claimLastYear", "no"],
        ["addon", "engine_guard"],
        ["addon", "consumables"],
      ]),
    );
    expect(cover).toEqual({
      policyType: "comprehensive",
      previousNcb: 35,
      claimLastYear: false,
      addons: ["engine_guard", "consumables"],
      paOwnerDriver: false,
    });
    // a form not yet sent: the owner-driver cover the law asks for is on
    expect(coverFromForm(form([])).paOwnerDriver).toBe(true);
  });

  it("prices a lapsed policy without a bonus, and third party without add-ons", () => {
    const request = journeyPremiumRequest(
      { ...car, registrationDate: "2022-01-01", rtoCode: "KA01" },
      {
        policyType: "third-party",
        previousPolicy: "lapsed",
        previousNcb: 50,
        addons: ["consumables"],
        paOwnerDriver: true,
      },
      "2026-11-25",
    );
    expect(request).toMatchObject({
      previousNcb: 0,
      claimLastYear: false,
      addons: [],
      variantId: "maruti-suzuki/swift/lxi",
    });
  });

  it("checks a calculator's answers with the shared schema, field by field", () => {
    const sent = calculatorRequest(
      "bike",
      form([
        ["motor-form", "1"],
        ["cc", "1,50"],
        ["registrationDate", "2023-02-30"],
        ["rtoCode", "zz01"],
        ["policyType", "own-damage"],
        ["previousNcb", "20"],
        ["claimLastYear", "no"],
      ]),
    );
    const checked = checkPremiumRequest(sent);
    expect(checked.ok).toBe(false);
    expect(checked.errors).toMatchObject({
      registrationDate: "motor_date_invalid",
      rtoCode: "motor_rto_invalid",
    });
    const good = checkPremiumRequest(
      calculatorRequest(
        "bike",
        form([
          ["cc", "150"],
          ["price", "₹1,20,000"],
          ["registrationDate", "2023-02-28"],
          ["rtoCode", "ka 05"],
          ["policyType", "comprehensive"],
          ["previousNcb", "20"],
          ["claimLastYear", "no"],
        ]),
      ),
    );
    expect(good.ok && good.value).toMatchObject({ cc: 150, exShowroomPrice: 120000, rtoCode: "KA05" });
  });
});

describe("who to call back", () => {
  it("needs a full name, a mobile and consent; an e-mail only if given", () => {
    const contact = contactFromForm(
      form([
        ["name", " Asha Rao "],
        ["mobile", "+91 98123 45670"],
        ["agree", "1"],
      ]),
    );
    expect(contact).toEqual({ name: "Asha Rao", mobile: "9812345670", email: "", agree: true });
    expect(MotorContactSchema.safeParse(contact).success).toBe(true);
    const bad = MotorContactSchema.safeParse({ ...contact, email: "asha@", agree: false });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([
      "motor_email_invalid",
      "motor_agree_required",
    ]);
  });
});
