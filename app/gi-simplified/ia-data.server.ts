/**
 * The insurance-awareness section's pages' data (issue 16, decision 065):
 * `/gi-simplified` with its articles by topic and page and its questions,
 * and `/gi-simplified/{slug}`, one article; an unknown topic, page or slug
 * answers 404 in the address's language.
 */
import { redirect, type AppLoadContext } from "react-router";
import { IA_TOPIC_PARAM, IA_TOPICS, iaTopicKeyword, isIaTopic } from "@contracts/gi-simplified/ia-topics";
import { localizePath } from "@contracts/i18n/languages";
import { getIaArticles, getPhrases, requireIaArticle, requireIaArticlePage, requireIaFaqs } from "~/content/queries";
import { translate } from "~/i18n/phrases";
import { notFound, seoFor } from "~/pages/page-loading.server";
import type { ResolvedPage } from "~/routing/resolve-page";
import { recordSeo, withSearch } from "~/seo/record-seo";
import { pageCount, pageNumberOf } from "~/ui/paging";
import {
  groupIaFaqs,
  IA_BASE_PATH,
  IA_PAGE_SIZE,
  IA_RELATED,
  iaListPath,
  relatedIaArticles,
  reshapeIaArticle,
  reshapeIaCard,
  topicLink,
} from "./ia-content";

/** The translation-keyword pages of the section: its own (translationpages 36) and the blog's card and page labels. */
export const IA_PHRASE_PAGES = ["gi_simplified", "company"];

export async function loadIaList(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const { lang } = page;
  const topicParam = url.searchParams.get(IA_TOPIC_PARAM);
  const pageParam = url.searchParams.get("page");
  const listPath = (topic: string | null, n: number) => iaListPath(localizePath(IA_BASE_PATH, lang), topic, n);
  // one address per page: `?page=1` is the list itself, an empty topic the whole list
  if (pageParam === "1" || topicParam === "") throw redirect(listPath(topicParam || null, 1), 301);
  const pageNumber = pageNumberOf(pageParam);
  if (pageNumber === null || (topicParam !== null && !isIaTopic(topicParam))) notFound();
  const topic = topicParam;
  const firstPage = topic === null && pageNumber === 1;

  const [phrases, { entries, total }, faqEntries, pageSeo] = await Promise.all([
    getPhrases(context.content, IA_PHRASE_PAGES, lang),
    requireIaArticlePage(context.content, topic, (pageNumber - 1) * IA_PAGE_SIZE, IA_PAGE_SIZE),
    // the questions are the section's first page's (one FAQPage for search engines, decision 065)
    firstPage ? requireIaFaqs(context.content) : Promise.resolve([]),
    seoFor(context, page, url, page.entry.page),
  ]);
  const pages = pageCount(total, IA_PAGE_SIZE);
  if (pageNumber > pages) notFound();
  const t = (key: string) => translate(phrases, key);
  const current = topicLink(topic, t);
  const faqGroups = groupIaFaqs(faqEntries, lang, t);

  const titleParts = [
    current?.name,
    pageNumber > 1 ? translate(phrases, "blog_page_of", { page: pageNumber, pages }) : undefined,
  ].filter(Boolean);
  const seo = withSearch(
    pageSeo,
    iaListPath("", topic, pageNumber).replace(/^\?/, ""),
    titleParts.length ? titleParts.join(" · ") : null,
  );
  const faqs = faqGroups.flatMap((g) => g.faqs.map(({ question, answer }) => ({ question, answer })));
  return {
    template: "gi-simplified" as const,
    lang,
    seo: faqs.length ? { ...seo, faq: faqs } : seo,
    phrases,
    topics: [
      { slug: null, name: t("ia_all_topics"), href: listPath(null, 1), current: topic === null },
      ...IA_TOPICS.map((slug) => ({
        slug,
        name: t(iaTopicKeyword(slug)),
        href: listPath(slug, 1),
        current: slug === topic,
      })),
    ],
    topic: current,
    articles: entries.map((e) => reshapeIaCard(e, lang, t)),
    total,
    pagination: {
      page: pageNumber,
      pages,
      links: Array.from({ length: pages }, (_, i) => listPath(topic, i + 1)),
    },
    faqGroups,
    /** where the questions are when this view does not show them */
    faqHref: firstPage ? null : `${localizePath(IA_BASE_PATH, lang)}#ia-questions`,
  };
}

export async function loadIaArticle(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const { lang } = page;
  const entry = await requireIaArticle(context.content, page.params.slug ?? "");
  if (!entry) notFound();
  const [sameTopic, latest, phrases, pageSeo] = await Promise.all([
    getIaArticles(context.content, entry.topic, IA_RELATED + 1),
    getIaArticles(context.content, null, IA_RELATED + 1),
    getPhrases(context.content, IA_PHRASE_PAGES, lang),
    // helmetdata `gi-simplified-details`: Home > GI Simplified > the article
    seoFor(context, page, url, page.entry.page),
  ]);
  const t = (key: string) => translate(phrases, key);
  const article = reshapeIaArticle(entry, lang, t);
  const seo = recordSeo(
    { ...pageSeo, faq: [] },
    {
      title: article.title,
      description: article.excerpt,
      image: article.featuredImage?.url,
      ogType: "article",
    },
  );
  const listHref = localizePath(IA_BASE_PATH, lang);
  return {
    template: "gi-simplified-article" as const,
    lang,
    seo: { ...seo, keywords: "" },
    phrases,
    article,
    related: relatedIaArticles(entry.id, sameTopic, latest, lang, t),
    listHref,
    topicHref: article.category ? iaListPath(listHref, article.category.slug, 1) : null,
  };
}
