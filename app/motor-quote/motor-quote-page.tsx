/**
 * The car journey's pages and the car and bike calculators (issue 12). Each
 * step is a real form posting to its route action; choices are submit
 * buttons, so one press chooses and goes on, with or without scripts.
 */
import { useMemo, useState } from "react";
import { Form, useNavigation } from "react-router";
import { usePhrases } from "~/i18n/phrases";
import { PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import { formatDisplayDate } from "~/text/display-date";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import { MOTOR_STEP_PATHS, stepPath, type MotorStep } from "@contracts/motor/motor-journey";
import { REGISTRATION_MAX_LENGTH } from "@contracts/motor/registration";
import { FieldError, FormAlert, inputClass, primaryButton, secondaryButton } from "~/health-quote/form-parts";
import type { CarSummary, MotorPageData } from "./motor-quote.server";
import { engineText, formatRupees } from "./motor-format";
import { ContactFields } from "./cover-form";
import { DetailsStep } from "./details-step";
import { MotorCalculator } from "./calculator-view";
import { SavedMotorQuoteView } from "./saved-quote-view";

export interface MotorAction {
  errors: Record<string, string>;
  values: Record<string, string>;
  errorValues?: Record<string, string>;
}

type T = ReturnType<typeof usePhrases>;
type Data<K extends MotorPageData["kind"]> = Extract<MotorPageData, { kind: K }>;

const PROGRESS: { step: MotorStep; key: string }[] = [
  { step: "make", key: "motor_step_make" },
  { step: "model", key: "motor_step_model" },
  { step: "fuel", key: "motor_step_fuel" },
  { step: "variant", key: "motor_step_variant" },
  { step: "registration", key: "motor_step_registration" },
  { step: "details", key: "motor_step_details" },
];

const STEP_OF_KIND: Partial<Record<MotorPageData["kind"], MotorStep>> = {
  make: "make",
  model: "model",
  fuel: "fuel",
  variant: "variant",
  registration: "registration",
  "new-car": "registration",
  details: "details",
};

export function MotorQuotePage({ data, action }: { data: MotorPageData; action: MotorAction | null }) {
  const step = STEP_OF_KIND[data.kind];
  return (
    <article data-page={`motor-${data.kind}`}>
      <PageHero seo={data.seo}>{step && <MotorProgress step={step} />}</PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        {data.kind === "make" && <MakeStep data={data} action={action} />}
        {(data.kind === "model" || data.kind === "fuel" || data.kind === "variant") && (
          <OptionStep data={data} action={action} />
        )}
        {data.kind === "registration" && <RegistrationStep data={data} action={action} />}
        {data.kind === "new-car" && <NewCarStep data={data} action={action} />}
        {data.kind === "details" && <DetailsStep data={data} action={action} />}
        {data.kind === "calculator" && <MotorCalculator data={data} action={action} />}
        {data.kind === "saved" && <SavedMotorQuoteView data={data} />}
      </div>
    </article>
  );
}

function MotorProgress({ step }: { step: MotorStep }) {
  const t = usePhrases();
  const index = PROGRESS.findIndex((p) => p.step === step);
  return (
    <nav aria-label={t("motor_progress_label")} className="mt-4">
      <p className="text-sm font-semibold text-brand-900">
        {t("motor_step_of", { step: index + 1, total: PROGRESS.length })}
      </p>
      <ol className="mt-2 grid grid-cols-6 gap-1.5" data-motor-progress="">
        {PROGRESS.map((p, i) => (
          <li key={p.step} aria-current={i === index ? "step" : undefined} className="min-w-0">
            <span
              className={`block h-1.5 rounded-full ${i <= index ? "bg-brand-700" : "bg-slate-300"}`}
              aria-hidden="true"
            />
            <span
              className={`mt-1 hidden truncate text-xs sm:block ${i === index ? "font-bold text-brand-900" : "text-slate-600"}`}
            >
              {t(p.key)}
            </span>
            <span className="sr-only sm:hidden">{t(p.key)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The car so far, each answer with a link back to its step. */
export function CarSummaryBox({
  car,
  identifier,
  lang,
  upTo,
  readOnly = false,
}: {
  car: CarSummary | null;
  identifier: string;
  lang: Lang;
  /** The step showing the box: answers from it on are not listed. */
  upTo: MotorStep;
  /** A saved quote's car: nothing to change here. */
  readOnly?: boolean;
}) {
  const t = usePhrases();
  if (!car) return null;
  const order: MotorStep[] = ["make", "model", "fuel", "variant", "registration"];
  const rows: { step: MotorStep; label: string; value: string | null }[] = [
    { step: "make", label: t("motor_step_make"), value: car.make },
    { step: "model", label: t("motor_step_model"), value: car.model },
    { step: "fuel", label: t("motor_step_fuel"), value: car.fuel ? t(`motor_fuel_${car.fuel}`) : null },
    {
      step: "variant",
      label: t("motor_step_variant"),
      value: car.variant
        ? `${car.variant} · ${engineText(car.cc, car.kw, lang, t)} · ${formatRupees(car.price ?? 0, lang)}`
        : null,
    },
    {
      step: "registration",
      label: t("motor_step_registration"),
      value: car.brandNew
        ? t("motor_step_new_car")
        : car.registration
          ? [
              car.registration,
              car.registrationDate
                ? t("motor_registered_on", { date: formatDisplayDate(car.registrationDate, lang) })
                : "",
              car.rto ? t("motor_rto_city", { city: car.rto.city }) : "",
            ]
              .filter(Boolean)
              .join(" · ")
          : null,
    },
  ];
  const limit = upTo === "details" ? order.length : order.indexOf(upTo);
  const shown = rows.filter((row, i) => row.value && i < limit);
  if (!shown.length) return null;
  return (
    <section
      aria-labelledby="car-summary"
      className="mb-6 rounded-2xl border border-slate-200 bg-slate-50 p-4"
      data-car-summary=""
    >
      <h2 id="car-summary" className="text-base font-semibold text-slate-900">
        {t("motor_your_car")}
      </h2>
      <dl className="mt-2 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((row) => (
          <div key={row.step} className="min-w-0">
            <dt className="text-xs text-slate-600">{row.label}</dt>
            <dd className="flex flex-wrap items-baseline gap-x-3 font-medium text-slate-900">
              <span>{row.value}</span>
              {!readOnly && (
                <SiteLink
                  to={localizePath(stepPath(row.step, identifier), lang)}
                  className="text-brand-800 underline underline-offset-2"
                  aria-label={`${t("motor_change")}: ${row.label}`}
                >
                  {t("motor_change")}
                </SiteLink>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function StepHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className="mb-4">
      <h2 className="text-2xl font-bold text-brand-900" id="step-heading">
        {title}
      </h2>
      {intro && <p className="mt-1 text-slate-700">{intro}</p>}
    </div>
  );
}

const choiceButton =
  "flex min-h-12 w-full items-center justify-between gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 text-left font-medium text-slate-900 hover:border-brand-700 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-50";

function stepAction(step: MotorStep | "newCar", identifier: string | null, lang: Lang) {
  return localizePath(identifier ? stepPath(step, identifier) : MOTOR_STEP_PATHS[step], lang);
}

function MakeStep({ data, action }: { data: Data<"make">; action: MotorAction | null }) {
  const t = usePhrases();
  const [q, setQ] = useState(data.q);
  const navigation = useNavigation();
  const needle = q.trim().toLowerCase();
  const matches = useMemo(
    () => data.makes.filter((m) => !needle || m.name.toLowerCase().includes(needle) || m.key.includes(needle)),
    [data.makes, needle],
  );
  const popular = data.makes.filter((m) => m.popular);
  const here = stepAction("make", data.identifier, data.lang);
  const makeButton = (make: { key: string; name: string }) => (
    <li key={make.key}>
      <button
        type="submit"
        name="make"
        value={make.key}
        className={choiceButton}
        aria-pressed={data.selected === make.key}
        disabled={navigation.state !== "idle"}
        data-make={make.key}
      >
        {make.name}
      </button>
    </li>
  );
  return (
    <div data-motor-step="make">
      {data.identifier && <CarSummaryBox car={data.car} identifier={data.identifier} lang={data.lang} upTo="make" />}
      <StepHeading title={t("motor_make_heading")} intro={t("motor_make_intro")} />
      {/* the search: a GET of this page without scripts, a filter as one types with them */}
      <Form
        method="get"
        action={here}
        role="search"
        className="flex max-w-xl items-end gap-2"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="flex-1">
          <label htmlFor="make-search" className="block text-sm font-semibold text-slate-900">
            {t("motor_make_search_label")}
          </label>
          <input
            id="make-search"
            name="q"
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            aria-describedby="make-search-hint"
            autoComplete="off"
            className={inputClass(false)}
          />
        </div>
        <button type="submit" className={`${secondaryButton} min-h-12`}>
          {t("motor_search")}
        </button>
      </Form>
      <p id="make-search-hint" className="mt-1 text-sm text-slate-600">
        {t("motor_make_search_hint")}
      </p>
      <Form method="post" action={here} className="mt-6" aria-labelledby="step-heading">
        <FormAlert message={action?.errors.form} />
        <FieldError id="make-error" message={action?.errors.make} />
        {!needle && (
          <>
            <h3 className="text-lg font-semibold text-slate-900">{t("motor_popular_makes")}</h3>
            <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">{popular.map(makeButton)}</ul>
          </>
        )}
        <h3 className="mt-6 text-lg font-semibold text-slate-900">
          {t("motor_all_makes")}{" "}
          <span className="text-sm font-normal text-slate-600" aria-live="polite" data-make-count={matches.length}>
            ({t(matches.length === 1 ? "motor_makes_count_one" : "motor_makes_count_other", { count: matches.length })})
          </span>
        </h3>
        {matches.length ? (
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {[...matches].sort((a, b) => a.name.localeCompare(b.name)).map(makeButton)}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">{t("motor_no_make_match")}</p>
        )}
      </Form>
    </div>
  );
}

function OptionStep({
  data,
  action,
}: {
  data: Data<"model"> | Data<"fuel"> | Data<"variant">;
  action: MotorAction | null;
}) {
  const t = usePhrases();
  const navigation = useNavigation();
  const { kind, lang, identifier } = data;
  const heading = {
    model: ["motor_model_heading", "motor_model_intro"],
    fuel: ["motor_fuel_heading", "motor_fuel_intro"],
    variant: ["motor_variant_heading", "motor_variant_intro"],
  }[kind];
  const options =
    data.kind === "variant"
      ? data.options.map((o) => ({
          key: o.key,
          label: o.name,
          detail: t("motor_variant_option", {
            engine: engineText(o.cc, o.kw, lang, t),
            price: formatRupees(o.price, lang),
          }),
        }))
      : data.kind === "fuel"
        ? data.options.map((o) => ({ key: o.key, label: t(`motor_fuel_${o.key}`), detail: "" }))
        : data.options.map((o) => ({ key: o.key, label: o.name, detail: "" }));
  return (
    <div data-motor-step={kind}>
      <CarSummaryBox car={data.car} identifier={identifier} lang={lang} upTo={kind} />
      <StepHeading
        title={t(heading[0]!, { make: data.car?.make ?? "" })}
        intro={t(heading[1]!, { make: data.car?.make ?? "" })}
      />
      <Form method="post" action={stepAction(kind, identifier, lang)} aria-labelledby="step-heading">
        <FormAlert message={action?.errors.form} />
        <FieldError id={`${kind}-error`} message={action?.errors[kind]} />
        <ul
          className={`grid gap-2 ${kind === "variant" ? "sm:grid-cols-2" : "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"}`}
        >
          {options.map((option) => (
            <li key={option.key}>
              <button
                type="submit"
                name={kind}
                value={option.key}
                className={choiceButton}
                aria-pressed={data.selected === option.key}
                disabled={navigation.state !== "idle"}
                data-option={option.key}
              >
                <span>
                  <span className="block">{option.label}</span>
                  {option.detail && <span className="block text-sm font-normal text-slate-600">{option.detail}</span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Form>
    </div>
  );
}

function RegistrationStep({ data, action }: { data: Data<"registration">; action: MotorAction | null }) {
  const t = usePhrases();
  const navigation = useNavigation();
  const values = action?.values ?? data.values;
  const errors = action?.errors ?? {};
  const [number, setNumber] = useState(values.registration ?? "");
  // a Bharat series number (22BH1234AA) names no RTO: ask for it
  const bharat = /^\s*\d{2}[\s-]*BH/i.test(number) || Boolean(errors.rtoCode);
  const field = (name: "registration" | "registrationDate" | "rtoCode") => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": [`${name}-hint`, errors[name] ? `${name}-error` : ""].filter(Boolean).join(" "),
    className: inputClass(Boolean(errors[name])),
  });
  return (
    <div data-motor-step="registration">
      <CarSummaryBox car={data.car} identifier={data.identifier} lang={data.lang} upTo="registration" />
      <StepHeading title={t("motor_registration_heading")} intro={t("motor_registration_intro")} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,28rem)_1fr]">
        <Form
          method="post"
          action={stepAction("registration", data.identifier, data.lang)}
          noValidate
          className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          aria-labelledby="step-heading"
        >
          <FormAlert message={errors.form} />
          <div>
            <label htmlFor="registration" className="block font-semibold text-slate-900">
              {t("motor_registration_label")}
            </label>
            <p id="registration-hint" className="text-sm text-slate-600">
              {t("motor_registration_hint")}
            </p>
            <input
              id="registration"
              name="registration"
              value={number}
              onChange={(event) => setNumber(event.target.value.toUpperCase())}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={REGISTRATION_MAX_LENGTH + 6}
              {...field("registration")}
            />
            <FieldError
              id="registration-error"
              message={errors.registration && t(errors.registration, action?.errorValues ?? {})}
            />
          </div>
          <div>
            <label htmlFor="registrationDate" className="block font-semibold text-slate-900">
              {t("motor_registration_date_label")}
            </label>
            <p id="registrationDate-hint" className="sr-only">
              {t("motor_registration_date_label")}
            </p>
            <input
              id="registrationDate"
              name="registrationDate"
              type="date"
              defaultValue={values.registrationDate ?? ""}
              max={new Date().toISOString().slice(0, 10)}
              {...field("registrationDate")}
            />
            <FieldError id="registrationDate-error" message={errors.registrationDate} />
          </div>
          {bharat && (
            <div data-bh-rto="">
              <label htmlFor="rtoCode" className="block font-semibold text-slate-900">
                {t("motor_rto_label")}
              </label>
              <p id="rtoCode-hint" className="text-sm text-slate-600">
                {t("motor_bh_rto_hint")}
              </p>
              <input
                id="rtoCode"
                name="rtoCode"
                defaultValue={values.rtoCode ?? ""}
                maxLength={6}
                autoCapitalize="characters"
                {...field("rtoCode")}
              />
              <FieldError id="rtoCode-error" message={errors.rtoCode} />
            </div>
          )}
          <button
            type="submit"
            className={`${primaryButton} w-full`}
            disabled={navigation.state !== "idle"}
            data-step-continue=""
          >
            {t("motor_continue")}
          </button>
          <p className="text-center text-sm text-slate-600">{t("motor_or")}</p>
          <button
            type="submit"
            name="brandNew"
            value="1"
            formNoValidate
            className={`${secondaryButton} w-full`}
            disabled={navigation.state !== "idle"}
            data-brand-new=""
          >
            {t("motor_brand_new")}
          </button>
        </Form>
      </div>
    </div>
  );
}

function NewCarStep({ data, action }: { data: Data<"new-car">; action: MotorAction | null }) {
  const t = usePhrases();
  const navigation = useNavigation();
  const values = { ...data.values, ...(action?.values ?? {}) };
  const errors = action?.errors ?? {};
  return (
    <div data-motor-step="new-car">
      <CarSummaryBox car={data.car} identifier={data.identifier} lang={data.lang} upTo="registration" />
      <StepHeading title={t("motor_new_car_heading")} intro={t("motor_new_car_intro")} />
      <Form
        method="post"
        action={stepAction("newCar", data.identifier, data.lang)}
        noValidate
        className="max-w-xl space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        aria-labelledby="step-heading"
      >
        <FormAlert message={errors.form} />
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">{t("motor_new_car_tp_note")}</p>
        <div>
          <label htmlFor="delivery" className="block font-semibold text-slate-900">
            {t("motor_delivery_date_label")}
          </label>
          <input
            id="delivery"
            name="registrationDate"
            type="date"
            defaultValue={values.registrationDate || data.today}
            aria-invalid={errors.registrationDate ? true : undefined}
            aria-describedby={errors.registrationDate ? "delivery-error" : undefined}
            className={inputClass(Boolean(errors.registrationDate))}
          />
          <FieldError id="delivery-error" message={errors.registrationDate} />
        </div>
        <div>
          <label htmlFor="new-rto" className="block font-semibold text-slate-900">
            {t("motor_rto_label")}
          </label>
          <p id="new-rto-hint" className="text-sm text-slate-600">
            {t("motor_rto_hint")}
          </p>
          <input
            id="new-rto"
            name="rtoCode"
            defaultValue={values.rtoCode ?? ""}
            maxLength={6}
            autoCapitalize="characters"
            aria-invalid={errors.rtoCode ? true : undefined}
            aria-describedby={`new-rto-hint${errors.rtoCode ? " new-rto-error" : ""}`}
            className={inputClass(Boolean(errors.rtoCode))}
          />
          <FieldError id="new-rto-error" message={errors.rtoCode} />
        </div>
        <ContactFields errors={errors} values={action?.values ?? null} />
        <button
          type="submit"
          className={`${primaryButton} w-full`}
          disabled={navigation.state !== "idle"}
          data-new-car-submit=""
        >
          {t("motor_new_car_submit")}
        </button>
      </Form>
    </div>
  );
}

export type { T };
