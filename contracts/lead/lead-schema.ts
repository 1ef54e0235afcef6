/**
 * The one schema of the call-back lead (docs/site-api.md "Lead"): the form parses
 * its fields with `LeadFormSchema` in the browser, and the site API parses
 * the decrypted body with `LeadPayloadSchema`, built from the same field
 * schemas. Issue messages are translation keywords (`LEAD_MESSAGES`).
 *
 * zod's "mini" build: the same validation in a fraction of the JavaScript the
 * browser downloads (the inline form is in a product page's first load).
 */
import * as z from "zod/mini";

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
  return z.string({ error: notText }).check(
    z.superRefine((value, ctx) => {
      const key = problem(value);
      if (key) ctx.addIssue({ code: "custom", message: key, input: value });
    }),
  );
}

export const FullNameSchema = ruleSchema(fullNameProblem, "lead_name_required");
export const MobileSchema = ruleSchema(mobileProblem, "lead_mobile_required");
const productMessage: LeadMessageKey = "lead_product_invalid";
export const LeadProductSchema = z
  .string({ error: productMessage })
  .check(
    z.trim(),
    z.minLength(1, productMessage),
    z.maxLength(100, productMessage),
    z.regex(/^[^\p{Cc}]*$/u, productMessage),
  );

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
/** A string of at most `max` characters, "" when absent, without control characters. */
const cleanText = (max: number) =>
  z.pipe(z._default(z.string().check(z.maxLength(max)), ""), z.transform(withoutControlCharacters));
const campaignValue = cleanText(CAMPAIGN_VALUE_MAX);

/** spec 3 "Campaign tracking fields", as the lead carries them. */
export const CampaignFieldsSchema = z.object({
  utm_source: campaignValue,
  utm_medium: campaignValue,
  utm_campaign: campaignValue,
  utm_uniqueid: campaignValue,
  utm_content: campaignValue,
  utm_term: campaignValue,
  page_url: cleanText(PAGE_URL_MAX),
});
export type CampaignFields = z.infer<typeof CampaignFieldsSchema>;

const namePart = z
  .string({ error: "lead_name_invalid" satisfies LeadMessageKey })
  .check(z.maxLength(100, "lead_name_invalid"));

/** spec 3 "Lead payload" (plus page url and the two further utm values): the encrypted body. */
export const LeadPayloadSchema = z
  .extend(
    z.object({
      ClientId: cleanText(200),
      SBILeadFirstName: namePart,
      SBILeadMiddleName: z._default(namePart, ""),
      SBILeadLastName: namePart,
      LeadType: z.literal(LEAD_TYPE),
      SBIEmailId: z.literal(LEAD_EMAIL_ID),
      SBIMobileNum: MobileSchema,
      SBIProductName: LeadProductSchema,
    }),
    CampaignFieldsSchema.shape,
  )
  .check(
    z.superRefine((payload, ctx) => {
      // The parts must be what splitting a valid full name gives (spec 5), so the server checks the same rules.
      const parts = {
        first: payload.SBILeadFirstName,
        middle: payload.SBILeadMiddleName,
        last: payload.SBILeadLastName,
      };
      const fullName = joinNameParts(parts);
      const problem = fullNameProblem(fullName);
      const split = splitFullName(fullName);
      const consistent = split.first === parts.first && split.middle === parts.middle && split.last === parts.last;
      if (problem || !consistent) {
        ctx.addIssue({
          code: "custom",
          path: ["SBILeadFirstName"],
          message: problem ?? "lead_name_invalid",
          input: payload,
        });
      }
    }),
  );
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
export function firstIssuePerField(error: {
  issues: readonly { path: PropertyKey[]; message: string }[];
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}
