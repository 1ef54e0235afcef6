/**
 * The travel calculator's form and plans (issue 12, spec 2 "Travel").
 * Without scripts the form is a GET to this page, whose loader prices it, and
 * a traveller row is added or removed by a submit button of the `traveller`
 * field; with scripts it asks the premium API (`POST /api/travel/premiums`),
 * shows the plans in place and keeps the answers in the address. After a
 * first answer, a changed answer dims the plans and prices again (or clears
 * them when the answers no longer make a trip).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Form } from "react-router";
import { usePhrases } from "~/i18n/phrases";
import { FieldError, FormAlert, TextField, inputClass, primaryButton, secondaryButton } from "~/ui/form-parts";
import { countOf } from "~/text/amounts";
import type { Lang } from "@contracts/i18n/languages";
import {
  MAX_TRAVELLERS,
  TRAVELLER_AGE,
  TRAVEL_REGIONS,
  TRAVEL_SUMS_INSURED,
  TRIP_TYPES,
  type TravelPremiumRequest,
} from "@contracts/travel/travel-quote";
import type { TravelPlanPremium } from "@contracts/travel/travel-service";
import {
  ADD_TRAVELLER,
  FORM_MARKER,
  answersQuery,
  checkAnswers,
  editTravellers,
  removeTraveller,
  sameRequest,
  tripLength,
  type TravelAnswers,
  type TravellerEdit,
} from "./travel-answers";
import { describeLength, formatUsd, regionKey, tripTypeKey } from "./travel-format";
import { PlanCard } from "./plan-card";
import { SaveQuoteForm } from "./save-quote-form";
import type { SaveAnswer, TravelResult } from "./travel-quote.server";

const PREMIUMS_API = "/api/travel/premiums";
/** A changed answer is priced once the visitor pauses, not on every key. */
const REPRICE_DELAY_MS = 400;

export interface CalculatorData {
  answers: TravelAnswers;
  plan: string | null;
  result: TravelResult | null;
  errors: Record<string, string>;
  today: string;
  planNames: Record<string, string>;
  lang: Lang;
  path: string;
}

/** The control a field's error sends the focus to, in the form's order. */
function fieldControls(answers: TravelAnswers): [string, string][] {
  return [
    ["tripType", "travel-trip-single"],
    ["region", `travel-region-${TRAVEL_REGIONS[0]}`],
    ["departure", "travel-departure"],
    ["return", "travel-return"],
    ["days", "travel-days"],
    ...answers.travellers.map((_, i): [string, string] => [`traveller-${i}`, `travel-age-${i}`]),
    ["travellers", "travel-age-0"],
    ["sumInsured", `travel-si-${TRAVEL_SUMS_INSURED[0]}`],
  ];
}

const described = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

export function CalculatorView({
  answers: initialAnswers,
  plan,
  result: initialResult,
  errors: initialErrors,
  today,
  planNames,
  lang,
  path,
  action,
}: CalculatorData & { action: SaveAnswer | null }) {
  const t = usePhrases();
  const [answers, setAnswers] = useState(initialAnswers);
  const [result, setResult] = useState(initialResult);
  const [errors, setErrors] = useState(initialErrors);
  const [busy, setBusy] = useState(false);
  // once the visitor asked for premiums, changed answers are checked and priced again as they come
  const [asked, setAsked] = useState(initialResult !== null || Object.keys(initialErrors).length > 0);
  const sequence = useRef(0);
  const focusRow = useRef<number | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const checked = useMemo(() => checkAnswers(answers), [answers]);
  const stale = result !== null && (!checked.ok || !sameRequest(result.request, checked.request));

  const price = useCallback(
    /** `reveal`: the visitor pressed "Calculate": the focus goes to the plans (below the form on a phone). */
    async (request: TravelPremiumRequest, query: string, reveal = false) => {
      const mine = ++sequence.current;
      setBusy(true);
      try {
        const response = await fetch(PREMIUMS_API, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(request),
        });
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { plans: TravelPlanPremium[]; ratingVersion: number };
        if (mine !== sequence.current) return;
        setResult({ plans: body.plans, ratingVersion: body.ratingVersion, request, query });
        setErrors({});
        // the answers in the address: a refresh or a shared link shows the same plans
        history.replaceState(history.state, "", `${path}?${query}`);
        if (reveal) requestAnimationFrame(() => resultHeading.current?.focus());
      } catch {
        if (mine !== sequence.current) return;
        setResult(null);
        setErrors({ form: "travel_premiums_unavailable" });
      } finally {
        if (mine === sequence.current) setBusy(false);
      }
    },
    [path],
  );

  useEffect(() => {
    if (!asked || (result !== null && !stale)) return;
    const timer = setTimeout(() => {
      if (!checked.ok) {
        setResult(null);
        setErrors(checked.errors);
        return;
      }
      void price(checked.request, answersQuery(answers, plan));
    }, REPRICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [asked, result, stale, checked, answers, plan, price]);

  useEffect(() => {
    if (focusRow.current === null) return;
    document.getElementById(`travel-age-${focusRow.current}`)?.focus();
    focusRow.current = null;
  }, [answers.travellers.length]);

  const change = (changes: Partial<TravelAnswers>) => setAnswers((now) => ({ ...now, ...changes }));

  function editRows(event: React.MouseEvent<HTMLButtonElement>, edit: TravellerEdit) {
    // with scripts the row changes here; without, the button sends the form with its value
    event.preventDefault();
    focusRow.current = "add" in edit ? answers.travellers.length : Math.max(0, edit.remove - 1);
    setAnswers((now) => editTravellers(now, edit));
    setErrors((now) => Object.fromEntries(Object.entries(now).filter(([field]) => !field.startsWith("traveller"))));
  }

  function calculate(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAsked(true);
    if (!checked.ok) {
      setResult(null);
      setErrors(checked.errors);
      const first = fieldControls(answers).find(([field]) => field in checked.errors);
      if (first) document.getElementById(first[1])?.focus();
      return;
    }
    setErrors({});
    void price(checked.request, answersQuery(answers, plan), true);
  }

  const length = answers.tripType === "single" ? tripLength(answers) : null;
  const plans = result && !stale ? result.plans : null;
  const chosenOffered = plan !== null && (result?.plans ?? []).some((p) => p.productKey === plan);
  const ordered = result
    ? [...result.plans].sort((a, b) => Number(b.productKey === plan) - Number(a.productKey === plan))
    : [];
  const nameOf = (p: TravelPlanPremium) => planNames[p.productKey] || p.planName;
  const status = !result
    ? t("travel_calculator_empty")
    : stale || busy
      ? t("travel_updating")
      : result.plans.length === 0
        ? t("travel_no_plans")
        : countOf("travel_plans_found", result.plans.length, lang, t);
  const error = (field: string) => (errors[field] ? `travel-${field}-error` : undefined);

  return (
    <div className="mx-auto max-w-6xl px-4 pb-12 lg:grid lg:grid-cols-[24rem_minmax(0,1fr)] lg:items-start lg:gap-10">
      <Form
        method="get"
        action={path}
        noValidate
        onSubmit={calculate}
        className="group space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        aria-labelledby="travel-form-heading"
        data-travel-calculator=""
      >
        {/* the form's default button: Enter in a field calculates, never adds or removes a traveller */}
        <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
          {t("travel_calculate")}
        </button>
        <div>
          <h2 id="travel-form-heading" className="text-xl font-bold text-brand-900">
            {t("travel_calculator_heading")}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t("travel_calculator_intro")}</p>
        </div>
        <FormAlert message={errors.form} />
        <input type="hidden" name={FORM_MARKER} value="1" />
        {plan && <input type="hidden" name="plan" value={plan} />}

        <fieldset aria-describedby={error("tripType")}>
          <legend className="text-base font-semibold text-slate-900">{t("travel_trip_type_legend")}</legend>
          <div className="mt-2 grid gap-2">
            {TRIP_TYPES.map((type) => (
              <div
                key={type}
                className="relative flex gap-3 rounded-xl border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  id={`travel-trip-${type}`}
                  name="tripType"
                  value={type}
                  checked={answers.tripType === type}
                  onChange={() => change({ tripType: type })}
                  aria-describedby={`travel-trip-${type}-hint`}
                  aria-invalid={errors.tripType ? true : undefined}
                  className="relative z-10 mt-0.5 size-5 shrink-0 accent-brand-700"
                />
                <div>
                  {/* the label covers the card, so a press anywhere on it chooses */}
                  <label
                    htmlFor={`travel-trip-${type}`}
                    className="block cursor-pointer font-semibold text-slate-900 after:absolute after:inset-0 after:content-['']"
                  >
                    {t(tripTypeKey(type))}
                  </label>
                  <p id={`travel-trip-${type}-hint`} className="text-sm text-slate-700">
                    {t(`${tripTypeKey(type)}_hint`)}
                  </p>
                </div>
              </div>
            ))}
          </div>
          <FieldError id="travel-tripType-error" message={errors.tripType} />
        </fieldset>

        <fieldset aria-describedby={described("travel-region-hint", error("region"))}>
          <legend className="text-base font-semibold text-slate-900">{t("travel_region_legend")}</legend>
          <p id="travel-region-hint" className="text-sm text-slate-700">
            {t("travel_region_hint")}
          </p>
          <div className="mt-2 grid gap-1">
            {TRAVEL_REGIONS.map((region) => (
              <label key={region} className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-900">
                <input
                  type="radio"
                  id={`travel-region-${region}`}
                  name="region"
                  value={region}
                  checked={answers.region === region}
                  onChange={() => change({ region })}
                  aria-invalid={errors.region ? true : undefined}
                  className="size-5 shrink-0 accent-brand-700"
                />
                {t(regionKey(region))}
              </label>
            ))}
          </div>
          <FieldError id="travel-region-error" message={errors.region} />
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <TextField
            id="travel-departure"
            name="departure"
            type="date"
            label={t("travel_departure_label")}
            error={errors.departure}
            min={today}
            value={answers.departure}
            onChange={(event) => change({ departure: event.target.value })}
          />
          {/* a single trip has a return date, an annual policy its longest trip: the trip type shows one (CSS, scripts or not) */}
          <div className="group-has-[#travel-trip-annual:checked]:hidden">
            <label htmlFor="travel-return" className="block text-sm font-semibold text-slate-900">
              {t("travel_return_label")}
            </label>
            <input
              id="travel-return"
              name="return"
              type="date"
              min={answers.departure || today}
              value={answers.return}
              onChange={(event) => change({ return: event.target.value })}
              aria-invalid={errors.return ? true : undefined}
              aria-describedby={described(length !== null && length >= 1 && "travel-trip-length", error("return"))}
              className={inputClass(Boolean(errors.return))}
            />
            <FieldError id="travel-return-error" message={errors.return} />
            {length !== null && length >= 1 && !errors.return && (
              <p id="travel-trip-length" className="mt-1 text-sm text-slate-700" data-trip-length={length}>
                {describeLength({ tripType: "single", days: length }, lang, t)}
              </p>
            )}
          </div>
          <TextField
            id="travel-days"
            name="days"
            className="hidden group-has-[#travel-trip-annual:checked]:block"
            label={t("travel_longest_trip_label")}
            hint={t("travel_longest_trip_hint")}
            error={errors.days}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={answers.days}
            onChange={(event) => change({ days: event.target.value.replace(/\D/g, "").slice(0, 3) })}
          />
        </div>

        <fieldset aria-describedby={described("travel-travellers-hint", error("travellers"))}>
          <legend className="text-base font-semibold text-slate-900">{t("travel_travellers_legend")}</legend>
          <p id="travel-travellers-hint" className="text-sm text-slate-700">
            {t("travel_travellers_hint", { max: MAX_TRAVELLERS })}
          </p>
          <p id="travel-age-hint" className="text-sm text-slate-700">
            {t("travel_age_hint", { min: TRAVELLER_AGE.min, max: TRAVELLER_AGE.max })}
          </p>
          <ol className="mt-3 space-y-3">
            {answers.travellers.map((age, i) => {
              const field = `traveller-${i}`;
              return (
                <li key={i} data-traveller-row={i}>
                  <label htmlFor={`travel-age-${i}`} className="block text-sm font-semibold text-slate-900">
                    {t("travel_traveller_age_label", { n: i + 1 })}
                  </label>
                  <div className="flex items-start gap-3">
                    <input
                      id={`travel-age-${i}`}
                      name="traveller"
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={3}
                      value={age}
                      onChange={(event) =>
                        change({
                          travellers: answers.travellers.map((a, j) =>
                            j === i ? event.target.value.replace(/\D/g, "").slice(0, 3) : a,
                          ),
                        })
                      }
                      aria-invalid={errors[field] ? true : undefined}
                      aria-describedby={described("travel-age-hint", error(field))}
                      className={`${inputClass(Boolean(errors[field]))} max-w-32`}
                    />
                    {answers.travellers.length > 1 && (
                      <button
                        type="submit"
                        name="traveller"
                        value={removeTraveller(i)}
                        onClick={(event) => editRows(event, { remove: i })}
                        aria-label={t("travel_remove_traveller", { n: i + 1 })}
                        className={`${secondaryButton} mt-1`}
                        data-remove-traveller={i}
                      >
                        {t("travel_remove")}
                      </button>
                    )}
                  </div>
                  <FieldError id={`travel-${field}-error`} message={errors[field]} />
                </li>
              );
            })}
          </ol>
          {answers.travellers.length < MAX_TRAVELLERS && (
            <button
              type="submit"
              name="traveller"
              value={ADD_TRAVELLER}
              onClick={(event) => editRows(event, { add: true })}
              className={`${secondaryButton} mt-3`}
              data-add-traveller=""
            >
              <span aria-hidden="true" className="mr-1">
                +
              </span>
              {t("travel_add_traveller")}
            </button>
          )}
          <FieldError id="travel-travellers-error" message={errors.travellers} />
        </fieldset>

        <fieldset aria-describedby={described("travel-si-hint", error("sumInsured"))}>
          <legend className="text-base font-semibold text-slate-900">{t("travel_si_legend")}</legend>
          <p id="travel-si-hint" className="text-sm text-slate-700">
            {t("travel_si_hint")}
          </p>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {TRAVEL_SUMS_INSURED.map((amount) => (
              <label
                key={amount}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  id={`travel-si-${amount}`}
                  name="sumInsured"
                  value={amount}
                  checked={answers.sumInsured === String(amount)}
                  onChange={() => change({ sumInsured: String(amount) })}
                  aria-invalid={errors.sumInsured ? true : undefined}
                  className="size-5 shrink-0 accent-brand-700"
                />
                {formatUsd(amount, lang, t)}
              </label>
            ))}
          </div>
          <FieldError id="travel-sumInsured-error" message={errors.sumInsured} />
        </fieldset>

        <button type="submit" className={`${primaryButton} w-full`} disabled={busy} data-calculate="">
          {t("travel_calculate")}
        </button>
      </Form>

      <section
        aria-labelledby="travel-result-heading"
        aria-busy={busy || stale}
        className="mt-8 lg:mt-0"
        data-travel-result={plans ? plans.length : ""}
      >
        <h2
          id="travel-result-heading"
          ref={resultHeading}
          tabIndex={-1}
          className="scroll-mt-24 text-xl font-bold text-brand-900 focus:outline-none"
        >
          {t("travel_plans_heading")}
        </h2>
        <p role="status" className="mt-1 text-slate-700" data-travel-status="">
          {status}
        </p>
        {plan && result && !stale && !chosenOffered && (
          <p className="mt-3 rounded-xl bg-amber-50 p-4 text-amber-900" data-plan-not-offered="">
            {t("travel_plan_not_offered", { plan: planNames[plan] ?? plan })}
          </p>
        )}
        {result && result.plans.length > 0 && (
          <ul className={`mt-4 grid items-start gap-4 md:grid-cols-2 ${stale ? "opacity-50" : ""}`}>
            {ordered.map((p) => (
              <PlanCard
                key={p.productKey}
                plan={p}
                name={nameOf(p)}
                lang={lang}
                chosen={p.productKey === plan}
                buyHref={null}
              />
            ))}
          </ul>
        )}
        {plans && plans.length > 0 && result && (
          <>
            <p className="mt-4 text-xs text-slate-600">{t("travel_rating_note", { version: result.ratingVersion })}</p>
            <SaveQuoteForm
              actionUrl={`${path}?${result.query}`}
              plans={ordered.map((p) => ({ key: p.productKey, name: nameOf(p), premium: p.totalPremium }))}
              defaultPlan={chosenOffered && plan ? plan : (ordered[0]?.productKey ?? "")}
              action={action}
              lang={lang}
            />
          </>
        )}
      </section>
    </div>
  );
}
