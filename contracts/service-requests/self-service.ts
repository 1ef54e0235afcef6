/**
 * What the self-service pages ask of the server (decision 057): the site API
 * answers the same calls over HTTP, and the pages' route actions call them
 * in process through the load context (contracts/page-context.ts), so the
 * forms work before hydration and without scripts.
 */
import type { RecentQuote } from "../otp/otp-rules";
import type { ServiceRequestAccepted, ServiceRequestState } from "./service-request-rules";

/** A refusal: the status, the English message (a SERVICE_MESSAGES text), and the field it is about. */
export interface SelfServiceRefusal {
  ok: false;
  status: 400 | 404 | 410 | 413 | 415 | 429 | 503;
  message: string;
  field?: string;
  retryAfterSeconds?: number;
}
export type SelfServiceAnswer<T> = { ok: true; value: T } | SelfServiceRefusal;

/** A policy found by its holder, as the policy print and CIS pages show it. */
export interface PolicySummary {
  reference: string;
  policyNo: string;
  product: string;
  line: "motor" | "health" | "travel" | "home";
  holderName: string;
  periodStart: string;
  periodEnd: string;
  premium: number;
  /** Where the PDF is fetched from: a short-lived address naming this request only. */
  scheduleUrl: string;
  cisUrl: string;
  /** ISO time after which the addresses answer 410. */
  expiresAt: string;
}

/** A saved quote found by its number and mobile, with the request's reference. */
export interface QuoteFound {
  reference: string;
  quote: RecentQuote;
}

/** A file of a change request's form. */
export interface FormDocument {
  key: string;
  name: string;
  bytes: Uint8Array;
}

export interface SelfService {
  submitChange(
    kind: "transfer-ownership" | "change-details" | "add-details" | "vehicle-correction",
    body: unknown,
    documents: FormDocument[],
    client: string,
  ): Promise<SelfServiceAnswer<ServiceRequestAccepted>>;
  searchQuote(body: unknown, client: string): Promise<SelfServiceAnswer<QuoteFound>>;
  registerDoNotCall(body: unknown, client: string): Promise<SelfServiceAnswer<ServiceRequestAccepted>>;
  /** A complaint of the grievance page (issue 16, decision 054). */
  registerGrievance(body: unknown, client: string): Promise<SelfServiceAnswer<ServiceRequestAccepted>>;
  requestStatus(body: unknown, client: string): Promise<SelfServiceAnswer<ServiceRequestState>>;
  /** Policy print by mobile and OTP, first step: an OTP to the policy's mobile (decision 059). */
  sendPolicyOtp(
    body: unknown,
    client: string,
  ): Promise<SelfServiceAnswer<{ message: string; mobile: string; policyNo: string }>>;
  /** By `{policyNo, dob}`, or `{policyNo, mobile, otp}` after sendPolicyOtp. */
  findPolicy(
    body: unknown,
    client: string,
    document: "policy-document" | "cis-document",
  ): Promise<SelfServiceAnswer<PolicySummary>>;
}
