/**
 * Campaign banners (issue 16, decision 069): the `banners` an editor schedules for a placement
 * (`home`, or a product listing such as `retail`), shown only from `starts_at` until `ends_at`.
 * Apart from the home page's hero tiles (`homepages.Banner`, spec 2), which are not scheduled.
 */
import type { Entry } from "@contracts/content/entry-types";
import { localizedField, type Lang } from "@contracts/i18n/languages";
import { resolveContentLink, type ContentLink } from "~/routing/content-link";
import { parseStoredDate } from "~/text/display-date";

/** The placements an editor may name: the home page and the product listings (`/product/<placement>`). */
export const BANNER_PLACEMENTS = ["home", "retail", "corporate", "rural", "health", "motor", "travel"] as const;

export interface CampaignBanner {
  id: number;
  headline: string;
  text: string;
  ctaLabel: string;
  link: ContentLink;
}

/** Whether a banner's window holds `now`: from `starts_at` (inclusive) until `ends_at` (exclusive). */
export function bannerIsLive(entry: Pick<Entry<"banners">, "starts_at" | "ends_at">, now: Date): boolean {
  const start = entry.starts_at ? parseStoredDate(entry.starts_at) : null;
  const end = entry.ends_at ? parseStoredDate(entry.ends_at) : null;
  if (!start || !end) return false;
  return start.getTime() <= now.getTime() && now.getTime() < end.getTime();
}

/** The banners of a placement live at `now`, in the editors' order, in the page's language. */
export function liveBanners(
  entries: readonly Entry<"banners">[],
  placement: string,
  lang: Lang,
  now: Date,
): CampaignBanner[] {
  return entries
    .filter((e) => e.publish !== false && e.placement === placement && bannerIsLive(e, now))
    .map((e) => ({
      id: e.id,
      headline: localizedField(e, "headline", lang),
      text: localizedField(e, "text", lang),
      ctaLabel: localizedField(e, "cta_label", lang),
      link: resolveContentLink(e.link, lang),
    }));
}
