/**
 * The route action of the self-service pages (decision 057): the form's
 * fields go to the same service the site API answers with (the load
 * context's `selfService`), so a form posted without scripts gets the same
 * checks, limits and answers as one sent by the browser's script.
 */
import { data } from "react-router";
import type { SelfServiceAnswer } from "@contracts/service-requests/self-service";
import type { SiteLoadContext } from "@contracts/page-context";
import { problemsOf, type ActionResult, type SelfServiceIntent, type SelfServicePageKind } from "./self-service-forms";

const FIELDS = ["mobile", "consent", "reference", "policyNo", "dob", "quoteNo"] as const;
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
  const { mobile: _m, dob: _d, ...kept } = values;
  const headers: Record<string, string> = {};
  if (answer.retryAfterSeconds !== undefined) headers["Retry-After"] = String(answer.retryAfterSeconds);
  return data<ActionResult>(
    { intent, ok: false, problems: problemsOf(answer), values: kept },
    { status: answer.status, headers },
  );
}

export async function selfServiceAction(context: SiteLoadContext, kind: SelfServicePageKind, request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ActionResult>(
      { intent: "find", ok: false, problems: { form: "ss_body" }, values: {} },
      { status: 400 },
    );
  }
  const intentField = form.get("intent");
  const allowed: SelfServiceIntent[] =
    kind === "do-not-call" ? ["do-not-call", "status"] : kind === "quote-search" ? ["quote"] : ["find"];
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
    case "quote": {
      const answer = await service.searchQuote(values, client);
      if (!answer.ok) return refused(intent, answer, values);
      return data<ActionResult>({ intent, ok: true, found: answer.value });
    }
    case "find": {
      const document = kind === "cis" ? "cis-document" : "policy-document";
      const answer = await service.findPolicy(values, client, document);
      if (!answer.ok) return refused(intent, answer, values);
      return data<ActionResult>({ intent, ok: true, policy: answer.value });
    }
  }
}
