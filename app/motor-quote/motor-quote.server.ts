/**
 * The car journey and the car and bike calculators on the server (issue 12).
 *
 * A journey lives in the database under its identifier (motor_journeys):
 * `/vehiclemakers` starts one, each later step is `/{step}/{identifier}`,
 * reads its answers from there and posts its form to its route action, which
 * checks the answer with the shared schemas, keeps it and sends the visitor
 * on (303). A step whose earlier answers are missing sends the visitor to the
 * first missing one. `/cardetails/{identifier}` prices the cover and saves
 * the quote; `/cardetails/{quote identifier}` is the saved quote's page
 * (motorQuoteUrl), where "Change answers" starts a journey from it.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { indiaDay } from "@contracts/dates/india-day";
import { localizedField, localizePath, type Lang } from "@contracts/i18n/languages";
import {
  FUEL_TYPES,
  type Catalogue,
  type MotorPremiumAnswer,
  type MotorSite,
  type SavedMotorQuote,
} from "@contracts/motor/motor-service";
import {
  BIKE_CALCULATOR_PATH,
  MOTOR_FORM_MARKER,
  MOTOR_STEP_PATHS,
  MotorContactSchema,
  RegistrationStepSchema,
  RtoCodeSchema,
  calculatorRequest,
  checkPremiumRequest,
  contactFromForm,
  coverFromForm,
  coverOfJourney,
  firstMissingStep,
  hasDetails,
  journeyPremiumRequest,
  motorIssuesByField,
  motorPageOfPath,
  registrationFromForm,
  stepPath,
  variantIdOf,
  type CoverAnswers,
  type FormFields,
  type MotorJourneyAnswers,
  type MotorStep,
} from "@contracts/motor/motor-journey";
import { checkRegistration } from "@contracts/motor/registration";
import type { MotorPremium } from "@contracts/motor/motor-quote";
import { getPhrases, getProductByKey } from "~/content/queries";
import { translate } from "~/i18n/phrases";
import type { ResolvedPage } from "~/routing/resolve-page";
import { notFound, requirePage, seoFor } from "~/pages/page-loading.server";

export const MOTOR_PHRASE_PAGES = ["motor_quote"];

function site(context: AppLoadContext): MotorSite {
  // the site API runs in every server process; a page without it cannot price anything
  if (!context.motor) throw data(null, { status: 503 });
  return context.motor;
}

/** The car as the pages describe it: names from the catalogue, and the registration when known. */
export interface CarSummary {
  make: string;
  model: string | null;
  fuel: string | null;
  variant: string | null;
  cc: number | null;
  kw: number | null;
  price: number | null;
  registration: string | null;
  registrationDate: string | null;
  brandNew: boolean;
  rto: { code: string; city: string; zone: "A" | "B" } | null;
}

function rtoOf(catalogue: Catalogue, code: string | undefined, lang: Lang) {
  const office = code ? catalogue.rto(code) : undefined;
  return office ? { code: office.code, city: office.city[lang === "as" ? "en" : lang], zone: office.zone } : null;
}

function carSummary(catalogue: Catalogue, answers: MotorJourneyAnswers, lang: Lang): CarSummary | null {
  const make = catalogue.makes.find((m) => m.key === answers.make);
  if (!make) return null;
  const variant = answers.variant ? catalogue.variant(variantIdOf(answers)) : undefined;
  const model = catalogue.variants.find((v) => v.makeKey === make.key && v.modelKey === answers.model);
  return {
    make: make.name,
    model: model?.modelName ?? null,
    fuel: answers.fuel ?? null,
    variant: variant?.name ?? null,
    cc: variant?.cc ?? null,
    kw: variant?.kw ?? null,
    price: variant?.exShowroomPrice ?? null,
    registration: answers.brandNew ? null : (answers.registration ?? null),
    registrationDate: answers.registrationDate ?? null,
    brandNew: answers.brandNew === true,
    rto: rtoOf(catalogue, answers.rtoCode, lang),
  };
}

async function common(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const preset = page.entry.presetProduct;
  const [seo, phrases, product] = await Promise.all([
    seoFor(context, page, url, page.entry.page),
    getPhrases(context.content, MOTOR_PHRASE_PAGES, page.lang),
    // spec 2: /vehiclemakers presets private-car-insurance (the lead form's product, and the page says so)
    preset ? getProductByKey(context.content, preset) : Promise.resolve(null),
  ]);
  const presetProduct = product ? { key: product.key ?? "", name: localizedField(product, "Name", page.lang) } : null;
  return { seo, phrases, lang: page.lang, path: url.pathname, presetProduct };
}

/** The step's address in the page's language. */
const address = (step: MotorStep | "newCar", lang: Lang, identifier?: string) =>
  localizePath(stepPath(step, identifier), lang);

/** The journey identifier of a step's address (`/vehiclemodels/{identifier}`), if any. */
function identifierOf(page: ResolvedPage): string | undefined {
  return page.params.identifier;
}

/** A vehicle the calculators price: what the form sent, as strings, to fill the form again. */
const CALCULATOR_FIELDS = ["cc", "kw", "price", "registrationDate", "rtoCode"] as const;

export type MotorPageData = Awaited<ReturnType<typeof loadMotorQuotePage>>;

export async function loadMotorQuotePage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const kind = motorPageOfPath(page.entry.path);
  if (!kind) notFound();
  if (kind.kind === "calculator") return loadCalculator(context, page, url, kind.vehicleType);
  const motor = site(context);
  const identifier = identifierOf(page);
  const catalogue = await motor.catalogue();
  const makes = catalogue.makes.filter((m) => m.vehicleType === "car");

  if (!identifier) {
    // only the first step starts a journey; any other step without one starts there
    if (kind.kind !== "step" || kind.step !== "make") throw redirect(address("make", page.lang));
    const q = (url.searchParams.get("brand") ?? "").trim().slice(0, 40);
    return {
      kind: "make" as const,
      identifier: null,
      makes: makes.map((m) => ({ key: m.key, name: m.name, popular: m.popular })),
      q,
      selected: null,
      ...(await common(context, page, url)),
    };
  }

  const journey = await motor.journeys.get(identifier);
  if (!journey) {
    // the address of a saved quote is its car details page (motorQuoteUrl)
    if (kind.kind === "step" && kind.step === "details") return loadSavedQuote(context, page, url, identifier);
    notFound();
  }
  const answers = journey.answers;
  const car = carSummary(catalogue, answers, page.lang);
  const missing = firstMissingStep(answers);
  const wanted: MotorStep | "newCar" = kind.kind === "new-car" ? "newCar" : kind.step;
  const order: (MotorStep | "newCar")[] = ["make", "model", "fuel", "variant", "registration", "details"];
  const needs = wanted === "newCar" ? "registration" : wanted;
  if (missing && order.indexOf(missing) < order.indexOf(needs)) throw redirect(address(missing, page.lang, identifier));
  if (wanted === "details" && answers.brandNew) throw redirect(address("newCar", page.lang, identifier));
  const base = { identifier, car, ...(await common(context, page, url)) };

  switch (wanted) {
    case "make":
      return {
        ...base,
        kind: "make" as const,
        makes: makes.map((m) => ({ key: m.key, name: m.name, popular: m.popular })),
        q: (url.searchParams.get("brand") ?? "").trim().slice(0, 40),
        selected: answers.make ?? null,
      };
    case "model": {
      const models = new Map<string, string>();
      for (const v of catalogue.variants) if (v.makeKey === answers.make) models.set(v.modelKey, v.modelName);
      return {
        ...base,
        kind: "model" as const,
        options: [...models].map(([key, name]) => ({ key, name })),
        selected: answers.model ?? null,
      };
    }
    case "fuel":
      return {
        ...base,
        kind: "fuel" as const,
        options: fuelsOf(catalogue, answers).map((fuel) => ({ key: fuel })),
        selected: answers.fuel ?? null,
      };
    case "variant":
      return {
        ...base,
        kind: "variant" as const,
        options: catalogue.variants
          .filter((v) => v.makeKey === answers.make && v.modelKey === answers.model && v.fuel === answers.fuel)
          .map((v) => ({ key: v.key, name: v.name, cc: v.cc, kw: v.kw, price: v.exShowroomPrice })),
        selected: answers.variant ?? null,
      };
    case "registration":
      return {
        ...base,
        kind: "registration" as const,
        values: {
          registration: answers.brandNew ? "" : (answers.registration ?? ""),
          registrationDate: answers.brandNew ? "" : (answers.registrationDate ?? ""),
          rtoCode: answers.rtoCode ?? "",
        },
      };
    case "newCar":
      return {
        ...base,
        kind: "new-car" as const,
        values: { registrationDate: answers.registrationDate ?? "", rtoCode: answers.rtoCode ?? "" },
        today: indiaDay(),
      };
    case "details": {
      const cover = coverOfJourney(answers);
      let premium: MotorPremiumAnswer | null = null;
      let errors: Record<string, string> = {};
      if (hasDetails(answers)) {
        const priced = await motor.quotes.premiums(journeyPremiumRequest(answers, cover, indiaDay()));
        if (priced.ok) premium = priced.value;
        else
          errors = { [priced.field ?? "form"]: priced.status === 503 ? "motor_premium_unavailable" : priced.message };
      }
      return {
        ...base,
        kind: "details" as const,
        cover,
        premium,
        errors,
        vehicle: {
          variantId: variantIdOf(answers),
          registrationDate: answers.registrationDate ?? "",
          rtoCode: answers.rtoCode ?? "",
        },
        today: indiaDay(),
      };
    }
  }
}

function fuelsOf(catalogue: Catalogue, answers: MotorJourneyAnswers) {
  const present = new Set(
    catalogue.variants.filter((v) => v.makeKey === answers.make && v.modelKey === answers.model).map((v) => v.fuel),
  );
  return FUEL_TYPES.filter((fuel) => present.has(fuel));
}

async function loadSavedQuote(context: AppLoadContext, page: ResolvedPage, url: URL, identifier: string) {
  const motor = site(context);
  const quote: SavedMotorQuote | null = await motor.quotes.quote(identifier);
  if (!quote) notFound();
  const catalogue = await motor.catalogue();
  const parameters = quote.parameters;
  const [make, model, variant] = (parameters.variantId ?? "").split("/");
  const car =
    (parameters.variantId &&
      carSummary(
        catalogue,
        {
          vehicleType: "car",
          make,
          model,
          variant,
          fuel: catalogue.variant(parameters.variantId)?.fuel,
          registration: parameters.registration,
          registrationDate: parameters.registrationDate,
          rtoCode: parameters.rtoCode,
          brandNew: !parameters.registration && parameters.previousPolicy === "none",
        },
        page.lang,
      )) ||
    null;
  return {
    kind: "saved" as const,
    identifier,
    car,
    quote: {
      quoteNo: quote.quoteNo,
      identifier: quote.identifier,
      crtdate: quote.crtdate,
      productid: quote.productid,
      vehicleType: parameters.vehicleType,
      policyType: parameters.policyType,
      addons: parameters.addons,
      registrationDate: parameters.registrationDate,
      cc: parameters.cc ?? null,
      kw: parameters.kw ?? null,
      price: parameters.exShowroomPrice ?? null,
      rto: rtoOf(catalogue, parameters.rtoCode, page.lang),
      premium: quote.premium as MotorPremium,
      fromCalculator: !parameters.variantId,
      calculatorQuery: parameters.variantId ? "" : calculatorQueryOf(parameters),
    },
    buyOnlineUrl: context.publicConfig.buyOnlineUrl,
    ...(await common(context, page, url)),
  };
}

/** A calculator quote's answers as the calculator's GET form sends them, to change them there. */
function calculatorQueryOf(parameters: SavedMotorQuote["parameters"]): string {
  const query = new URLSearchParams({ [MOTOR_FORM_MARKER]: "1" });
  if (parameters.cc !== undefined) query.set("cc", String(parameters.cc));
  if (parameters.kw !== undefined) query.set("kw", String(parameters.kw));
  if (parameters.exShowroomPrice !== undefined) query.set("price", String(parameters.exShowroomPrice));
  query.set("registrationDate", parameters.registrationDate);
  query.set("rtoCode", parameters.rtoCode);
  query.set("policyType", parameters.policyType);
  query.set("previousPolicy", parameters.previousPolicy ?? "active");
  query.set("previousNcb", String(parameters.previousNcb));
  query.set("claimLastYear", parameters.claimLastYear ? "yes" : "no");
  for (const addon of parameters.addons) query.append("addon", addon);
  if (parameters.idv !== undefined) query.set("idv", String(parameters.idv));
  if (parameters.thirdPartyActive) query.set("thirdPartyActive", "1");
  if (parameters.paOwnerDriver !== false) query.set("pa", "1");
  return `?${query.toString()}`;
}

async function loadCalculator(context: AppLoadContext, page: ResolvedPage, url: URL, vehicleType: "car" | "bike") {
  const query = url.searchParams;
  const sent = query.has(MOTOR_FORM_MARKER);
  const values = Object.fromEntries(CALCULATOR_FIELDS.map((name) => [name, query.get(name) ?? ""])) as Record<
    (typeof CALCULATOR_FIELDS)[number],
    string
  >;
  const cover: CoverAnswers = sent ? coverFromForm(query) : { addons: [], paOwnerDriver: true };
  let premium: MotorPremiumAnswer | null = null;
  let errors: Record<string, string> = {};
  let errorValues: Record<string, string> = {};
  if (sent) {
    const checked = checkPremiumRequest(calculatorRequest(vehicleType, query));
    errors = checked.errors;
    if (checked.ok) {
      const priced = await site(context).quotes.premiums(checked.value);
      if (priced.ok) premium = priced.value;
      else {
        errors = { [priced.field ?? "form"]: priced.status === 503 ? "motor_premium_unavailable" : priced.message };
        errorValues = priced.values ?? {};
      }
    }
  }
  return {
    kind: "calculator" as const,
    identifier: null,
    vehicleType,
    values,
    cover,
    premium,
    errors,
    errorValues,
    today: indiaDay(),
    rto: premium ? rtoOf(await site(context).catalogue(), values.rtoCode.toUpperCase(), page.lang) : null,
    ...(await common(context, page, url)),
  };
}

// ---- form posts ----

type Problems = Record<string, string>;
const refused = (errors: Problems, values: Record<string, string> = {}, status = 400) =>
  data({ errors, values }, { status });

const rateLimited = () => refused({ form: "motor_journey_rate_limited" }, {}, 429);

async function keep(
  motor: MotorSite,
  context: AppLoadContext,
  identifier: string,
  answers: MotorJourneyAnswers,
  quoteIdentifier?: string,
) {
  return motor.journeys.save(identifier, answers, context.clientAddress ?? "unknown", quoteIdentifier);
}

/** A step's form post: the answer checked and kept, then the next step (303). */
export async function submitMotorStep(context: AppLoadContext, page: ResolvedPage, request: Request) {
  const kind = motorPageOfPath(page.entry.path);
  if (!kind) notFound();
  const form = await request.formData();
  if (kind.kind === "calculator") return saveCalculatorQuote(context, page, request, form, kind.vehicleType);
  const motor = site(context);
  const catalogue = await motor.catalogue();
  const identifier = identifierOf(page);
  const lang = page.lang;

  if (!identifier) {
    if (kind.kind !== "step" || kind.step !== "make") throw redirect(address("make", lang), 303);
    const make = chosenMake(catalogue, form);
    if (!make) return refused({ make: "motor_make_invalid" });
    const created = await motor.journeys.create({ vehicleType: "car", make }, context.clientAddress ?? "unknown");
    if (!created) return rateLimited();
    throw redirect(address("model", lang, created), 303);
  }

  const journey = await motor.journeys.get(identifier);
  if (!journey) {
    if (kind.kind === "step" && kind.step === "details") return changeSavedQuote(context, page, identifier);
    notFound();
  }
  const answers = journey.answers;
  const step: MotorStep | "newCar" = kind.kind === "new-car" ? "newCar" : kind.step;
  const go = async (next: MotorStep | "newCar", changed: MotorJourneyAnswers) => {
    if (!(await keep(motor, context, identifier, changed))) return rateLimited();
    throw redirect(address(next, lang, identifier), 303);
  };

  switch (step) {
    case "make": {
      const make = chosenMake(catalogue, form);
      if (!make) return refused({ make: "motor_make_invalid" });
      return go("model", make === answers.make ? answers : { vehicleType: "car", make });
    }
    case "model": {
      const model = String(form.get("model") ?? "");
      if (!catalogue.variants.some((v) => v.makeKey === answers.make && v.modelKey === model))
        return refused({ model: "motor_model_invalid" });
      const changed = model === answers.model ? answers : { ...answers, model, fuel: undefined, variant: undefined };
      const fuels = fuelsOf(catalogue, changed);
      // a model sold with one fuel has nothing to ask at the fuel step
      if (fuels.length === 1) return go("variant", { ...changed, fuel: fuels[0] });
      return go("fuel", changed);
    }
    case "fuel": {
      const fuel = String(form.get("fuel") ?? "");
      const fuels = fuelsOf(catalogue, answers);
      if (!fuels.includes(fuel as (typeof fuels)[number])) return refused({ fuel: "motor_fuel_invalid" });
      return go(
        "variant",
        fuel === answers.fuel ? answers : { ...answers, fuel: fuel as (typeof fuels)[number], variant: undefined },
      );
    }
    case "variant": {
      const variant = String(form.get("variant") ?? "");
      const found = catalogue.variant(`${answers.make}/${answers.model}/${variant}`);
      if (!found || found.fuel !== answers.fuel) return refused({ variant: "motor_variant_invalid" });
      // a new variant changes the price the IDV comes from
      return go("registration", { ...answers, variant, idv: variant === answers.variant ? answers.idv : undefined });
    }
    case "registration":
      return submitRegistration(context, motor, catalogue, identifier, answers, form, lang);
    case "newCar":
      return submitNewCar(context, page, request, motor, catalogue, identifier, answers, form);
    case "details":
      return submitDetails(context, page, request, motor, identifier, answers, form);
  }
}

function chosenMake(catalogue: Catalogue, form: FormFields): string | null {
  const make = String(form.get("make") ?? "");
  return catalogue.makes.some((m) => m.key === make && m.vehicleType === "car") ? make : null;
}

async function submitRegistration(
  context: AppLoadContext,
  motor: MotorSite,
  catalogue: Catalogue,
  identifier: string,
  answers: MotorJourneyAnswers,
  form: FormData,
  lang: Lang,
) {
  const sent = registrationFromForm(form);
  const values = { registration: sent.registration, registrationDate: sent.registrationDate, rtoCode: sent.rtoCode };
  if (sent.brandNew) {
    const changed: MotorJourneyAnswers = {
      ...answers,
      brandNew: true,
      registration: undefined,
      // a registered car's date is not a new car's delivery date
      registrationDate: answers.brandNew ? answers.registrationDate : undefined,
      previousPolicy: "none",
    };
    if (!(await keep(motor, context, identifier, changed))) return rateLimited();
    throw redirect(address("newCar", lang, identifier), 303);
  }
  const parsed = RegistrationStepSchema.safeParse({
    registration: sent.registration,
    registrationDate: sent.registrationDate,
  });
  const errors: Problems = parsed.success ? {} : motorIssuesByField(parsed.error.issues);
  const errorValues: Record<string, string> = {};
  if (!parsed.success) {
    const issue = parsed.error.issues.find((i) => i.path[0] === "registration") as
      { params?: { code?: string } } | undefined;
    if (issue?.params?.code) errorValues.code = issue.params.code;
  }
  const checked = checkRegistration(sent.registration);
  let rtoCode = checked.ok ? checked.rtoCode : null;
  if (checked.ok && !rtoCode) {
    // a Bharat series number names no office: the visitor gives it
    if (!sent.rtoCode) errors.rtoCode = "motor_rto_required_bh";
    else {
      const rto = RtoCodeSchema.safeParse(sent.rtoCode);
      if (rto.success) rtoCode = rto.data;
      else errors.rtoCode = rto.error.issues[0]!.message;
    }
  }
  if (rtoCode && !catalogue.rto(rtoCode))
    errors[checked.ok && checked.rtoCode ? "registration" : "rtoCode"] = "motor_rto_unknown";
  if (Object.keys(errors).length || !parsed.success || !rtoCode)
    return data({ errors, values, errorValues }, { status: 400 });
  const changed: MotorJourneyAnswers = {
    ...answers,
    brandNew: false,
    registration: parsed.data.registration,
    registrationDate: parsed.data.registrationDate,
    rtoCode,
    ...(answers.brandNew ? { previousPolicy: undefined } : {}),
  };
  if (!(await keep(motor, context, identifier, changed))) return rateLimited();
  throw redirect(address("details", lang, identifier), 303);
}

function contactProblems(form: FormData) {
  const contact = contactFromForm(form);
  const parsed = MotorContactSchema.safeParse(contact);
  return {
    contact,
    errors: parsed.success ? {} : motorIssuesByField(parsed.error.issues),
    values: { name: contact.name, mobile: contact.mobile, email: contact.email },
  };
}

/** The quote saved: its receipt, or the answer the form shows. */
async function saveQuote(
  context: AppLoadContext,
  request: Request,
  parameters: unknown,
  contact: ReturnType<typeof contactFromForm>,
  registration?: string,
) {
  const url = new URL(request.url);
  const saved = await site(context).quotes.saveQuote(
    {
      product: "motor",
      parameters,
      ...(registration ? { registration } : {}),
      name: contact.name,
      mobile: contact.mobile,
      ...(contact.email ? { email: contact.email } : {}),
    },
    { clientAddress: context.clientAddress ?? "unknown", pageUrl: `${url.origin}${url.pathname}` },
  );
  if (saved.ok) return { ok: true as const, value: saved.value };
  const message =
    saved.status === 429
      ? "motor_quote_rate_limited"
      : saved.status === 503
        ? "motor_quote_unavailable"
        : saved.message;
  const field = saved.status === 400 && saved.field && saved.field !== "parameters" ? saved.field : "form";
  return { ok: false as const, status: saved.status, errors: { [field]: message } };
}

async function submitNewCar(
  context: AppLoadContext,
  page: ResolvedPage,
  request: Request,
  motor: MotorSite,
  catalogue: Catalogue,
  identifier: string,
  answers: MotorJourneyAnswers,
  form: FormData,
) {
  const { contact, errors, values } = contactProblems(form);
  const registrationDate = String(form.get("registrationDate") ?? "").trim();
  const rtoText = String(form.get("rtoCode") ?? "").trim();
  const allValues = { ...values, registrationDate, rtoCode: rtoText };
  const rto = RtoCodeSchema.safeParse(rtoText);
  if (!rto.success) errors.rtoCode = rto.error.issues[0]!.message;
  else if (!catalogue.rto(rto.data)) errors.rtoCode = "motor_rto_unknown";
  const changed: MotorJourneyAnswers = {
    ...answers,
    brandNew: true,
    registrationDate,
    ...(rto.success ? { rtoCode: rto.data } : {}),
    policyType: "comprehensive",
    previousPolicy: "none",
    previousNcb: 0,
    claimLastYear: false,
  };
  const checked = checkPremiumRequest(journeyPremiumRequest(changed, coverOfJourney(changed), indiaDay()));
  if (!checked.ok) Object.assign(errors, pick(checked.errors, ["registrationDate", "rtoCode"], errors));
  if (Object.keys(errors).length || !checked.ok) return refused(errors, allValues);
  const saved = await saveQuote(context, request, checked.value, contact);
  if (!saved.ok) return refused(saved.errors, allValues, saved.status);
  await keep(motor, context, identifier, changed, saved.value.identifier);
  throw redirect(address("details", page.lang, saved.value.identifier), 303);
}

/** The problems of `fields` that `errors` does not already name. */
function pick(problems: Problems, fields: string[], errors: Problems): Problems {
  return Object.fromEntries(Object.entries(problems).filter(([f]) => fields.includes(f) && !(f in errors)));
}

async function submitDetails(
  context: AppLoadContext,
  page: ResolvedPage,
  request: Request,
  motor: MotorSite,
  identifier: string,
  answers: MotorJourneyAnswers,
  form: FormData,
) {
  const cover = coverFromForm(form);
  const changed: MotorJourneyAnswers = { ...answers, ...coverAnswers(cover) };
  const checked = checkPremiumRequest(journeyPremiumRequest(answers, cover, indiaDay()));
  const intent = String(form.get("intent") ?? "price");
  if (intent !== "save") {
    if (!checked.ok) return refused(checked.errors);
    if (!(await keep(motor, context, identifier, changed))) return rateLimited();
    // the premium of these answers, on the page's own address (refresh and back keep it)
    throw redirect(`${address("details", page.lang, identifier)}#premium`, 303);
  }
  const { contact, errors, values } = contactProblems(form);
  if (!checked.ok) return refused({ ...checked.errors, ...errors }, values);
  if (Object.keys(errors).length) return refused(errors, values);
  const saved = await saveQuote(context, request, checked.value, contact, answers.registration);
  if (!saved.ok) return refused(saved.errors, values, saved.status);
  if (!(await keep(motor, context, identifier, changed, saved.value.identifier))) return rateLimited();
  throw redirect(address("details", page.lang, saved.value.identifier), 303);
}

function coverAnswers(cover: CoverAnswers): Partial<MotorJourneyAnswers> {
  return {
    policyType: cover.policyType,
    previousPolicy: cover.previousPolicy,
    previousNcb: cover.previousNcb,
    claimLastYear: cover.claimLastYear,
    addons: cover.addons,
    idv: cover.idv,
    thirdPartyActive: cover.thirdPartyActive,
    paOwnerDriver: cover.paOwnerDriver,
  };
}

/** "Change answers" on a saved quote's page: a journey from the quote's answers, at its car details. */
async function changeSavedQuote(context: AppLoadContext, page: ResolvedPage, identifier: string) {
  const motor = site(context);
  const quote = await motor.quotes.quote(identifier);
  if (!quote) notFound();
  const p = quote.parameters;
  if (!p.variantId) throw redirect(localizePath(page.entry.path, page.lang), 303);
  const catalogue = await motor.catalogue();
  const [make, model, variant] = p.variantId.split("/");
  const answers: MotorJourneyAnswers = {
    vehicleType: "car",
    make,
    model,
    variant,
    fuel: catalogue.variant(p.variantId)?.fuel,
    brandNew: !p.registration && p.previousPolicy === "none",
    registration: p.registration,
    registrationDate: p.registrationDate,
    rtoCode: p.rtoCode,
    policyType: p.policyType,
    previousPolicy: p.previousPolicy,
    previousNcb: p.previousNcb,
    claimLastYear: p.claimLastYear,
    addons: p.addons,
    idv: p.idv,
    thirdPartyActive: p.thirdPartyActive,
    paOwnerDriver: p.paOwnerDriver,
  };
  const created = await motor.journeys.create(answers, context.clientAddress ?? "unknown");
  if (!created) return rateLimited();
  throw redirect(address(answers.brandNew ? "newCar" : "details", page.lang, created), 303);
}

async function saveCalculatorQuote(
  context: AppLoadContext,
  page: ResolvedPage,
  request: Request,
  form: FormData,
  vehicleType: "car" | "bike",
) {
  const checked = checkPremiumRequest(calculatorRequest(vehicleType, form));
  const { contact, errors, values } = contactProblems(form);
  if (!checked.ok) return refused({ form: Object.values(checked.errors)[0]!, ...errors }, values);
  if (Object.keys(errors).length) return refused(errors, values);
  const saved = await saveQuote(context, request, checked.value, contact);
  if (!saved.ok) return refused(saved.errors, values, saved.status);
  throw redirect(address("details", page.lang, saved.value.identifier), 303);
}

/** The products whose pages lead to a motor quote (issue 12): the car journey, or the bike calculator. */
const PRICED_MOTOR_PRODUCTS: Record<string, { path: string; label: string }> = {
  "private-car-insurance": { path: MOTOR_STEP_PATHS.make, label: "motor_get_car_price" },
  "car-insurance-online": { path: MOTOR_STEP_PATHS.make, label: "motor_get_car_price" },
  "two-wheeler-insurance": { path: BIKE_CALCULATOR_PATH, label: "motor_get_bike_price" },
  "bike-insurance": { path: BIKE_CALCULATOR_PATH, label: "motor_get_bike_price" },
};

/** "Get a price for your car" on a motor product's page, in its language; null for other products. */
export async function motorPriceLink(
  context: AppLoadContext,
  key: string,
  lang: Lang,
): Promise<{ href: string; label: string } | null> {
  const priced = PRICED_MOTOR_PRODUCTS[key];
  if (!priced) return null;
  const phrases = await getPhrases(context.content, MOTOR_PHRASE_PAGES, lang);
  return { href: localizePath(priced.path, lang), label: translate(phrases, priced.label) };
}

/**
 * The loader and action of the three motor route modules (journey steps, car
 * details, calculators: one module each so that no page carries another's
 * forms in its script, decision 051); what differs between them is only the
 * component.
 */
export function motorPageLoader({ request, context }: { request: Request; context: AppLoadContext }) {
  const { page, url } = requirePage(request);
  return loadMotorQuotePage(context, page, url);
}

export function motorPageAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const { page } = requirePage(request);
  return submitMotorStep(context, page, request);
}
