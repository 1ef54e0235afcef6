/** The lead form inline on a page (product pages, spec 4 "Lead form"), under its own heading. */
import { useId } from "react";
import { usePhrases } from "~/i18n/phrases";
import { LeadForm } from "./lead-form";

/** `id`: the anchor a page links to ("request a call-back" on products without a quote journey). */
export function LeadFormCard({ className = "", id }: { className?: string; id?: string }) {
  const t = usePhrases();
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`rounded-2xl border border-brand-100 bg-white p-6 shadow-lg ${className}`}
    >
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {t("lead_inline_title")}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-700">{t("lead_intro")}</p>
      <LeadForm variant="inline" labelledBy={headingId} />
    </section>
  );
}
