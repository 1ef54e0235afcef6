/**
 * The loaders of the help pages with content of their own (issue 16): `/faq`
 * (groups, topics and a question search), `/grievance-redressal` (escalation
 * levels, service turnaround times, Ombudsman offices) and `/agent` (the
 * register search that verifies a seller). Searches come from the address
 * (GET forms), so they work before hydration and can be shared.
 */
import { data, type AppLoadContext } from "react-router";
import { contentQuery } from "@contracts/content/content-query";
import { readEntries, readFirst } from "@contracts/content/content-source";
import { indiaDay } from "@contracts/dates/india-day";
import {
  GRIEVANCE_FIELDS,
  GRIEVANCE_MESSAGES,
  type GrievanceField,
  type GrievanceMessageKey,
} from "@contracts/help/grievance-schema";
import {
  AGENT_SEARCH_MAX_RESULTS,
  AGENT_SEARCH_PARAM,
  agentSearchOf,
  FAQ_SEARCH_PARAM,
  FaqSearchSchema,
  type AgentSearchProblem,
} from "@contracts/help/help-search";
import { getPhrases, requireAgentDocuments } from "~/content/queries";
import { seoFor } from "~/pages/page-loading.server";
import type { ResolvedPage } from "~/routing/resolve-page";
import type { GrievanceResult } from "./grievance-form";
import {
  faqCount,
  filterFaqGroups,
  reshapeFaqGroups,
  reshapeGrievanceLevels,
  reshapeLegalDocument,
  reshapeAgentDocument,
  reshapeLicence,
  reshapeOmbudsmanOffices,
  reshapeTurnarounds,
  type Licence,
} from "./help-content";

/** The translation page of the help pages' labels (content/seed/translationpages.json). */
const HELP_PHRASE_PAGES = ["help_pages"];
/** /agent's labels, with its documents' (decision 066) and the download link's. */
const AGENT_PHRASE_PAGES = ["help_pages", "regulatory_more", "downloads_disclosures"];

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
  const [phrases, seo, documents] = await Promise.all([
    getPhrases(context.content, AGENT_PHRASE_PAGES, page.lang),
    seoFor(context, page, url, page.entry.page),
    requireAgentDocuments(context.content),
  ]);
  let search: AgentSearch = { state: "none" };
  if (raw !== null) {
    const checked = agentSearchOf(raw);
    search =
      "problem" in checked
        ? { state: "invalid", raw, problem: checked.problem }
        : { state: "done", raw, query: checked.query, licences: await searchRegister(context, checked.query, page) };
  }
  return {
    template: "agent" as const,
    seo,
    phrases,
    search,
    documents: documents.flatMap((d) => {
      const document = reshapeAgentDocument(d, page.lang);
      return document ? [document] : [];
    }),
  };
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

/** A complaint is a few short fields and up to 2,000 characters: anything much larger is refused unread. */
const GRIEVANCE_FORM_MAX_BYTES = 32 * 1024;
const FIELD_MAX = 4000;

const keywordOf = (text: string): GrievanceMessageKey | undefined =>
  (Object.keys(GRIEVANCE_MESSAGES) as GrievanceMessageKey[]).find((key) => GRIEVANCE_MESSAGES[key] === text);

/**
 * The grievance form's post (decision 054): the same service as `POST /api/grievances`, so the
 * form answers alike with and without scripts. The visitor's values come back with a refusal.
 */
export async function submitGrievance(context: AppLoadContext, request: Request) {
  const refuse = (status: number, problems: Extract<GrievanceResult, { ok: false }>["problems"], values = {}) =>
    data<GrievanceResult>({ ok: false, problems, values }, { status });
  if (!context.selfService) return refuse(503, { form: "help_grievance_unavailable" });
  if (Number(request.headers.get("content-length") ?? "0") > GRIEVANCE_FORM_MAX_BYTES) {
    return refuse(413, { form: "help_grievance_too_large" });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(400, { form: "help_grievance_category_required" });
  }
  const values: Partial<Record<GrievanceField, string>> = {};
  for (const field of GRIEVANCE_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, FIELD_MAX);
  }
  const answer = await context.selfService.registerGrievance(values, context.clientAddress ?? "unknown");
  if (answer.ok) return data<GrievanceResult>({ ok: true, reference: answer.value.reference }, { status: 201 });
  const key = keywordOf(answer.message);
  if (answer.field && key) return refuse(answer.status, { [answer.field]: key }, values);
  return refuse(
    answer.status,
    { form: answer.status === 429 ? "help_grievance_limited" : "help_grievance_unavailable" },
    values,
  );
}
