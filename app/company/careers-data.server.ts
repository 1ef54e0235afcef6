/**
 * /current-opening (issue 16): the open positions (published, not past their
 * closing date, India's day) and the application form's state after a plain
 * form post (`?applied=` the reference, `?apply_error=` what to fix).
 */
import { data, type AppLoadContext } from "react-router";
import { CAREER_MESSAGES } from "@contracts/careers/application-schema";
import { indiaDay } from "@contracts/dates/india-day";
import { localizedField, localizePath } from "@contracts/i18n/languages";
import { LEAD_MESSAGES } from "@contracts/lead/lead-rules";
import { getPhrases, requireCareerSections, requireJobs } from "~/content/queries";
import { privatePageHeaders, seoFor } from "~/pages/page-loading.server";
import type { ResolvedPage } from "~/routing/resolve-page";
import { formatDisplayDate } from "~/text/display-date";
import { COMPANY_PHRASE_PAGES } from "./blog-data.server";
import { articleBlocks } from "./blog-content";

const REFERENCE = /^CA-\d{6}-[2-9A-HJ-NP-Z]{6}$/;

export async function loadOpenings(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const { lang } = page;
  const today = indiaDay();
  const [entries, seo, phrases] = await Promise.all([
    requireJobs(context.content),
    seoFor(context, page, url, page.entry.page),
    // the lead form's messages (name, mobile) are the layout's (`lead_form`, app/i18n/phrases.ts)
    getPhrases(context.content, COMPANY_PHRASE_PAGES, lang),
  ]);
  const jobs = entries
    .filter((e) => !e.closing_date || e.closing_date >= today)
    .map((e) => ({
      slug: e.slug,
      title: localizedField(e, "title", lang),
      department: localizedField(e, "department", lang),
      location: localizedField(e, "location", lang),
      experience: localizedField(e, "experience", lang),
      closes: e.closing_date ? { text: formatDisplayDate(e.closing_date, lang), dateTime: e.closing_date } : null,
      blocks: articleBlocks(localizedField(e, "description", lang), lang),
    }));
  const applied = url.searchParams.get("applied");
  const problem = url.searchParams.get("apply_error");
  const chosen = url.searchParams.get("job");
  const outcome = {
    reference: applied && REFERENCE.test(applied) ? applied : null,
    problem: problem && (problem in CAREER_MESSAGES || problem in LEAD_MESSAGES) ? problem : null,
    job: jobs.some((j) => j.slug === chosen) ? chosen : null,
  };
  const payload = { seo, phrases, lang, jobs, outcome };
  // an applicant's own outcome is theirs: never kept by the page cache or a CDN (decision 036)
  return outcome.reference || outcome.problem ? data(payload, { headers: privatePageHeaders() }) : payload;
}

/** Which collection holds the sections of which careers page. */
const SECTION_COLLECTIONS = {
  "career-progression": "careerprogressions",
  "developing-young-leaders": "developingyoungleaders",
} as const;

/** /career-progression and /developing-young-leaders (issue 16): the page's sections, then the way to the openings. */
export async function loadCareerSections(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const { lang } = page;
  const collection = SECTION_COLLECTIONS[page.entry.page as keyof typeof SECTION_COLLECTIONS];
  const [entries, seo, phrases] = await Promise.all([
    requireCareerSections(context.content, collection),
    seoFor(context, page, url, page.entry.page),
    getPhrases(context.content, COMPANY_PHRASE_PAGES, lang),
  ]);
  return {
    seo,
    phrases,
    lang,
    pageComponent: page.entry.page,
    sections: entries.map((e) => ({
      id: e.id,
      title: localizedField(e, "title", lang),
      blocks: articleBlocks(localizedField(e, "description", lang), lang),
    })),
    openingsHref: localizePath("/current-opening", lang),
  };
}
