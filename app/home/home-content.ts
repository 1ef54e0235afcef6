/**
 * The home page's rules (spec 2 "Home page (root)", spec 4, spec 9), applied
 * to content entries on the server: the page receives finished, sorted,
 * translated sections.
 */
import type { ComponentOf, Entry } from "@contracts/content/entry-types";
import { localizedField, plainEnglishField, type Lang } from "@contracts/i18n/languages";
import { formatDisplayDate } from "~/text/display-date";
import { truncateText } from "~/text/truncate";
import { resolveContentLink, type ContentLink } from "~/routing/content-link";
import { imageRef, type ImageRef } from "~/ui/content-image";

type HomePageEntry = Entry<"homepages">;
type BannerEntry = ComponentOf<"homepages", "Banner">;
type BelowBannerEntry = ComponentOf<"homepages", "BelowBanner">;
type AffordabilityEntry = ComponentOf<"homepages", "Affordability">;
type ReviewRatingEntry = ComponentOf<"homepages", "Review_Ratings">;
type WhySbiEntry = ComponentOf<"homepages", "WhySBI">;
type AwardEntry = ComponentOf<"homepages", "Awards">;

/** spec 2: the banner entry named 'default' gives the default banner image. */
export const DEFAULT_BANNER_NAME = "default";
/** spec 2: the 'more' tile goes to /product. */
export const MORE_TILE_NAME = "more";
export const MORE_TILE_PATH = "/product";
/** The below-banner button whose link is this anchor opens the lead modal (spec 2 "Talk To Experts"). */
export const TALK_TO_EXPERTS_LINK = "#talk-to-experts";
export const TALK_TO_EXPERTS_TEXT = "Talk To Experts";
/** spec 7 and 9: the blog teaser shows 130 characters of each post. */
export const BLOG_TEASER_CHARS = 130;

export interface BannerTile {
  name: string;
  link: ContentLink;
  icon: ImageRef | null;
  image: ImageRef | null;
  /** the tooltip text: when there is one, the tile wears a 'new' ribbon with it (spec 2) */
  ribbon: string | null;
  /** the 'more' tile (all products) */
  more: boolean;
}

export interface HomeBanner {
  defaultImage: ImageRef | null;
  tiles: BannerTile[];
}

export type TabAction = { kind: "lead" } | { kind: "link"; link: ContentLink };

export interface BelowBannerTab {
  topic: string;
  title: string;
  description: string;
  buttonText: string;
  action: TabAction;
}

export interface Feature {
  title: string;
  description: string;
  image: ImageRef | null;
}

export interface ReviewRating {
  title: string;
  rating: number;
  reviewCount: string;
  source: string;
}

export interface WhyBlock {
  caption: string;
  title: string;
  description: string;
  image: ImageRef | null;
  readMore: ContentLink | null;
}

export interface Award {
  awardFor: string;
  name: string;
  image: ImageRef | null;
}

export interface Testimonial {
  id: number;
  category: string;
  message: string;
  clientName: string;
  image: ImageRef | null;
}

export interface BlogTeaser {
  id: number;
  title: string;
  teaser: string;
  href: string;
  image: ImageRef | null;
  category: string;
  date: string;
  dateTime: string;
}

export interface TrustFigure {
  id: number;
  number: string;
  title: string;
  description: string;
}

export interface AppBanner {
  link: ContentLink;
  alt: string;
  desktop: ImageRef | null;
  mobile: ImageRef | null;
}

/** spec 4: home sections sort by Sort_Order (entries without one go last, in content order). */
export function sortBySortOrder<T extends { Sort_Order?: number | null }>(items: readonly T[] | null | undefined): T[] {
  return (items ?? [])
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const x = a.item.Sort_Order ?? Number.POSITIVE_INFINITY;
      const y = b.item.Sort_Order ?? Number.POSITIVE_INFINITY;
      return x === y ? a.index - b.index : x - y;
    })
    .map(({ item }) => item);
}

const isDefaultEntry = (entry: BannerEntry) => entry.LOB_Name_en.trim().toLowerCase() === DEFAULT_BANNER_NAME;
const isMoreEntry = (entry: BannerEntry) => entry.LOB_Name_en.trim().toLowerCase() === MORE_TILE_NAME;

/** The 'new' ribbon rule (spec 2): shown when the tile has tooltip text in the page's language. */
export function ribbonOf(entry: BannerEntry, lang: Lang): string | null {
  const text = localizedField(entry, "LOB_Tooltip_Text", lang).trim();
  return text || null;
}

export function reshapeBanner(entries: readonly BannerEntry[] | null | undefined, lang: Lang): HomeBanner {
  const active = sortBySortOrder(entries).filter((e) => e.LOB_Status !== false);
  const defaultEntry = active.find(isDefaultEntry);
  const tiles = active
    .filter((e) => !isDefaultEntry(e))
    .map((entry) => ({
      name: localizedField(entry, "LOB_Name", lang),
      link: resolveContentLink(isMoreEntry(entry) ? MORE_TILE_PATH : (entry.LOB_Link ?? MORE_TILE_PATH), lang, {
        target: entry.LOB_Link_Target,
      }),
      icon: imageRef(entry.LOB_Icon),
      image: imageRef(entry.LOB_Banner_Image),
      ribbon: ribbonOf(entry, lang),
      more: isMoreEntry(entry),
    }));
  return { defaultImage: imageRef(defaultEntry?.LOB_Banner_Image) ?? tiles[0]?.image ?? null, tiles };
}

function isTalkToExperts(entry: BelowBannerEntry): boolean {
  return (
    entry.Button_Link?.trim() === TALK_TO_EXPERTS_LINK ||
    entry.Button_Text_en?.trim().toLowerCase() === TALK_TO_EXPERTS_TEXT.toLowerCase()
  );
}

/** spec 2: 'Talk To Experts' opens the lead modal; the other tabs link out, with the content's target. */
export function reshapeBelowBanner(
  entries: readonly BelowBannerEntry[] | null | undefined,
  lang: Lang,
): BelowBannerTab[] {
  return sortBySortOrder(entries).map((entry) => ({
    topic: localizedField(entry, "Topic", lang),
    title: localizedField(entry, "Title", lang),
    description: localizedField(entry, "Description", lang),
    buttonText: localizedField(entry, "Button_Text", lang),
    action: isTalkToExperts(entry)
      ? { kind: "lead" }
      : {
          kind: "link",
          link: resolveContentLink(entry.Button_Link ?? "/", lang, { target: entry.Button_Link_Target }),
        },
  }));
}

export function reshapeAffordability(entries: readonly AffordabilityEntry[] | null | undefined, lang: Lang): Feature[] {
  return sortBySortOrder(entries).map((e) => ({
    title: localizedField(e, "Title", lang),
    description: localizedField(e, "Description", lang),
    image: imageRef(e.Image),
  }));
}

export function reshapeRatings(entries: readonly ReviewRatingEntry[] | null | undefined, lang: Lang): ReviewRating[] {
  return sortBySortOrder(entries)
    .filter((e) => typeof e.Rating === "number")
    .map((e) => ({
      title: localizedField(e, "Title", lang),
      rating: e.Rating ?? 0,
      reviewCount: e.Review_Count ?? "",
      source: e.Source ?? "",
    }));
}

export function reshapeWhy(entries: readonly WhySbiEntry[] | null | undefined, lang: Lang): WhyBlock[] {
  return sortBySortOrder(entries).map((e) => ({
    caption: localizedField(e, "Caption", lang),
    title: localizedField(e, "Title", lang),
    description: localizedField(e, "Description", lang),
    image: imageRef(e.Image),
    readMore: e.ReadMore_Link ? resolveContentLink(e.ReadMore_Link, lang) : null,
  }));
}

export function reshapeAwards(entries: readonly AwardEntry[] | null | undefined, lang: Lang): Award[] {
  return sortBySortOrder(entries)
    .filter((e) => e.status !== false)
    .map((e) => ({
      awardFor: localizedField(e, "award_for", lang),
      name: localizedField(e, "name", lang),
      image: imageRef(e.Image),
    }));
}

/** spec 7: testimonials flagged for the home page and active. */
export function reshapeTestimonials(entries: readonly Entry<"testimonials">[], lang: Lang): Testimonial[] {
  return entries
    .filter((e) => e.display_on_homepage && e.status)
    .map((e) => ({
      id: e.id,
      category: localizedField(e, "category", lang),
      message: localizedField(e, "message", lang),
      clientName: e.client_name,
      image: imageRef(e.Customer_Image),
    }));
}

/** The readable text of a Markdown post: no heading marks, emphasis, list bullets or link targets. */
export function plainTextOf(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}#{1,6}\s+/gm, "")
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, "")
    .replace(/^\s*>\s?/gm, "")
    .replace(/(\*\*|__|\*|_|`)(?=\S)([^*_`]*?\S)\1/g, "$2")
    .replace(/\s+/g, " ")
    .trim();
}

/** spec 7: the latest posts first; 130 characters of each. */
export function reshapeBlogs(entries: readonly Entry<"blogs">[], lang: Lang, limit: number): BlogTeaser[] {
  return [...entries]
    .sort((a, b) => (b.Created_at ?? "").localeCompare(a.Created_at ?? ""))
    .slice(0, limit)
    .map((e) => ({
      id: e.id,
      title: plainEnglishField(e, "blog_title", lang),
      teaser: truncateText(plainTextOf(plainEnglishField(e, "blog_post", lang)), BLOG_TEASER_CHARS),
      href: resolveContentLink(`/blog-details/${encodeURIComponent(e.slug)}`, lang).href,
      image: imageRef(e.Thumbnail ?? e.featured_image),
      category: e.blogcategory ? plainEnglishField(e.blogcategory, "blog_category", lang) : "",
      date: e.Created_at ? formatDisplayDate(e.Created_at, lang) : "",
      dateTime: e.Created_at ?? "",
    }));
}

export function reshapeTrustFigures(entries: readonly Entry<"trustfigures">[], lang: Lang): TrustFigure[] {
  return sortBySortOrder(entries).map((e) => ({
    id: e.id,
    number: localizedField(e, "NumberText", lang),
    title: localizedField(e, "Title", lang),
    description: localizedField(e, "Description", lang),
  }));
}

export function reshapeAppBanner(entry: Entry<"mobileappbanners"> | null, lang: Lang): AppBanner | null {
  if (!entry || (!entry.Desktop_Banner && !entry.Mobile_Banner)) return null;
  return {
    link: resolveContentLink(entry.Link ?? "/appdownload", lang),
    alt: localizedField(entry, "Alt_Text", lang),
    desktop: imageRef(entry.Desktop_Banner),
    mobile: imageRef(entry.Mobile_Banner),
  };
}

export interface HomeSections {
  banner: HomeBanner;
  tabs: BelowBannerTab[];
  affordability: Feature[];
  ratings: ReviewRating[];
  why: WhyBlock[];
  awards: Award[];
}

export function reshapeHomePage(entry: HomePageEntry | null, lang: Lang): HomeSections {
  return {
    banner: reshapeBanner(entry?.Banner, lang),
    tabs: reshapeBelowBanner(entry?.BelowBanner, lang),
    affordability: reshapeAffordability(entry?.Affordability, lang),
    ratings: reshapeRatings(entry?.Review_Ratings, lang),
    why: reshapeWhy(entry?.WhySBI, lang),
    awards: reshapeAwards(entry?.Awards, lang),
  };
}
