import { usePhrases } from "~/i18n/phrases";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import { Carousel } from "~/ui/carousel/carousel";
import { TESTIMONIALS_CAROUSEL } from "~/ui/carousel/carousel-config";
import type { ReviewRating, Testimonial } from "./home-content";
import { SectionHeading } from "./home-section";
import { LazyImage } from "~/ui/content-image";
import { Icon } from "~/ui/icon";

/** A rating out of five: a row of grey stars, and over it the row in colour, as wide as the rating. */
function Stars({ rating }: { rating: number }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span aria-hidden="true" className="relative block h-4 w-20 text-slate-300">
      <Icon name="stars" className="h-4 w-20" />
      <span className="absolute inset-y-0 left-0 overflow-hidden text-accent-500" style={{ width: `${percent}%` }}>
        <Icon name="stars" className="h-4 w-20" />
      </span>
    </span>
  );
}

/** Customer testimonials slider (spec 2), with the app and review ratings above it. */
export function TestimonialsSection({
  testimonials,
  ratings,
  lang,
}: {
  testimonials: Testimonial[];
  ratings: ReviewRating[];
  lang: Lang;
}) {
  const t = usePhrases();
  if (testimonials.length === 0) return null;
  const title = t("home_testimonials_title");
  return (
    <section aria-labelledby="home-testimonials-title" className="mt-16 bg-brand-50 py-16 sm:mt-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="home-testimonials-title"
          eyebrow={t("home_testimonials_eyebrow")}
          title={title}
          action={{ href: localizePath("/about-us/testimonials", lang), label: t("home_testimonials_all") }}
        />
        {ratings.length > 0 && (
          <ul className="mb-8 grid grid-cols-3 gap-2 sm:gap-3" aria-label={t("home_ratings_label")}>
            {ratings.map((r) => (
              <li
                key={r.source}
                className="flex flex-col items-center gap-1 rounded-xl bg-white px-2 py-3 text-center shadow-sm sm:flex-row sm:gap-3 sm:px-4 sm:text-left"
              >
                <span aria-hidden="true" className="text-2xl font-bold text-brand-900 sm:text-3xl">
                  {r.rating.toFixed(1)}
                </span>
                <span className="flex min-w-0 flex-col items-center sm:items-start">
                  <span className="sr-only">{t("home_rating_sr", { rating: r.rating.toFixed(1) })} </span>
                  <Stars rating={r.rating} />
                  <span className="mt-0.5 block text-xs text-slate-700 sm:text-sm">
                    {t("home_rating_reviews", { source: r.source, count: r.reviewCount })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
        <Carousel
          config={TESTIMONIALS_CAROUSEL}
          label={title}
          testId="testimonials"
          className="h-full"
          slides={testimonials.map((item) => (
            <figure key={item.id} className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm">
              <Icon name="quote" className="h-6 w-8 text-accent-400" />
              <blockquote className="mt-4 grow text-slate-800">
                <p>{item.message}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-4">
                {item.image && <LazyImage image={item.image} className="size-12 rounded-full" />}
                <span>
                  <span className="block font-semibold text-brand-900">{item.clientName}</span>
                  {item.category && <span className="block text-sm text-slate-600">{item.category}</span>}
                </span>
              </figcaption>
            </figure>
          ))}
        />
      </div>
    </section>
  );
}
