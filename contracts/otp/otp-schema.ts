/**
 * The one schema of the OTP entry (spec 4 "Recent Quote and OTP", 9): the OTP
 * modal parses its field with it, and `POST /api/shop/validate-payment-otp`
 * parses the body with it again. Issue messages are keys of OTP_FORM_MESSAGES.
 *
 * zod's "mini" build, as the lead form: the modal is loaded on pages' first use.
 */
import * as z from "zod/mini";
import { OTP_LENGTH, type OtpFormMessageKey } from "./otp-rules";

// No code generation at run time: the site's CSP has no 'unsafe-eval'.
z.config({ jitless: true });

const required: OtpFormMessageKey = "otp_required";
const digits: OtpFormMessageKey = "otp_digits";
const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export const OtpSchema = z
  .string({ error: required })
  .check(z.trim(), z.minLength(1, required), z.regex(OTP_PATTERN, digits));

export const ValidateOtpSchema = z.object({ otp: OtpSchema });
export type ValidateOtpRequest = z.infer<typeof ValidateOtpSchema>;
