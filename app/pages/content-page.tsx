import { Breadcrumbs } from "~/layout/breadcrumbs";
import { usePhrases } from "~/i18n/phrases";
import type { PageSeo } from "~/seo/page-seo";
import { FaqDetails } from "~/ui/faq-details";

export function PageHero({ seo, children }: { seo: PageSeo; children?: React.ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-10">
        <Breadcrumbs items={seo.breadcrumbs} />
        <h1 className="mt-6 text-3xl font-bold text-brand-900 sm:text-4xl">{seo.heading}</h1>
        {children}
      </div>
    </div>
  );
}

export function FaqList({ items }: { items: { question: string; answer: string }[] }) {
  const t = usePhrases();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading" className="mt-10">
      <h2 id="faq-heading" className="text-2xl font-bold text-brand-900">
        {t("content_faqs")}
      </h2>
      <FaqDetails faqs={items} className="mt-4" />
    </section>
  );
}

/** The "Need help?" box with the helpline, at the foot of content and help pages. */
export function NeedHelp() {
  const t = usePhrases();
  return (
    <aside className="mt-10 rounded-xl border border-brand-100 bg-brand-50 p-6">
      <h2 className="text-lg font-bold text-brand-900">{t("content_need_help")}</h2>
      <p className="mt-1 text-slate-700">{t("content_helpline_text")}</p>
    </aside>
  );
}
