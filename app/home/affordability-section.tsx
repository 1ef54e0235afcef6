import { usePhrases } from "~/i18n/phrases";
import type { Feature } from "./home-content";
import { SectionHeading } from "./home-section";
import { LazyImage } from "~/ui/content-image";

/** Affordability (spec 2): three columns. */
export function AffordabilitySection({ items }: { items: Feature[] }) {
  const t = usePhrases();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="home-afford-title" className="mx-auto max-w-6xl px-4 pt-16 pb-4 sm:pt-20">
      <SectionHeading id="home-afford-title" eyebrow={t("home_afford_eyebrow")} title={t("home_afford_title")} />
      <ul className="grid gap-5 md:grid-cols-3" data-home-affordability="">
        {items.map((item) => (
          <li
            key={item.title}
            className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 md:flex-col md:p-6"
          >
            {item.image && <LazyImage image={item.image} className="size-16 shrink-0 md:size-20" />}
            <div>
              <h3 className="text-lg font-bold text-brand-900">{item.title}</h3>
              <p className="mt-1.5 text-slate-700">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
