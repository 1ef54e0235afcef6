/** Small pieces the health journey's forms share: field errors, labels, buttons. */
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
