/** The home page's data: its content calls, in parallel, reshaped for one language. */
import type { AppLoadContext } from "react-router";
import { getPhrases } from "~/content/queries";
import type { Lang } from "~/i18n/languages";
import type { Phrases } from "~/i18n/phrases";
import {
  BLOG_TEASER_POSTS,
  getHomePage,
  getHomeTestimonials,
  getLatestBlogs,
  getMobileAppBanner,
  getTrustFigures,
} from "./home-queries";
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

// spec 8: content fetch failures are only logged; the section renders empty.
function logged<T>(what: string, fallback: T) {
  return (error: unknown): T => {
    console.error(`content: home ${what} failed:`, error instanceof Error ? error.message : error);
    return fallback;
  };
}

export async function loadHomeData(context: AppLoadContext, lang: Lang): Promise<HomeData> {
  const { content } = context;
  const [home, testimonials, blogs, trustFigures, appBanner, phrases] = await Promise.all([
    getHomePage(content).catch(logged("homepages", null)),
    getHomeTestimonials(content).catch(logged("testimonials", [])),
    getLatestBlogs(content).catch(logged("blogs", [])),
    getTrustFigures(content).catch(logged("trust figures", [])),
    getMobileAppBanner(content).catch(logged("mobile app banner", null)),
    getPhrases(content, HOME_PHRASE_PAGES, lang).catch(logged("phrases", {} as Phrases)),
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
