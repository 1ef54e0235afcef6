import { usePhrases } from "~/i18n/phrases";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import { Carousel } from "~/ui/carousel/carousel";
import { AWARDS_CAROUSEL } from "~/ui/carousel/carousel-config";
import type { Award } from "./home-content";
import { SectionHeading } from "./home-section";
import { LazyImage } from "~/ui/content-image";

/** Awards carousel (spec 2, spec 9: 1 / 2 / 3 items from 0 / 768 / 1024 px, margin 30, nav and dots). */
export function AwardsSection({ awards, lang }: { awards: Award[]; lang: Lang }) {
  const t = usePhrases();
  if (awards.length === 0) return null;
  const title = t("home_awards_title");
  return (
    <section aria-labelledby="home-awards-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <SectionHeading
        id="home-awards-title"
        eyebrow={t("home_awards_eyebrow")}
        title={title}
        action={{ href: localizePath("/awards", lang), label: t("home_awards_all") }}
      />
      <Carousel
        config={AWARDS_CAROUSEL}
        label={title}
        testId="awards"
        className="h-full"
        slides={awards.map((award) => (
          <article
            key={award.name}
            className="flex h-full items-center gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            {award.image && <LazyImage image={award.image} className="size-24 shrink-0" />}
            <div>
              <h3 className="font-bold text-brand-900">{award.awardFor}</h3>
              <p className="mt-1 text-sm text-slate-600">{award.name}</p>
            </div>
          </article>
        ))}
      />
    </section>
  );
}
