import { useId } from "react";
import { usePhrases } from "~/i18n/phrases";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import { Carousel } from "~/ui/carousel/carousel";
import { TESTIMONIALS_CAROUSEL } from "~/ui/carousel/carousel-config";
import type { ReviewRating, Testimonial } from "./home-content";
import { LazyImage, SectionHeading } from "./home-section";

function Stars({ rating }: { rating: number }) {
  const id = `star${useId().replace(/[^\w-]/g, "")}`;
  return (
    <span aria-hidden="true" className="flex text-accent-500">
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = Math.max(0, Math.min(1, rating - n + 1));
        return (
          <svg key={n} viewBox="0 0 20 20" className="size-4">
            <defs>
              <linearGradient id={`${id}-${n}`}>
                <stop offset={`${fill * 100}%`} stopColor="currentColor" />
                <stop offset="0" stopColor="#cbd5e1" />
              </linearGradient>
            </defs>
            <path
              fill={`url(#${id}-${n})`}
              d="M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9z"
            />
          </svg>
        );
      })}
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
              <svg aria-hidden="true" viewBox="0 0 32 24" className="h-6 w-8 text-accent-400" fill="currentColor">
                <path d="M0 24V14C0 6 4 1 12 0l1 4c-4 1-6 4-6 8h5v12zm19 0V14c0-8 4-13 12-14l1 4c-4 1-6 4-6 8h5v12z" />
              </svg>
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
