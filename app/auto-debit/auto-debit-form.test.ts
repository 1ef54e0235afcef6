import { describe, expect, it } from "vitest";
import { indiaDay } from "@contracts/dates/india-day";
import { dateOfBirthRange } from "./dob-dates";
import { checkForm } from "./auto-debit-check";
import {
  EMPTY_FORM,
  fieldState,
  formReducer,
  serverTextKeyword,
  withFullStop,
  type FormState,
} from "./auto-debit-form";

const TOKEN = "a".repeat(43);

describe("form reducer", () => {
  it("keeps values, touches on blur and on submit, and resets", () => {
    let state: FormState = EMPTY_FORM;
    state = formReducer(state, { type: "change", field: "policyNo", value: "MTR/2026/1004821" });
    expect(state.values.policyNo).toBe("MTR/2026/1004821");
    expect(state.touched.policyNo).toBe(false);
    state = formReducer(state, { type: "blur", field: "policyNo" });
    expect(state.touched).toEqual({ policyNo: true, dob: false, captchaSum: false });
    state = formReducer(state, { type: "submit" });
    expect(state.touched).toEqual({ policyNo: true, dob: true, captchaSum: true });
    expect(formReducer(state, { type: "reset" })).toEqual(EMPTY_FORM);
  });

  it("gives each field untouched, invalid or valid", () => {
    let state = formReducer(EMPTY_FORM, { type: "change", field: "policyNo", value: "MTR/2026/1004821" });
    const { problems } = checkForm(state.values, TOKEN, "unsubscribe") as { problems: Record<string, string> };
    expect(fieldState(state, problems, "policyNo")).toBe("untouched");
    state = formReducer(state, { type: "submit" });
    expect(fieldState(state, problems, "policyNo")).toBe("valid");
    expect(fieldState(state, problems, "dob")).toBe("invalid");
  });
});

describe("checkForm (the shared schema)", () => {
  it("an empty form has a problem in every field", () => {
    const result = checkForm(EMPTY_FORM.values, null, "unsubscribe");
    expect(result).toEqual({
      ok: false,
      problems: {
        policyNo: "autodebit_policy_required",
        dob: "autodebit_dob_required",
        captchaSum: "autodebit_captcha_required",
      },
    });
  });

  it("uses the subscribe flow's policy message", () => {
    const result = checkForm({ policyNo: "x", dob: "", captchaSum: "" }, TOKEN, "subscribe");
    expect(result.ok || result.problems.policyNo).toBe("autodebit_policy_invalid_subscribe");
  });

  it("a missing captcha is the captcha field's problem", () => {
    const dob = dateOfBirthRange(indiaDay()).max;
    const result = checkForm({ policyNo: "MTR/2026/1004821", dob, captchaSum: "7" }, null, "unsubscribe");
    expect(result).toEqual({ ok: false, problems: { captchaSum: "autodebit_captcha_invalid" } });
  });

  it("answers the request to send, normalised", () => {
    const result = checkForm(
      { policyNo: " mtr/2026/1004821 ", dob: "1988-04-12", captchaSum: "7" },
      TOKEN,
      "unsubscribe",
    );
    expect(result).toEqual({
      ok: true,
      request: { policyNo: "MTR/2026/1004821", dob: "1988-04-12", captchaSum: "7", captchaToken: TOKEN },
    });
  });
});

describe("server texts", () => {
  it.each([
    ["Policy details do not match our records", "unsubscribe", "autodebit_no_match"],
    ["Invalid captcha", "subscribe", "autodebit_captcha_invalid"],
    ["Please enter a valid policy number to subscribe", "subscribe", "autodebit_policy_invalid_subscribe"],
    ["Please enter a valid policy number to unsubscribe", "unsubscribe", "autodebit_policy_invalid"],
    ["Too many requests. Please try again later.", "unsubscribe", "autodebit_too_many"],
    ["You have successfully subscribed to Auto Renewal of your policy.", "subscribe", "autodebit_subscribed"],
    ["Something new", "unsubscribe", null],
  ] as const)("%j (%s) -> %s", (text, action, key) => {
    expect(serverTextKeyword(text, action)).toBe(key);
  });

  it("adds one full stop", () => {
    expect(withFullStop("Invalid captcha")).toBe("Invalid captcha.");
    expect(withFullStop("Too many requests. Please try again later.")).toBe(
      "Too many requests. Please try again later.",
    );
    expect(withFullStop("अमान्य कैप्चा।")).toBe("अमान्य कैप्चा।");
    expect(withFullStop("अमान्य कैप्चा", "hi")).toBe("अमान्य कैप्चा।");
    // a server text the page does not know stays English on a Hindi page, with an English full stop
    expect(withFullStop("Invalid captcha", "hi")).toBe("Invalid captcha.");
  });
});
