/**
 * /channel-partner-login (issue 16, decision 064): the sign-in form, the signed-in page and
 * sign-out. The session is an HttpOnly, SameSite=Strict cookie of 15 minutes; every answer of the page is
 * private, so the page cache never keeps one visitor's page for another (decision 036).
 */
import { data, redirect, type AppLoadContext } from "react-router";
import {
  CHANNEL_PARTNER_PATH,
  PARTNER_FIELDS,
  PARTNER_SESSION_COOKIE,
  PartnerSignInSchema,
  type PartnerField,
} from "@contracts/channel-partner/channel-partner";
import { localizePath } from "@contracts/i18n/languages";
import { getPhrases, getSiteSettings } from "~/content/queries";
import { reshapeSiteSettings } from "~/layout/site-settings";
import { privatePageHeaders, seoFor } from "~/pages/page-loading.server";
import type { ResolvedPage } from "~/routing/resolve-page";

const PHRASE_PAGES = ["channel_partner", "content_page"];
/** A form post larger than this is no sign-in. */
const FORM_MAX_BYTES = 2048;
const FIELD_MAX = 200;

function tokenOf(request: Request): string {
  const cookie = request.headers.get("cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${PARTNER_SESSION_COOKIE}=([A-Za-z0-9_.-]{20,2048})(?:;|$)`).exec(cookie);
  return match?.[1] ?? "";
}

function sessionCookie(context: AppLoadContext, token: string, maxAgeSeconds: number): string {
  const secure = context.siteOrigin.startsWith("https:") ? "; Secure" : "";
  // Path=/: the page's own data requests (/channel-partner-login.data) are not under the page's path
  return `${PARTNER_SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

export async function loadChannelPartnerPage(context: AppLoadContext, page: ResolvedPage, url: URL, request: Request) {
  const [phrases, seo, settings, session] = await Promise.all([
    getPhrases(context.content, PHRASE_PAGES, page.lang),
    seoFor(context, page, url, page.entry.page),
    getSiteSettings(context.content),
    context.channelPartner ? context.channelPartner.session(tokenOf(request)) : Promise.resolve(null),
  ]);
  const helpline = reshapeSiteSettings(settings, page.lang).helplines.find((h) => h.audience === "agents") ?? null;
  return data(
    { template: "channel-partner" as const, seo, phrases, lang: page.lang, session, helpline },
    { headers: privatePageHeaders() },
  );
}

export type ChannelPartnerPageData = Awaited<ReturnType<typeof loadChannelPartnerPage>>["data"];

/** What the form shows after a refused post. */
export interface PartnerActionResult {
  problems: Partial<Record<PartnerField | "form", string>>;
  partnerId: string;
}

/**
 * The page's posts: `intent=sign-out` ends the session; a sign-in is checked with one schema
 * (contracts/channel-partner/channel-partner.ts), refused with 400 naming what to correct, 401
 * for a partner id and password that do not match (the same answer for both), 429 for too many
 * tries. A sign-in that succeeds sets the cookie and comes back to the page (303).
 */
export async function channelPartnerAction(context: AppLoadContext, page: ResolvedPage, request: Request) {
  const here = localizePath(CHANNEL_PARTNER_PATH, page.lang);
  const refuse = (status: number, result: PartnerActionResult, extra: Record<string, string> = {}) =>
    data(result, { status, headers: { ...privatePageHeaders(), ...extra } });
  if (Number(request.headers.get("content-length") ?? "0") > FORM_MAX_BYTES) {
    return refuse(400, { problems: { partnerId: "cp_error_partner_id" }, partnerId: "" });
  }
  let form: FormData | null = null;
  try {
    form = await request.formData();
  } catch {
    form = null;
  }
  if (form?.get("intent") === "sign-out") {
    return redirect(here, {
      status: 303,
      headers: { ...privatePageHeaders(), "Set-Cookie": sessionCookie(context, "", 0) },
    });
  }
  const values: Partial<Record<PartnerField, string>> = {};
  for (const field of PARTNER_FIELDS) {
    const value = form?.get(field);
    if (typeof value === "string") values[field] = value.slice(0, FIELD_MAX);
  }
  const partnerId = (values.partnerId ?? "").trim().slice(0, 64);
  const parsed = PartnerSignInSchema.safeParse(values);
  if (!parsed.success) {
    const problems: PartnerActionResult["problems"] = {};
    for (const issue of parsed.error.issues) problems[issue.path[0] as PartnerField] ??= issue.message;
    return refuse(400, { problems, partnerId });
  }
  if (!context.channelPartner) return refuse(503, { problems: { form: "cp_error_unavailable" }, partnerId });
  const result = await context.channelPartner.signIn(parsed.data, context.clientAddress ?? "unknown");
  switch (result.state) {
    case "signed-in":
      return redirect(here, {
        status: 303,
        headers: { ...privatePageHeaders(), "Set-Cookie": sessionCookie(context, result.token, result.expiresIn) },
      });
    case "mismatch":
      return refuse(401, { problems: { form: "cp_error_mismatch" }, partnerId });
    case "limited":
      return refuse(
        429,
        { problems: { form: "cp_error_limited" }, partnerId },
        { "Retry-After": String(result.retryAfterSeconds) },
      );
    case "invalid":
      return refuse(400, { problems: result.problems, partnerId });
    case "unavailable":
      return refuse(503, { problems: { form: "cp_error_unavailable" }, partnerId });
  }
}
