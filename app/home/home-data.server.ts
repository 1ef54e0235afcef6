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
} from "~/content/queries";
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

/** The translation-keyword page of the home page's own labels (translationpages 12). */
export const HOME_PHRASE_PAGES = ["home"];

export interface HomeData extends HomeSections {
  testimonials: Testimonial[];
  blogs: BlogTeaser[];
  trustFigures: TrustFigure[];
  appBanner: AppBanner | null;
  phrases: Phrases;
}

export async function loadHomeData(context: AppLoadContext, lang: Lang): Promise<HomeData> {
  const { content } = context;
  // spec 8: a failed read is logged by the provider and leaves its section empty
  const [home, testimonials, blogs, trustFigures, appBanner, phrases] = await Promise.all([
    getHomePage(content),
    getHomeTestimonials(content),
    getLatestBlogs(content),
    getTrustFigures(content),
    getMobileAppBanner(content),
    getPhrases(content, HOME_PHRASE_PAGES, lang),
  ]);
  return {
    ...reshapeHomePage(home, lang),
    testimonials: reshapeTestimonials(testimonials, lang),
    blogs: reshapeBlogs(blogs, lang, BLOG_TEASER_POSTS),
    trustFigures: reshapeTrustFigures(trustFigures, lang),
    appBanner: reshapeAppBanner(appBanner, lang),
    phrases,
  };
}
