/**
 * Where accepted leads go (docs/guiding-principles.md "Outside parties behind adapters"): a CRM's HTTP intake when LEAD_CRM_URL is set, otherwise the
 * `crm_leads` table that a sales team reads (decision 012). Delivery is at
 * least once (a worker can stop between delivering and recording it), so
 * every adapter treats the lead id as an idempotency key.
 */
import type { Db } from "../db/client";
import { crmLeads } from "./lead.schema";
import { LEAD_TYPE } from "@contracts/lead/lead-rules";

/** A lead as it is handed to the CRM: spec 3's lead payload plus its id and time. */
export interface CrmLead {
  LeadId: string;
  SubmittedAt: string;
  ClientId: string;
  SBILeadFirstName: string;
  SBILeadMiddleName: string;
  SBILeadLastName: string;
  LeadType: string;
  SBIEmailId: string;
  SBIMobileNum: string;
  SBIProductName: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_uniqueid: string;
  utm_content: string;
  utm_term: string;
  page_url: string;
  /**
   * The mobile is on the do-not-call register (issue 14, decision 057): the visitor asked for this
   * call-back, so the lead is delivered, marked, and the CRM must not use the number for anything else.
   */
  DoNotCall: boolean;
}

export interface CrmAdapter {
  readonly name: string;
  /** Resolves once the CRM has the lead; throws when it could not be delivered (the outbox retries). */
  deliver(lead: CrmLead): Promise<void>;
}

/** The offline default: the lead lands in `crm_leads` (once per lead id). */
export function tableCrmAdapter(db: Db): CrmAdapter {
  return {
    name: "crm_leads table",
    async deliver(lead) {
      await db
        .insert(crmLeads)
        .values({
          leadId: lead.LeadId,
          submittedAt: new Date(lead.SubmittedAt),
          fullName: [lead.SBILeadFirstName, lead.SBILeadMiddleName, lead.SBILeadLastName].filter(Boolean).join(" "),
          firstName: lead.SBILeadFirstName,
          middleName: lead.SBILeadMiddleName,
          lastName: lead.SBILeadLastName,
          mobile: lead.SBIMobileNum,
          product: lead.SBIProductName,
          leadType: lead.LeadType || LEAD_TYPE,
          utmSource: lead.utm_source,
          utmMedium: lead.utm_medium,
          utmCampaign: lead.utm_campaign,
          utmUniqueId: lead.utm_uniqueid,
          utmContent: lead.utm_content,
          utmTerm: lead.utm_term,
          pageUrl: lead.page_url,
          clientId: lead.ClientId,
          doNotCall: lead.DoNotCall,
        })
        .onConflictDoNothing();
    },
  };
}

/** A CRM's HTTP intake: POST JSON, `Idempotency-Key: <lead id>`; any 2xx is delivered, in `timeoutMs` at most. */
export function httpCrmAdapter(
  url: string,
  options: { token?: string; timeoutMs: number },
  fetchImpl: typeof fetch = fetch,
): CrmAdapter {
  const { token, timeoutMs } = options;
  const host = new URL(url).host;
  return {
    name: `CRM at ${host}`,
    async deliver(lead) {
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "idempotency-key": lead.LeadId,
      };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetchImpl(url, {
        method: "POST",
        headers,
        body: JSON.stringify(lead),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // the body is not needed; release the connection
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok) throw new Error(`CRM answered HTTP ${response.status}`);
    },
  };
}

/** The configured adapter: the CRM's URL when LEAD_CRM_URL is set, the `crm_leads` table otherwise. */
export function crmAdapterFromConfig(
  config: { LEAD_CRM_URL?: string; LEAD_CRM_TOKEN?: string; LEAD_CRM_TIMEOUT_MS: number },
  db: Db,
): CrmAdapter {
  return config.LEAD_CRM_URL
    ? httpCrmAdapter(config.LEAD_CRM_URL, { token: config.LEAD_CRM_TOKEN, timeoutMs: config.LEAD_CRM_TIMEOUT_MS })
    : tableCrmAdapter(db);
}
