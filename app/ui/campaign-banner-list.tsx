import { usePhrases } from "~/i18n/phrases";
import type { CampaignBanner } from "~/content/campaign-banners";
import { ContentAnchor } from "./content-anchor";
import { LazyImage } from "./content-image";

/**
 * The live campaign banners of a page (issue 16, decision 069): headline, text and a call to
 * action as HTML (no words in pictures); the image, when there is one, is decorative.
 */
export function CampaignBannerList({ banners, headingId }: { banners: CampaignBanner[]; headingId: string }) {
  const t = usePhrases();
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="py-10 sm:py-12">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={headingId} className="sr-only">
          {t("home_campaigns_title")}
        </h2>
        <ul className="grid gap-5 md:grid-cols-2">
          {banners.map((banner) => (
            <li
              key={banner.id}
              className="flex items-start gap-5 rounded-2xl border border-accent-400/60 bg-accent-400/10 p-6"
              data-campaign={banner.id}
            >
              {banner.image && <LazyImage image={banner.image} className="hidden size-16 shrink-0 sm:block" />}
              <div className="flex min-w-0 flex-col">
                <h3 className="text-lg font-bold text-brand-900">{banner.headline}</h3>
                <p className="mt-1.5 text-slate-800">{banner.text}</p>
                <ContentAnchor
                  link={banner.link}
                  className="mt-4 inline-flex min-h-11 items-center self-start rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-brand-800 motion-reduce:transition-none"
                >
                  {banner.ctaLabel}
                  <span className="sr-only">: {banner.headline}</span>
                </ContentAnchor>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
