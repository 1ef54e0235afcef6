/**
 * The loaders of the help pages with content of their own (issue 16): `/faq`
 * (groups, topics and a question search), `/grievance-redressal` (escalation
 * levels, service turnaround times, Ombudsman offices) and `/agent` (the
 * register search that verifies a seller). Searches come from the address
 * (GET forms), so they work before hydration and can be shared.
 */
import type { AppLoadContext } from "react-router";
import { contentQuery } from "@contracts/content/content-query";
import { readEntries, readFirst } from "@contracts/content/content-source";
import { indiaDay } from "@contracts/dates/india-day";
import {
  AGENT_SEARCH_MAX_RESULTS,
  AGENT_SEARCH_PARAM,
  agentSearchOf,
  FAQ_SEARCH_PARAM,
  FaqSearchSchema,
  type AgentSearchProblem,
} from "@contracts/help/help-search";
import { getPhrases } from "~/content/queries";
import { seoFor } from "~/pages/page-loading.server";
import type { ResolvedPage } from "~/routing/resolve-page";
import {
  faqCount,
  filterFaqGroups,
  reshapeFaqGroups,
  reshapeGrievanceLevels,
  reshapeLegalDocument,
  reshapeLicence,
  reshapeOmbudsmanOffices,
  reshapeTurnarounds,
  type Licence,
} from "./help-content";

/** The translation page of the help pages' labels (content/seed/translationpages.json). */
const HELP_PHRASE_PAGES = ["help_pages"];

export async function loadFaqPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const [categories, subcategories, phrases, seo] = await Promise.all([
    readEntries(context.content, contentQuery("faqcategories").limit(-1)),
    readEntries(context.content, contentQuery("faqsubcategories").limit(-1)),
    getPhrases(context.content, HELP_PHRASE_PAGES, page.lang),
    seoFor(context, page, url, page.entry.page),
  ]);
  const groups = reshapeFaqGroups(categories, subcategories, page.lang);
  const query = FaqSearchSchema.parse(url.searchParams.get(FAQ_SEARCH_PARAM) ?? "");
  const shown = filterFaqGroups(groups, query);
  // FAQPage structured data: every question of the page (helmetdata's own FAQs when the collection is empty)
  const all = groups.flatMap((g) => g.topics.flatMap((t) => t.faqs));
  return {
    template: "faq" as const,
    seo: all.length ? { ...seo, faq: all } : seo,
    phrases,
    groups,
    query,
    shownCount: faqCount(shown),
  };
}

export async function loadGrievancePage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const [levels, turnarounds, offices, phrases, seo] = await Promise.all([
    readEntries(context.content, contentQuery("grievancelevels").limit(-1)),
    readEntries(context.content, contentQuery("serviceturnarounds").limit(-1)),
    readEntries(context.content, contentQuery("ombudsmanoffices").limit(-1)),
    getPhrases(context.content, HELP_PHRASE_PAGES, page.lang),
    seoFor(context, page, url, page.entry.page),
  ]);
  return {
    template: "grievance" as const,
    seo,
    phrases,
    // a level whose link is this page itself (the complaint ways on it) needs no link
    levels: reshapeGrievanceLevels(levels, page.lang).map((level) =>
      level.link === page.entry.path ? { ...level, link: null } : level,
    ),
    turnarounds: reshapeTurnarounds(turnarounds, page.lang),
    offices: reshapeOmbudsmanOffices(offices, page.lang),
  };
}

export type AgentSearch =
  | { state: "none" }
  | { state: "invalid"; raw: string; problem: AgentSearchProblem }
  | { state: "done"; raw: string; query: string; licences: Licence[] };

/** The register's licences whose name or code holds the query (two reads: the content API has no OR of fields). */
async function searchRegister(context: AppLoadContext, query: string, page: ResolvedPage): Promise<Licence[]> {
  const [byName, byCode] = await Promise.all([
    readEntries(
      context.content,
      contentQuery("intermediaries").where("name", "contains", query).limit(AGENT_SEARCH_MAX_RESULTS),
    ),
    readEntries(
      context.content,
      contentQuery("intermediaries").where("licence_code", "contains", query).limit(AGENT_SEARCH_MAX_RESULTS),
    ),
  ]);
  const today = indiaDay();
  const seen = new Set<number>();
  return [...byCode, ...byName]
    .filter((entry) => !seen.has(entry.id) && seen.add(entry.id))
    .slice(0, AGENT_SEARCH_MAX_RESULTS)
    .map((entry) => reshapeLicence(entry, page.lang, today));
}

export async function loadAgentPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const raw = url.searchParams.get(AGENT_SEARCH_PARAM);
  const [phrases, seo] = await Promise.all([
    getPhrases(context.content, HELP_PHRASE_PAGES, page.lang),
    seoFor(context, page, url, page.entry.page),
  ]);
  let search: AgentSearch = { state: "none" };
  if (raw !== null) {
    const checked = agentSearchOf(raw);
    search =
      "problem" in checked
        ? { state: "invalid", raw, problem: checked.problem }
        : { state: "done", raw, query: checked.query, licences: await searchRegister(context, checked.query, page) };
  }
  return { template: "agent" as const, seo, phrases, search };
}

/** The legal pages (privacy policy, website terms, UCC disclaimer, medical declaration): the `pages` entry of their slug. */
export async function loadLegalPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const [entry, phrases, seo] = await Promise.all([
    readFirst(context.content, contentQuery("pages").where("slug", page.entry.page).where("publish", true)),
    getPhrases(context.content, HELP_PHRASE_PAGES, page.lang),
    seoFor(context, page, url, page.entry.page),
  ]);
  return {
    template: "legal" as const,
    seo,
    phrases,
    document: entry ? reshapeLegalDocument(entry, page.lang) : null,
  };
}
