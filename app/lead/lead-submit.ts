/**
 * Sending a lead (spec 7 "Lead"): the payload of spec 3, encrypted in the
 * browser (docs/site-api.md "Encrypted bodies"), POSTed to /api/leadGeneration
 * with no-cache headers. The answer's body is read only for the message
 * 'Session expired' (spec 8).
 */
import { encryptWithKey } from "~/crypto/payload-cipher";
import { analyticsClientId, currentCampaign } from "~/attribution/campaign-store";
import { SESSION_EXPIRED_MESSAGE } from "@contracts/payload/payload-format";
import { leadPayloadOf, type LeadFormValues } from "@contracts/lead/lead-schema";

export const LEAD_ENDPOINT = "/api/leadGeneration";

export type LeadOutcome = "accepted" | "session-expired" | "failed";

export async function submitLead(values: LeadFormValues, payloadKey: string): Promise<LeadOutcome> {
  try {
    const payload = leadPayloadOf(values, currentCampaign(), analyticsClientId(document.cookie));
    const body = await encryptWithKey(payload, payloadKey);
    const response = await fetch(LEAD_ENDPOINT, {
      method: "POST",
      cache: "no-store",
      headers: { "content-type": "application/json", "cache-control": "no-cache", pragma: "no-cache" },
      body: JSON.stringify(body),
    });
    if (response.ok) return "accepted";
    const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
    return answer?.message === SESSION_EXPIRED_MESSAGE ? "session-expired" : "failed";
  } catch {
    // offline, or no key to encrypt with: the visitor sees the error and can try again
    return "failed";
  }
}
