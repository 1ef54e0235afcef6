import { describe, expect, it } from "vitest";
import { indiaDay } from "@contracts/dates/india-day";
import {
  AUTO_DEBIT_MESSAGES,
  autoDebitMessage,
  captchaSumInput,
  captchaSumProblem,
  dateOfBirthProblem,
  isCalendarDay,
  policyNumberProblem,
  type AutoDebitMessageKey,
} from "./auto-debit-rules";
import { AutoDebitRequestSchema } from "./auto-debit-schema";

const TODAY = "2026-11-25";
const TOKEN = "a".repeat(43);

/** `today` moved by whole years (the tests' own arithmetic, independent of the rules'). */
function yearsAgo(years: number, today = indiaDay()): string {
  return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
}

function firstMessage(body: unknown): string | null {
  const parsed = AutoDebitRequestSchema.safeParse(body);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "");
}

const valid = { policyNo: "MTR/2026/1004821", dob: "1988-04-12", captchaSum: "22", captchaToken: TOKEN };

describe("policy number (spec 5 'Unsubscribe', site-api pattern)", () => {
  it.each<[string, AutoDebitMessageKey | null]>([
    ["", "autodebit_policy_required"],
    ["   ", "autodebit_policy_required"],
    ["MTR/2026/1004821", null],
    ["  MTR/2026/1004821  ", null],
    ["mtr/2026/1004821", null],
    ["0000123456789012", null],
    ["HLT-2026-2003417", null],
    ["12345678", null],
    ["1234567", "autodebit_policy_invalid"],
    ["A".repeat(30), null],
    ["A".repeat(31), "autodebit_policy_invalid"],
    ["/MTR/2026/100482", "autodebit_policy_invalid"],
    ["-MTR/2026/100482", "autodebit_policy_invalid"],
    ["MTR 2026 1004821", "autodebit_policy_invalid"],
    ["MTR/2026/1004821;", "autodebit_policy_invalid"],
    ["MTR\\2026\\1004821", "autodebit_policy_invalid"],
    ["एमटीआर/2026/1004821", "autodebit_policy_invalid"],
  ])("%j -> %s", (value, expected) => {
    expect(policyNumberProblem(value)).toBe(expected);
  });
});

describe("date of birth (spec 5: yyyy-MM-dd, a real past date, a plausible holder's age)", () => {
  it.each<[string, AutoDebitMessageKey | null]>([
    ["", "autodebit_dob_required"],
    [" ", "autodebit_dob_required"],
    ["1988-04-12", null],
    ["12-04-1988", "autodebit_dob_invalid"],
    ["1988-4-12", "autodebit_dob_invalid"],
    ["1988-02-30", "autodebit_dob_invalid"],
    ["1988-13-01", "autodebit_dob_invalid"],
    ["1988-04-12T00:00:00Z", "autodebit_dob_invalid"],
    ["1960-02-29", null],
    ["1961-02-29", "autodebit_dob_invalid"],
    // not in the future, and at least 18 years old on India's day
    ["2026-11-26", "autodebit_dob_invalid"],
    ["2026-11-25", "autodebit_dob_invalid"],
    ["2008-11-26", "autodebit_dob_invalid"],
    ["2008-11-25", null],
    // at most 120
    ["1906-11-25", null],
    ["1906-11-24", "autodebit_dob_invalid"],
    ["0000-01-01", "autodebit_dob_invalid"],
  ])("%j on %s -> %s", (value, expected) => {
    expect(dateOfBirthProblem(value, TODAY)).toBe(expected);
  });

  it("counts a 29 February birthday's years on 28 February of other years", () => {
    // born 2008-02-29: 18 on 2026-03-01 by the string order (not before)
    expect(dateOfBirthProblem("2008-02-29", "2026-02-28")).toBe("autodebit_dob_invalid");
    expect(dateOfBirthProblem("2008-02-29", "2026-03-01")).toBeNull();
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("2100-02-29")).toBe(false);
  });
});

describe("captcha sum (spec 5: required, numbers only)", () => {
  it.each<[string, AutoDebitMessageKey | null]>([
    ["", "autodebit_captcha_required"],
    ["  ", "autodebit_captcha_required"],
    ["7", null],
    ["22", null],
    ["007", null],
    ["2 2", "autodebit_captcha_digits"],
    ["-3", "autodebit_captcha_digits"],
    ["1e3", "autodebit_captcha_digits"],
    ["٣", "autodebit_captcha_digits"],
    ["12345", "autodebit_captcha_digits"],
  ])("%j -> %s", (value, expected) => {
    expect(captchaSumProblem(value)).toBe(expected);
  });

  it("keeps only digits while typing", () => {
    expect(captchaSumInput("1a2 3")).toBe("123");
    expect(captchaSumInput("123456")).toBe("1234");
  });
});

describe("the request schema (browser and server)", () => {
  it("accepts a valid request, normalising the policy number", () => {
    const parsed = AutoDebitRequestSchema.parse({ ...valid, policyNo: " mtr/2026/1004821 ", extra: "dropped" });
    expect(parsed).toEqual({ ...valid, policyNo: "MTR/2026/1004821" });
  });

  it("judges the date of birth on India's day", () => {
    expect(firstMessage({ ...valid, dob: yearsAgo(18) })).toBeNull();
    expect(firstMessage({ ...valid, dob: indiaDay(new Date(Date.now() + 86_400_000)) })).toBe("autodebit_dob_invalid");
  });

  it.each<[string, Record<string, unknown>, AutoDebitMessageKey]>([
    ["no fields at all: the first field's", {}, "autodebit_policy_required"],
    ["policy number missing", { ...valid, policyNo: undefined }, "autodebit_policy_required"],
    ["policy number not text", { ...valid, policyNo: 12345678 }, "autodebit_policy_required"],
    ["policy number malformed", { ...valid, policyNo: "MTR 2026" }, "autodebit_policy_invalid"],
    ["date of birth missing", { ...valid, dob: undefined }, "autodebit_dob_required"],
    ["date of birth empty", { ...valid, dob: "" }, "autodebit_dob_required"],
    ["date of birth in the future", { ...valid, dob: "2999-01-01" }, "autodebit_dob_invalid"],
    ["date of birth as shown, not as sent", { ...valid, dob: "12-04-1988" }, "autodebit_dob_invalid"],
    ["captcha missing", { ...valid, captchaSum: undefined }, "autodebit_captcha_required"],
    ["captcha empty", { ...valid, captchaSum: "" }, "autodebit_captcha_required"],
    ["captcha a number, not text", { ...valid, captchaSum: 22 }, "autodebit_captcha_required"],
    ["captcha with letters", { ...valid, captchaSum: "2x" }, "autodebit_captcha_digits"],
    ["captcha token missing", { ...valid, captchaToken: undefined }, "autodebit_captcha_invalid"],
    ["captcha token too short", { ...valid, captchaToken: "abc" }, "autodebit_captcha_invalid"],
    ["captcha token with other characters", { ...valid, captchaToken: `${TOKEN}'--` }, "autodebit_captcha_invalid"],
  ])("%s -> %s", (_label, body, expected) => {
    expect(firstMessage(body)).toBe(expected);
  });

  it("reports the fields in the page's order: policy, date of birth, captcha", () => {
    const parsed = AutoDebitRequestSchema.safeParse({ policyNo: "", dob: "", captchaSum: "" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["policyNo", "autodebit_policy_required"],
      ["dob", "autodebit_dob_required"],
      ["captchaSum", "autodebit_captcha_required"],
      ["captchaToken", "autodebit_captcha_invalid"],
    ]);
  });
});

describe("messages", () => {
  it("are the spec's texts where it gives them", () => {
    expect(AUTO_DEBIT_MESSAGES).toMatchObject({
      autodebit_policy_required: "Please Enter Policy Number",
      autodebit_policy_invalid: "Please enter a valid policy number to unsubscribe",
      autodebit_dob_required: "Please Select Date Of Birth",
      autodebit_captcha_required: "Captcha Is Required",
      autodebit_captcha_invalid: "Invalid captcha",
      autodebit_captcha_expired: "Captcha expired",
      autodebit_no_match: "Policy details do not match our records",
      autodebit_not_active: "Auto-debit is not active for this policy",
      autodebit_unsubscribed: "You have successfully unsubscribed from Auto Renewal of your policy.",
    });
  });

  it("says 'subscribe' in the subscribe flow's policy number message, and nowhere else differs", () => {
    expect(autoDebitMessage("autodebit_policy_invalid", "subscribe")).toBe(
      "Please enter a valid policy number to subscribe",
    );
    for (const key of Object.keys(AUTO_DEBIT_MESSAGES) as AutoDebitMessageKey[]) {
      if (key === "autodebit_policy_invalid") continue;
      expect(autoDebitMessage(key, "subscribe")).toBe(autoDebitMessage(key, "unsubscribe"));
    }
  });
});
