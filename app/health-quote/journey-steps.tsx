/**
 * Steps 1-5 of the health quote journey (issue 11). Each is a real form that
 * posts to its route's action (so it works before hydration and without
 * scripts); with scripts, the spec 4 reducer updates the form in place as
 * the visitor clicks (member toggles, child counts, cover choices), and the
 * post carries what it shows.
 */
import { useEffect, useReducer, useState } from "react";
import { Form, useNavigation } from "react-router";
import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";
import { cityTypeOfPincode, isPincode } from "@contracts/health/city-zone";
import { mobileInput } from "@contracts/lead/lead-rules";
import {
  ADULT_MEMBERS,
  COVERAGE_CHOICES,
  COVERAGE_NONE,
  MAX_AGE,
  MAX_CHILDREN,
  MIN_AGE,
  PARENTS_MIN_AGE,
  SI_RANGES,
  memberCounts,
  type ChildMember,
  type CoverageValue,
} from "@contracts/health/health-quote";
import { healthQuoteReducer, initialHealthQuote } from "@contracts/health/health-quote-reducer";
import {
  HEALTH_STEP_PATHS,
  answersFromForm,
  journeyQuery,
  type JourneyAnswers,
} from "@contracts/health/health-journey";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import { FieldError, FormAlert, inputClass, primaryButton } from "~/ui/form-parts";
import { describeMembers, formatSiRange } from "./quote-format";

export interface StepAction {
  errors: Record<string, string>;
  values: { name: string; email: string; mobile: string } | null;
}

const STEP_TITLES = [
  "health_step_members",
  "health_step_age",
  "health_step_cover",
  "health_step_coverage",
  "health_step_contact",
  "health_step_plans",
] as const;

/** Where the visitor is: six steps, the current one marked for assistive technology. */
export function StepProgress({ step }: { step: number }) {
  const t = usePhrases();
  return (
    <nav aria-label={t("health_progress_label")} className="mt-4">
      <p className="text-sm font-semibold text-brand-900">{t("health_step_of", { step, total: STEP_TITLES.length })}</p>
      <ol className="mt-2 grid grid-cols-6 gap-1.5" data-step-progress="">
        {STEP_TITLES.map((key, i) => (
          <li key={key} aria-current={i + 1 === step ? "step" : undefined} className="min-w-0">
            <span
              className={`block h-1.5 rounded-full ${i + 1 <= step ? "bg-brand-700" : "bg-slate-300"}`}
              aria-hidden="true"
            />
            <span
              className={`mt-1 hidden truncate text-xs sm:block ${i + 1 === step ? "font-bold text-brand-900" : "text-slate-600"}`}
            >
              {t(key)}
            </span>
            <span className="sr-only sm:hidden">{t(key)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The answers so far, each with a link back to its step. */
function AnswersSoFar({ answers, step, lang }: { answers: JourneyAnswers; step: number; lang: Lang }) {
  const t = usePhrases();
  const rows: { step: 1 | 2 | 3 | 4; label: string; value: string }[] = [
    { step: 1, label: t("health_summary_members"), value: describeMembers(answers.members, lang, t) },
    { step: 2, label: t("health_summary_age"), value: answers.age ? String(answers.age) : "" },
    {
      step: 3,
      label: t("health_summary_cover"),
      value: answers.pincode ? `${formatSiRange(answers.si, lang, t)} · ${answers.pincode}` : "",
    },
    {
      step: 4,
      label: t("health_summary_coverage"),
      value: answers.coverage.map((c) => t(`health_cover_${COVERAGE_CHOICES[c]}`)).join(", "),
    },
  ];
  const shown = rows.filter((row) => row.step < step && row.value);
  if (!shown.length) return null;
  return (
    <aside aria-labelledby="answers-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
      <h2 id="answers-heading" className="font-bold text-brand-900">
        {t("health_summary_title")}
      </h2>
      <dl className="mt-2 space-y-2">
        {shown.map((row) => (
          <div key={row.step} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="flex items-baseline gap-2 font-semibold text-slate-900">
              {row.value}
              <SiteLink
                to={`${localizePath(HEALTH_STEP_PATHS[row.step], lang)}${journeyQuery(answers)}`}
                className="text-xs font-semibold text-brand-700 underline"
                aria-label={t("health_change_step", { step: row.label })}
              >
                {t("health_change")}
              </SiteLink>
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

/** The form of a step: posts to this address (with the answers so far in its query). */
function StepForm({
  step,
  answers,
  lang,
  children,
  submitLabel,
}: {
  step: 1 | 2 | 3 | 4 | 5;
  answers: JourneyAnswers;
  lang: Lang;
  children: React.ReactNode;
  submitLabel?: string;
}) {
  const t = usePhrases();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const path = localizePath(HEALTH_STEP_PATHS[step], lang);
  const action = `${path}${journeyQuery(answers)}`;
  // this step's address takes the answers being sent, so that back from the next step shows them again
  const keepAnswers = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const sent = answersFromForm(new FormData(event.currentTarget, submitter), answers);
    window.history.replaceState(window.history.state, "", `${path}${journeyQuery(sent)}`);
  };
  return (
    <Form
      method="post"
      action={action}
      noValidate
      onSubmit={keepAnswers}
      className="space-y-6"
      data-health-step={step}
      aria-labelledby="step-heading"
    >
      {/* Enter in a field continues (the first submit button of a form is its default) */}
      <button type="submit" name="intent" value="next" className="sr-only" tabIndex={-1} aria-hidden="true" />
      {children}
      <div className="flex flex-wrap items-center gap-4 pt-2">
        <button
          type="submit"
          name="intent"
          value="next"
          className={primaryButton}
          disabled={busy}
          data-step-continue=""
        >
          {submitLabel ?? t("health_continue")}
        </button>
        {step > 1 && (
          <SiteLink
            to={`${localizePath(HEALTH_STEP_PATHS[(step - 1) as 1], lang)}${journeyQuery(answers)}`}
            className="font-semibold text-brand-700 underline"
          >
            {t("health_back")}
          </SiteLink>
        )}
      </div>
    </Form>
  );
}

export function JourneyStep({
  step,
  answers,
  lang,
  action,
}: {
  step: 1 | 2 | 3 | 4 | 5;
  answers: JourneyAnswers;
  lang: Lang;
  action: StepAction | null;
}) {
  const t = usePhrases();
  const errors = action?.errors ?? {};
  return (
    <div className="mx-auto max-w-6xl px-4 pb-12 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
      <section className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id="step-heading" className="text-2xl font-bold text-brand-900">
          {t(`health_step${step}_heading`)}
        </h2>
        <p className="mt-1 text-slate-700">{t(`health_step${step}_intro`)}</p>
        <div className="mt-6">
          {step === 1 && <MembersStep answers={answers} lang={lang} errors={errors} />}
          {step === 2 && <AgeStep answers={answers} lang={lang} errors={errors} />}
          {step === 3 && <CoverStep answers={answers} lang={lang} errors={errors} />}
          {step === 4 && <CoverageStep answers={answers} lang={lang} errors={errors} />}
          {step === 5 && <ContactStep answers={answers} lang={lang} action={action} />}
        </div>
      </section>
      <div className="mt-6 lg:mt-0">
        <AnswersSoFar answers={answers} step={step} lang={lang} />
      </div>
    </div>
  );
}

type StepProps = { answers: JourneyAnswers; lang: Lang; errors: Record<string, string> };

/** Step 1: who is to be insured (spec 3 members; spec 4 toggles and child counts). */
function MembersStep({ answers, lang, errors }: StepProps) {
  const t = usePhrases();
  const [state, dispatch] = useReducer(healthQuoteReducer, answers, (a) => initialHealthQuote(a));
  const members = state.params.members;
  const { children } = memberCounts(members);
  const count = (child: ChildMember) => members.filter((m) => m === child).length;
  return (
    <StepForm step={1} answers={answers} lang={lang}>
      <input type="hidden" name="members-form" value="1" />
      <fieldset aria-describedby={errors.members ? "members-error" : undefined}>
        <legend className="text-base font-semibold text-slate-900">{t("health_members_legend")}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {ADULT_MEMBERS.map((member) => (
            <label
              key={member}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                name="member"
                value={member}
                checked={members.includes(member)}
                onChange={() => dispatch({ type: "toggleMember", member })}
                className="size-5 accent-brand-700"
              />
              <span className="font-medium text-slate-900">{t(`health_member_${member}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id="members-error" message={errors.members} />
      </fieldset>
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">{t("health_children_legend")}</legend>
        <p className="text-sm text-slate-600">{t("health_children_hint", { max: MAX_CHILDREN })}</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {(["Daughter", "Son"] as const).map((child) => (
            <ChildCounter
              key={child}
              child={child}
              count={count(child)}
              canAdd={children < MAX_CHILDREN}
              onAdd={() => dispatch({ type: "addChild", child })}
              onRemove={() => dispatch({ type: "removeChild", child })}
            />
          ))}
        </div>
      </fieldset>
      <p className="text-sm text-slate-700" aria-live="polite" data-members-summary="">
        {t("health_members_chosen", { members: describeMembers(members, lang, t) })}
      </p>
    </StepForm>
  );
}

function ChildCounter({
  child,
  count,
  canAdd,
  onAdd,
  onRemove,
}: {
  child: ChildMember;
  count: number;
  canAdd: boolean;
  onAdd: () => void;
  onRemove: () => void;
}) {
  const t = usePhrases();
  const name = child === "Daughter" ? "daughters" : "sons";
  const label = t(`health_member_${child}_plural`);
  // without scripts each button posts its intent and the action answers the same step with the new count
  const press = (run: () => void) => (event: React.MouseEvent) => {
    event.preventDefault();
    run();
  };
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-300 px-4 py-2">
      <span className="font-medium text-slate-900" id={`${name}-label`}>
        {label}
      </span>
      <input type="hidden" name={name} value={count} />
      <div className="flex items-center gap-2">
        <button
          type="submit"
          name="intent"
          value={`remove:${child}`}
          onClick={press(onRemove)}
          disabled={count === 0}
          aria-label={t("health_remove_child", { child: label })}
          className="grid size-11 place-items-center rounded-full border border-slate-400 text-xl font-bold text-brand-900 disabled:opacity-40"
          data-child-remove={child}
        >
          −
        </button>
        <output
          aria-labelledby={`${name}-label`}
          aria-live="polite"
          className="w-6 text-center text-lg font-bold"
          data-child-count={child}
        >
          {count}
        </output>
        <button
          type="submit"
          name="intent"
          value={`add:${child}`}
          onClick={press(onAdd)}
          disabled={!canAdd}
          aria-label={t("health_add_child", { child: label })}
          className="grid size-11 place-items-center rounded-full border border-slate-400 text-xl font-bold text-brand-900 disabled:opacity-40"
          data-child-add={child}
        >
          +
        </button>
      </div>
    </div>
  );
}

/** Step 2: the eldest member's age (spec 4: under 36, no parents). */
function AgeStep({ answers, lang, errors }: StepProps) {
  const t = usePhrases();
  const [age, setAge] = useState(answers.age ? String(answers.age) : "");
  const value = Number(age);
  const parents = answers.members.some((m) => ["Father", "Mother", "Father_in_law", "Mother_in_law"].includes(m));
  const dropsParents = parents && age !== "" && value >= MIN_AGE && value < PARENTS_MIN_AGE;
  const described = [errors.age ? "age-error" : "", "age-hint", dropsParents ? "age-parents" : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <StepForm step={2} answers={answers} lang={lang}>
      <div>
        <label htmlFor="health-age" className="block text-base font-semibold text-slate-900">
          {t("health_age_label")}
        </label>
        <p id="age-hint" className="text-sm text-slate-600">
          {t("health_age_hint", { min: MIN_AGE, max: MAX_AGE })}
        </p>
        <input
          id="health-age"
          name="age"
          type="number"
          inputMode="numeric"
          min={MIN_AGE}
          max={MAX_AGE}
          value={age}
          onChange={(event) => setAge(event.target.value.replace(/\D/g, "").slice(0, 2))}
          aria-invalid={errors.age ? true : undefined}
          aria-describedby={described}
          className={`${inputClass(Boolean(errors.age))} max-w-40`}
        />
        <FieldError id="age-error" message={errors.age} />
        {dropsParents && (
          <p id="age-parents" className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="status">
            {t("health_age_parents_removed", { age: PARENTS_MIN_AGE })}
          </p>
        )}
      </div>
    </StepForm>
  );
}

/** Step 3: sum insured and city (the pincode gives the city type). */
function CoverStep({ answers, lang, errors }: StepProps) {
  const t = usePhrases();
  const [pincode, setPincode] = useState(answers.pincode);
  const zone = isPincode(pincode) ? cityTypeOfPincode(pincode) : null;
  return (
    <StepForm step={3} answers={answers} lang={lang}>
      <fieldset aria-describedby={errors.si ? "si-error" : undefined}>
        <legend className="text-base font-semibold text-slate-900">{t("health_si_legend")}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {SI_RANGES.map((range) => (
            <label
              key={range}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="si"
                value={range}
                defaultChecked={answers.si === range}
                className="size-5 accent-brand-700"
              />
              <span className="font-medium text-slate-900">{formatSiRange(range, lang, t)}</span>
            </label>
          ))}
        </div>
        <FieldError id="si-error" message={errors.si} />
      </fieldset>
      <div>
        <label htmlFor="health-pincode" className="block text-base font-semibold text-slate-900">
          {t("health_pincode_label")}
        </label>
        <p id="pincode-hint" className="text-sm text-slate-600">
          {t("health_pincode_hint")}
        </p>
        <input
          id="health-pincode"
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={pincode}
          onChange={(event) => setPincode(event.target.value.replace(/\D/g, "").slice(0, 6))}
          aria-invalid={errors.pincode ? true : undefined}
          aria-describedby={[errors.pincode ? "pincode-error" : "", "pincode-hint", "pincode-zone"]
            .filter(Boolean)
            .join(" ")}
          className={`${inputClass(Boolean(errors.pincode))} max-w-48`}
        />
        <FieldError id="pincode-error" message={errors.pincode} />
        <p id="pincode-zone" aria-live="polite" className="mt-2 text-sm text-slate-700" data-city-zone={zone ?? ""}>
          {zone ? t(`health_zone_${zone}`) : ""}
        </p>
      </div>
    </StepForm>
  );
}

/** Step 4: optional covers, or none (spec 4: toggle drops "none"; skip sets it alone). */
function CoverageStep({ answers, lang, errors }: StepProps) {
  const t = usePhrases();
  const [state, dispatch] = useReducer(healthQuoteReducer, answers, (a) => initialHealthQuote(a));
  const coverage = state.params.coverage;
  return (
    <StepForm step={4} answers={answers} lang={lang}>
      <input type="hidden" name="coverage-form" value="1" />
      <fieldset aria-describedby={errors.coverage ? "coverage-error" : undefined}>
        <legend className="text-base font-semibold text-slate-900">{t("health_coverage_legend")}</legend>
        <div className="mt-3 grid gap-3">
          {([1, 2, 3, 4] as CoverageValue[]).map((value) => (
            <label
              key={value}
              className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 px-4 py-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                name="coverage"
                value={value}
                checked={coverage.includes(value)}
                onChange={() => dispatch({ type: "toggleCoverage", value })}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <span>
                <span className="block font-medium text-slate-900">
                  {t(`health_cover_${COVERAGE_CHOICES[value as 1]}`)}
                </span>
                <span className="block text-sm text-slate-600">
                  {t(`health_cover_${COVERAGE_CHOICES[value as 1]}_hint`)}
                </span>
              </span>
            </label>
          ))}
        </div>
        {coverage.includes(COVERAGE_NONE) && <input type="hidden" name="coverage" value={COVERAGE_NONE} />}
        <FieldError id="coverage-error" message={errors.coverage} />
      </fieldset>
      <button
        type="submit"
        name="intent"
        value="skip"
        className="font-semibold text-brand-700 underline"
        data-coverage-skip=""
      >
        {t("health_coverage_skip")}
      </button>
    </StepForm>
  );
}

/** Step 5: contact details (spec 3 name, email, mobile, pincode, agree; spec 5 rules). */
function ContactStep({ answers, lang, action }: { answers: JourneyAnswers; lang: Lang; action: StepAction | null }) {
  const t = usePhrases();
  const errors = action?.errors ?? {};
  const [mobile, setMobile] = useState(action?.values?.mobile ?? "");
  useEffect(() => {
    if (action?.values) setMobile(action.values.mobile);
  }, [action]);
  const field = (name: "name" | "email" | "mobile", label: string, input: React.ReactNode, hint?: string) => (
    <div>
      <label htmlFor={`health-${name}`} className="block text-base font-semibold text-slate-900">
        {label}
      </label>
      {hint && (
        <p id={`${name}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {input}
      <FieldError id={`${name}-error`} message={errors[name]} />
    </div>
  );
  const describedBy = (name: string, hint = false) =>
    [errors[name] ? `${name}-error` : "", hint ? `${name}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <StepForm step={5} answers={answers} lang={lang} submitLabel={t("health_see_plans")}>
      <FormAlert message={errors.form} />
      {field(
        "name",
        t("health_name_label"),
        <input
          id="health-name"
          name="name"
          autoComplete="name"
          defaultValue={action?.values?.name ?? ""}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy("name")}
          className={inputClass(Boolean(errors.name))}
        />,
      )}
      {field(
        "mobile",
        t("health_mobile_label"),
        <input
          id="health-mobile"
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={mobile}
          onChange={(event) => setMobile(mobileInput(event.target.value))}
          aria-invalid={errors.mobile ? true : undefined}
          aria-describedby={describedBy("mobile")}
          className={`${inputClass(Boolean(errors.mobile))} max-w-64`}
        />,
      )}
      {field(
        "email",
        t("health_email_label"),
        <input
          id="health-email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={action?.values?.email ?? ""}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("email", true)}
          className={inputClass(Boolean(errors.email))}
        />,
        t("health_email_hint"),
      )}
      <p className="text-sm text-slate-700">{t("health_pincode_shown", { pincode: answers.pincode })}</p>
      <div>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            name="agree"
            value="1"
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? "agree-error" : undefined}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <span>{t("health_agree_label")}</span>
        </label>
        <FieldError id="agree-error" message={errors.agree} />
      </div>
    </StepForm>
  );
}
