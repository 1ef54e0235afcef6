/**
 * Self-service requests (issue 14, docs/site-api.md "Service requests,
 * claims, policies, locations", decision 057): the kinds of request a
 * visitor can make, the reference number each is given before the visitor
 * hears "done", the statuses a person can look up, and the texts the forms
 * and the site API answer with (translation keywords of the
 * `self_service_policy` page, content/seed/translationkeywords/2400-*.json).
 */

/** Every kind of request, with the letters its reference numbers start with. */
export const SERVICE_REQUEST_KINDS = {
  "do-not-call": "DNC",
  "policy-document": "PD",
  "cis-document": "CIS",
  "quote-search": "QS",
  "transfer-ownership": "TO",
  "change-details": "CD",
  "add-details": "AD",
  "vehicle-correction": "VC",
  // a complaint of the grievance page (issue 16, decision 054)
  grievance: "GRV",
  // the free credit score check (issue 14, decision 059): the consent record, handed to the desk
  "credit-score": "CSC",
  // a claimant's subrogation request (issue 14, decisions 056 and 059)
  subrogation: "SB",
} as const;
export type ServiceRequestKind = keyof typeof SERVICE_REQUEST_KINDS;

/**
 * received: stored, not yet handed on; forwarded: the insurer's desk has it;
 * completed: nothing more to do (documents: issued at once); rejected: the desk refused it.
 */
export const SERVICE_REQUEST_STATUSES = ["received", "forwarded", "completed", "rejected"] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

/** Letters of the random part: no 0/O, 1/I/L, so a number read over the phone is not misheard. */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERENCE_RANDOM_LENGTH = 6;
/** `DNC-261126-7K3Q9X`: kind, India's day (yyMMdd), six random letters or digits. */
export const REFERENCE_PATTERN = /^([A-Z]{2,3})-\d{6}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;
export const REFERENCE_MAX_LENGTH = 20;

/** A reference as typed, as it is stored: without spaces around it, in capitals. */
export function normaliseReference(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * The texts of the self-service forms and answers: keyword -> the English
 * text the site API answers with (it has no language of its own); the pages
 * show the keyword's text in the page's language.
 */
export const SERVICE_MESSAGES = {
  ss_mobile_required: "Please enter your mobile number",
  ss_mobile_invalid: "Please enter a 10-digit mobile number starting with 6, 7, 8 or 9",
  ss_reference_required: "Please enter your reference number",
  ss_reference_invalid: "Please enter the reference number as it was given to you, for example DNC-261126-7K3Q9X",
  ss_consent_required: "Please confirm that this number is yours or that you may register it",
  ss_policy_required: "Please enter your policy number",
  ss_policy_invalid: "Please enter your policy number as it is printed on your policy, for example MTR/2026/1004821",
  ss_dob_required: "Please enter the policy holder's date of birth",
  ss_dob_invalid: "Please enter a valid date of birth (the holder must be 18 or older)",
  ss_no_match: "The details do not match our records. Please check them and try again",
  ss_request_no_match: "The details do not match our records. Please check the reference number and the mobile number",
  ss_link_expired: "This download link has expired. Please find your policy again",
  ss_limited: "Too many attempts. Please try again later.",
  ss_unavailable: "The service is unavailable. Please try again in a minute.",
  ss_body: "Please fill in the form and send it again",
  ss_quote_required: "Please enter your quote number",
  ss_quote_invalid: "Please enter the quote number as it was given to you, for example HQ00000001",
  ss_quote_no_match: "The details do not match our records. Please check the quote number and the mobile number",
  ss_detail_required: "Please choose what you want to change",
  ss_value_required: "Please enter the new details",
  ss_value_name: "Please enter the full name (first and last name) in letters",
  ss_value_email: "Please enter a valid e-mail address, for example name@example.com",
  ss_value_gstin: "Please enter the 15-character GSTIN, for example 27AAPFU0939F1ZV",
  ss_value_pan: "Please enter the 10-character PAN, for example ABCDE1234F",
  ss_value_registration: "Please enter the registration number as on the RC, for example MH02AB1234",
  ss_value_vin: "Please enter the number as on the RC: 5 to 17 letters and digits",
  ss_value_year: "Please enter the year of manufacture, for example 2021",
  ss_value_text: "Please enter 3 to 200 characters, without < > { }",
  ss_document_required: "Please attach this document",
  ss_document_type: "Please attach a PDF, JPG or PNG file",
  ss_document_size: "Please attach a file of 5 MB or less",
  ss_motor_only: "This request is for motor policies only. For other policies, please use Change policy details",
  ss_change_received:
    "Your request is received. Our service team will check the documents and update your policy within 7 working days.",
  // policy print by mobile and OTP (decision 059)
  ss_otp_required: "Enter the 4-digit OTP we sent to the mobile number on the policy",
  ss_otp_digits: "Enter the 4 digits of the OTP, without spaces",
  ss_otp_invalid: "This OTP does not match the one we sent. Check the SMS and enter it again",
  ss_otp_expired: "This OTP has expired. Ask for a new one",
  ss_otp_locked: "Too many wrong tries. Ask for a new OTP",
  ss_otp_none: "Ask for an OTP first, then enter it here",
  ss_otp_wait: "Wait 30 seconds before asking for another OTP",
  ss_otp_sent: "We have sent an OTP to the mobile number on the policy",
  ss_dnc_registered:
    "Your number is registered. We will not call or message it about our products. It can take up to 7 days to reach every team.",
} as const;
export type ServiceMessageKey = keyof typeof SERVICE_MESSAGES;

export function isServiceMessageKey(value: string): value is ServiceMessageKey {
  return Object.hasOwn(SERVICE_MESSAGES, value);
}

/** The keyword of an English answer text the pages know, or null. */
export function serviceMessageKeyOf(text: string): ServiceMessageKey | null {
  for (const [key, value] of Object.entries(SERVICE_MESSAGES)) if (value === text) return key as ServiceMessageKey;
  return null;
}

/** A quote number as the quote flows give it (server/quotes/quote-store.ts): HQ, MQ or TQ and eight digits. */
export const QUOTE_NUMBER_PATTERN = /^(HQ|MQ|TQ)\d{8}$/;

/** 201 of a stored request. */
export interface ServiceRequestAccepted {
  reference: string;
  status: ServiceRequestStatus;
  message: string;
}

/** 200 of a status look-up. */
export interface ServiceRequestState {
  reference: string;
  kind: ServiceRequestKind;
  status: ServiceRequestStatus;
  /** ISO times. */
  createdAt: string;
  history: { status: ServiceRequestStatus; at: string }[];
}
