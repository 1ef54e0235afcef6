/**
 * The health quote journey's pages on the server (issue 11): what each page
 * loads, and what a step's form post does. A step's answers travel in its
 * address (contracts/health/health-journey.ts); a later step without the
 * earlier answers sends the visitor to the first missing one; step 5 saves
 * the quote and leads to its plans (step 6).
 */
import { data, redirect, type AppLoadContext } from "react-router";
import {
  COMPARE_PLANS_PATH,
  HEALTH_STEP_PATHS,
  answersFromForm,
  answersFromQuery,
  firstMissingStep,
  hasMembers,
  journeyQuery,
  type JourneyAnswers,
  type JourneyStep,
} from "@contracts/health/health-journey";
import {
  AgeSchema,
  ContactSchema,
  CoverageSchema,
  MembersSchema,
  PincodeSchema,
  PremiumRequestSchema,
  SiSchema,
  issuesByField,
} from "@contracts/health/health-schema";
import { HEALTH_FEATURE_ROWS } from "@contracts/health/health-features";
import { COVERAGE_NONE, type AdultMember, type ChildMember, type CoverageValue } from "@contracts/health/health-quote";
import {
  addChild,
  removeChild,
  skipCoverage,
  withoutParentsUnder36,
  type PlanPremium,
} from "@contracts/health/health-quote-reducer";
import type { HealthQuoteService, SavedQuote } from "@contracts/health/health-service";
import { localizedField, localizePath, type Lang } from "@contracts/i18n/languages";
import { getHealthPlans, getPhrases, getProductsByKeys } from "~/content/queries";
import type { ResolvedPage } from "~/routing/resolve-page";
import { notFound, seoFor } from "~/pages/page-loading.server";

export const HEALTH_QUOTE_PHRASE_PAGES = ["health_quote"];
/** At most this many plans side by side (issue 11: choose up to three). */
export const MAX_COMPARED = 3;
/** Arogya Supreme's own comparison page starts with it and its two nearest plans. */
const SUPREME_COMPARISON = ["arogya-supreme", "arogya-premier-policy", "super-health-insurance-policy"];

export type JourneyKind = "step" | "plans" | "compare" | "calculator";

/** Which page of the journey a route-table entry is. */
export function journeyPageOf(entry: ResolvedPage["entry"]): { kind: JourneyKind; step?: JourneyStep } {
  if (entry.path === HEALTH_STEP_PATHS[6]) return { kind: "plans", step: 6 };
  if (entry.path.endsWith("compare-plans")) return { kind: "compare" };
  if (entry.path === "/health-calculator") return { kind: "calculator" };
  const step = /step([1-5])$/.exec(entry.path)?.[1];
  return { kind: "step", step: (step ? Number(step) : 1) as JourneyStep };
}

function service(context: AppLoadContext): HealthQuoteService {
  // the site API runs in every server process; a page without it cannot price anything
  if (!context.healthQuotes) throw data(null, { status: 503 });
  return context.healthQuotes;
}

/** The address of a step, in the page's language, carrying the answers. */
export function stepAddress(
  step: JourneyStep,
  lang: Lang,
  answers: Partial<JourneyAnswers>,
  extra: Record<string, string> = {},
) {
  return `${localizePath(HEALTH_STEP_PATHS[step], lang)}${journeyQuery(answers, extra)}`;
}

export interface PlanView extends PlanPremium {
  name: string;
  /** A few comparison rows shown on the plan's card. */
  highlights: { row: string; value: string }[];
}

async function planNames(context: AppLoadContext, keys: readonly string[], lang: Lang) {
  const products = await getProductsByKeys(context.content, [...new Set(keys)]);
  return new Map(products.map((p) => [p.key ?? "", localizedField(p, "Name", lang)]));
}

async function planFeatures(context: AppLoadContext, lang: Lang) {
  const plans = await getHealthPlans(context.content);
  return new Map(
    plans.map((plan) => [
      plan.key ?? "",
      {
        summary: localizedField(plan, "Summary", lang),
        features: new Map((plan.Features ?? []).map((f) => [f.feature, localizedField(f, "Value", lang)])),
      },
    ]),
  );
}

const CARD_ROWS = ["room_rent", "co_pay", "pre_existing_waiting"] as const;

async function planViews(context: AppLoadContext, plans: readonly PlanPremium[], lang: Lang): Promise<PlanView[]> {
  const [names, features] = await Promise.all([
    planNames(
      context,
      plans.map((p) => p.productKey),
      lang,
    ),
    planFeatures(context, lang),
  ]);
  return plans.map((plan) => ({
    ...plan,
    name: names.get(plan.productKey) || plan.planName,
    highlights: CARD_ROWS.flatMap((row) => {
      const value = features.get(plan.productKey)?.features.get(row);
      return value ? [{ row, value }] : [];
    }),
  }));
}

async function common(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const [seo, phrases] = await Promise.all([
    seoFor(context, page, url, page.entry.page),
    getPhrases(context.content, HEALTH_QUOTE_PHRASE_PAGES, page.lang),
  ]);
  return { seo, phrases, lang: page.lang, path: url.pathname };
}

export async function loadHealthQuotePage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const { kind, step } = journeyPageOf(page.entry);
  const query = url.searchParams;
  const answers = answersFromQuery(query);
  if (kind === "step") {
    const current = step as 1 | 2 | 3 | 4 | 5;
    const missing = firstMissingStep(answers, hasMembers(query));
    if (current > 1 && missing !== null && missing < current) throw redirect(stepAddress(missing, page.lang, answers));
    return { kind: "step" as const, step: current, answers, ...(await common(context, page, url)) };
  }
  if (kind === "plans") return loadPlans(context, page, url, answers);
  if (kind === "compare") return loadCompare(context, page, url);
  return loadCalculator(context, page, url, answers);
}

async function loadPlans(context: AppLoadContext, page: ResolvedPage, url: URL, answers: JourneyAnswers) {
  const identifier = url.searchParams.get("quote");
  if (!identifier) {
    // plans come with a saved quote: without one, the journey goes on where it stopped
    const missing = firstMissingStep(answers, hasMembers(url.searchParams));
    throw redirect(stepAddress(missing ?? 5, page.lang, answers));
  }
  const quote: SavedQuote | null = await service(context).quote(identifier);
  if (!quote) notFound();
  const sums = [...new Set(quote.plans.map((p) => p.sumInsured))].sort((a, b) => a - b);
  const sum = Number(url.searchParams.get("sum"));
  const filter = sums.includes(sum) ? sum : null;
  const plans = await planViews(
    context,
    filter ? quote.plans.filter((p) => p.sumInsured === filter) : quote.plans,
    page.lang,
  );
  return {
    kind: "plans" as const,
    step: 6 as const,
    quote: {
      quoteNo: quote.quoteNo,
      identifier: quote.identifier,
      crtdate: quote.crtdate,
      productid: quote.productid,
      answers: quote.answers,
      ratingVersion: quote.ratingVersion,
    },
    plans,
    sums,
    filter,
    buyOnlineUrl: context.publicConfig.buyOnlineUrl,
    ...(await common(context, page, url)),
  };
}

async function loadCompare(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const catalogue = await getHealthPlans(context.content);
  const known = catalogue.map((plan) => plan.key ?? "").filter(Boolean);
  const asked = url.searchParams
    .getAll("plans")
    .flatMap((value) => value.split(","))
    .filter((key, i, all) => known.includes(key) && all.indexOf(key) === i);
  const supreme = page.entry.path !== COMPARE_PLANS_PATH;
  const keys = (asked.length ? asked : supreme ? SUPREME_COMPARISON : known).slice(0, MAX_COMPARED);
  // the premium row: the saved quote's, when the comparison came from one
  const identifier = url.searchParams.get("quote");
  const quote = identifier ? await service(context).quote(identifier) : null;
  const [plansNames, features] = await Promise.all([
    planNames(context, known, page.lang),
    planFeatures(context, page.lang),
  ]);
  const columns = keys.map((key) => {
    const priced = quote?.plans.filter((p) => p.productKey === key) ?? [];
    return {
      key,
      name: plansNames.get(key) || key,
      summary: features.get(key)?.summary ?? "",
      values: HEALTH_FEATURE_ROWS.map((row) => features.get(key)?.features.get(row) ?? ""),
      premium: priced.length ? Math.min(...priced.map((p) => p.totalPremium)) : null,
      sumInsured: priced.length ? priced.reduce((a, b) => (a.totalPremium <= b.totalPremium ? a : b)).sumInsured : null,
    };
  });
  return {
    kind: "compare" as const,
    rows: [...HEALTH_FEATURE_ROWS],
    columns,
    choices: known.map((key) => ({ key, name: plansNames.get(key) || key })),
    quoteId: quote ? quote.identifier : null,
    ...(await common(context, page, url)),
  };
}

async function loadCalculator(context: AppLoadContext, page: ResolvedPage, url: URL, answers: JourneyAnswers) {
  // the form sends its fields as a GET, so the calculator works without scripts and its answer is an address
  const sent = url.searchParams.has("members-form");
  const asked = sent ? answersFromForm(url.searchParams, answers) : answers;
  const request = { ...asked, coverage: asked.coverage.length ? asked.coverage : [COVERAGE_NONE] };
  let result: { plans: PlanView[]; ratingVersion: number } | null = null;
  let errors: Record<string, string> = {};
  if (sent) {
    const parsed = PremiumRequestSchema.safeParse(request);
    const pin = PincodeSchema.safeParse(asked.pincode);
    errors = {
      ...(parsed.success ? {} : issuesByField(parsed.error)),
      ...(pin.success ? {} : { pincode: pin.error.issues[0]!.message }),
    };
    if (parsed.success && pin.success) {
      const answer = await service(context).premiums(request);
      if (answer.ok)
        result = {
          plans: await planViews(context, answer.value.plans, page.lang),
          ratingVersion: answer.value.ratingVersion,
        };
      else errors = answer.field ? { [answer.field]: answer.message } : { form: answer.message };
    }
  }
  return { kind: "calculator" as const, answers: asked, result, errors, ...(await common(context, page, url)) };
}

/** What a step's form may ask beside "next": a spec 4 transition, applied here when scripts did not do it. */
function applyIntent(intent: string, answers: JourneyAnswers): JourneyAnswers | null {
  const [verb, what] = intent.split(":");
  if (verb === "add" && (what === "Daughter" || what === "Son"))
    return { ...answers, members: addChild(answers.members, what as ChildMember) };
  if (verb === "remove" && (what === "Daughter" || what === "Son"))
    return { ...answers, members: removeChild(answers.members, what as ChildMember) };
  if (verb === "skip") return { ...answers, coverage: skipCoverage(COVERAGE_NONE) };
  return null;
}

/** A step's form post: the step's answers checked, then the next step (or, at step 5, the saved quote). */
export async function submitHealthStep(context: AppLoadContext, page: ResolvedPage, request: Request) {
  const { kind, step } = journeyPageOf(page.entry);
  if (kind !== "step") throw data(null, { status: 405 });
  const url = new URL(request.url);
  const form = await request.formData();
  const carried = answersFromQuery(url.searchParams);
  let answers = answersFromForm(form, carried);
  const intent = String(form.get("intent") ?? "next");
  const transition = applyIntent(intent, answers);
  if (transition && intent !== "skip") {
    // a +/- press without scripts: the same step again, with the changed members
    throw redirect(stepAddress(step as JourneyStep, page.lang, transition));
  }
  if (transition) answers = transition;

  let errors: Record<string, string> = {};
  const check = (field: string, result: { success: boolean; error?: { issues: readonly { message: string }[] } }) => {
    if (!result.success && !(field in errors)) errors[field] = result.error!.issues[0]!.message;
  };
  switch (step) {
    case 1:
      check("members", MembersSchema.safeParse(answers.members));
      break;
    case 2:
      check("age", AgeSchema.safeParse(answers.age));
      // spec 4: an age below 36 removes parents and parents-in-law
      if (!errors.age) answers = { ...answers, members: withoutParentsUnder36(answers.members, answers.age) };
      if (!MembersSchema.safeParse(answers.members).success) errors.age = "health_age_parents";
      break;
    case 3:
      check("si", SiSchema.safeParse(answers.si));
      check("pincode", PincodeSchema.safeParse(answers.pincode));
      break;
    case 4:
      check("coverage", CoverageSchema.safeParse(answers.coverage));
      break;
    case 5: {
      const contact = {
        name: String(form.get("name") ?? "").trim(),
        email: String(form.get("email") ?? "").trim(),
        mobile: String(form.get("mobile") ?? "").replace(/\D/g, ""),
        pincode: answers.pincode,
        agree: form.get("agree") === "1" ? 1 : 0,
      };
      const parsed = ContactSchema.safeParse(contact);
      if (!parsed.success) {
        errors = issuesByField(parsed.error);
        return data(
          { errors, values: { name: contact.name, email: contact.email, mobile: contact.mobile } },
          { status: 400 },
        );
      }
      const saved = await service(context).saveQuote(
        {
          product: "health",
          parameters: { ...answers },
          name: contact.name,
          mobile: contact.mobile,
          email: contact.email || undefined,
        },
        { clientAddress: context.clientAddress ?? "unknown", pageUrl: `${url.origin}${url.pathname}` },
      );
      if (!saved.ok) {
        const field = saved.field && saved.field !== "age" ? saved.field : "form";
        return data(
          {
            errors: {
              [field]:
                saved.status === 429
                  ? "health_quote_rate_limited"
                  : saved.status === 503
                    ? "health_quote_unavailable"
                    : saved.message,
            },
            values: { name: contact.name, email: contact.email, mobile: contact.mobile },
          },
          { status: saved.status },
        );
      }
      throw redirect(
        `${localizePath(HEALTH_STEP_PATHS[6], page.lang)}${journeyQuery({}, { quote: saved.value.identifier })}`,
        303,
      );
    }
  }
  if (Object.keys(errors).length) return data({ errors, values: null }, { status: 400 });
  const next = ((step ?? 1) + 1) as JourneyStep;
  throw redirect(stepAddress(next, page.lang, answers), 303);
}

export type CoverageChoice = Exclude<CoverageValue, typeof COVERAGE_NONE>;
export type { AdultMember };
