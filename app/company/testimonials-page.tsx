/** /about-us/testimonials (issue 16): every published testimonial, the home page's slider's and the others. */
import { usePhrases } from "~/i18n/phrases";
import { PageHero } from "~/pages/content-page";
import type { PageSeo } from "~/seo/page-seo";
import { LazyImage, type ImageRef } from "~/ui/content-image";

export interface TestimonialsData {
  seo: PageSeo;
  testimonials: { id: number; category: string; message: string; clientName: string; image: ImageRef | null }[];
}

export function TestimonialsPage({ data }: { data: TestimonialsData }) {
  const t = usePhrases();
  return (
    <div data-page="testimonials">
      <PageHero seo={data.seo}>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{data.seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <ul aria-label={t("testimonials_list_label")} className="grid gap-6 md:grid-cols-2" data-testimonials="">
          {data.testimonials.map((item) => (
            <li key={item.id}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                {item.category && (
                  <p className="self-start rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700">
                    {item.category}
                  </p>
                )}
                <blockquote className="mt-4 grow text-lg leading-relaxed text-slate-700">
                  <p>{item.message}</p>
                </blockquote>
                <figcaption className="mt-5 flex items-center gap-3 font-semibold text-brand-900">
                  {item.image && <LazyImage image={item.image} className="size-12 rounded-full" />}
                  {item.clientName}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
