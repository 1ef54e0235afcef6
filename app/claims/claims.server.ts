/**
 * The claim pages on the server (issue 14, decision 056): their loaders and
 * the actions their forms post to, so intimation and status work before
 * hydration and without scripts. The actions hand the fields as sent to the
 * claims service, which parses them with the forms' one schema, limits them
 * and answers; the same service answers the site API.
 */
import { data, type AppLoadContext } from "react-router";
import { STEP_FIELDS } from "./intimation-fields";
import { ClaimIntimationSchema, ClaimLookupSchema, fieldProblems } from "@contracts/claims/claim-schema";
import { SubrogationRequestSchema } from "@contracts/claims/subrogation-schema";
import type { ClaimAnswer, ClaimRegistered, ClaimsService, ClaimStatusView } from "@contracts/claims/claims-service";
import { indiaDay } from "@contracts/dates/india-day";
import {
  serviceMessageKeyOf,
  type ServiceMessageKey,
  type ServiceRequestState,
} from "@contracts/service-requests/service-request-rules";
import { isClaimDocumentKind, type ClaimDocumentKind } from "@contracts/claims/claim-pages";
import type { PrintDocument } from "@contracts/print/print-document";
import { getPhrases } from "~/content/queries";
import { notFound, seoFor } from "~/pages/page-loading.server";
import type { ResolvedPage } from "~/routing/resolve-page";

export const CLAIM_PHRASE_PAGES = ["claims"];

export const INTIMATION_FIELDS = [
  "line",
  "identifyBy",
  "policyNo",
  "registration",
  "mobile",
  "lossDate",
  "lossTime",
  "place",
  "cause",
  "description",
] as const;
export const LOOKUP_FIELDS = ["claimNo", "verifier"] as const;

export type FormValues = Record<string, string>;

/** What a refused post shows: every field's problem (the form's schema), or one message for the form. */
export interface FormRefusal {
  ok: false;
  values: FormValues;
  problems: Record<string, string>;
  message: string | null;
}

function service(context: AppLoadContext): ClaimsService {
  // the site API runs in every server process; without it no claim can be registered or found
  if (!context.claims) throw data(null, { status: 503 });
  return context.claims;
}

/** The posted fields this form knows, as strings (a file or a repeated name is taken as its first text). */
async function postedFields(request: Request, names: readonly string[]): Promise<FormValues> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return {};
  }
  const values: FormValues = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 4000);
  }
  return values;
}

function refusal(
  answer: Extract<ClaimAnswer<unknown>, { ok: false }>,
  values: FormValues,
  schema: typeof ClaimIntimationSchema | typeof ClaimLookupSchema | typeof SubrogationRequestSchema,
) {
  const problems: Record<string, string> = {};
  let message: string | null = null;
  if (answer.field) {
    // every field's first problem, so a person without scripts sees them all at once
    const parsed = schema.safeParse(values);
    Object.assign(problems, parsed.success ? {} : fieldProblems(parsed.error.issues));
    problems[answer.field] ??= answer.message;
  } else {
    message = answer.message;
  }
  const headers: HeadersInit = answer.retryAfter ? { "Retry-After": String(answer.retryAfter) } : {};
  return data({ ok: false, values, problems, message } satisfies FormRefusal, { status: answer.status, headers });
}

export async function loadClaimPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const [seo, phrases] = await Promise.all([
    seoFor(context, page, url, page.entry.page),
    getPhrases(context.content, CLAIM_PHRASE_PAGES, page.lang),
  ]);
  return { seo, phrases, lang: page.lang, today: indiaDay(), claimNo: url.searchParams.get("claimNo") ?? "" };
}

export async function intimateClaim(context: AppLoadContext, request: Request) {
  const values = await postedFields(request, INTIMATION_FIELDS);
  const answer = await service(context).intimate(values, { address: context.clientAddress ?? "unknown" });
  if (!answer.ok) return refusal(answer, values, ClaimIntimationSchema);
  return { ok: true as const, registered: answer.value satisfies ClaimRegistered };
}

export async function findClaimStatus(context: AppLoadContext, request: Request) {
  const values = await postedFields(request, LOOKUP_FIELDS);
  const answer = await service(context).status(values, { address: context.clientAddress ?? "unknown" });
  if (!answer.ok) return refusal(answer, values, ClaimLookupSchema);
  return { ok: true as const, claim: answer.value satisfies ClaimStatusView };
}

/** The claim number a claim document's address carries (`:claimNo`, or `:identifier` on /new/claim/...). */
function documentClaimNo(page: ResolvedPage): string {
  return (page.params.claimNo ?? page.params.identifier ?? "").toUpperCase();
}

function documentKind(page: ResolvedPage): ClaimDocumentKind {
  const kind = page.entry.page;
  if (!isClaimDocumentKind(kind)) throw data(null, { status: 404 });
  return kind;
}

/**
 * A claim document's page: 404 (the not-found page, noindex) when its number names no claim this
 * document is for; otherwise the proof form. Nothing personal shows before the proof.
 */
export async function loadClaimDocumentPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const kind = documentKind(page);
  const claimNo = documentClaimNo(page);
  let exists: boolean;
  try {
    exists = await service(context).documentExists(kind, claimNo);
  } catch (error) {
    console.error("claims: document page unavailable:", error instanceof Error ? error.message : error);
    throw data(null, { status: 503 });
  }
  if (!exists) notFound();
  const [seo, phrases] = await Promise.all([
    seoFor(context, page, url, page.entry.page),
    getPhrases(context.content, CLAIM_PHRASE_PAGES, page.lang),
  ]);
  // one person's claim: never in a search index
  return { seo: { ...seo, noindex: true }, phrases, lang: page.lang, kind, claimNo };
}

export async function showClaimDocument(context: AppLoadContext, page: ResolvedPage, request: Request) {
  const kind = documentKind(page);
  const values: FormValues = { ...(await postedFields(request, ["verifier"])), claimNo: documentClaimNo(page) };
  const answer = await service(context).document(kind, values, { address: context.clientAddress ?? "unknown" });
  if (!answer.ok) return refusal(answer, values, ClaimLookupSchema);
  return { ok: true as const, document: answer.value satisfies PrintDocument, verifier: values.verifier ?? "" };
}

// ---- the buy-online claim steps (spec 2 "Claims": /buy-online/claim and /2, /3, /4) ----

export type ClaimStepView =
  | { step: 1 | 2 | 3; values: FormValues; problems: Record<string, string>; message: string | null }
  | { step: 4; registered: ClaimRegistered };

/** The step of an address of the buy-online claim: /buy-online/claim is 1, /2 to /4 the others. */
export function claimStepOf(page: ResolvedPage): 1 | 2 | 3 | 4 {
  const last = page.entry.path.split("/").pop();
  return last === "2" || last === "3" || last === "4" ? (Number(last) as 2 | 3 | 4) : 1;
}

/**
 * A later step is reached by posting the earlier ones: its address alone (a bookmark, a reload)
 * shows the first step's form, which posts on to the second. The loader also runs after a post,
 * so it cannot redirect.
 */
export async function loadClaimStepsPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  return loadClaimPage(context, page, url);
}

/**
 * A step's post: the fields of the earlier steps come along (hidden inputs). The first step
 * with a problem shows again; when all are right, the next step shows, and the last posts the
 * claim through the claims service like the one-page form.
 */
export async function postClaimStep(context: AppLoadContext, page: ResolvedPage, request: Request) {
  const step = claimStepOf(page);
  const values = await postedFields(request, INTIMATION_FIELDS);
  const parsed = ClaimIntimationSchema.safeParse(values);
  const problems = parsed.success ? {} : fieldProblems(parsed.error.issues);
  const stepOf = (field: string) =>
    (Object.entries(STEP_FIELDS).find(([, fields]) => (fields as readonly string[]).includes(field))?.[0] ?? "1") as
      "1" | "2" | "3";
  const firstWrong = ([1, 2, 3] as const).find(
    (n) => n < step && Object.keys(problems).some((field) => stepOf(field) === String(n)),
  );
  const only = (n: 1 | 2 | 3) =>
    Object.fromEntries(Object.entries(problems).filter(([field]) => stepOf(field) === String(n)));
  if (firstWrong) {
    return data({ step: firstWrong, values, problems: only(firstWrong), message: null } satisfies ClaimStepView, {
      status: 400,
    });
  }
  if (step !== 4) return { step, values, problems: {}, message: null } satisfies ClaimStepView;
  const answer = await service(context).intimate(values, { address: context.clientAddress ?? "unknown" });
  if (answer.ok) return { step: 4, registered: answer.value } satisfies ClaimStepView;
  const back = answer.field ? (Number(stepOf(answer.field)) as 1 | 2 | 3) : 1;
  const headers: HeadersInit = answer.retryAfter ? { "Retry-After": String(answer.retryAfter) } : {};
  return data(
    {
      step: back,
      values,
      problems: answer.field ? { [answer.field]: answer.message } : {},
      message: answer.field ? null : answer.message,
    } satisfies ClaimStepView,
    { status: answer.status, headers },
  );
}

// ---- subrogation (spec 2 "Claims": /subrogation) ----

export const SUBROGATION_FIELDS = [
  "claimNo",
  "verifier",
  "thirdParty",
  "thirdPartyAddress",
  "thirdPartyDetails",
  "consent",
] as const;

/** The status of a subrogation request (decision 059): the service requests' look-up, by reference and mobile. */
export type SubrogationStatusResult =
  | { kind: "status"; ok: true; state: ServiceRequestState }
  | { kind: "status"; ok: false; problems: Record<string, ServiceMessageKey>; reference: string };

export async function subrogationStatus(context: AppLoadContext, form: FormData) {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 200) : "";
  };
  const values = { reference: field("reference"), mobile: field("mobile") };
  if (!context.selfService) {
    return data<SubrogationStatusResult>(
      { kind: "status", ok: false, problems: { form: "ss_unavailable" }, reference: values.reference },
      { status: 503 },
    );
  }
  const answer = await context.selfService.requestStatus(values, context.clientAddress ?? "unknown");
  if (answer.ok) return { kind: "status", ok: true, state: answer.value } satisfies SubrogationStatusResult;
  const key = serviceMessageKeyOf(answer.message) ?? "ss_unavailable";
  return data<SubrogationStatusResult>(
    { kind: "status", ok: false, problems: { [answer.field ?? "form"]: key }, reference: values.reference },
    { status: answer.status },
  );
}

export async function requestSubrogation(context: AppLoadContext, request: Request) {
  const values = await postedFields(request, SUBROGATION_FIELDS);
  const answer = await service(context).subrogate(values, { address: context.clientAddress ?? "unknown" });
  if (!answer.ok) return refusal(answer, values, SubrogationRequestSchema);
  return { ok: true as const, reference: answer.value.reference, letter: answer.value.letter };
}
