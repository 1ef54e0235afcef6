/**
 * The help pages' content as their components show it (issue 16): the FAQ's
 * groups and topics, the grievance page's escalation levels, turnaround times
 * and Ombudsman offices, and the register's licences, each in the page's
 * language. Pure functions over the content service's entries, so the
 * loaders and the browser's live FAQ filter share them.
 */
import { localizedField, type Lang } from "@contracts/i18n/languages";
import type { Entry } from "@contracts/content/entry-types";
import { matchesSearch } from "@contracts/help/help-search-params";

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqTopic {
  slug: string;
  name: string;
  faqs: FaqItem[];
}

export interface FaqGroup {
  slug: string;
  name: string;
  topics: FaqTopic[];
}

const bySortOrder = (a: { sort_order: number | null }, b: { sort_order: number | null }) =>
  (a.sort_order ?? 0) - (b.sort_order ?? 0);

/** The published groups with their published topics, in order; a group without topics is left out. */
export function reshapeFaqGroups(
  categories: readonly Entry<"faqcategories">[],
  subcategories: readonly Entry<"faqsubcategories">[],
  lang: Lang,
): FaqGroup[] {
  return categories
    .filter((c) => c.publish !== false)
    .sort(bySortOrder)
    .map((category) => ({
      slug: category.slug,
      name: localizedField(category, "Name", lang),
      topics: subcategories
        .filter((s) => s.publish !== false && s.faqcategory?.id === category.id)
        .sort(bySortOrder)
        .map((topic) => ({
          slug: topic.slug,
          name: localizedField(topic, "Name", lang),
          faqs: (topic.faqs ?? []).map((faq) => ({
            question: localizedField(faq, "question", lang),
            answer: localizedField(faq, "answer", lang),
          })),
        }))
        .filter((topic) => topic.faqs.length > 0),
    }))
    .filter((group) => group.topics.length > 0);
}

/** The groups with only the questions whose question or answer holds every word of `query`. */
export function filterFaqGroups(groups: readonly FaqGroup[], query: string): FaqGroup[] {
  if (!query) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      topics: group.topics
        .map((topic) => ({
          ...topic,
          faqs: topic.faqs.filter((faq) => matchesSearch(`${faq.question} ${faq.answer}`, query)),
        }))
        .filter((topic) => topic.faqs.length > 0),
    }))
    .filter((group) => group.topics.length > 0);
}

export function faqCount(groups: readonly FaqGroup[]): number {
  return groups.reduce((sum, group) => sum + group.topics.reduce((n, topic) => n + topic.faqs.length, 0), 0);
}

export interface GrievanceLevel {
  level: number;
  title: string;
  description: string;
  contact: string;
  timeline: string;
  link: string | null;
}

export function reshapeGrievanceLevels(levels: readonly Entry<"grievancelevels">[], lang: Lang): GrievanceLevel[] {
  return levels
    .filter((l) => l.publish !== false)
    .sort((a, b) => a.level - b.level)
    .map((l) => ({
      level: l.level,
      title: localizedField(l, "title", lang),
      description: localizedField(l, "description", lang),
      contact: localizedField(l, "contact", lang),
      timeline: localizedField(l, "timeline", lang),
      link: l.link,
    }));
}

export const TURNAROUND_CATEGORIES = ["policy", "endorsement", "claims", "grievance"] as const;
export type TurnaroundCategory = (typeof TURNAROUND_CATEGORIES)[number];

export interface Turnaround {
  service: string;
  commitment: string;
  regulatoryLimit: string;
  source: string;
}

/** The published rows by category, in the table's order of categories. */
export function reshapeTurnarounds(
  rows: readonly Entry<"serviceturnarounds">[],
  lang: Lang,
): { category: TurnaroundCategory; rows: Turnaround[] }[] {
  return TURNAROUND_CATEGORIES.map((category) => ({
    category,
    rows: rows
      .filter((r) => r.publish !== false && r.category === category)
      .sort(bySortOrder)
      .map((r) => ({
        service: localizedField(r, "service", lang),
        commitment: localizedField(r, "commitment", lang),
        regulatoryLimit: localizedField(r, "regulatory_limit", lang),
        source: r.source ?? "",
      })),
  })).filter((group) => group.rows.length > 0);
}

export interface OmbudsmanOffice {
  slug: string;
  city: string;
  address: string;
  phone: string;
  email: string;
  jurisdiction: string;
}

export function reshapeOmbudsmanOffices(offices: readonly Entry<"ombudsmanoffices">[], lang: Lang): OmbudsmanOffice[] {
  return offices
    .filter((o) => o.publish !== false)
    .sort((a, b) => bySortOrder(a, b) || a.city_en.localeCompare(b.city_en))
    .map((o) => ({
      slug: o.slug,
      city: localizedField(o, "city", lang),
      address: o.address,
      phone: o.phone ?? "",
      email: o.email ?? "",
      jurisdiction: localizedField(o, "jurisdiction", lang),
    }));
}

export const LICENCE_STATUSES = ["active", "suspended", "expired"] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

export interface Licence {
  code: string;
  name: string;
  category: string;
  city: string;
  state: string;
  validFrom: string | null;
  validTo: string | null;
  status: LicenceStatus;
}

/**
 * A register entry as the page shows it. A licence whose end date has passed is expired whatever
 * its status says, so a register that is late in updating a status never shows it as valid.
 */
export function reshapeLicence(entry: Entry<"intermediaries">, lang: Lang, today: string): Licence {
  const stated = (LICENCE_STATUSES as readonly string[]).includes(entry.status ?? "")
    ? (entry.status as LicenceStatus)
    : "expired";
  const status: LicenceStatus = entry.valid_to && entry.valid_to < today ? "expired" : stated;
  return {
    code: entry.licence_code,
    name: entry.name,
    category: entry.category ?? "",
    city: localizedField(entry, "city", lang),
    state: localizedField(entry, "state", lang),
    validFrom: entry.valid_from,
    validTo: entry.valid_to,
    status,
  };
}

export interface LegalSection {
  id: string;
  heading: string;
  /** Paragraphs; a paragraph of lines starting with "- " is a list. */
  blocks: ({ kind: "paragraph"; text: string } | { kind: "list"; items: string[] })[];
}

export interface LegalDocument {
  title: string;
  summary: string;
  effectiveDate: string | null;
  version: string | null;
  sections: LegalSection[];
}

/** A body's text as paragraphs and lists: blank lines part paragraphs, lines starting "- " make a list. */
export function legalBlocks(body: string): LegalSection["blocks"] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split("\n").map((line) => line.trim());
      return lines.every((line) => line.startsWith("- "))
        ? { kind: "list" as const, items: lines.map((line) => line.slice(2).trim()) }
        : { kind: "paragraph" as const, text: lines.join(" ") };
    });
}

export function reshapeLegalDocument(entry: Entry<"pages">, lang: Lang): LegalDocument {
  return {
    title: localizedField(entry, "title", lang),
    summary: localizedField(entry, "summary", lang),
    effectiveDate: entry.effective_date,
    version: entry.version,
    sections: (entry.sections ?? []).map((section, index) => ({
      id: `section-${index + 1}`,
      heading: localizedField(section, "heading", lang),
      blocks: legalBlocks(localizedField(section, "body", lang)),
    })),
  };
}

/** A document of /agent (decision 066): becoming an agent, the form, the code of conduct, checking one. */
export interface AgentDocument {
  slug: string;
  title: string;
  description: string;
  category: string;
  href: string;
  sizeKb: number;
}

/** An `agentdocuments` entry as the page shows it, or null without its file. */
export function reshapeAgentDocument(entry: Entry<"agentdocuments">, lang: Lang): AgentDocument | null {
  if (!entry.file?.url) return null;
  return {
    slug: entry.slug,
    title: localizedField(entry, "title", lang),
    description: localizedField(entry, "description", lang),
    category: entry.category,
    href: entry.file.url,
    sizeKb: Math.max(1, Math.round(entry.file.size)),
  };
}
