/**
 * Questions and answers as native disclosure widgets (`<details>`), each
 * answer under its question: the FAQ page's topics, every page's FAQs and
 * the insurance-awareness section's share it. Works without scripts.
 */
export function FaqDetails({
  faqs,
  open,
  className = "mt-2",
}: {
  faqs: readonly { question: string; answer: string }[];
  /** every answer shown (a search's results) */
  open?: boolean;
  className?: string;
}) {
  return (
    <div className={`${className} divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white`}>
      {faqs.map((faq) => (
        <details key={faq.question} className="group p-4" open={open || undefined} data-faq-question="">
          <summary className="cursor-pointer font-semibold text-slate-900 marker:text-brand-700">
            {faq.question}
          </summary>
          <p className="mt-2 whitespace-pre-line text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
