/**
 * /career, /life-at-sbig and /learn-how-we-hire (issue 16, decision 062):
 * the page's summary and sections from the `pages` collection (by slug, as
 * the insurer's content service keeps content pages), and the menu of the
 * careers pages. Without an entry the page still shows its helmetdata.
 */
import type { AppLoadContext } from "react-router";
import { localizedField, localizePath } from "@contracts/i18n/languages";
import { getPhrases, requireContentPage } from "~/content/queries";
import { seoFor } from "~/pages/page-loading.server";
import type { ResolvedPage } from "~/routing/resolve-page";
import { COMPANY_PHRASE_PAGES } from "./blog-data.server";
import { articleBlocks } from "./blog-content";

/** The careers pages in their menu's order, with their phrase keys. */
const CAREER_PAGES = [
  { path: "/career", label: "career_nav_careers" },
  { path: "/current-opening", label: "career_nav_openings" },
  { path: "/life-at-sbig", label: "career_nav_life" },
  { path: "/learn-how-we-hire", label: "career_nav_hiring" },
  { path: "/career-progression", label: "career_nav_progression" },
  { path: "/developing-young-leaders", label: "career_nav_young_leaders" },
  { path: "/meet-our-people", label: "career_nav_people" },
] as const;

/** Translation page of the careers pages' own phrases (3400-crop-careers.json). */
const CAREER_PHRASE_PAGES = [...COMPANY_PHRASE_PAGES, "crop_careers"];

export async function loadCareerPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const { lang } = page;
  const [entry, seo, phrases] = await Promise.all([
    requireContentPage(context.content, page.entry.page),
    seoFor(context, page, url, page.entry.page),
    getPhrases(context.content, CAREER_PHRASE_PAGES, lang),
  ]);
  return {
    seo,
    phrases,
    lang,
    pageComponent: page.entry.page,
    summary: entry ? localizedField(entry, "summary", lang) : seo.intro,
    sections: (entry?.sections ?? []).map((s, index) => ({
      id: index,
      title: localizedField(s, "heading", lang),
      blocks: articleBlocks(localizedField(s, "body", lang), lang),
    })),
    menu: CAREER_PAGES.map((p) => ({
      href: localizePath(p.path, lang),
      label: p.label,
      current: p.path === page.basePath,
    })),
    openingsHref: localizePath("/current-opening", lang),
  };
}

export type CareerPageData = Awaited<ReturnType<typeof loadCareerPage>>;
