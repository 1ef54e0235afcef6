/**
 * What the self-service pages send and get back (decision 057): the kind of
 * page an address is, the intents its forms post, and the answer a route
 * action hands the page (keywords, so the page words it in its language).
 */
import {
  serviceMessageKeyOf,
  type ServiceMessageKey,
  type ServiceRequestAccepted,
  type ServiceRequestState,
} from "@contracts/service-requests/service-request-rules";
import type { PolicySummary, QuoteFound, SelfServiceAnswer } from "@contracts/service-requests/self-service";
import { CHANGE_KINDS, type ChangeKind } from "@contracts/service-requests/change-rules";

export function isChangeKind(kind: SelfServicePageKind): kind is ChangeKind {
  return (CHANGE_KINDS as readonly string[]).includes(kind);
}

export type SelfServicePageKind = "do-not-call" | "policy-print" | "cis" | "quote-search" | ChangeKind;
export type SelfServiceIntent =
  | "do-not-call"
  | "status"
  | "find"
  | "quote"
  | "change"
  // policy print by mobile and OTP (decision 059): the OTP is sent, then checked
  | "policy-otp"
  | "find-otp";

export function pageKindOf(pageKey: string): SelfServicePageKind {
  if (pageKey === "do-not-call") return "do-not-call";
  if (pageKey === "download-cis") return "cis";
  if (pageKey === "quote-search") return "quote-search";
  if (pageKey === "transfer-ownership" || pageKey === "transfer-ownership-view") return "transfer-ownership";
  if (pageKey === "change-policy-details") return "change-details";
  if (pageKey === "change-policy-add-details") return "add-details";
  if (pageKey === "vehicle-correction") return "vehicle-correction";
  return "policy-print";
}

export type ActionResult =
  | { intent: "do-not-call"; ok: true; accepted: ServiceRequestAccepted }
  | { intent: "status"; ok: true; state: ServiceRequestState }
  | { intent: "find"; ok: true; policy: PolicySummary }
  | {
      intent: "policy-otp";
      ok: true;
      /** `mobile` is masked; `typed` is what the visitor typed, for the OTP form's hidden field. */
      sent: { policyNo: string; mobile: string; typed: string };
    }
  | { intent: "quote"; ok: true; found: QuoteFound }
  | { intent: "change"; ok: true; accepted: ServiceRequestAccepted }
  | {
      intent: SelfServiceIntent;
      ok: false;
      /** One message per field, or `form` for one about the whole form: keywords. */
      problems: Record<string, ServiceMessageKey>;
      /** What the visitor typed (never echoed into the page's HTML unescaped; React escapes it). */
      values: Record<string, string>;
    };

/** A refusal of the service as the page's problems: the field it names, else the whole form. */
export function problemsOf(
  answer: Extract<SelfServiceAnswer<unknown>, { ok: false }>,
): Record<string, ServiceMessageKey> {
  const key = serviceMessageKeyOf(answer.message) ?? "ss_unavailable";
  return { [answer.field ?? "form"]: key };
}
