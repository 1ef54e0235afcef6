/**
 * The insurance-awareness section's rules (issue 16, decision 065): its
 * articles as cards and pages, related articles, the questions grouped by
 * topic, and the section's addresses, applied to content entries on the
 * server so the pages receive finished, translated data.
 */
import type { Entry } from "@contracts/content/entry-types";
import { iaTopicKeyword, IA_TOPIC_PARAM, IA_TOPICS, isIaTopic, type IaTopic } from "@contracts/gi-simplified/ia-topics";
import { plainEnglishField, type Lang } from "@contracts/i18n/languages";
import { localizeHref } from "~/routing/content-link";
import { formatDisplayDate } from "~/text/display-date";
import { truncateText } from "~/text/truncate";
import { articleText, readingMinutes, type ArticleBlock } from "~/ui/article-body";
import { articleBlocks } from "~/ui/article-blocks";
import type { ArticleCardData } from "~/ui/article-card";
import { imageRef, type ImageRef } from "~/ui/content-image";
import { listPagePath } from "~/ui/paging";

/** Articles on one page of the list: three rows of three on a wide screen. */
export const IA_PAGE_SIZE = 9;
/** Related articles under an article. */
export const IA_RELATED = 3;
/** A card's excerpt when the article has no summary, in characters (as the blog's). */
export const IA_EXCERPT_CHARS = 160;
/** The section's English address. */
export const IA_BASE_PATH = "/gi-simplified";

export interface IaTopicLink {
  slug: IaTopic;
  name: string;
}

export interface IaCard extends ArticleCardData {
  category: IaTopicLink | null;
}

export interface IaArticle extends IaCard {
  summary: string;
  featuredImage: ImageRef | null;
  blocks: ArticleBlock[];
  /** the last change, for Article's dateModified */
  modified: string;
}

export interface IaFaq {
  id: number;
  question: string;
  answer: string;
}

export interface IaFaqGroup {
  topic: IaTopic;
  name: string;
  faqs: IaFaq[];
}

type ArticleEntry = Entry<"iablogs">;
type FaqEntry = Entry<"iafaqs">;
type Translate = (key: string) => string;

export function iaArticlePath(slug: string): string {
  return `${IA_BASE_PATH}/${encodeURIComponent(slug)}`;
}

/** The list's address: `/gi-simplified`, `/gi-simplified?topic=health&page=2` (page 1 has no number). */
export function iaListPath(basePath: string, topic: string | null, page: number): string {
  return listPagePath(basePath, { name: IA_TOPIC_PARAM, value: topic }, page);
}

export function topicLink(topic: string | null, t: Translate): IaTopicLink | null {
  return isIaTopic(topic) ? { slug: topic, name: t(iaTopicKeyword(topic)) } : null;
}

export function reshapeIaCard(entry: ArticleEntry, lang: Lang, t: Translate): IaCard {
  const summary = plainEnglishField(entry, "summary", lang);
  const text = articleText(articleBlocks(plainEnglishField(entry, "body", lang), lang));
  return {
    id: entry.id,
    slug: entry.slug,
    title: plainEnglishField(entry, "title", lang),
    href: localizeHref(iaArticlePath(entry.slug), lang).href,
    excerpt: summary || truncateText(text, IA_EXCERPT_CHARS),
    image: imageRef(entry.thumbnail ?? entry.image),
    category: topicLink(entry.topic, t),
    date: formatDisplayDate(entry.created_at, lang),
    dateTime: entry.created_at,
    // the editor's figure is the English text's; another language's is counted from its own words
    minutes: lang === "en" && entry.reading_minutes ? entry.reading_minutes : readingMinutes(text),
  };
}

export function reshapeIaArticle(entry: ArticleEntry, lang: Lang, t: Translate): IaArticle {
  const card = reshapeIaCard(entry, lang, t);
  return {
    ...card,
    summary: plainEnglishField(entry, "summary", lang),
    featuredImage: imageRef(entry.image ?? entry.thumbnail),
    blocks: articleBlocks(plainEnglishField(entry, "body", lang), lang),
    modified: entry.updated_at,
  };
}

/** Related articles: the latest of the same topic, then the latest of the others, never the article itself. */
export function relatedIaArticles(
  articleId: number,
  sameTopic: readonly ArticleEntry[],
  latest: readonly ArticleEntry[],
  lang: Lang,
  t: Translate,
): IaCard[] {
  const seen = new Set([articleId]);
  const out: IaCard[] = [];
  for (const entry of [...sameTopic, ...latest]) {
    if (out.length >= IA_RELATED) break;
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    out.push(reshapeIaCard(entry, lang, t));
  }
  return out;
}

/** The questions by topic, in the topics' order; a topic without questions is left out. */
export function groupIaFaqs(entries: readonly FaqEntry[], lang: Lang, t: Translate): IaFaqGroup[] {
  return IA_TOPICS.map((topic) => ({
    topic,
    name: t(iaTopicKeyword(topic)),
    faqs: entries
      .filter((e) => e.topic === topic && e.publish !== false)
      .map((e) => ({
        id: e.id,
        question: plainEnglishField(e, "question", lang),
        answer: plainEnglishField(e, "answer", lang),
      })),
  })).filter((group) => group.faqs.length > 0);
}
