/**
 * The home page's content calls (spec 7 "Content service": /homepages,
 * /testimonials?display_on_homepage=true&status=true, blogs sorted by
 * Created_at:DESC, trust figures, mobile app banners) and the shapes they
 * answer (spec 3 "Content entities").
 */
import type { ContentSource } from "~/content/content-source";
import type { Media } from "~/content/types";

interface Entry {
  id: number;
  created_at: string;
  updated_at: string;
}

/** A product-line tile of the banner; the one named 'default' gives the default banner image. */
export interface BannerEntry {
  LOB_Name_en: string;
  LOB_Name_hi: string | null;
  LOB_Name_kannad: string | null;
  LOB_Link: string | null;
  LOB_Link_Target: string | null;
  LOB_Status: boolean | null;
  LOB_Tooltip_Text_en: string | null;
  LOB_Tooltip_Text_hi: string | null;
  LOB_Tooltip_Text_kannad: string | null;
  LOB_Icon: Media | null;
  LOB_Banner_Image: Media | null;
  Sort_Order: number | null;
}

export interface BelowBannerEntry {
  Topic_en: string;
  Topic_hi: string | null;
  Topic_kannad: string | null;
  Title_en: string;
  Title_hi: string | null;
  Title_kannad: string | null;
  Description_en: string | null;
  Description_hi: string | null;
  Description_kannad: string | null;
  Button_Text_en: string | null;
  Button_Text_hi: string | null;
  Button_Text_kannad: string | null;
  Button_Link: string | null;
  Button_Link_Target: string | null;
  Sort_Order: number | null;
}

export interface AffordabilityEntry {
  Title_en: string;
  Title_hi: string | null;
  Title_kannad: string | null;
  Description_en: string | null;
  Description_hi: string | null;
  Description_kannad: string | null;
  Image: Media | null;
  Sort_Order: number | null;
}

export interface ReviewRatingEntry {
  Title_en: string;
  Title_hi: string | null;
  Title_kannad: string | null;
  Rating: number | null;
  Review_Count: string | null;
  Source: string | null;
  Sort_Order: number | null;
}

export interface WhySbiEntry {
  Caption_en: string | null;
  Caption_hi: string | null;
  Caption_kannad: string | null;
  Title_en: string;
  Title_hi: string | null;
  Title_kannad: string | null;
  Description_en: string | null;
  Description_hi: string | null;
  Description_kannad: string | null;
  Image: Media | null;
  ReadMore_Link: string | null;
  Sort_Order: number | null;
}

export interface AwardEntry {
  award_for_en: string;
  award_for_hi: string | null;
  award_for_kannad: string | null;
  name_en: string;
  name_hi: string | null;
  name_kannad: string | null;
  Image: Media | null;
  status: boolean | null;
  Sort_Order: number | null;
}

export interface HomePageEntry extends Entry {
  Banner: BannerEntry[] | null;
  BelowBanner: BelowBannerEntry[] | null;
  Affordability: AffordabilityEntry[] | null;
  Review_Ratings: ReviewRatingEntry[] | null;
  WhySBI: WhySbiEntry[] | null;
  Awards: AwardEntry[] | null;
}

export interface TestimonialEntry extends Entry {
  category_en: string | null;
  category_hi: string | null;
  category_kannad: string | null;
  message_en: string;
  message_hi: string | null;
  message_kannad: string | null;
  client_name: string;
  Customer_Image: Media | null;
  display_on_homepage: boolean;
  status: boolean;
}

export interface BlogEntry extends Entry {
  slug: string;
  blog_title: string;
  blog_title_hi: string | null;
  blog_title_kannad: string | null;
  blog_post: string | null;
  blog_post_hi: string | null;
  blog_post_kannad: string | null;
  Thumbnail: Media | null;
  featured_image: Media | null;
  blogcategory: {
    id: number;
    blog_category: string;
    blog_category_hi: string | null;
    blog_category_kannad: string | null;
  } | null;
  Created_at: string | null;
}

export interface TrustFigureEntry extends Entry {
  NumberText_en: string;
  NumberText_hi: string | null;
  NumberText_kannad: string | null;
  Title_en: string;
  Title_hi: string | null;
  Title_kannad: string | null;
  Description_en: string | null;
  Description_hi: string | null;
  Description_kannad: string | null;
  Sort_Order: number | null;
}

export interface MobileAppBannerEntry extends Entry {
  Link: string | null;
  Alt_Text_en: string | null;
  Alt_Text_hi: string | null;
  Alt_Text_kannad: string | null;
  Mobile_Banner: Media | null;
  Desktop_Banner: Media | null;
}

/** spec 9: the blog teaser shows 3 posts. */
export const BLOG_TEASER_POSTS = 3;

export async function getHomePage(content: ContentSource): Promise<HomePageEntry | null> {
  const rows = await content.get<HomePageEntry[]>("/homepages?_limit=1");
  return rows[0] ?? null;
}

export function getHomeTestimonials(content: ContentSource): Promise<TestimonialEntry[]> {
  return content.get<TestimonialEntry[]>("/testimonials?display_on_homepage=true&status=true");
}

export function getLatestBlogs(content: ContentSource): Promise<BlogEntry[]> {
  return content.get<BlogEntry[]>(`/blogs?_sort=Created_at:DESC&_limit=${BLOG_TEASER_POSTS}`);
}

export function getTrustFigures(content: ContentSource): Promise<TrustFigureEntry[]> {
  return content.get<TrustFigureEntry[]>("/trustfigures?_sort=Sort_Order:ASC");
}

export async function getMobileAppBanner(content: ContentSource): Promise<MobileAppBannerEntry | null> {
  const rows = await content.get<MobileAppBannerEntry[]>("/mobileappbanners?_limit=1");
  return rows[0] ?? null;
}
