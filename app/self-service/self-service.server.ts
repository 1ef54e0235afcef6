/**
 * The route action of the self-service pages (decision 057): the form's
 * fields go to the same service the site API answers with (the load
 * context's `selfService`), so a form posted without scripts gets the same
 * checks, limits and answers as one sent by the browser's script.
 */
import { data } from "react-router";
import type { SelfServiceAnswer } from "@contracts/service-requests/self-service";
import type { SiteLoadContext } from "@contracts/page-context";
import type { FormDocument } from "@contracts/service-requests/self-service";
import { CHANGE_RULES, DOCUMENT_MAX_BYTES } from "@contracts/service-requests/change-requests";
import {
  isChangeKind,
  problemsOf,
  type ActionResult,
  type SelfServiceIntent,
  type SelfServicePageKind,
} from "./self-service-forms";

/** A form post carries at most three documents of 5 MB and a few fields: anything larger is refused unread. */
const FORM_MAX_BYTES = 3 * DOCUMENT_MAX_BYTES + 64 * 1024;

class TooLarge extends Error {}

/** The form of a post, read up to FORM_MAX_BYTES (the page server has no body limit of its own). */
async function limitedFormData(request: Request): Promise<FormData> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > FORM_MAX_BYTES) throw new TooLarge();
  if (!request.body) return request.formData();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > FORM_MAX_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const type = request.headers.get("content-type") ?? "application/x-www-form-urlencoded";
  return new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData();
}

const FIELDS = ["mobile", "consent", "reference", "policyNo", "dob", "quoteNo", "detail", "value", "otp"] as const;
/** A form field is a few dozen characters; anything longer is cut before it is checked (and then refused). */
const FIELD_MAX = 200;

function fieldsOf(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") out[name] = value.slice(0, FIELD_MAX);
  }
  return out;
}

function refused(
  intent: SelfServiceIntent,
  answer: Extract<SelfServiceAnswer<unknown>, { ok: false }>,
  values: Record<string, string>,
) {
  // the date of birth and mobile are not echoed back into a page that a shared screen may show later
  const { mobile, dob: _d, otp: _o, ...kept } = values;
  // the OTP form carries the mobile it was sent for (a hidden field of the visitor's own screen)
  if (intent === "find-otp" && mobile !== undefined) kept.mobile = mobile;
  const headers: Record<string, string> = {};
  if (answer.retryAfterSeconds !== undefined) headers["Retry-After"] = String(answer.retryAfterSeconds);
  return data<ActionResult>(
    { intent, ok: false, problems: problemsOf(answer), values: kept },
    { status: answer.status, headers },
  );
}

export async function selfServiceAction(context: SiteLoadContext, kind: SelfServicePageKind, request: Request) {
  const allowed: SelfServiceIntent[] =
    kind === "do-not-call"
      ? ["do-not-call", "status"]
      : kind === "quote-search"
        ? ["quote"]
        : isChangeKind(kind)
          ? ["change", "status"]
          : ["find", "policy-otp", "find-otp"];
  let form: FormData;
  try {
    form = await limitedFormData(request);
  } catch (error) {
    const tooLarge = error instanceof TooLarge;
    return data<ActionResult>(
      { intent: allowed[0]!, ok: false, problems: { form: tooLarge ? "ss_document_size" : "ss_body" }, values: {} },
      { status: tooLarge ? 413 : 400 },
    );
  }
  const intentField = form.get("intent");

  const intent = allowed.find((i) => i === intentField);
  if (!intent) {
    return data<ActionResult>(
      { intent: allowed[0]!, ok: false, problems: { form: "ss_body" }, values: {} },
      { status: 400 },
    );
  }
  const values = fieldsOf(form);
  const service = context.selfService;
  if (!service) {
    return refused(
      intent,
      { ok: false, status: 503, message: "The service is unavailable. Please try again in a minute." },
      values,
    );
  }
  const client = context.clientAddress ?? "unknown";
  switch (intent) {
    case "do-not-call": {
      const answer = await service.registerDoNotCall(values, client);
      if (!answer.ok) return refused(intent, answer, values);
      return data<ActionResult>({ intent, ok: true, accepted: answer.value }, { status: 201 });
    }
    case "status": {
      const answer = await service.requestStatus(values, client);
      if (!answer.ok) return refused(intent, answer, values);
      return data<ActionResult>({ intent, ok: true, state: answer.value });
    }
    case "change": {
      if (!isChangeKind(kind)) break;
      const documents: FormDocument[] = [];
      for (const rule of CHANGE_RULES[kind].documents) {
        const file = form.get(`doc_${rule.key}`);
        if (file instanceof File && file.size > 0) {
          documents.push({ key: rule.key, name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
        }
      }
      // a form without a detail choice (transfer) sends none: the schema takes the kind's only one
      const fields: Record<string, string> = { ...values };
      if (fields.detail === undefined) delete fields.detail;
      const answer = await service.submitChange(kind, fields, documents, client);
      if (!answer.ok) return refused(intent, answer, values);
      return data<ActionResult>({ intent, ok: true, accepted: answer.value }, { status: 201 });
    }
    case "quote": {
      const answer = await service.searchQuote(values, client);
      if (!answer.ok) return refused(intent, answer, values);
      return data<ActionResult>({ intent, ok: true, found: answer.value });
    }
    case "policy-otp": {
      const answer = await service.sendPolicyOtp(values, client);
      if (!answer.ok) return refused(intent, answer, values);
      return data<ActionResult>({
        intent,
        ok: true,
        sent: { policyNo: answer.value.policyNo, mobile: answer.value.mobile, typed: values.mobile ?? "" },
      });
    }
    case "find-otp": {
      const document = kind === "cis" ? "cis-document" : "policy-document";
      const answer = await service.findPolicy(
        { policyNo: values.policyNo ?? "", mobile: values.mobile ?? "", otp: values.otp ?? "" },
        client,
        document,
      );
      if (!answer.ok) return refused(intent, answer, values);
      return data<ActionResult>({ intent: "find", ok: true, policy: answer.value });
    }
    case "find": {
      const document = kind === "cis" ? "cis-document" : "policy-document";
      const answer = await service.findPolicy(values, client, document);
      if (!answer.ok) return refused(intent, answer, values);
      return data<ActionResult>({ intent, ok: true, policy: answer.value });
    }
  }
  return data<ActionResult>({ intent, ok: false, problems: { form: "ss_body" }, values: {} }, { status: 400 });
}
