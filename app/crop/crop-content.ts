/**
 * The crop scheme pages' sections (`fasalbimas`, decision 062) as the page
 * shows them, in one of four languages: text from the `_en`, `_hi`,
 * `_kannad` or `_assamese` field (English where a language's is empty),
 * table cells formatted for the language (numbers with Intl and Indian
 * grouping, dates as day month year), documents and questions.
 */
import type { z } from "zod";
import type { cropTableSchema } from "@contracts/content/collections";
import type { Entry } from "@contracts/content/entry-types";
import { localizedField, localizePath, type Lang } from "@contracts/i18n/languages";
import { parseArticle, type ArticleBlock } from "~/ui/article-body";
import { formatDisplayDate } from "~/text/display-date";
import { formatNumber } from "~/text/amounts";

/**
 * `base` in the page's language, English where that language's field is empty (spec 1: crop
 * pages are also in Assamese, so their entries carry a fourth field, `_assamese`).
 */
export function cropField(entry: object, base: string, lang: Lang): string {
  return localizedField(entry, base, lang);
}

type CropTable = z.infer<typeof cropTableSchema>;
type CropText = Extract<CropTable["rows"][number][number], object>;

export interface CropTableView {
  columns: { label: string; numeric: boolean }[];
  /** the first cell of a row heads it (`th scope="row"`) */
  rows: { cells: string[]; dateTimes: (string | null)[] }[];
  note: string;
}

export interface CropSectionView {
  id: number;
  /** the heading's id, for aria-labelledby */
  anchor: string;
  title: string;
  blocks: ArticleBlock[];
  table: CropTableView | null;
  documents: { title: string; description: string; href: string; publisher: string; external: boolean }[];
  faqs: { question: string; answer: string }[];
}

const textIn = (text: CropText, lang: Lang) => text[lang] || text.en;

export function reshapeCropTable(table: CropTable, lang: Lang): CropTableView {
  return {
    columns: table.columns.map((c) => ({ label: textIn(c.label, lang), numeric: c.kind === "number" })),
    rows: table.rows.map((row) => ({
      cells: row.map((cell) =>
        typeof cell === "number"
          ? formatNumber(cell, lang)
          : typeof cell === "string"
            ? formatDisplayDate(cell, lang)
            : textIn(cell, lang),
      ),
      dateTimes: row.map((cell) => (typeof cell === "string" ? cell : null)),
    })),
    note: table.note ? textIn(table.note, lang) : "",
  };
}

/** A same-site document address in the page's language is the file itself; other sites' are links out. */
function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

export function reshapeCropSection(entry: Entry<"fasalbimas">, lang: Lang): CropSectionView {
  return {
    id: entry.id,
    anchor: `crop-section-${entry.id}`,
    title: cropField(entry, "title", lang),
    blocks: parseArticle(cropField(entry, "body", lang)),
    table: entry.table ? reshapeCropTable(entry.table, lang) : null,
    documents: (entry.documents ?? []).map((d) => ({
      title: cropField(d, "title", lang),
      description: cropField(d, "description", lang),
      href: d.url,
      publisher: d.publisher ?? "",
      external: isExternal(d.url),
    })),
    faqs: (entry.faqs ?? []).map((f) => ({
      question: cropField(f, "question", lang),
      answer: cropField(f, "answer", lang),
    })),
  };
}

/** The nine crop scheme pages in the order of their menu (spec 2 "Crop scheme"), with their phrase keys. */
export const CROP_PAGES = [
  { path: "/pradhan-mantri-fasal-bima-yojna", label: "crop_nav_overview" },
  { path: "/EnrolmentProcess", label: "crop_nav_enrolment" },
  { path: "/claimprocess", label: "crop_nav_claims" },
  { path: "/Guidelinedocument", label: "crop_nav_documents" },
  { path: "/Claimsummary", label: "crop_nav_claim_summary" },
  { path: "/businessstatic", label: "crop_nav_statistics" },
  { path: "/CapacityBuilding", label: "crop_nav_capacity" },
  { path: "/MarketingAwarness", label: "crop_nav_awareness" },
  { path: "/Faqpage", label: "crop_nav_faq" },
] as const;

export function cropMenu(currentPath: string, lang: Lang) {
  return CROP_PAGES.map((p) => ({ href: localizePath(p.path, lang), label: p.label, current: p.path === currentPath }));
}
