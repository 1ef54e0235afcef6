/**
 * The free credit score pages' loader and actions (decision 059). The
 * check's token lives in an HttpOnly cookie scoped to the check's pages (it
 * is never in an address, so no log or Referer carries it); step 1 posts the
 * details and is sent on to step 2, step 2 posts the OTP and is sent on to
 * the success or decline page. The same service answers the site API, so
 * a form posted without scripts gets the same checks, limits and answers.
 */
import { data, redirect } from "react-router";
import type { SiteLoadContext } from "@contracts/page-context";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import {
  CREDIT_CHECK_COOKIE,
  CREDIT_OTP_VALID_SECONDS,
  CREDIT_RESULT_VISIBLE_SECONDS,
  CREDIT_SCORE_PATHS,
  creditMessageKeyOf,
  type CreditCheckResult,
  type CreditMessageKey,
  type CreditScorePage,
} from "@contracts/credit-score/credit-score-rules";
import type { CreditRefusal, PendingCreditCheck } from "@contracts/credit-score/credit-score-service";

export function creditPageOf(pageKey: string): CreditScorePage {
  if (pageKey.endsWith("-step2")) return "step2";
  if (pageKey.endsWith("-success")) return "success";
  if (pageKey.endsWith("-decline")) return "decline";
  return "start";
}

export interface CreditActionResult {
  ok: false;
  problems: Record<string, CreditMessageKey>;
  /** What the visitor typed that may be shown again (never the date of birth, mobile or PAN). */
  values: Record<string, string>;
}

function tokenOf(request: Request): string {
  const cookie = request.headers.get("cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${CREDIT_CHECK_COOKIE}=([A-Za-z0-9_-]{43})(?:;|$)`).exec(cookie);
  return match?.[1] ?? "";
}

function tokenCookie(context: SiteLoadContext, token: string, maxAgeSeconds: number): string {
  const secure = context.siteOrigin.startsWith("https:") ? "; Secure" : "";
  return `${CREDIT_CHECK_COOKIE}=${token}; Path=${CREDIT_SCORE_PATHS.start}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

export interface CreditPageData {
  pending: PendingCreditCheck | null;
  result: CreditCheckResult | null;
}

export async function loadCreditPage(
  context: SiteLoadContext,
  page: CreditScorePage,
  request: Request,
): Promise<CreditPageData> {
  const token = tokenOf(request);
  const service = context.creditScore;
  if (!service || !token || page === "start") return { pending: null, result: null };
  if (page === "step2") return { pending: await service.pending(token), result: null };
  return { pending: null, result: await service.result(token) };
}

const FIELDS = ["name", "dob", "mobile", "pan", "consent", "otp"] as const;
const FIELD_MAX = 200;

function refused(answer: CreditRefusal, values: Record<string, string>) {
  const key = creditMessageKeyOf(answer.message) ?? "cs_unavailable";
  const headers: Record<string, string> = {};
  if (answer.retryAfterSeconds !== undefined) headers["Retry-After"] = String(answer.retryAfterSeconds);
  // only the name is shown again: a date of birth, mobile or PAN is not echoed into a page a shared screen may keep
  const kept: Record<string, string> = values.name === undefined ? {} : { name: values.name };
  return data<CreditActionResult>(
    { ok: false, problems: { [answer.field ?? "form"]: key }, values: kept },
    { status: answer.status, headers },
  );
}

export async function creditScoreAction(context: SiteLoadContext, page: CreditScorePage, lang: Lang, request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<CreditActionResult>({ ok: false, problems: { form: "cs_body" }, values: {} }, { status: 400 });
  }
  const values: Record<string, string> = {};
  for (const name of FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, FIELD_MAX);
  }
  const service = context.creditScore;
  if (!service) return refused({ ok: false, status: 503, message: "" }, values);
  const client = context.clientAddress ?? "unknown";
  if (page === "start") {
    const answer = await service.start(values, client);
    if (!answer.ok) return refused(answer, values);
    return redirect(localizePath(CREDIT_SCORE_PATHS.step2, lang), {
      headers: {
        "Set-Cookie": tokenCookie(
          context,
          answer.value.token,
          CREDIT_OTP_VALID_SECONDS + CREDIT_RESULT_VISIBLE_SECONDS,
        ),
        "Cache-Control": "no-store",
      },
    });
  }
  if (page === "step2") {
    const answer = await service.verify(tokenOf(request), { otp: values.otp ?? "" }, client);
    if (!answer.ok) return refused(answer, {});
    const target = answer.value.outcome === "score" ? CREDIT_SCORE_PATHS.success : CREDIT_SCORE_PATHS.decline;
    return redirect(localizePath(target, lang), { headers: { "Cache-Control": "no-store" } });
  }
  return data<CreditActionResult>({ ok: false, problems: { form: "cs_body" }, values: {} }, { status: 405 });
}
