/**
 * The OTP modal's state (spec 4 "Recent Quote and OTP", 9): a pure reducer,
 * so the send count, the 30-second countdown, the call offer after the 3rd
 * send and the auto-submit at 4 digits are tested without a browser. The
 * server counts too (server/otp/otp-service.ts); its answer's `sends` is the
 * truth the modal follows.
 */
import {
  OTP_CALL_SEND,
  OTP_LENGTH,
  OTP_MAX_SENDS,
  OTP_RESEND_SECONDS,
  type RecentQuote,
} from "@contracts/otp/otp-rules";

/** A message under the field: a translation keyword, or a server's text the site has no keyword for. */
export type OtpFieldMessage = { key: string } | { text: string };

export interface OtpState {
  step: "verify" | "quotes";
  /** A send is under way. */
  sending: boolean;
  /** Sends the server counted (its answer's `sends`). */
  sends: number;
  /** Seconds until the resend link shows again. */
  secondsLeft: number;
  /** The masked mobile of the last answer. */
  mobile: string | null;
  /** The digits typed. */
  otp: string;
  /** A check of `otp` is asked for or under way. */
  submitting: boolean;
  fieldMessage: OtpFieldMessage | null;
  /** spec 8: the service alert is shown. */
  serviceError: boolean;
  quotes: RecentQuote[];
  /** The quote number chosen in the quote-selection step. */
  selected: string | null;
}

export type OtpAction =
  | { type: "send" }
  | { type: "sent"; sends: number; mobile: string }
  /** 429: wait this long; beyond the countdown's own length, the sends are used up. */
  | { type: "sendRefused"; retryAfterSeconds: number }
  | { type: "sendFailed" }
  | { type: "tick" }
  | { type: "input"; value: string }
  /** The Verify button (or Enter): check what is typed, even when incomplete. */
  | { type: "submit" }
  | { type: "validated"; quotes: RecentQuote[] }
  | { type: "rejected"; message: OtpFieldMessage }
  /** A failure other than 400: silent (spec 8). */
  | { type: "validateFailed" }
  | { type: "select"; quoteNo: string }
  | { type: "dismissError" };

export const INITIAL_OTP_STATE: OtpState = {
  step: "verify",
  sending: false,
  sends: 0,
  secondsLeft: 0,
  mobile: null,
  otp: "",
  submitting: false,
  fieldMessage: null,
  serviceError: false,
  quotes: [],
  selected: null,
};

/** The keywords of the form's own messages (contracts/otp OTP_FORM_MESSAGES). */
export const OTP_REQUIRED_KEY = "otp_required";
export const OTP_DIGITS_KEY = "otp_digits";

export function otpReducer(state: OtpState, action: OtpAction): OtpState {
  switch (action.type) {
    case "send":
      if (state.sending || !canResend(state, true)) return state;
      return { ...state, sending: true };
    case "sent":
      return {
        ...state,
        sending: false,
        sends: Math.min(OTP_MAX_SENDS, Math.max(action.sends, state.sends + 1)),
        mobile: action.mobile,
        secondsLeft: OTP_RESEND_SECONDS,
        otp: "",
        fieldMessage: null,
      };
    case "sendRefused":
      return action.retryAfterSeconds > OTP_RESEND_SECONDS
        ? { ...state, sending: false, sends: OTP_MAX_SENDS, secondsLeft: 0 }
        : {
            ...state,
            sending: false,
            // refused before this modal sent anything: an earlier one did (a reopened modal)
            sends: Math.max(state.sends, 1),
            secondsLeft: Math.max(1, Math.ceil(action.retryAfterSeconds)),
          };
    case "sendFailed":
      return { ...state, sending: false, serviceError: true };
    case "tick":
      return state.secondsLeft > 0 ? { ...state, secondsLeft: state.secondsLeft - 1 } : state;
    case "input": {
      // while a code is being checked the entry stays as sent: an edit then would post again and
      // spend one of the 5 tries on a half-typed code (the field is read-only meanwhile)
      if (state.submitting) return state;
      const otp = action.value.replace(/\D/g, "").slice(0, OTP_LENGTH);
      // spec 4: a 4-digit entry submits itself
      const complete = otp.length === OTP_LENGTH && otp !== state.otp;
      return {
        ...state,
        otp,
        fieldMessage: null,
        submitting: state.submitting || complete,
      };
    }
    case "submit": {
      if (state.submitting) return state;
      if (state.otp === "") return { ...state, fieldMessage: { key: OTP_REQUIRED_KEY } };
      if (state.otp.length !== OTP_LENGTH) return { ...state, fieldMessage: { key: OTP_DIGITS_KEY } };
      return { ...state, submitting: true, fieldMessage: null };
    }
    case "validated":
      return {
        ...state,
        submitting: false,
        step: "quotes",
        quotes: action.quotes,
        selected: null,
        fieldMessage: null,
      };
    case "rejected":
      return { ...state, submitting: false, fieldMessage: action.message };
    case "validateFailed":
      return { ...state, submitting: false };
    case "select":
      return state.quotes.some((q) => q.quoteNo === action.quoteNo) ? { ...state, selected: action.quoteNo } : state;
    case "dismissError":
      return { ...state, serviceError: false };
  }
}

/**
 * Whether another send may be asked for: before the first (`first`), or
 * after a send once the countdown is over and fewer than 4 were sent.
 */
export function canResend(state: OtpState, first = false): boolean {
  if (state.sends === 0) return first;
  return state.sends < OTP_MAX_SENDS && state.secondsLeft === 0;
}

/** The resend link shows (spec 4): sends left, countdown over, nothing under way. */
export function showResend(state: OtpState): boolean {
  return !state.sending && state.sends > 0 && canResend(state);
}

/** The countdown shows while it runs and another send is still possible. */
export function showCountdown(state: OtpState): boolean {
  return state.sends > 0 && state.sends < OTP_MAX_SENDS && state.secondsLeft > 0;
}

/** spec 4: after the 3rd send the resend button reads 'Receive OTP on Call' (the 4th send is a call). */
export function resendIsCall(state: OtpState): boolean {
  return state.sends + 1 >= OTP_CALL_SEND;
}

/** The quote chosen in the selection step, if any. */
export function selectedQuote(state: OtpState): RecentQuote | null {
  return state.quotes.find((q) => q.quoteNo === state.selected) ?? null;
}
