/**
 * The health calculator (issue 11): the journey's engine on one short form,
 * no contact details. Without scripts the form is a GET to this page, whose
 * loader prices it; with scripts it asks the premium API
 * (`POST /api/health/premiums`) and shows the answer in place. Any change of
 * an answer clears the premiums shown (spec 4).
 */
import { useReducer, useState } from "react";
import { Form } from "react-router";
import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";
import {
  ADULT_MEMBERS,
  COVERAGE_NONE,
  MAX_AGE,
  MAX_CHILDREN,
  MIN_AGE,
  SI_RANGES,
  isSiRange,
  type ChildMember,
} from "@contracts/health/health-quote";
import { healthQuoteReducer, initialHealthQuote, type PlanPremium } from "@contracts/health/health-quote-reducer";
import { PremiumRequestSchema, issuesByField } from "@contracts/health/health-schema";
import { cityTypeOfPincode, isPincode } from "@contracts/health/city-zone";
import { JOURNEY_START_PATH, journeyQuery, type JourneyAnswers } from "@contracts/health/health-journey";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import { FieldError, FormAlert, inputClass, primaryButton } from "~/ui/form-parts";
import { formatRupees, formatSiRange, formatSumInsured } from "./quote-format";
import type { PlanView } from "./health-quote.server";

export interface CalculatorData {
  answers: JourneyAnswers;
  result: { plans: PlanView[]; ratingVersion: number } | null;
  errors: Record<string, string>;
  lang: Lang;
  path: string;
}

export function CalculatorView({ answers, result, errors: serverErrors, lang, path }: CalculatorData) {
  const t = usePhrases();
  const [state, dispatch] = useReducer(healthQuoteReducer, answers, (a) => ({
    ...initialHealthQuote(a),
    premiums: result ? result.plans : null,
  }));
  const [errors, setErrors] = useState(serverErrors);
  const [busy, setBusy] = useState(false);
  const names = new Map((result?.plans ?? []).map((p) => [p.productKey, p.name]));
  const params = state.params;
  const count = (child: ChildMember) => params.members.filter((m) => m === child).length;
  const setChildren = (child: ChildMember, wanted: number) => {
    let now = count(child);
    for (; now < wanted; now++) dispatch({ type: "addChild", child });
    for (; now > wanted; now--) dispatch({ type: "removeChild", child });
  };

  async function calculate(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = {
      age: params.age,
      members: params.members,
      si: params.si,
      city_type: params.city_type,
      coverage: [COVERAGE_NONE],
    };
    const parsed = PremiumRequestSchema.safeParse(request);
    const found = {
      ...(parsed.success ? {} : issuesByField(parsed.error)),
      ...(isPincode(params.pincode) ? {} : { pincode: "health_pincode_invalid" }),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const response = await fetch("/api/health/premiums", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(request),
      });
      if (!response.ok) throw new Error(String(response.status));
      const body = (await response.json()) as { plans: PlanPremium[] };
      dispatch({ type: "premiums", plans: body.plans });
      history.replaceState(
        history.state,
        "",
        `${path}?members-form=1&${new URLSearchParams(formFields(params)).toString()}`,
      );
    } catch {
      setErrors({ form: "health_quote_unavailable" });
    } finally {
      setBusy(false);
    }
  }

  const plans = state.premiums;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-12 lg:grid lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-10">
      <Form
        method="get"
        action={path}
        noValidate
        onSubmit={calculate}
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        aria-labelledby="calculator-heading"
        data-health-calculator=""
      >
        <h2 id="calculator-heading" className="text-xl font-bold text-brand-900">
          {t("health_calculator_heading")}
        </h2>
        <FormAlert message={errors.form} />
        <input type="hidden" name="members-form" value="1" />
        <fieldset aria-describedby={errors.members ? "calc-members-error" : undefined}>
          <legend className="font-semibold text-slate-900">{t("health_members_legend")}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {ADULT_MEMBERS.map((member) => (
              <label key={member} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="member"
                  value={member}
                  checked={params.members.includes(member)}
                  onChange={() => dispatch({ type: "toggleMember", member })}
                  className="size-5 accent-brand-700"
                />
                {t(`health_member_${member}`)}
              </label>
            ))}
          </div>
          <FieldError id="calc-members-error" message={errors.members} />
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          {(["Daughter", "Son"] as const).map((child) => (
            <div key={child}>
              <label htmlFor={`calc-${child}`} className="block text-sm font-semibold text-slate-900">
                {t(`health_member_${child}_plural`)}
              </label>
              <select
                id={`calc-${child}`}
                name={child === "Daughter" ? "daughters" : "sons"}
                value={count(child)}
                onChange={(event) => setChildren(child, Number(event.target.value))}
                className={inputClass(false)}
              >
                {Array.from({ length: MAX_CHILDREN + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        <div>
          <label htmlFor="calc-age" className="block text-sm font-semibold text-slate-900">
            {t("health_age_label")}
          </label>
          <input
            id="calc-age"
            name="age"
            type="number"
            inputMode="numeric"
            min={MIN_AGE}
            max={MAX_AGE}
            value={params.age || ""}
            onChange={(event) =>
              dispatch({ type: "age", age: Number(event.target.value.replace(/\D/g, "").slice(0, 2)) })
            }
            aria-invalid={errors.age ? true : undefined}
            aria-describedby={errors.age ? "calc-age-error" : undefined}
            className={inputClass(Boolean(errors.age))}
          />
          <FieldError id="calc-age-error" message={errors.age} />
        </div>
        <div>
          <label htmlFor="calc-si" className="block text-sm font-semibold text-slate-900">
            {t("health_si_legend")}
          </label>
          <select
            id="calc-si"
            name="si"
            value={params.si}
            onChange={(event) =>
              isSiRange(event.target.value) && dispatch({ type: "set", changes: { si: event.target.value } })
            }
            className={inputClass(false)}
          >
            {SI_RANGES.map((range) => (
              <option key={range} value={range}>
                {formatSiRange(range, lang, t)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="calc-pincode" className="block text-sm font-semibold text-slate-900">
            {t("health_pincode_label")}
          </label>
          <input
            id="calc-pincode"
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={params.pincode}
            onChange={(event) => {
              const pincode = event.target.value.replace(/\D/g, "").slice(0, 6);
              dispatch({
                type: "set",
                changes: { pincode, city_type: isPincode(pincode) ? cityTypeOfPincode(pincode) : params.city_type },
              });
            }}
            aria-invalid={errors.pincode ? true : undefined}
            aria-describedby={errors.pincode ? "calc-pincode-error" : undefined}
            className={inputClass(Boolean(errors.pincode))}
          />
          <FieldError id="calc-pincode-error" message={errors.pincode} />
        </div>
        <button type="submit" className={`${primaryButton} w-full`} disabled={busy} data-calculate="">
          {t("health_calculate")}
        </button>
      </Form>
      <section
        aria-labelledby="calculator-result"
        aria-live="polite"
        className="mt-6 lg:mt-0"
        data-calculator-result={plans ? plans.length : ""}
      >
        <h2 id="calculator-result" className="text-xl font-bold text-brand-900">
          {t("health_calculator_result")}
        </h2>
        {!plans ? (
          <p className="mt-2 text-slate-700">{t("health_calculator_empty")}</p>
        ) : plans.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("health_no_plans")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {plans.map((plan) => (
              <li
                key={`${plan.productKey}-${plan.sumInsured}`}
                className="flex flex-wrap items-baseline justify-between gap-2 p-4"
              >
                <span>
                  <span className="block font-semibold text-brand-900">
                    {names.get(plan.productKey) ?? plan.planName}
                  </span>
                  <span className="text-sm text-slate-600">
                    {t("health_sum_insured")}: {formatSumInsured(plan.sumInsured, lang, t)}
                  </span>
                </span>
                <span className="text-lg font-bold text-slate-900" data-plan-premium={plan.totalPremium}>
                  {formatRupees(plan.totalPremium, lang)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <SiteLink
          to={`${localizePath(JOURNEY_START_PATH, lang)}${journeyQuery({ members: params.members })}`}
          className={`${primaryButton} mt-4`}
        >
          {t("health_get_quote")}
        </SiteLink>
      </section>
    </div>
  );
}

function formFields(params: { members: string[]; age: number; si: string; pincode: string }): [string, string][] {
  return [
    ...params.members.filter((m) => m !== "Daughter" && m !== "Son").map((m): [string, string] => ["member", m]),
    ["daughters", String(params.members.filter((m) => m === "Daughter").length)],
    ["sons", String(params.members.filter((m) => m === "Son").length)],
    ["age", String(params.age)],
    ["si", params.si],
    ["pincode", params.pincode],
  ];
}
