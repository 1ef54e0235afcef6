/**
 * The entries of the regulatory pages (issue 16, decision 060) as the pages show them: plain data
 * in the page's language, so loaders send only what is shown.
 */
import type { Entry } from "@contracts/content/entry-types";
import { localizedField, localizePath, type Lang } from "@contracts/i18n/languages";
import { isDownloadType, type DownloadFilter, type DownloadType } from "@contracts/regulatory/regulatory-params";
import { tenderStatus, type TenderStatus } from "@contracts/regulatory/tender-status";
import { sameSitePath } from "@contracts/same-site-path";

export interface DownloadLine {
  slug: string;
  name: string;
}

export interface DownloadDocument {
  slug: string;
  title: string;
  description: string;
  type: DownloadType;
  line: string | null;
  /** the catalogue product the document belongs to, if one */
  productKey: string | null;
  href: string;
  /** Size in KB when the file is stored (a claim form is drawn on request and has none). */
  sizeKb: number | null;
  version: string;
}

export interface DownloadGroup extends DownloadLine {
  documents: DownloadDocument[];
}

export function reshapeDownloadLines(entries: readonly Entry<"downloadcategories">[], lang: Lang): DownloadLine[] {
  return entries.map((e) => ({ slug: e.slug, name: localizedField(e, "name", lang) }));
}

/** A document, or null when it has nothing to download or a type the page does not know. */
export function reshapeDownload(entry: Entry<"downloads">, lang: Lang): DownloadDocument | null {
  const href = entry.file?.url ?? (entry.link ? sameSitePath(entry.link) : null);
  if (!href || !isDownloadType(entry.document_type)) return null;
  return {
    slug: entry.slug,
    title: localizedField(entry, "title", lang),
    description: localizedField(entry, "description", lang),
    type: entry.document_type,
    line: entry.downloadcategory?.slug ?? null,
    productKey: entry.product_key ?? null,
    href,
    sizeKb: entry.file ? Math.max(1, Math.round(entry.file.size)) : null,
    version: entry.version ?? "",
  };
}

/** The documents a filter shows, grouped by line in the lines' order, each group's in the editors' order. */
export function groupDownloads(
  lines: readonly DownloadLine[],
  documents: readonly DownloadDocument[],
  filter: DownloadFilter,
): DownloadGroup[] {
  return lines
    .filter((line) => !filter.line || line.slug === filter.line)
    .map((line) => ({
      ...line,
      documents: documents.filter(
        (d) =>
          d.line === line.slug &&
          (!filter.type || d.type === filter.type) &&
          (!filter.product || d.productKey === filter.product),
      ),
    }))
    .filter((group) => group.documents.length > 0);
}

export interface DisclosureForm {
  slug: string;
  formNo: string;
  title: string;
  href: string;
  sizeKb: number;
  /** The day it was published (the entry's `created_at`). */
  published: string;
}

/** The kinds of form, in the order the page shows them (an entry of another kind goes last, as "schedules"). */
export const DISCLOSURE_GROUPS = [
  "statements",
  "schedules",
  "solvency",
  "investments",
  "business",
  "claims",
  "governance",
] as const;
export type DisclosureGroup = (typeof DISCLOSURE_GROUPS)[number];

export interface DisclosureQuarter {
  quarter: number;
  count: number;
  groups: { group: DisclosureGroup; forms: DisclosureForm[] }[];
}

const groupOf = (category: string | null | undefined): DisclosureGroup =>
  (DISCLOSURE_GROUPS as readonly string[]).includes(category ?? "") ? (category as DisclosureGroup) : "schedules";

/**
 * A year's disclosures by quarter, newest quarter first; in each quarter the forms by kind
 * (financial statements, schedules, ratios and solvency, ...), each kind in the editors' order.
 */
export function reshapeDisclosures(entries: readonly Entry<"publicdisclosures">[], lang: Lang): DisclosureQuarter[] {
  const quarters = new Map<number, Map<DisclosureGroup, DisclosureForm[]>>();
  for (const e of entries) {
    if (!e.file?.url || e.quarter < 1 || e.quarter > 4) continue;
    const groups = quarters.get(e.quarter) ?? new Map<DisclosureGroup, DisclosureForm[]>();
    const group = groupOf(e.category);
    const forms = groups.get(group) ?? [];
    forms.push({
      slug: e.slug,
      formNo: e.form_no,
      title: localizedField(e, "title", lang),
      href: e.file.url,
      sizeKb: Math.max(1, Math.round(e.file.size)),
      published: e.created_at,
    });
    groups.set(group, forms);
    quarters.set(e.quarter, groups);
  }
  return [...quarters.entries()]
    .sort(([a], [b]) => b - a)
    .map(([quarter, groups]) => {
      const ordered = DISCLOSURE_GROUPS.filter((g) => groups.has(g)).map((group) => ({
        group,
        forms: groups.get(group)!,
      }));
      return { quarter, count: ordered.reduce((n, g) => n + g.forms.length, 0), groups: ordered };
    });
}

export interface TenderCard {
  slug: string;
  reference: string;
  title: string;
  description: string;
  eligibility: string;
  openDate: string;
  closingDate: string;
  status: TenderStatus;
  contactEmail: string;
  documents: { title: string; href: string; sizeKb: number }[];
}

export function reshapeTender(entry: Entry<"tenders">, lang: Lang, now: Date): TenderCard {
  return {
    slug: entry.slug,
    reference: entry.reference_no,
    title: localizedField(entry, "title", lang),
    description: localizedField(entry, "description", lang),
    eligibility: localizedField(entry, "eligibility", lang),
    openDate: entry.open_date,
    closingDate: entry.closing_date,
    status: tenderStatus(entry.status, entry.closing_date, now),
    contactEmail: entry.contact_email ?? "",
    documents: (entry.documents ?? []).flatMap((d) =>
      d.file?.url
        ? [{ title: localizedField(d, "title", lang), href: d.file.url, sizeKb: Math.max(1, Math.round(d.file.size)) }]
        : [],
    ),
  };
}

/** The tender's own page (/tender-details/{slug}, decision 066). */
export const tenderPath = (slug: string) => `/tender-details/${encodeURIComponent(slug)}`;

export interface TenderDetail extends TenderCard {
  scope: string[];
  eligibilityItems: string[];
  preBidDate: string | null;
  openingDate: string | null;
  /** rupees; null when the entry does not say, 0 when there is none */
  emd: number | null;
  fee: number | null;
  contactName: string;
}

const lines = (text: string) =>
  text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);

export function reshapeTenderDetail(entry: Entry<"tenders">, lang: Lang, now: Date): TenderDetail {
  const card = reshapeTender(entry, lang, now);
  return {
    ...card,
    scope: lines(localizedField(entry, "scope", lang)),
    eligibilityItems: lines(card.eligibility),
    preBidDate: entry.pre_bid_date ?? null,
    openingDate: entry.opening_date ?? null,
    emd: typeof entry.emd_amount === "number" ? entry.emd_amount : null,
    fee: typeof entry.tender_fee === "number" ? entry.tender_fee : null,
    contactName: localizedField(entry, "contact_name", lang),
  };
}

/** The groups of /important-links, in the page's order. */
export const LINK_CATEGORIES = ["regulator", "awareness", "schemes", "site"] as const;
export type LinkCategory = (typeof LINK_CATEGORIES)[number];

export interface ImportantLink {
  slug: string;
  title: string;
  description: string;
  href: string;
  /** Another site's address: opens in a new tab. */
  external: boolean;
}

/** The links by group; a link of an unknown group, or whose address is neither https nor this site's, is left out. */
export function reshapeImportantLinks(
  entries: readonly Entry<"importantlinks">[],
  lang: Lang,
): { category: LinkCategory; links: ImportantLink[] }[] {
  return LINK_CATEGORIES.map((category) => ({
    category,
    links: entries.flatMap((e): ImportantLink[] => {
      if (e.category !== category) return [];
      const external = /^https:\/\/[^/\s]+/i.test(e.url);
      const internal = /^\/(?!\/)/.test(e.url);
      if (!external && !internal) return [];
      return [
        {
          slug: e.slug,
          title: localizedField(e, "title", lang),
          description: localizedField(e, "description", lang),
          href: external ? e.url : localizePath(e.url, lang),
          external,
        },
      ];
    }),
  })).filter((group) => group.links.length > 0);
}

/** The groups of the investor relations page, in its order. */
export const INVESTOR_CATEGORIES = ["annual", "results", "policy", "disclosure"] as const;
export type InvestorCategory = (typeof INVESTOR_CATEGORIES)[number];

export interface InvestorDocument {
  slug: string;
  title: string;
  description: string;
  href: string;
  /** Size in KB for a file; null for a page of this site. */
  sizeKb: number | null;
  publishedOn: string;
}

export function reshapeInvestorDocuments(
  entries: readonly Entry<"investordocuments">[],
  lang: Lang,
): { category: InvestorCategory; documents: InvestorDocument[] }[] {
  return INVESTOR_CATEGORIES.map((category) => ({
    category,
    documents: entries.flatMap((e): InvestorDocument[] => {
      if (e.category !== category) return [];
      const href = e.file?.url ?? (e.link?.startsWith("/") ? localizePath(sameSitePath(e.link), lang) : null);
      if (!href) return [];
      return [
        {
          slug: e.slug,
          title: localizedField(e, "title", lang),
          description: localizedField(e, "description", lang),
          href,
          sizeKb: e.file ? Math.max(1, Math.round(e.file.size)) : null,
          publishedOn: e.published_on ?? "",
        },
      ];
    }),
  })).filter((group) => group.documents.length > 0);
}

/** The CSR policy's focus areas, in the page's order. */
export const CSR_AREAS = ["health", "education", "road-safety", "environment", "disaster-relief"] as const;
export type CsrArea = (typeof CSR_AREAS)[number];

export interface CsrProject {
  slug: string;
  title: string;
  description: string;
  location: string;
  area: CsrArea;
  year: string;
  amountLakh: number;
  beneficiaries: number;
}

/** The projects with a known focus area, in the editors' order. */
export function reshapeCsrProjects(entries: readonly Entry<"csrprojects">[], lang: Lang): CsrProject[] {
  return entries.flatMap((e): CsrProject[] =>
    (CSR_AREAS as readonly string[]).includes(e.focus_area)
      ? [
          {
            slug: e.slug,
            title: localizedField(e, "title", lang),
            description: localizedField(e, "description", lang),
            location: localizedField(e, "location", lang),
            area: e.focus_area as CsrArea,
            year: e.year,
            amountLakh: Number(e.amount_lakh ?? 0),
            beneficiaries: e.beneficiaries ?? 0,
          },
        ]
      : [],
  );
}
