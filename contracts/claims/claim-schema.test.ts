import { describe, expect, it } from "vitest";
import { indiaDay } from "@contracts/dates/india-day";
import { ClaimIntimationSchema, ClaimLookupSchema, fieldProblems, intimationOf, lookupOf } from "./claim-schema";
import { lossDateProblem, readVerifier } from "./claim-rules";

const valid = {
  line: "motor",
  identifyBy: "policy",
  policyNo: " mtr/2026/1004821 ",
  mobile: "9000010001",
  lossDate: indiaDay(),
  lossTime: "09:05",
  place: "MG Road, Pune",
  cause: "accident",
  description: "Hit a divider in the rain; the front bumper is broken.",
};

describe("claim intimation schema", () => {
  it("accepts a valid intimation and gives the records' spelling", () => {
    const parsed = ClaimIntimationSchema.safeParse(valid);
    expect(parsed.success).toBe(true);
    expect(intimationOf(parsed.data!).identifier).toEqual({ kind: "policy", value: "MTR/2026/1004821" });
    const byRegistration = ClaimIntimationSchema.safeParse({
      ...valid,
      identifyBy: "registration",
      registration: "mh-02 dx 4417",
    });
    expect(intimationOf(byRegistration.data!).identifier).toEqual({ kind: "registration", value: "MH02DX4417" });
  });

  it("reports every field's problem at once, the conditional ones too", () => {
    const parsed = ClaimIntimationSchema.safeParse({
      line: "health",
      identifyBy: "policy",
      policyNo: "",
      cause: "theft",
    });
    expect(fieldProblems(parsed.error!.issues)).toMatchObject({
      policyNo: "claim_policy_required",
      mobile: "claim_mobile_required",
      lossDate: "claim_loss_date_required",
      cause: "claim_cause_required",
      description: "claim_description_required",
    });
    const health = ClaimIntimationSchema.safeParse({
      ...valid,
      line: "health",
      identifyBy: "registration",
      cause: "day-care",
    });
    expect(fieldProblems(health.error!.issues)).toEqual({ registration: "claim_registration_motor_only" });
  });

  it("never throws on what is not an object", () => {
    for (const body of [null, 1, "x", [], [valid], { line: 5, identifyBy: {}, cause: [] }]) {
      expect(ClaimIntimationSchema.safeParse(body).success).toBe(false);
    }
  });

  it("dates of loss: not in the future, not older than a year, a calendar day", () => {
    expect(lossDateProblem("2026-11-26", "2026-11-26")).toBeNull();
    expect(lossDateProblem("2026-11-27", "2026-11-26")).toBe("claim_loss_date_invalid");
    expect(lossDateProblem("2025-11-25", "2026-11-26")).toBe("claim_loss_date_old");
    expect(lossDateProblem("2026-02-30", "2026-11-26")).toBe("claim_loss_date_invalid");
  });
});

describe("claim lookup schema", () => {
  it("reads a mobile or a policy number from the one proof field", () => {
    expect(readVerifier("9000010001")).toEqual({ kind: "mobile", mobile: "9000010001" });
    expect(readVerifier(" hlt/2026/2003417")).toEqual({ kind: "policy", policyNo: "HLT/2026/2003417" });
    expect(readVerifier("12")).toBeNull();
    const parsed = ClaimLookupSchema.safeParse({ claimNo: " cl2600104821 ", verifier: "9000010001" });
    expect(lookupOf(parsed.data!)).toEqual({
      claimNo: "CL2600104821",
      verifier: { kind: "mobile", mobile: "9000010001" },
    });
    expect(fieldProblems(ClaimLookupSchema.safeParse({ claimNo: "x" }).error!.issues)).toEqual({
      claimNo: "claim_number_invalid",
      verifier: "claim_verify_required",
    });
  });
});
