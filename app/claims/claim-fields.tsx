/**
 * The claim forms' fields (issue 14): radio groups, a select, a text area,
 * with their hints and errors linked for assistive technology, in the shape
 * of the shared text field (app/ui/form-parts.tsx). Values are uncontrolled
 * (`defaultValue`), so a form posted without scripts comes back as sent.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { fieldProblems } from "@contracts/claims/claim-rules";
import { usePhrases } from "~/i18n/phrases";
import { deferredModule, submitWhenLoaded, type DeferredModule } from "~/ui/deferred-module";
import { FieldError, inputClass } from "~/ui/form-parts";

const labelClass = "block text-sm font-semibold text-slate-900";

function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

export function RadioGroup({
  id,
  name,
  legend,
  options,
  value,
  error,
  onChange,
}: {
  id: string;
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm font-medium text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-brand-700"
              data-field={name}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

export function SelectField({
  id,
  name,
  label,
  defaultValue,
  error,
  children,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, false, Boolean(error))}
        className={inputClass(Boolean(error))}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A text area with a count of the characters left (plural through Intl.PluralRules). */
export function TextAreaField({
  id,
  name,
  label,
  hint,
  defaultValue = "",
  maxLength,
  lang,
  error,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  defaultValue?: string;
  maxLength: number;
  lang: string;
  error?: string;
}) {
  const t = usePhrases();
  const [length, setLength] = useState(defaultValue.length);
  const left = Math.max(0, maxLength - length);
  const plural = new Intl.PluralRules(lang).select(left) === "one" ? "one" : "other";
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      <textarea
        id={id}
        name={name}
        rows={5}
        defaultValue={defaultValue}
        maxLength={maxLength}
        onChange={(e) => setLength(e.target.value.length)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, true, Boolean(error))}
        className={inputClass(Boolean(error))}
      />
      <p className="mt-1 text-right text-xs text-slate-600" aria-live="polite">
        {t(`claim_characters_left_${plural}`, { count: new Intl.NumberFormat("en-IN").format(left) })}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Move the focus to the first field a refusal names (after a post without scripts, or the browser's check). */
export function focusFirstProblem(
  form: HTMLFormElement | null,
  order: readonly string[],
  problems: Record<string, string>,
) {
  const first = order.find((field) => problems[field]);
  if (!first || !form) return;
  const element = form.querySelector<HTMLElement>(`[name="${first}"]`);
  element?.focus();
}

type Issues = readonly { path: readonly PropertyKey[]; message: string }[];

/** The claim forms' schemas, loaded when a visitor first focuses or touches a form (decision 068). */
export const claimSchemas = deferredModule(() => import("@contracts/claims/claim-schema"));

/**
 * A claim page's form: the problems of a refusal shown and the first one focused, the browser's
 * own check with the page's schema before a post (`issuesOf` answers null when the form is
 * right), and the focus moved to the answer once there is one. `order` is the fields' order on
 * the page, a constant of the module. The schema's module loads on the form's first focus or
 * touch (`loadChecks`); a form sent before it has arrived waits for it (`submitWhenLoaded`).
 */
export function useClaimForm<M, A extends HTMLElement = HTMLElement>(
  order: readonly string[],
  refused: { problems: Record<string, string> } | null,
  answer: object | null,
  schemas: DeferredModule<M>,
  issuesOf: (schemas: M, form: HTMLFormElement) => Issues | null,
) {
  const [problems, setProblems] = useState<Record<string, string>>(refused?.problems ?? {});
  const formRef = useRef<HTMLFormElement>(null);
  const answerRef = useRef<A>(null);
  useEffect(() => {
    setProblems(refused?.problems ?? {});
    if (refused) focusFirstProblem(formRef.current, order, refused.problems);
  }, [refused, order]);
  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer]);
  const check = (event: FormEvent<HTMLFormElement>) => {
    const loaded = schemas.current;
    if (!loaded) return submitWhenLoaded(event, schemas);
    const issues = issuesOf(loaded, event.currentTarget);
    if (!issues) {
      setProblems({});
      return;
    }
    event.preventDefault();
    const found = fieldProblems(issues);
    setProblems(found);
    focusFirstProblem(event.currentTarget, order, found);
  };
  const loadChecks = () => void schemas.start().catch(() => undefined);
  return { problems, formRef, answerRef, check, loadChecks };
}

/** The issues of a schema's check of a form's fields, or null when they pass. */
export function formIssues(
  schema: { safeParse(value: unknown): { success: true } | { success: false; error: { issues: Issues } } },
  values: unknown,
): Issues | null {
  const parsed = schema.safeParse(values);
  return parsed.success ? null : parsed.error.issues;
}
