import type { Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import type { PageSeo } from "~/seo/page-seo";
import type { StoreUrls } from "~/ui/store-links";
import type { HomeData } from "./home-data.server";
import { HomeBanner } from "./home-banner";
import { BelowBannerTabs } from "./below-banner-tabs";
import { AffordabilitySection } from "./affordability-section";
import { TestimonialsSection } from "./testimonials-section";
import { AwardsSection } from "./awards-section";
import { WhyChooseUs } from "./why-choose-us";
import { LatestBlogs } from "./latest-blogs";
import { TrustFiguresSection } from "./trust-figures-section";
import { AppDownloadBanner } from "./app-download-banner";
import { OurReachSection } from "./our-reach-section";
import { HomeVideosSection } from "./home-videos-section";
import { CampaignBannerList } from "~/ui/campaign-banner-list";

export interface HomePageProps extends Omit<HomeData, "phrases" | "stores"> {
  seo: PageSeo;
  lang: Lang;
  stores: StoreUrls;
  /** `/our-reach`: the page scrolls to the "Our reach" section */
  focusReach?: boolean;
}

/** The home page (spec 2 "Home page (root)"), section by section in the spec's order. */
export function HomePage(props: HomePageProps) {
  const t = usePhrases();
  const { seo, lang } = props;
  return (
    <div data-page="home">
      <HomeBanner banner={props.banner} heading={seo.heading} tagline={t("home_banner_tagline")} />
      <BelowBannerTabs tabs={props.tabs} />
      <AffordabilitySection items={props.affordability} />
      <CampaignBannerList banners={props.campaigns} headingId="home-campaigns-title" />
      <TestimonialsSection testimonials={props.testimonials} ratings={props.ratings} lang={lang} />
      <AwardsSection awards={props.awards} lang={lang} />
      <WhyChooseUs blocks={props.why} />
      <LatestBlogs posts={props.blogs} lang={lang} />
      <TrustFiguresSection figures={props.trustFigures} />
      <OurReachSection reach={props.reach} focus={props.focusReach ?? false} />
      <HomeVideosSection videos={props.videos} />
      {props.appBanner && <AppDownloadBanner banner={props.appBanner} stores={props.stores} />}
      {seo.intro && (
        <section aria-labelledby="home-about-title" className="border-t border-slate-200 bg-slate-50">
          <div className="mx-auto max-w-6xl px-4 py-12">
            <h2 id="home-about-title" className="text-xl font-bold text-brand-900">
              {t("home_about_title", { name: seo.heading })}
            </h2>
            <p className="mt-3 max-w-4xl text-slate-700">{seo.intro}</p>
          </div>
        </section>
      )}
    </div>
  );
}
