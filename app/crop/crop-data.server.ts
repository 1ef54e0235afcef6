/**
 * A crop scheme page (issue 16, decision 062): its sections from
 * `fasalbimas`, its SEO facts from helmetdata, and the menu of the nine
 * pages. The FAQPage structured data lists every question the page shows:
 * helmetdata's and the sections' own.
 */
import type { AppLoadContext } from "react-router";
import { getPhrases, requireCropSections } from "~/content/queries";
import { seoFor } from "~/pages/page-loading.server";
import type { ResolvedPage } from "~/routing/resolve-page";
import { cropMenu, reshapeCropSection } from "./crop-content";

/** Translation page of the crop and careers pages' own phrases (3400-crop-careers.json). */
export const CROP_PHRASE_PAGES = ["crop_careers"];

export async function loadCropPage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const { lang } = page;
  const [entries, seo, phrases] = await Promise.all([
    requireCropSections(context.content, page.entry.page),
    seoFor(context, page, url, page.entry.page),
    getPhrases(context.content, CROP_PHRASE_PAGES, lang),
  ]);
  const sections = entries.map((entry) => reshapeCropSection(entry, lang));
  const pageFaqs = seo.faq;
  const asked = new Set(pageFaqs.map((f) => f.question));
  const sectionFaqs = sections.flatMap((s) => s.faqs).filter((f) => !asked.has(f.question));
  return {
    seo: { ...seo, faq: [...pageFaqs, ...sectionFaqs] },
    phrases,
    lang,
    pageComponent: page.entry.page,
    menu: cropMenu(page.basePath, lang),
    sections,
    /** helmetdata's questions, shown under the sections (the sections' own show inside them) */
    pageFaqs,
  };
}

export type CropPageData = Awaited<ReturnType<typeof loadCropPage>>;
