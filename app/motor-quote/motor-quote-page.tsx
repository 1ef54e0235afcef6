/**
 * The car journey's pages and the car and bike calculators (issue 12). Each
 * step is a real form posting to its route action; choices are submit
 * buttons, so one press chooses and goes on, with or without scripts.
 */
import { useMemo, useState } from "react";
import { Form, useNavigation } from "react-router";
import { usePhrases } from "~/i18n/phrases";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import {
  MOTOR_STEP_PATHS,
  RegistrationStepSchema,
  RtoCodeSchema,
  motorIssuesByField,
  registrationFromForm,
  stepPath,
  type MotorStep,
} from "@contracts/motor/motor-journey";
import { REGISTRATION_MAX_LENGTH, checkRegistration } from "@contracts/motor/registration";
import { FieldError, FormAlert, TextField, inputClass, primaryButton, secondaryButton } from "~/ui/form-parts";
import type { MotorPageData } from "./motor-quote.server";
import { engineText, formatRupees } from "./motor-format";
import { ContactFields, contactProblems } from "./contact-fields";
import { CarSummaryBox, MotorPageFrame, type MotorAction } from "./journey-frame";

export type { MotorAction };

type Data<K extends MotorPageData["kind"]> = Extract<MotorPageData, { kind: K }>;

/** The journey's steps before the car details: make, model, fuel, variant, registration, new car. */
export function MotorQuotePage({ data, action }: { data: MotorPageData; action: MotorAction | null }) {
  return (
    <MotorPageFrame data={data}>
      {data.kind === "make" && <MakeStep data={data} action={action} />}
      {(data.kind === "model" || data.kind === "fuel" || data.kind === "variant") && (
        <OptionStep data={data} action={action} />
      )}
      {data.kind === "registration" && <RegistrationStep data={data} action={action} />}
      {data.kind === "new-car" && <NewCarStep data={data} action={action} />}
    </MotorPageFrame>
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

/** The journey steps' field labels: a size up from the calculators' (one question a step). */
const stepLabel = "block font-semibold text-slate-900";

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
            name="brand"
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
  const [checked, setChecked] = useState<{ errors: Record<string, string>; values: Record<string, string> } | null>(
    null,
  );
  const errors = checked?.errors ?? action?.errors ?? {};
  const errorValues = checked?.values ?? action?.errorValues ?? {};
  const [number, setNumber] = useState(values.registration ?? "");
  // a Bharat series number (22BH1234AA) names no RTO: ask for it
  const bharat = /^\s*\d{2}[\s-]*BH/i.test(number) || Boolean(errors.rtoCode);
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
          onSubmit={(event) => {
            if ((event.nativeEvent as SubmitEvent).submitter?.hasAttribute("data-brand-new")) return;
            const found = registrationProblems(new FormData(event.currentTarget));
            setChecked(found);
            if (Object.keys(found.errors).length) event.preventDefault();
          }}
        >
          <FormAlert message={errors.form} />
          <TextField
            id="registration"
            name="registration"
            label={t("motor_registration_label")}
            hint={t("motor_registration_hint")}
            error={errors.registration && t(errors.registration, errorValues)}
            value={number}
            onChange={(event) => setNumber(event.target.value.toUpperCase())}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={REGISTRATION_MAX_LENGTH + 6}
            labelClassName={stepLabel}
          />
          <TextField
            id="registrationDate"
            name="registrationDate"
            type="date"
            label={t("motor_registration_date_label")}
            error={errors.registrationDate}
            defaultValue={values.registrationDate ?? ""}
            labelClassName={stepLabel}
          />
          {bharat && (
            <TextField
              id="rtoCode"
              name="rtoCode"
              label={t("motor_rto_label")}
              hint={t("motor_bh_rto_hint")}
              error={errors.rtoCode}
              defaultValue={values.rtoCode ?? ""}
              maxLength={6}
              autoCapitalize="characters"
              labelClassName={stepLabel}
              data-bh-rto=""
            />
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

/** The registration step's problems by the shared schemas (the server checks the same, and the RTO list too). */
function registrationProblems(form: FormData) {
  const sent = registrationFromForm(form);
  const parsed = RegistrationStepSchema.safeParse(sent);
  const errors: Record<string, string> = parsed.success ? {} : motorIssuesByField(parsed.error.issues);
  const values: Record<string, string> = {};
  const code = checkRegistration(sent.registration);
  if (!code.ok && code.code) values.code = code.code;
  if (code.ok && !code.rtoCode) {
    if (!sent.rtoCode) errors.rtoCode = "motor_rto_required_bh";
    else {
      const rto = RtoCodeSchema.safeParse(sent.rtoCode);
      if (!rto.success) errors.rtoCode = rto.error.issues[0]!.message;
    }
  }
  return { errors, values };
}

function NewCarStep({ data, action }: { data: Data<"new-car">; action: MotorAction | null }) {
  const t = usePhrases();
  const navigation = useNavigation();
  const values = { ...data.values, ...(action?.values ?? {}) };
  const [checked, setChecked] = useState<Record<string, string> | null>(null);
  const errors = checked ?? action?.errors ?? {};
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
        onSubmit={(event) => {
          const form = event.currentTarget;
          const found = contactProblems(form);
          const rto = RtoCodeSchema.safeParse(String(new FormData(form).get("rtoCode") ?? ""));
          if (!rto.success) found.rtoCode = rto.error.issues[0]!.message;
          setChecked(found);
          if (Object.keys(found).length) event.preventDefault();
        }}
      >
        <FormAlert message={errors.form} />
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">{t("motor_new_car_tp_note")}</p>
        <TextField
          id="delivery"
          name="registrationDate"
          type="date"
          label={t("motor_delivery_date_label")}
          error={errors.registrationDate}
          defaultValue={values.registrationDate || data.today}
          labelClassName={stepLabel}
        />
        <TextField
          id="new-rto"
          name="rtoCode"
          label={t("motor_rto_label")}
          hint={t("motor_rto_hint")}
          error={errors.rtoCode}
          defaultValue={values.rtoCode ?? ""}
          maxLength={6}
          autoCapitalize="characters"
          labelClassName={stepLabel}
        />
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
