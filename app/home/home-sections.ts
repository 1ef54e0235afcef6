/**
 * The home page's issue-16 sections (decision 069), reshaped on the server: "Our reach" (tiles
 * whose numbers are counted from the locators, never typed) and the explainer videos.
 */
import type { Entry } from "@contracts/content/entry-types";
import { LANG_INFO, localizedField, type Lang } from "@contracts/i18n/languages";
import { LOCATOR_PATH } from "@contracts/locations/location-rules";
import { REACH_MEASURES, type LocationReach, type ReachMeasure } from "@contracts/locations/location-service";
import { resolveContentLink, type ContentLink } from "~/routing/content-link";
import { countOf, formatNumber } from "~/text/amounts";
import { translate, type Phrases } from "~/i18n/phrases";
import { imageRef, type ImageRef } from "~/ui/content-image";

export interface ReachTile {
  id: number;
  measure: ReachMeasure;
  /** the count, formatted in the page's language */
  number: string;
  title: string;
  description: string;
  link: ContentLink;
}

export interface StateRow {
  code: string;
  name: string;
  branches: string;
  /** the branch locator, searched for this state */
  href: string;
}

export interface OurReach {
  tiles: ReachTile[];
  states: StateRow[];
}

const isMeasure = (value: string): value is ReachMeasure => (REACH_MEASURES as readonly string[]).includes(value);

/** The locator a measure's tile opens when its entry names none. */
const DEFAULT_LINK: Record<ReachMeasure, string> = {
  branches: LOCATOR_PATH.branch,
  cities: LOCATOR_PATH.branch,
  states: LOCATOR_PATH.branch,
  hospitals: LOCATOR_PATH.hospital,
  garages: LOCATOR_PATH.garage,
};

/**
 * The tiles of published entries whose measure the locators count, each with its number from
 * `reach`; none without the locators' counts (a number we cannot count is not shown).
 */
export function reshapeOurReach(
  entries: readonly Entry<"ourreaches">[],
  reach: LocationReach | null,
  lang: Lang,
): OurReach {
  if (!reach) return { tiles: [], states: [] };
  const tiles = entries
    .filter((e) => e.publish !== false && isMeasure(e.measure))
    .map((e) => {
      const measure = e.measure as ReachMeasure;
      return {
        id: e.id,
        measure,
        number: formatNumber(reach.counts[measure], lang),
        title: localizedField(e, "title", lang),
        description: localizedField(e, "description", lang),
        link: resolveContentLink(e.link || DEFAULT_LINK[measure], lang),
      };
    });
  const branchLocator = resolveContentLink(LOCATOR_PATH.branch, lang).href;
  const collator = new Intl.Collator(LANG_INFO[lang].hreflang);
  const states = reach.states
    .map((s) => ({
      code: s.code,
      name: (lang === "hi" ? s.hi : lang === "kn" ? s.kn : null) || s.name,
      branches: formatNumber(s.branches, lang),
      href: `${branchLocator}?state=${encodeURIComponent(s.code)}`,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return { tiles, states };
}

export interface Caption {
  lang: Lang;
  /** BCP 47, for `srclang` */
  srclang: string;
  url: string;
}

export interface HomeVideo {
  id: number;
  title: string;
  description: string;
  video: { url: string; mime: string };
  poster: ImageRef | null;
  /** the page's language first */
  captions: Caption[];
  /** the captions' text in the page's language, a line a cue */
  transcript: string[];
  durationSeconds: number;
  /** "24 seconds", in the page's language */
  duration: string;
}

const CAPTION_FIELDS = [
  ["en", "Captions_en", "en"],
  ["hi", "Captions_hi", "hi"],
  ["kn", "Captions_kannad", "kn"],
] as const;

export function reshapeHomeVideos(entries: readonly Entry<"homevideos">[], lang: Lang, phrases: Phrases): HomeVideo[] {
  const t = (key: string, vars?: Record<string, string | number>) => translate(phrases, key, vars);
  return entries
    .filter((e) => e.publish !== false && e.Video?.url)
    .map((e) => {
      const captions = CAPTION_FIELDS.flatMap(([l, field, srclang]) => {
        const media = e[field];
        return media?.url ? [{ lang: l as Lang, srclang, url: media.url }] : [];
      }).sort((a, b) => Number(b.lang === lang) - Number(a.lang === lang));
      return {
        id: e.id,
        title: localizedField(e, "title", lang),
        description: localizedField(e, "description", lang),
        video: { url: e.Video!.url, mime: e.Video!.mime || "video/mp4" },
        poster: imageRef(e.Poster),
        captions,
        transcript: localizedField(e, "transcript", lang)
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean),
        durationSeconds: e.duration_seconds ?? 0,
        duration: countOf("home_videos_seconds", e.duration_seconds ?? 0, lang, t),
      };
    });
}
