import { usePhrases } from "~/i18n/phrases";
import { Carousel } from "~/ui/carousel/carousel";
import { TRUST_CAROUSEL } from "~/ui/carousel/carousel-config";
import type { TrustFigure } from "./home-content";
import { SectionHeading } from "./home-section";

/** The trust-figures carousel (spec 9: 1 / 2 / 3 items, looping, autoplay at the smallest size). */
export function TrustFiguresSection({ figures }: { figures: TrustFigure[] }) {
  const t = usePhrases();
  if (figures.length === 0) return null;
  const title = t("home_trust_title");
  return (
    <section aria-labelledby="home-trust-title" className="bg-brand-900 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="home-trust-title" eyebrow={t("home_trust_eyebrow")} title={title} tone="dark" />
        <Carousel
          config={TRUST_CAROUSEL}
          label={title}
          tone="dark"
          testId="trust"
          className="h-full"
          slides={figures.map((figure) => (
            <div key={figure.id} className="h-full rounded-2xl border border-white/15 bg-white/5 p-6">
              <p className="text-4xl font-bold text-accent-400 sm:text-5xl">{figure.number}</p>
              <h3 className="mt-3 text-lg font-bold">{figure.title}</h3>
              <p className="mt-1.5 text-brand-100">{figure.description}</p>
            </div>
          ))}
        />
      </div>
    </section>
  );
}
