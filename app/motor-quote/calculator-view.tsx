/**
 * The car and bike insurance calculators (issue 12): the engine on one form,
 * for a vehicle described by its engine and price rather than chosen from
 * the catalogue. Without scripts the form is a GET of this page, whose
 * loader prices it (the answer is an address); with scripts the premium
 * follows each change (`POST /api/motor/premiums`) and the address is kept
 * in step, so a refresh shows the same answer. Saving posts the same answers
 * with the call-back details.
 */
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";
import { localizePath } from "@contracts/i18n/languages";
import {
  MOTOR_FORM_MARKER,
  MOTOR_STEP_PATHS,
  calculatorRequest,
  type CoverAnswers,
} from "@contracts/motor/motor-journey";
import { FieldError, TextField, primaryButton, secondaryButton } from "~/ui/form-parts";
import type { MotorPageData } from "./motor-quote.server";
import type { MotorAction } from "./journey-frame";
import { CoverFields, PremiumBar, PremiumPanel, useLivePremium } from "./cover-form";
import { ContactFields, contactProblems } from "./contact-fields";

type Data = Extract<MotorPageData, { kind: "calculator" }>;
type Values = Data["values"];

/** The calculator's answers as its GET form sends them (and as the save form repeats them). */
export function calculatorFields(values: Values, cover: CoverAnswers): [string, string][] {
  const fields: [string, string][] = [[MOTOR_FORM_MARKER, "1"]];
  for (const name of ["cc", "kw", "price", "registrationDate", "rtoCode"] as const)
    if (values[name]) fields.push([name, values[name]]);
  if (cover.policyType) fields.push(["policyType", cover.policyType]);
  if (cover.previousPolicy) fields.push(["previousPolicy", cover.previousPolicy]);
  if (cover.previousNcb !== undefined) fields.push(["previousNcb", String(cover.previousNcb)]);
  if (cover.claimLastYear !== undefined) fields.push(["claimLastYear", cover.claimLastYear ? "yes" : "no"]);
  for (const addon of cover.addons) fields.push(["addon", addon]);
  if (cover.idv !== undefined) fields.push(["idv", String(cover.idv)]);
  if (cover.thirdPartyActive) fields.push(["thirdPartyActive", "1"]);
  if (cover.paOwnerDriver) fields.push(["pa", "1"]);
  return fields;
}

export function MotorCalculator({ data, action }: { data: Data; action: MotorAction | null }) {
  const t = usePhrases();
  const navigation = useNavigation();
  const { vehicleType, lang, path } = data;
  const [values, setValues] = useState<Values>(data.values);
  const [cover, setCover] = useState<CoverAnswers>(
    data.cover.policyType ? data.cover : { ...data.cover, policyType: "comprehensive", previousPolicy: "active" },
  );
  const fields = calculatorFields(values, cover);
  const query = new URLSearchParams(fields);
  const request = calculatorRequest(vehicleType, query);
  const live = useLivePremium(request, data.premium, data.errors, () =>
    history.replaceState(history.state, "", `${path}?${query.toString()}`),
  );
  const [attempted, setAttempted] = useState(Object.keys(data.errors).length > 0);
  const errors = { ...(attempted ? live.problems : {}), ...live.errors };
  const [contactErrors, setContactErrors] = useState<Record<string, string> | null>(null);
  const saveErrors = contactErrors ?? action?.errors ?? {};
  const set = (name: keyof Values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [name]: event.target.value });
  const input = (
    name: keyof Values,
    label: string,
    extra: React.InputHTMLAttributes<HTMLInputElement>,
    hint?: string,
  ) => (
    <TextField
      id={`calc-${name}`}
      name={name}
      label={label}
      hint={hint}
      // the schema names the price by its request field
      error={errors[name === "price" ? "exShowroomPrice" : name]}
      value={values[name]}
      onChange={set(name)}
      labelClassName="block font-semibold text-slate-900"
      {...extra}
    />
  );
  return (
    <div data-motor-calculator={vehicleType}>
      <p className="mb-6 max-w-3xl text-slate-700">{t(`motor_${vehicleType}_calculator_intro`)}</p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Form
          method="get"
          action={path}
          noValidate
          className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          aria-labelledby="calculator-heading"
          onSubmit={(event) => {
            // with scripts the premium follows the answers already: the press shows what is missing
            event.preventDefault();
            setAttempted(true);
          }}
        >
          <h2 id="calculator-heading" className="text-xl font-bold text-brand-900">
            {t(`motor_${vehicleType}_calculator_heading`)}
          </h2>
          <fieldset className="space-y-4" aria-describedby="engine-hint">
            <legend className="font-semibold text-slate-900">{t(`motor_vehicle_${vehicleType}`)}</legend>
            <p id="engine-hint" className="text-sm text-slate-600">
              {t("motor_engine_hint")}
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              {input("cc", t("motor_cc_label"), { inputMode: "numeric", maxLength: 5, autoComplete: "off" })}
              {input("kw", t("motor_kw_label"), { inputMode: "decimal", maxLength: 6, autoComplete: "off" })}
            </div>
            {input(
              "price",
              t("motor_ex_showroom_price"),
              { inputMode: "numeric", maxLength: 12, autoComplete: "off" },
              t("motor_price_hint"),
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              {input("registrationDate", t("motor_registration_date_label"), { type: "date" })}
              {input(
                "rtoCode",
                t("motor_rto_label"),
                { maxLength: 6, autoCapitalize: "characters", autoComplete: "off" },
                t("motor_rto_hint"),
              )}
            </div>
            {data.rto && live.premium && (
              <p className="text-sm text-slate-700" data-rto-city="">
                {t("motor_rto_city", { city: data.rto.city })}
              </p>
            )}
          </fieldset>
          <CoverFields cover={cover} onChange={setCover} errors={errors} premium={live.premium} lang={lang} />
          <button type="submit" className={`${primaryButton} w-full`} data-calculate="">
            {t("motor_calculate")}
          </button>
          {vehicleType === "car" && (
            <p className="text-sm">
              <SiteLink
                to={localizePath(MOTOR_STEP_PATHS.make, lang)}
                className="text-brand-800 underline underline-offset-2"
              >
                {t("motor_start_journey")}
              </SiteLink>
            </p>
          )}
          <PremiumBar premium={live.premium} lang={data.lang} />
        </Form>
        <div className="space-y-6 lg:sticky lg:top-4 lg:self-start">
          <PremiumPanel premium={live.premium} errors={errors} busy={live.busy} lang={lang} />
          {live.premium && (
            <Form
              method="post"
              action={path}
              noValidate
              aria-labelledby="save-heading"
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              data-save-quote=""
              onSubmit={(event) => {
                const problems = contactProblems(event.currentTarget);
                setContactErrors(problems);
                if (Object.keys(problems).length) event.preventDefault();
              }}
            >
              <h2 id="save-heading" className="mb-3 text-lg font-bold text-brand-900">
                {t("motor_save_quote")}
              </h2>
              {fields.map(([name, value], i) => (
                <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
              ))}
              <FieldError id="save-form-error" message={saveErrors.form} />
              <ContactFields errors={saveErrors} values={action?.values ?? null} />
              <button
                type="submit"
                className={`${secondaryButton} mt-4 w-full`}
                disabled={navigation.state !== "idle"}
                data-save=""
              >
                {t("motor_save_quote")}
              </button>
            </Form>
          )}
        </div>
      </div>
    </div>
  );
}
