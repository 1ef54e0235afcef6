/** Small pieces the site's forms share: field errors, form alerts, input and button styles. */
import { usePhrases } from "~/i18n/phrases";

export const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 ${
    invalid ? "border-red-700" : "border-slate-400"
  }`;

export const primaryButton =
  "inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 disabled:opacity-60";
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700";

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const t = usePhrases();
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700" data-field-error="">
      {t(message)}
    </p>
  );
}

export function FormAlert({ message }: { message: string | undefined }) {
  const t = usePhrases();
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
      {t(message)}
    </p>
  );
}

/**
 * A labelled text input with its hint and its error, linked for assistive
 * technology (aria-describedby, aria-invalid): the one shape of the quote
 * and self-service forms' text fields. Other input attributes pass through.
 */
export function TextField({
  id,
  label,
  hint,
  error,
  className,
  labelClassName = "block text-sm font-semibold text-slate-900",
  ...input
}: React.InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** A translation keyword (or text) of what is wrong with the value. */
  error?: string;
  labelClassName?: string;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClass(Boolean(error))}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
