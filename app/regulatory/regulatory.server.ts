/**
 * The loaders of the regulatory pages (issue 16, decision 060): /downloads with its filter by line
 * of business and document type (a GET form read here, so it works before hydration).
 */
import { data, type AppLoadContext } from "react-router";
import {
  UNCLAIMED_FIELDS,
  UnclaimedSearchSchema,
  type UnclaimedField,
  type UnclaimedResult,
} from "@contracts/regulatory/unclaimed";
import { disclosureYearOf } from "@contracts/regulatory/disclosure-filter";
import { downloadFilterOf } from "@contracts/regulatory/download-filter";
import { localizedField } from "@contracts/i18n/languages";
import {
  getPhrases,
  getProductByKey,
  requireCsrProjects,
  requireDisclosuresOf,
  requireDownloadCategories,
  requireDownloads,
  requireFinancialYears,
  requireImportantLinks,
  requireInvestorDocuments,
  requireTender,
  requireTenders,
} from "~/content/queries";
import { notFound, privatePageHeaders, seoFor } from "~/pages/page-loading.server";
import type { ResolvedPage } from "~/routing/resolve-page";
import {
  groupDownloads,
  reshapeCsrProjects,
  reshapeDisclosures,
  reshapeDownload,
  reshapeDownloadLines,
  reshapeImportantLinks,
  reshapeInvestorDocuments,
  reshapeTender,
  reshapeTenderDetail,
  type DownloadDocument,
} from "./regulatory-content";
import { recordSeo } from "~/seo/record-seo";

/** The translation pages of these pages' labels (content/seed/translationpages.json). */
export const REGULATORY_PHRASE_PAGES = ["downloads_disclosures", "regulatory_more", "content_page"];

export async function loadDownloadsPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const filter = downloadFilterOf(url.searchParams);
  if (!filter) notFound();
  const [categories, entries, phrases, seo] = await Promise.all([
    requireDownloadCategories(context.content),
    requireDownloads(context.content),
    getPhrases(context.content, REGULATORY_PHRASE_PAGES, page.lang),
    seoFor(context, page, url, page.entry.page),
  ]);
  const lines = reshapeDownloadLines(categories, page.lang);
  if (filter.line && !lines.some((l) => l.slug === filter.line)) notFound();
  // a product page's link (decision 061): a product that is not in the catalogue is a 404
  const product = filter.product ? await getProductByKey(context.content, filter.product) : null;
  if (filter.product && !product) notFound();
  const documents = entries.map((e) => reshapeDownload(e, page.lang)).filter((d): d is DownloadDocument => d !== null);
  const groups = groupDownloads(lines, documents, filter);
  return {
    template: "downloads" as const,
    seo,
    phrases,
    lang: page.lang,
    lines,
    filter,
    productName: product ? localizedField(product, "Name", page.lang) : null,
    groups,
    count: groups.reduce((n, g) => n + g.documents.length, 0),
  };
}

export type DownloadsPageData = Awaited<ReturnType<typeof loadDownloadsPage>>;

/** /public-disclosure2: the NL forms of one financial year (the newest without `?fy=`), by quarter. */
export async function loadDisclosuresPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const asked = disclosureYearOf(url.searchParams);
  if (asked === false) notFound();
  const [years, phrases, seo] = await Promise.all([
    requireFinancialYears(context.content),
    getPhrases(context.content, REGULATORY_PHRASE_PAGES, page.lang),
    seoFor(context, page, url, page.entry.page),
  ]);
  const year = asked ?? years[0]?.year ?? null;
  if (asked && !years.some((y) => y.year === asked)) notFound();
  const quarters = year ? reshapeDisclosures(await requireDisclosuresOf(context.content, year), page.lang) : [];
  return {
    template: "public-disclosures" as const,
    seo,
    phrases,
    lang: page.lang,
    years: years.map((y) => y.year),
    year,
    quarters,
  };
}

export type DisclosuresPageData = Awaited<ReturnType<typeof loadDisclosuresPage>>;

/**
 * /tender: open notices first, then closed, awarded and cancelled ones. Whether a tender is still
 * open is decided at render time; a kept page lives at most PAGE_CACHE_SECONDS (decision 036).
 */
export async function loadTendersPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const [entries, phrases, seo] = await Promise.all([
    requireTenders(context.content),
    getPhrases(context.content, REGULATORY_PHRASE_PAGES, page.lang),
    seoFor(context, page, url, page.entry.page),
  ]);
  const now = new Date();
  const tenders = entries.map((e) => reshapeTender(e, page.lang, now));
  return {
    template: "tenders" as const,
    seo,
    phrases,
    lang: page.lang,
    open: tenders.filter((t) => t.status === "open").reverse(),
    past: tenders.filter((t) => t.status !== "open"),
  };
}

export type TendersPageData = Awaited<ReturnType<typeof loadTendersPage>>;

/**
 * /tender-details/{slug} (decision 066): one tender with its scope, eligibility, dates, deposit,
 * contact and documents; a slug no published tender has answers 404 (noindex) in its language.
 */
export async function loadTenderPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const entry = await requireTender(context.content, page.params.slug ?? "");
  if (!entry) notFound();
  const [phrases, pageSeo] = await Promise.all([
    getPhrases(context.content, REGULATORY_PHRASE_PAGES, page.lang),
    seoFor(context, page, url, page.entry.page),
  ]);
  const tender = reshapeTenderDetail(entry, page.lang, new Date());
  const seo = recordSeo(pageSeo, {
    title: tender.title,
    description: `${tender.reference}. ${tender.description}`.slice(0, 300),
  });
  return { template: "tender" as const, seo, phrases, lang: page.lang, tender };
}

export type TenderPageData = Awaited<ReturnType<typeof loadTenderPage>>;

/** /unclaimed-policy-details: the search form (its answer comes from the action). */
export async function loadUnclaimedPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const [phrases, seo] = await Promise.all([
    getPhrases(context.content, REGULATORY_PHRASE_PAGES, page.lang),
    seoFor(context, page, url, page.entry.page),
  ]);
  return { template: "unclaimed" as const, seo, phrases, lang: page.lang };
}

export type UnclaimedPageData = Awaited<ReturnType<typeof loadUnclaimedPage>>;

/** A form post larger than this is no search. */
const UNCLAIMED_FORM_MAX_BYTES = 4096;
const FIELD_MAX = 200;

const STATUS_OF: Record<UnclaimedResult["state"], number> = {
  found: 200,
  none: 200,
  invalid: 400,
  limited: 429,
  unavailable: 503,
};

/**
 * The search's post: one schema (contracts/regulatory/unclaimed.ts) with the form in the browser;
 * bad input is a 400 naming what to correct, too many searches a 429. The answer is private.
 */
export async function searchUnclaimed(context: AppLoadContext, request: Request) {
  const answer = (result: UnclaimedResult) =>
    data(result, {
      status: STATUS_OF[result.state],
      headers: {
        ...privatePageHeaders(),
        ...(result.state === "limited" ? { "Retry-After": "3600" } : {}),
      },
    });
  const values: Partial<Record<UnclaimedField, string>> = {};
  if (Number(request.headers.get("content-length") ?? "0") > UNCLAIMED_FORM_MAX_BYTES) {
    return answer({ state: "invalid", problems: { policy: "unclaimed_error_policy" }, values });
  }
  let form: FormData | null = null;
  try {
    form = await request.formData();
  } catch {
    form = null;
  }
  for (const field of UNCLAIMED_FIELDS) {
    const value = form?.get(field);
    if (typeof value === "string") values[field] = value.slice(0, FIELD_MAX);
  }
  const parsed = UnclaimedSearchSchema.safeParse(values);
  if (!parsed.success) {
    const problems: Partial<Record<UnclaimedField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as UnclaimedField;
      problems[field] ??= issue.message;
    }
    return answer({ state: "invalid", problems, values });
  }
  if (!context.unclaimed) return answer({ state: "unavailable" });
  return answer(await context.unclaimed.search(parsed.data, context.clientAddress ?? "unknown"));
}

/** /important-links: the links by group (the regulator, awareness, schemes, this site). */
export async function loadImportantLinksPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const [entries, phrases, seo] = await Promise.all([
    requireImportantLinks(context.content),
    getPhrases(context.content, REGULATORY_PHRASE_PAGES, page.lang),
    seoFor(context, page, url, page.entry.page),
  ]);
  return {
    template: "important-links" as const,
    seo,
    phrases,
    lang: page.lang,
    groups: reshapeImportantLinks(entries, page.lang),
  };
}

export type ImportantLinksPageData = Awaited<ReturnType<typeof loadImportantLinksPage>>;

/** /about-us/investor-relations: results, policies and disclosures by group. */
export async function loadInvestorsPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const [entries, phrases, seo] = await Promise.all([
    requireInvestorDocuments(context.content),
    getPhrases(context.content, REGULATORY_PHRASE_PAGES, page.lang),
    seoFor(context, page, url, page.entry.page),
  ]);
  return {
    template: "investors" as const,
    seo,
    phrases,
    lang: page.lang,
    groups: reshapeInvestorDocuments(entries, page.lang),
  };
}

export type InvestorsPageData = Awaited<ReturnType<typeof loadInvestorsPage>>;

/** /sbig-cares: the CSR projects with what was spent and for how many people. */
export async function loadCsrPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const [entries, phrases, seo] = await Promise.all([
    requireCsrProjects(context.content),
    getPhrases(context.content, REGULATORY_PHRASE_PAGES, page.lang),
    seoFor(context, page, url, page.entry.page),
  ]);
  const projects = reshapeCsrProjects(entries, page.lang);
  return {
    template: "csr" as const,
    seo,
    phrases,
    lang: page.lang,
    projects,
    totals: {
      amountLakh: projects.reduce((n, p) => n + p.amountLakh, 0),
      beneficiaries: projects.reduce((n, p) => n + p.beneficiaries, 0),
    },
  };
}

export type CsrPageData = Awaited<ReturnType<typeof loadCsrPage>>;
