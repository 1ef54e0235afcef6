/**
 * The company pages' records as the pages show them (issue 16): awards, news,
 * the board and our people become cards (the lists) and records (a detail
 * page), translated, with their addresses in the page's language.
 */
import type { Entry } from "@contracts/content/entry-types";
import { localizedField, type Lang } from "@contracts/i18n/languages";
import { localizeHref } from "~/routing/content-link";
import { formatDisplayDate } from "~/text/display-date";
import { imageRef, type ImageRef } from "~/ui/content-image";
import { articleBlocks } from "./blog-content";
import type { ArticleBlock } from "~/ui/article-body";

export interface RecordCard {
  id: number;
  title: string;
  subtitle: string;
  href: string;
  image: ImageRef | null;
  /** a date shown on the card, with its machine-readable form */
  date?: { text: string; dateTime: string };
  text?: string;
}

export interface RecordFact {
  /** a translation keyword naming the fact */
  label: string;
  value: string;
  dateTime?: string;
}

export interface RecordDetail {
  id: number;
  title: string;
  subtitle: string;
  image: ImageRef | null;
  facts: RecordFact[];
  quote: string;
  blocks: ArticleBlock[];
  /** the plain text a description is made of */
  summary: string;
}

/** The name segment of an address: lower case words joined by hyphens (`Meera Raghavan` -> `meera-raghavan`). */
export function nameSegment(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "profile"
  );
}

const dateOf = (value: string | null | undefined, lang: Lang) =>
  value ? { text: formatDisplayDate(value, lang), dateTime: value } : undefined;

const firstParagraph = (blocks: readonly ArticleBlock[]) => {
  const p = blocks.find((b) => b.kind === "paragraph");
  return p?.kind === "paragraph" ? p.inlines.map((i) => i.text).join("") : "";
};

// ---- awards: /awards, /award-details/{slug} ----

export const awardPath = (slug: string) => `/award-details/${encodeURIComponent(slug)}`;

export function reshapeAwardCard(entry: Entry<"awards">, lang: Lang): RecordCard {
  return {
    id: entry.id,
    title: localizedField(entry, "award_for", lang),
    subtitle: localizedField(entry, "name", lang),
    href: localizeHref(awardPath(entry.slug), lang).href,
    image: imageRef(entry.Image),
    date: dateOf(entry.award_date, lang),
  };
}

export function reshapeAward(entry: Entry<"awards">, lang: Lang): RecordDetail {
  const blocks = articleBlocks(localizedField(entry, "description", lang), lang);
  const date = dateOf(entry.award_date, lang);
  return {
    id: entry.id,
    title: localizedField(entry, "award_for", lang),
    subtitle: localizedField(entry, "name", lang),
    image: imageRef(entry.Image),
    facts: [
      { label: "awards_awarded_by", value: localizedField(entry, "awarded_by", lang) },
      ...(date ? [{ label: "awards_date", value: date.text, dateTime: date.dateTime }] : []),
    ].filter((f) => f.value),
    quote: "",
    blocks,
    summary: firstParagraph(blocks),
  };
}

// ---- news: /about-us/{product}-in-news, /news-details/{headline}/{id} ----

export const NEWS_TOPIC_SUFFIX = "-in-news";

export const newsPath = (entry: { slug: string; id: number }) =>
  `/news-details/${encodeURIComponent(entry.slug)}/${entry.id}`;

export const newsTopicPath = (product: string) => `/about-us/${encodeURIComponent(product)}${NEWS_TOPIC_SUFFIX}`;

export function reshapeNewsCard(entry: Entry<"news">, lang: Lang): RecordCard {
  return {
    id: entry.id,
    title: localizedField(entry, "title", lang),
    subtitle: localizedField(entry, "source", lang),
    href: localizeHref(newsPath(entry), lang).href,
    image: imageRef(entry.Image),
    date: dateOf(entry.news_date, lang),
    text: localizedField(entry, "summary", lang),
  };
}

export function reshapeNewsItem(entry: Entry<"news">, lang: Lang): RecordDetail {
  const blocks = articleBlocks(localizedField(entry, "description", lang), lang);
  const date = dateOf(entry.news_date, lang);
  return {
    id: entry.id,
    title: localizedField(entry, "title", lang),
    subtitle: localizedField(entry, "summary", lang),
    image: imageRef(entry.Image),
    facts: [
      { label: "news_source", value: localizedField(entry, "source", lang) },
      ...(date ? [{ label: "awards_date", value: date.text, dateTime: date.dateTime }] : []),
    ].filter((f) => f.value),
    quote: "",
    blocks,
    summary: localizedField(entry, "summary", lang) || firstParagraph(blocks),
  };
}

// ---- the board: /board-of-director-details, /member-details/{name}/{id} ----

export const boardMemberPath = (entry: { slug: string | null; name_en: string; id: number }) =>
  `/member-details/${encodeURIComponent(entry.slug || nameSegment(entry.name_en))}/${entry.id}`;

export function reshapeBoardCard(entry: Entry<"boards">, lang: Lang): RecordCard {
  return {
    id: entry.id,
    title: localizedField(entry, "name", lang),
    subtitle: localizedField(entry, "designation", lang),
    href: localizeHref(boardMemberPath(entry), lang).href,
    image: imageRef(entry.Image),
  };
}

export function reshapeBoardMember(entry: Entry<"boards">, lang: Lang): RecordDetail {
  const blocks = articleBlocks(localizedField(entry, "description", lang), lang);
  return {
    id: entry.id,
    title: localizedField(entry, "name", lang),
    subtitle: localizedField(entry, "designation", lang),
    image: imageRef(entry.Image),
    facts: [],
    quote: "",
    blocks,
    summary: firstParagraph(blocks),
  };
}

// ---- our people: /meet-our-people, /meet-our-people-details/{id} ----

export const personPath = (id: number) => `/meet-our-people-details/${id}`;

export function reshapePersonCard(entry: Entry<"meetourpeople">, lang: Lang): RecordCard {
  return {
    id: entry.id,
    title: localizedField(entry, "name", lang),
    subtitle: localizedField(entry, "designation", lang),
    href: localizeHref(personPath(entry.id), lang).href,
    image: imageRef(entry.Image),
    text: localizedField(entry, "quote", lang),
  };
}

export function reshapePerson(entry: Entry<"meetourpeople">, lang: Lang): RecordDetail {
  const blocks = articleBlocks(localizedField(entry, "story", lang), lang);
  return {
    id: entry.id,
    title: localizedField(entry, "name", lang),
    subtitle: localizedField(entry, "designation", lang),
    image: imageRef(entry.Image),
    facts: [{ label: "people_department", value: localizedField(entry, "department", lang) }].filter((f) => f.value),
    quote: localizedField(entry, "quote", lang),
    blocks,
    summary: localizedField(entry, "quote", lang) || firstParagraph(blocks),
  };
}

/** An id segment of an address: a plain positive number, or null (the page answers 404). */
export function idOf(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}
