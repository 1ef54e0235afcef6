/**
 * The one schema of the call-back lead (site-api.md "Lead"): the form parses
 * its fields with `LeadFormSchema` in the browser, and the site API parses
 * the decrypted body with `LeadPayloadSchema`, built from the same field
 * schemas. Issue messages are translation keywords (`LEAD_MESSAGES`).
 */
import { z } from "zod";

// No code generation at run time: the site's CSP has no 'unsafe-eval' (zod 4 otherwise tries `new Function`).
z.config({ jitless: true });
import {
  fullNameProblem,
  joinNameParts,
  LEAD_EMAIL_ID,
  LEAD_TYPE,
  mobileProblem,
  splitFullName,
  type LeadMessageKey,
} from "./lead-rules";

function ruleSchema(problem: (value: string) => LeadMessageKey | null, notText: LeadMessageKey) {
  return z.string({ error: notText }).superRefine((value, ctx) => {
    const key = problem(value);
    if (key) ctx.addIssue({ code: "custom", message: key });
  });
}

export const FullNameSchema = ruleSchema(fullNameProblem, "lead_name_required");
export const MobileSchema = ruleSchema(mobileProblem, "lead_mobile_required");
const productMessage: LeadMessageKey = "lead_product_invalid";
export const LeadProductSchema = z
  .string({ error: productMessage })
  .trim()
  .min(1, productMessage)
  .max(100, productMessage)
  .regex(/^[^\p{Cc}]*$/u, productMessage);

/** What the visitor fills in. */
export const LeadFormSchema = z.object({
  fullName: FullNameSchema,
  mobile: MobileSchema,
  product: LeadProductSchema,
});
export type LeadFormValues = z.infer<typeof LeadFormSchema>;
export type LeadFormField = keyof LeadFormValues;

const CAMPAIGN_VALUE_MAX = 200;
const PAGE_URL_MAX = 2_000;
/** Control characters (a `%00` in a campaign link) are dropped: the lead is kept, the noise is not. */
const withoutControlCharacters = (text: string) => text.replace(/\p{Cc}/gu, "");
const campaignValue = z.string().max(CAMPAIGN_VALUE_MAX).default("").transform(withoutControlCharacters);

/** spec 3 "Campaign tracking fields", as the lead carries them. */
export const CampaignFieldsSchema = z.object({
  utm_source: campaignValue,
  utm_medium: campaignValue,
  utm_campaign: campaignValue,
  utm_uniqueid: campaignValue,
  utm_content: campaignValue,
  utm_term: campaignValue,
  page_url: z.string().max(PAGE_URL_MAX).default("").transform(withoutControlCharacters),
});
export type CampaignFields = z.infer<typeof CampaignFieldsSchema>;

const namePart = z.string({ error: "lead_name_invalid" satisfies LeadMessageKey }).max(100, "lead_name_invalid");

/** spec 3 "Lead payload" (plus page url and the two further utm values): the encrypted body. */
export const LeadPayloadSchema = z
  .object({
    ClientId: z.string().max(200).default("").transform(withoutControlCharacters),
    SBILeadFirstName: namePart,
    SBILeadMiddleName: namePart.default(""),
    SBILeadLastName: namePart,
    LeadType: z.literal(LEAD_TYPE),
    SBIEmailId: z.literal(LEAD_EMAIL_ID),
    SBIMobileNum: MobileSchema,
    SBIProductName: LeadProductSchema,
  })
  .extend(CampaignFieldsSchema.shape)
  .superRefine((payload, ctx) => {
    // The parts must be what splitting a valid full name gives (spec 5), so the server checks the same rules.
    const parts = { first: payload.SBILeadFirstName, middle: payload.SBILeadMiddleName, last: payload.SBILeadLastName };
    const fullName = joinNameParts(parts);
    const problem = fullNameProblem(fullName);
    const split = splitFullName(fullName);
    const consistent = split.first === parts.first && split.middle === parts.middle && split.last === parts.last;
    if (problem || !consistent) {
      ctx.addIssue({ code: "custom", path: ["SBILeadFirstName"], message: problem ?? "lead_name_invalid" });
    }
  });
export type LeadPayload = z.infer<typeof LeadPayloadSchema>;

/** The wire payload of a valid form (spec 3 "Lead payload"; LeadType '1', SBIEmailId ''). */
export function leadPayloadOf(values: LeadFormValues, campaign: CampaignFields, clientId: string): LeadPayload {
  const name = splitFullName(values.fullName);
  return {
    ClientId: clientId,
    SBILeadFirstName: name.first,
    SBILeadMiddleName: name.middle,
    SBILeadLastName: name.last,
    LeadType: LEAD_TYPE,
    SBIEmailId: LEAD_EMAIL_ID,
    SBIMobileNum: values.mobile,
    SBIProductName: values.product,
    ...campaign,
  };
}

/** The first message per field of a failed parse (the form shows one message per field). */
export function firstIssuePerField(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}
