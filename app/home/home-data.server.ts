/** The home page's data: its content calls, in parallel, reshaped for one language. */
import type { AppLoadContext } from "react-router";
import {
  BLOG_TEASER_POSTS,
  getHomePage,
  getHomeTestimonials,
  getLatestBlogs,
  getMobileAppBanner,
  getPhrases,
  getTrustFigures,
  getOurReaches,
  getCampaignBanners,
  getHomeVideos,
} from "~/content/queries";
import { liveBanners, type CampaignBanner } from "~/content/campaign-banners";
import { reshapeHomeVideos, reshapeOurReach, type HomeVideo, type OurReach } from "./home-sections";
import type { Lang } from "@contracts/i18n/languages";
import type { Phrases } from "~/i18n/phrases";
import {
  reshapeAppBanner,
  reshapeBlogs,
  reshapeHomePage,
  reshapeTestimonials,
  reshapeTrustFigures,
  type AppBanner,
  type BlogTeaser,
  type HomeSections,
  type Testimonial,
  type TrustFigure,
} from "./home-content";

/** The translation-keyword pages of the home page's own labels (translationpages 12 and 39). */
export const HOME_PHRASE_PAGES = ["home", "home_sections"];

export interface HomeData extends HomeSections {
  testimonials: Testimonial[];
  blogs: BlogTeaser[];
  trustFigures: TrustFigure[];
  appBanner: AppBanner | null;
  reach: OurReach;
  campaigns: CampaignBanner[];
  videos: HomeVideo[];
  phrases: Phrases;
}

/** The locators' counts, or null (no directory, or it failed: the section is left out). */
async function reachOf(context: AppLoadContext) {
  try {
    return context.locations ? await context.locations.reach() : null;
  } catch (error) {
    console.error("home: locator counts unavailable", error instanceof Error ? error.message : error);
    return null;
  }
}

export async function loadHomeData(context: AppLoadContext, lang: Lang, now = new Date()): Promise<HomeData> {
  const { content } = context;
  // spec 8: a failed read is logged by the provider and leaves its section empty
  const [home, testimonials, blogs, trustFigures, appBanner, phrases, reaches, reach, banners, videos] =
    await Promise.all([
      getHomePage(content),
      getHomeTestimonials(content),
      getLatestBlogs(content),
      getTrustFigures(content),
      getMobileAppBanner(content),
      getPhrases(content, HOME_PHRASE_PAGES, lang),
      getOurReaches(content),
      reachOf(context),
      getCampaignBanners(content, "home"),
      getHomeVideos(content),
    ]);
  return {
    ...reshapeHomePage(home, lang),
    testimonials: reshapeTestimonials(testimonials, lang),
    blogs: reshapeBlogs(blogs, lang, BLOG_TEASER_POSTS),
    trustFigures: reshapeTrustFigures(trustFigures, lang),
    appBanner: reshapeAppBanner(appBanner, lang),
    reach: reshapeOurReach(reaches, reach, lang),
    campaigns: liveBanners(banners, "home", lang, now),
    videos: reshapeHomeVideos(videos, lang, phrases),
    phrases,
  };
}
