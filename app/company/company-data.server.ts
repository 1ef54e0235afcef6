/**
 * The data of the company pages other than the blog (issue 16): awards, news,
 * the board, our people and testimonials. A detail address whose record does
 * not exist (or is not published) answers 404 in its language; one whose
 * name segment is not the record's leads to the record's own address (301),
 * so each record has one address.
 */
import { redirect, type AppLoadContext } from "react-router";
import { localizedField, localizePath, type Lang } from "@contracts/i18n/languages";
import {
  getAllNews,
  getPhrases,
  requireAward,
  requireAwards,
  requireBoard,
  requireBoardMember,
  requireNewsItem,
  requireNewsOf,
  requirePeople,
  requirePerson,
  requireTestimonials,
} from "~/content/queries";
import { notFound, seoFor } from "~/pages/page-loading.server";
import type { ResolvedPage } from "~/routing/resolve-page";
import type { PageSeo } from "~/seo/page-seo";
import { imageRef } from "~/ui/content-image";
import { COMPANY_PHRASE_PAGES } from "./blog-data.server";
import { recordSeo } from "~/seo/record-seo";
import {
  boardMemberPath,
  idOf,
  NEWS_TOPIC_SUFFIX,
  newsPath,
  reshapeAward,
  reshapeAwardCard,
  reshapeBoardCard,
  reshapeBoardMember,
  reshapeNewsCard,
  reshapeNewsItem,
  reshapePerson,
  reshapePersonCard,
  type RecordCard,
  type RecordDetail,
} from "./company-content";

/** Other records shown under a detail page. */
export const MORE_RECORDS = 3;

export interface RecordListData {
  seo: PageSeo;
  lang: Lang;
  kind: "awards" | "news" | "board" | "people";
  cards: RecordCard[];
}

export interface RecordPageData {
  seo: PageSeo;
  lang: Lang;
  kind: "award" | "news-item" | "board-member" | "person";
  record: RecordDetail;
  backHref: string;
  more: RecordCard[];
}

async function listPage(
  context: AppLoadContext,
  page: ResolvedPage,
  url: URL,
  kind: RecordListData["kind"],
  cards: RecordCard[],
) {
  const [seo, phrases] = await Promise.all([
    seoFor(context, page, url, page.entry.page),
    getPhrases(context.content, COMPANY_PHRASE_PAGES, page.lang),
  ]);
  return { seo, phrases, lang: page.lang, kind, cards } satisfies RecordListData & { phrases: unknown };
}

async function recordPage(
  context: AppLoadContext,
  page: ResolvedPage,
  url: URL,
  kind: RecordPageData["kind"],
  record: RecordDetail,
  backPath: string,
  more: RecordCard[],
  ogType = "profile",
) {
  const [pageSeo, phrases] = await Promise.all([
    seoFor(context, page, url, page.entry.page),
    getPhrases(context.content, COMPANY_PHRASE_PAGES, page.lang),
  ]);
  const seo = recordSeo(pageSeo, {
    title: record.title,
    description: [record.subtitle, record.summary].filter(Boolean).join(". ").slice(0, 300),
    image: record.image?.url,
    ogType,
  });
  return {
    seo,
    phrases,
    lang: page.lang,
    kind,
    record,
    backHref: localizePath(backPath, page.lang),
    more: more.slice(0, MORE_RECORDS),
  } satisfies RecordPageData & { phrases: unknown };
}

/** The address a record's page must have; another name segment leads there. */
function requireOwnPath(page: ResolvedPage, url: URL, ownPath: string): void {
  if (page.basePath !== ownPath) throw redirect(`${localizePath(ownPath, page.lang)}${url.search}`, 301);
}

// ---- awards ----

export async function loadAwards(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const entries = await requireAwards(context.content);
  return listPage(
    context,
    page,
    url,
    "awards",
    entries.map((e) => reshapeAwardCard(e, page.lang)),
  );
}

export async function loadAward(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const entry = await requireAward(context.content, page.params.slug ?? "");
  if (!entry) notFound();
  const others = (await requireAwards(context.content)).filter((e) => e.id !== entry.id);
  return recordPage(
    context,
    page,
    url,
    "award",
    reshapeAward(entry, page.lang),
    "/awards",
    others.map((e) => reshapeAwardCard(e, page.lang)),
    "article",
  );
}

// ---- news ----

export async function loadNewsTopic(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const topic = page.params.newsTopic ?? "";
  const product = topic.slice(0, -NEWS_TOPIC_SUFFIX.length);
  // a topic with no news is no page: /about-us/anything-in-news would otherwise answer for any name
  const entries = product ? await requireNewsOf(context.content, product) : [];
  if (entries.length === 0) notFound();
  return listPage(
    context,
    page,
    url,
    "news",
    entries.map((e) => reshapeNewsCard(e, page.lang)),
  );
}

export async function loadNewsItem(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const id = idOf(page.params.id);
  const entry = id === null ? null : await requireNewsItem(context.content, id);
  if (!entry) notFound();
  requireOwnPath(page, url, newsPath(entry));
  const others = (await getAllNews(context.content)).filter((e) => e.id !== entry.id);
  // the same topic's news first
  others.sort((a, b) => Number(b.product === entry.product) - Number(a.product === entry.product));
  return recordPage(
    context,
    page,
    url,
    "news-item",
    reshapeNewsItem(entry, page.lang),
    `/about-us/${entry.product}${NEWS_TOPIC_SUFFIX}`,
    others.map((e) => reshapeNewsCard(e, page.lang)),
    "article",
  );
}

// ---- the board ----

export async function loadBoard(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const entries = await requireBoard(context.content);
  return listPage(
    context,
    page,
    url,
    "board",
    entries.map((e) => reshapeBoardCard(e, page.lang)),
  );
}

export async function loadBoardMember(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const id = idOf(page.params.id);
  const entry = id === null ? null : await requireBoardMember(context.content, id);
  if (!entry) notFound();
  requireOwnPath(page, url, boardMemberPath(entry));
  const others = (await requireBoard(context.content)).filter((e) => e.id !== entry.id);
  return recordPage(
    context,
    page,
    url,
    "board-member",
    reshapeBoardMember(entry, page.lang),
    "/board-of-director-details",
    others.map((e) => reshapeBoardCard(e, page.lang)),
  );
}

// ---- our people ----

export async function loadPeople(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const entries = await requirePeople(context.content);
  return listPage(
    context,
    page,
    url,
    "people",
    entries.map((e) => reshapePersonCard(e, page.lang)),
  );
}

export async function loadPerson(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const id = idOf(page.params.id);
  const entry = id === null ? null : await requirePerson(context.content, id);
  if (!entry) notFound();
  const others = (await requirePeople(context.content)).filter((e) => e.id !== entry.id);
  return recordPage(
    context,
    page,
    url,
    "person",
    reshapePerson(entry, page.lang),
    "/meet-our-people",
    others.map((e) => reshapePersonCard(e, page.lang)),
  );
}

// ---- testimonials ----

export async function loadTestimonials(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const [entries, seo, phrases] = await Promise.all([
    requireTestimonials(context.content),
    seoFor(context, page, url, page.entry.page),
    getPhrases(context.content, COMPANY_PHRASE_PAGES, page.lang),
  ]);
  return {
    seo,
    phrases,
    lang: page.lang,
    testimonials: entries.map((e) => ({
      id: e.id,
      category: localizedField(e, "category", page.lang),
      message: localizedField(e, "message", page.lang),
      clientName: e.client_name,
      image: imageRef(e.Customer_Image),
    })),
  };
}
