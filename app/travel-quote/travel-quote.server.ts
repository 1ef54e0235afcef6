/**
 * The travel calculator on the server (issue 12, spec 2 "Travel"): the
 * calculator prices the answers its GET form put in the address (so it works
 * without scripts), `?quote=` shows a saved quote, and the page's form post
 * saves a quote and leads to it.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { localizedField, localizePath, type Lang } from "@contracts/i18n/languages";
import { SaveTravelQuoteSchema, type TravelPremiumRequest } from "@contracts/travel/travel-quote";
import { contactProblems } from "@contracts/quotes/quote-contact";
import {
  TRAVEL_CALCULATOR_PATH,
  TRAVEL_PRODUCT_ID,
  type TravelPlanPremium,
  type TravelQuoteService,
} from "@contracts/travel/travel-service";
import { getPhrases, getProductsByKeys } from "~/content/queries";
import { translate } from "~/i18n/phrases";
import { notFound, seoFor } from "~/pages/page-loading.server";
import type { ResolvedPage } from "~/routing/resolve-page";
import {
  FORM_MARKER,
  TRAVEL_PLAN_KEYS,
  answersFromQuery,
  answersQuery,
  checkAnswers,
  isTravelPlan,
  type TravelAnswers,
} from "./travel-answers";

export const TRAVEL_QUOTE_PHRASE_PAGES = ["travel_quote"];

export interface TravelResult {
  plans: TravelPlanPremium[];
  ratingVersion: number;
  /** What was priced, and the answers' address: premiums shown belong to these answers only. */
  request: TravelPremiumRequest;
  query: string;
}

export interface SaveValues {
  name: string;
  mobile: string;
  email: string;
  planKey: string;
}

export interface SaveAnswer {
  errors: Record<string, string>;
  values: SaveValues;
}

function service(context: AppLoadContext): TravelQuoteService {
  // the site API runs in every server process; a page without it cannot price anything
  if (!context.travelQuotes) throw data(null, { status: 503 });
  return context.travelQuotes;
}

/** The travel plans' names in the page's language, by key (the engine's names are English). */
async function planNames(context: AppLoadContext, lang: Lang): Promise<Record<string, string>> {
  const products = await getProductsByKeys(context.content, TRAVEL_PLAN_KEYS);
  return Object.fromEntries(products.map((p) => [p.key ?? "", localizedField(p, "Name", lang)]));
}

/** Today in India (yyyy-MM-dd): the earliest departure the date picker offers. */
function today(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
}

async function common(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const [seo, phrases, names] = await Promise.all([
    seoFor(context, page, url, page.entry.page),
    getPhrases(context.content, TRAVEL_QUOTE_PHRASE_PAGES, page.lang),
    planNames(context, page.lang),
  ]);
  return { seo, phrases, planNames: names, lang: page.lang, path: url.pathname };
}

export async function loadTravelQuotePage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const identifier = url.searchParams.get("quote");
  if (identifier !== null) return loadSavedQuote(context, page, url, identifier);
  return loadCalculator(context, page, url);
}

async function loadCalculator(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const query = url.searchParams;
  const { answers, edit } = answersFromQuery(query);
  const asked = query.get("plan");
  const plan = isTravelPlan(asked) ? asked : null;
  // a traveller row added or removed without scripts is still being answered: nothing to price yet
  const sent = query.has(FORM_MARKER) && !edit;
  let result: TravelResult | null = null;
  let errors: Record<string, string> = {};
  let status = 200;
  if (sent) {
    const checked = checkAnswers(answers);
    if (!checked.ok) {
      errors = checked.errors;
      status = 400;
    } else {
      const answer = await service(context).premiums(checked.request);
      if (answer.ok) result = { ...answer.value, request: checked.request, query: answersQuery(answers, plan) };
      else {
        status = answer.status === 400 ? 400 : 503;
        errors =
          answer.status === 400 && answer.field
            ? { [answer.field]: answer.message }
            : { form: "travel_premiums_unavailable" };
      }
    }
  }
  const body = {
    kind: "calculator" as const,
    answers,
    plan,
    result,
    errors,
    today: today(),
    ...(await common(context, page, url)),
  };
  // a wrong answer is the visitor's (400), never the server's; the page still shows the form and why
  return status === 200 ? body : data(body, { status });
}

async function loadSavedQuote(context: AppLoadContext, page: ResolvedPage, url: URL, identifier: string) {
  const quote = await service(context).quote(identifier);
  if (!quote) notFound();
  return {
    kind: "saved" as const,
    quote: {
      quoteNo: quote.quoteNo,
      identifier: quote.identifier,
      crtdate: quote.crtdate,
      productid: quote.productid,
      parameters: quote.parameters,
      planKey: quote.planKey,
      plans: quote.plans,
    },
    buyOnlineUrl: context.publicConfig.buyOnlineUrl,
    ...(await common(context, page, url)),
  };
}

/** The schema's messages of other product lines, as this page's own keywords (its phrases are travel_quote's). */
const SAVE_MESSAGES: Record<string, string> = { health_email_invalid: "travel_email_invalid" };

/**
 * The "save this quote" form post: the trip from the address it was posted
 * to (the calculator's answers), the contact from the form. Saved, it leads
 * to the quote's page (303); otherwise the form again with why (400), or
 * the rate limit (429) or an unavailable store (503).
 */
export async function saveTravelQuote(context: AppLoadContext, page: ResolvedPage, request: Request) {
  const url = new URL(request.url);
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "").trim();
  const values: SaveValues = {
    name: field("name"),
    mobile: field("mobile").replace(/\D/g, ""),
    email: field("email"),
    planKey: field("planKey"),
  };
  const reply = (errors: Record<string, string>, status: number) => data<SaveAnswer>({ errors, values }, { status });

  const trip = checkAnswers(answersFromQuery(url.searchParams).answers);
  if (!trip.ok) return reply({ ...trip.errors, form: "travel_change_trip_first" }, 400);

  const body = {
    product: "travel",
    parameters: trip.request,
    planKey: values.planKey || undefined,
    name: values.name,
    mobile: values.mobile,
    email: values.email || undefined,
  };
  const errors: Record<string, string> = {};
  const parsed = SaveTravelQuoteSchema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "form");
      if (!(name in errors)) errors[name] = SAVE_MESSAGES[issue.message] ?? issue.message;
    }
  // the contact as the browser checked it (spec 4: the NCPR consent on every quote form; the API's callers ask it)
  for (const [name, message] of Object.entries(contactProblems("travel", form)))
    if (!(name in errors)) errors[name] = message;
  if (Object.keys(errors).length) return reply(errors, 400);

  const saved = await service(context).saveQuote(body, {
    clientAddress: context.clientAddress ?? "unknown",
    pageUrl: `${url.origin}${url.pathname}`,
  });
  if (!saved.ok) {
    if (saved.status === 429) return reply({ form: "travel_quote_rate_limited" }, 429);
    if (saved.status !== 400) return reply({ form: "travel_quote_unavailable" }, 503);
    const name = saved.field && ["name", "mobile", "email", "planKey"].includes(saved.field) ? saved.field : "form";
    return reply({ [name]: SAVE_MESSAGES[saved.message] ?? saved.message }, 400);
  }
  throw redirect(`${localizePath(TRAVEL_CALCULATOR_PATH, page.lang)}?quote=${saved.value.identifier}`, 303);
}

/**
 * spec 2 "Travel": a travel plan's page (and the travel insurance page)
 * offers the calculator, with the plan preset; null for any other product.
 */
export async function travelPriceLink(
  context: AppLoadContext,
  key: string,
  name: string,
  lang: Lang,
): Promise<{ href: string; label: string } | null> {
  const plan = isTravelPlan(key);
  if (!plan && key !== TRAVEL_PRODUCT_ID) return null;
  const phrases = await getPhrases(context.content, TRAVEL_QUOTE_PHRASE_PAGES, lang);
  const href = localizePath(TRAVEL_CALCULATOR_PATH, lang);
  return plan
    ? { href: `${href}?plan=${key}`, label: translate(phrases, "travel_get_price_for", { plan: name }) }
    : { href, label: translate(phrases, "travel_get_price") };
}

export type { TravelAnswers };
