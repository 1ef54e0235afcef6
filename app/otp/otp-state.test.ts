import { describe, expect, it } from "vitest";
import type { RecentQuote } from "@contracts/otp/otp-rules";
import {
  INITIAL_OTP_STATE,
  otpReducer,
  resendIsCall,
  selectedQuote,
  showCountdown,
  showResend,
  type OtpAction,
  type OtpState,
} from "./otp-state";

const run = (actions: OtpAction[], from: OtpState = INITIAL_OTP_STATE) => actions.reduce(otpReducer, from);
const ticks = (n: number): OtpAction[] => Array.from({ length: n }, () => ({ type: "tick" }) as const);
const sendOk = (sends: number): OtpAction[] => [{ type: "send" }, { type: "sent", sends, mobile: "98******10" }];

const quote: RecentQuote = {
  product_name: "Arogya Sanjeevani",
  members: "Self, Spouse",
  premium: 12345,
  quoteNo: "Q-1",
  quote_creation_date: "2026-11-20 14:30:00",
  url: "/health-step6?quote=abc",
  productid: "40",
};

describe("OTP sends and the resend countdown (spec 4, 9)", () => {
  it("starts with nothing sent and allows only the first send", () => {
    expect(showResend(INITIAL_OTP_STATE)).toBe(false);
    expect(showCountdown(INITIAL_OTP_STATE)).toBe(false);
    const sending = otpReducer(INITIAL_OTP_STATE, { type: "send" });
    expect(sending.sending).toBe(true);
    // a second send while one is under way is ignored
    expect(otpReducer(sending, { type: "send" })).toBe(sending);
  });

  it("after the 1st send: masked mobile, a 30-second countdown, no resend until 0", () => {
    const s = run(sendOk(1));
    expect(s).toMatchObject({ sends: 1, mobile: "98******10", secondsLeft: 30, sending: false });
    expect(showCountdown(s)).toBe(true);
    expect(showResend(s)).toBe(false);
    expect(otpReducer(s, { type: "send" })).toBe(s); // no resend during the countdown
    const later = run(ticks(29), s);
    expect(later.secondsLeft).toBe(1);
    expect(showResend(later)).toBe(false);
    const done = otpReducer(later, { type: "tick" });
    expect(done.secondsLeft).toBe(0);
    expect(showCountdown(done)).toBe(false);
    expect(showResend(done)).toBe(true);
    expect(resendIsCall(done)).toBe(false);
    expect(otpReducer(done, { type: "tick" })).toBe(done); // the countdown stops at 0
  });

  it("after the 2nd send: SMS resend again", () => {
    const s = run([...sendOk(1), ...ticks(30), ...sendOk(2)]);
    expect(s).toMatchObject({ sends: 2, secondsLeft: 30 });
    const done = run(ticks(30), s);
    expect(showResend(done)).toBe(true);
    expect(resendIsCall(done)).toBe(false);
  });

  it("after the 3rd send: the resend offers a call", () => {
    const s = run([...sendOk(1), ...ticks(30), ...sendOk(2), ...ticks(30), ...sendOk(3)]);
    expect(s.sends).toBe(3);
    expect(showResend(s)).toBe(false);
    const done = run(ticks(30), s);
    expect(showResend(done)).toBe(true);
    expect(resendIsCall(done)).toBe(true);
  });

  it("after the 4th send: no resend and no countdown", () => {
    const s = run([...sendOk(1), ...ticks(30), ...sendOk(2), ...ticks(30), ...sendOk(3), ...ticks(30), ...sendOk(4)]);
    expect(s.sends).toBe(4);
    expect(showCountdown(s)).toBe(false);
    const done = run(ticks(30), s);
    expect(showResend(done)).toBe(false);
    expect(otpReducer(done, { type: "send" })).toBe(done);
  });

  it("follows the server's count (a reopened modal after earlier sends)", () => {
    const s = run(sendOk(3));
    expect(s.sends).toBe(3);
    expect(resendIsCall(run(ticks(30), s))).toBe(true);
  });

  it("a 429 within the 30 s waits the server's seconds; beyond, the sends are used up", () => {
    const wait = run(
      [{ type: "send" }, { type: "sendRefused", retryAfterSeconds: 12 }],
      run([...sendOk(1), ...ticks(30)]),
    );
    expect(wait.secondsLeft).toBe(12);
    expect(showResend(wait)).toBe(false);
    const limit = run(
      [{ type: "send" }, { type: "sendRefused", retryAfterSeconds: 900 }],
      run([...sendOk(1), ...ticks(30)]),
    );
    expect(limit.sends).toBe(4);
    expect(showResend(limit)).toBe(false);
  });

  it("a failed send shows the service alert until dismissed", () => {
    const s = run([{ type: "send" }, { type: "sendFailed" }]);
    expect(s).toMatchObject({ serviceError: true, sending: false, sends: 0 });
    expect(otpReducer(s, { type: "dismissError" }).serviceError).toBe(false);
  });
});

describe("OTP entry (spec 4, 9)", () => {
  const sent = run(sendOk(1));

  it("keeps digits only, at most 4, and submits itself at the 4th", () => {
    let s = otpReducer(sent, { type: "input", value: "1a2" });
    expect(s).toMatchObject({ otp: "12", submitting: false });
    s = otpReducer(s, { type: "input", value: "123" });
    expect(s.submitting).toBe(false);
    s = otpReducer(s, { type: "input", value: "12345" });
    expect(s).toMatchObject({ otp: "1234", submitting: true });
  });

  it("keeps the entry as sent while it is checked: an edit then posts nothing and spends no try", () => {
    const checking = otpReducer(sent, { type: "input", value: "1234" });
    expect(checking.submitting).toBe(true);
    expect(otpReducer(checking, { type: "input", value: "" })).toBe(checking);
    expect(otpReducer(checking, { type: "input", value: "123" })).toBe(checking);
  });

  it("the Verify button checks the entry: required, 4 digits", () => {
    expect(otpReducer(sent, { type: "submit" }).fieldMessage).toEqual({ key: "otp_required" });
    const short = run([{ type: "input", value: "12" }, { type: "submit" }], sent);
    expect(short).toMatchObject({ fieldMessage: { key: "otp_digits" }, submitting: false });
  });

  it("a 400 shows its message; typing clears it; a new 4-digit code submits again", () => {
    let s = run(
      [
        { type: "input", value: "1234" },
        { type: "rejected", message: { key: "otp_invalid" } },
      ],
      sent,
    );
    expect(s).toMatchObject({ submitting: false, fieldMessage: { key: "otp_invalid" } });
    s = otpReducer(s, { type: "input", value: "123" });
    expect(s.fieldMessage).toBeNull();
    s = otpReducer(s, { type: "input", value: "1235" });
    expect(s.submitting).toBe(true);
  });

  it("other validate failures are silent", () => {
    const s = run([{ type: "input", value: "1234" }, { type: "validateFailed" }], sent);
    expect(s).toMatchObject({ submitting: false, fieldMessage: null, serviceError: false, step: "verify" });
  });

  it("a right code moves to the quote selection; Continue needs a choice", () => {
    const s = run(
      [
        { type: "input", value: "1234" },
        { type: "validated", quotes: [quote] },
      ],
      sent,
    );
    expect(s).toMatchObject({ step: "quotes", selected: null });
    expect(selectedQuote(s)).toBeNull();
    expect(otpReducer(s, { type: "select", quoteNo: "nope" })).toBe(s);
    expect(selectedQuote(otpReducer(s, { type: "select", quoteNo: "Q-1" }))).toBe(quote);
  });
});
