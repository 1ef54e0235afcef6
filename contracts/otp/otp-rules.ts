/**
 * The OTP rules of "Recent Quote and OTP" (spec 4, 7 "OTP", 9), each once:
 * the server enforces them (server/otp/otp-service.ts) whatever the browser
 * does, and the OTP modal counts and words its prompts with the same
 * numbers and texts (docs/site-api.md "OTP and recent quotes", decision 052).
 */

/** spec 9: an OTP has 4 digits. */
export const OTP_LENGTH = 4;
/** spec 4, 9: at most 4 sends are counted (per quote, per send window). */
export const OTP_MAX_SENDS = 4;
/** The window the 4 sends are counted in (site-api.md). */
export const OTP_SEND_WINDOW_SECONDS = 30 * 60;
/** spec 4, 9: a 30-second countdown after each send before another. */
export const OTP_RESEND_SECONDS = 30;
/** spec 4, 9: after the 3rd send the button offers a call, so the 4th send is a voice call. */
export const OTP_CALL_SEND = 4;
/** site-api.md: an OTP is good for 5 minutes. */
export const OTP_VALID_SECONDS = 5 * 60;
/** site-api.md: 5 wrong tries lock an OTP. */
export const OTP_MAX_ATTEMPTS = 5;

export type OtpChannel = "sms" | "call";

/** The channel of the nth send in the window (1-based). */
export function otpChannelOfSend(send: number): OtpChannel {
  return send >= OTP_CALL_SEND ? "call" : "sms";
}

/**
 * The form's messages: translation keywords with the English text the site
 * API answers with (it has no language of its own), as LEAD_MESSAGES.
 */
export const OTP_FORM_MESSAGES = {
  otp_required: "Please enter the OTP",
  otp_digits: "OTP must be 4 digits",
} as const;
export type OtpFormMessageKey = keyof typeof OTP_FORM_MESSAGES;

/** The answers of the OTP endpoints (site-api.md fixes the first four; spec 8 shows a 400's message under the field). */
export const OTP_ANSWERS = {
  sent: "OTP sent",
  invalid: "Invalid OTP",
  expired: "OTP expired",
  locked: "Too many attempts. Please request a new OTP.",
  /** No OTP was sent for the quote, or the last one was used already. */
  none: "Please request a new OTP.",
  /** 429 within 30 s of the last send. */
  wait: "Please wait before requesting another OTP.",
  /** 429 after the 4th send of the window (or the mobile's daily allowance). */
  limit: "You have requested the OTP too many times. Please try again later.",
  quoteNotFound: "No quote has this identifier",
} as const;

/** 200 of `POST /api/shop/payment-otp`. */
export interface OtpSentAnswer {
  message: typeof OTP_ANSWERS.sent;
  /** Masked: `98******10`. */
  mobile: string;
  sends: number;
  maxSends: typeof OTP_MAX_SENDS;
  channel: OtpChannel;
}

/** One quote of 200 `POST /api/shop/validate-payment-otp` (decision 052 "Recent quotes"). */
export interface RecentQuote {
  product_name: string;
  /** Who or what the quote covers, in words: health members, the vehicle, the number of travellers. */
  members: string;
  /** Rupees (travel: the plan's premium in its own rupee amount). */
  premium: number;
  quoteNo: string;
  /** spec 9 format, India time: `YYYY-MM-DD HH:mm:ss`. */
  quote_creation_date: string;
  /** The quote's page on this site. */
  url: string;
  /** The product id of the last-quote record (spec 3), so a page can name the product in its language. */
  productid: string;
}
