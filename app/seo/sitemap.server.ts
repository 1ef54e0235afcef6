/**
 * What search engines are told (issue 16 "Addresses and search engines"):
 * `/sitemap.xml`, every indexable address of the route table and of the
 * content's records, each with its language siblings as hreflang alternates,
 * and `/robots.txt`. Both are made from the route table and the current
 * content on every request, so a content change is in the next answer.
 *
 * An address is listed when it is its own canonical (helmetdata's canonical
 * names another page for `/home`, for example: that one is left out), in the
 * languages its helmetdata offers (`urlLangList`), unless it is a later step
 * of a quote journey (`journeyStep`: without a journey it leads to the first). Addresses with a parameter
 * are listed only through a detail-path provider (`DETAIL_PATHS`): one per
 * template whose records have pages of their own; `:agr` (a sales partner's
 * copy of a product page), `:identifier` (one visitor's journey or quote) and
 * the claim documents are never listed.
 */
import type { AppLoadContext } from "react-router";
import { contentQuery } from "@contracts/content/content-query";
import { fetchEntries } from "@contracts/content/content-source";
import type { Entry } from "@contracts/content/entry-types";
import { LANG_INFO, localizedField, localizePath, type Lang } from "@contracts/i18n/languages";
import { productHref } from "~/routing/product-href";
import { languagesOf, resolvePage } from "~/routing/resolve-page";
import { routeTable, type RouteEntry } from "~/routing/route-table";

/** Pages that exist but are not for search engines (spec 2 "maintenance page"). */
const NEVER_LISTED = new Set(["maintenance-page"]);

/**
 * The English addresses of the records of a parameterised page, by the route
 * entry's `page` (or `template:<name>` for every entry of a template): each
 * template whose records have their own pages adds its provider here.
 */
export type DetailPaths = (context: AppLoadContext) => Promise<string[]>;
const DETAIL_PATHS: Readonly<Record<string, DetailPaths>> = {
  // "Other product pages" (spec 2): every catalogue product without a page of its own, at /{key}
  product: async (context) => {
    const products = await fetchEntries(context.content, contentQuery("products").limit(-1));
    return products.map((product) => productHref(product.key, "en"));
  },
  // the QR landings (issue 16, decision 061): the list, each product's language choice and every feature
  "language-preference": async (context) => {
    const products = await fetchEntries(context.content, contentQuery("qrproducts").where("publish", true).limit(-1));
    return [
      "/language-preference",
      ...products.map((p) => `/language-preference/${encodeURIComponent(p.productname)}`),
    ];
  },
  "product-features": async (context) => {
    const features = await fetchEntries(context.content, contentQuery("qrfeatures").where("publish", true).limit(-1));
    return features.flatMap((f) =>
      f.qrproduct?.publish
        ? [`/product-features/${encodeURIComponent(f.qrproduct.product_code)}/${encodeURIComponent(f.tag)}`]
        : [],
    );
  },
  // every published tender's page (decision 066), open or not: a closed notice stays for reference
  "tender-details": async (context) => {
    const tenders = await fetchEntries(context.content, contentQuery("tenders").where("publish", true).limit(-1));
    return tenders.map((t) => `/tender-details/${encodeURIComponent(t.slug)}`);
  },
  // every branch, garage and cashless hospital of the locators (issue 15, decision 055)
  "template:locator-place": async (context) =>
    context.locations ? (await context.locations.placeAddresses()).map((place) => place.path) : [],
};

export interface SitemapUrl {
  /** Absolute address. */
  loc: string;
  /** Every language of the page, this one included, with x-default (the English address). */
  alternates: { hreflang: string; href: string }[];
}

function helmetLangs(helmets: Entry<"helmetdata">[], page: string, lang: Lang = "en"): Entry<"helmetdata"> | undefined {
  const language = LANG_INFO[lang].contentLanguage;
  return helmets.find((h) => h.pageComponent === page && h.languages.some((l) => l.language === language));
}

function isOwnCanonical(path: string, helmet: Entry<"helmetdata"> | undefined, entry: RouteEntry): boolean {
  if (entry.selfCanonical || !helmet?.canonical || entry.path.includes(":")) return true;
  return helmet.canonical === path;
}

/** The listed addresses of one English path, in each language the page offers. */
function urlsOf(origin: string, basePath: string, langs: readonly Lang[]): SitemapUrl[] {
  const alternates = langs.map((lang) => ({
    hreflang: LANG_INFO[lang].hreflang,
    href: `${origin}${localizePath(basePath, lang)}`,
  }));
  alternates.push({ hreflang: "x-default", href: `${origin}${basePath}` });
  return langs.map((lang) => ({ loc: `${origin}${localizePath(basePath, lang)}`, alternates }));
}

/** Every indexable address, in route-table order; throws when the content service cannot answer. */
export async function sitemapUrls(
  context: AppLoadContext,
  /** Providers of features (the route module passes them: a shared layer imports no feature), by page. */
  featurePaths: Readonly<Record<string, DetailPaths>> = {},
): Promise<SitemapUrl[]> {
  const helmets = await fetchEntries(context.content, contentQuery("helmetdata").limit(-1));
  const listed = new Set<string>();
  const urls: SitemapUrl[] = [];
  const add = (basePath: string, entry: RouteEntry) => {
    if (listed.has(basePath)) return;
    // a provider's path must be a page of this entry's template (a product key shadowed by a static page is listed there)
    const resolved = resolvePage(basePath);
    if (!resolved || resolved.entry.template !== entry.template) return;
    listed.add(basePath);
    const helmet = helmetLangs(helmets, resolved.entry.page);
    if (!isOwnCanonical(basePath, helmet, resolved.entry)) return;
    const langs = languagesOf(resolved.entry).filter((lang) => helmet?.urlLangList?.[lang] !== false);
    urls.push(...urlsOf(context.siteOrigin, basePath, langs));
  };
  for (const entry of routeTable) {
    if (NEVER_LISTED.has(entry.page) || entry.journeyStep) continue;
    if (!entry.path.includes(":")) {
      add(entry.path, entry);
      continue;
    }
    const provider = featurePaths[entry.page] ?? DETAIL_PATHS[entry.page] ?? DETAIL_PATHS[`template:${entry.template}`];
    if (!provider) continue;
    // a page of a list (`/blog?page=2`) is not listed: its first page is, and every record's own
    for (const path of await provider(context)) if (!path.includes("?")) add(path, entry);
  }
  return urls;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** The sitemaps.org document, with xhtml:link alternates (Google's hreflang in sitemaps). */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map(
      (url) =>
        `<url><loc>${escapeXml(url.loc)}</loc>${url.alternates
          .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
          .join("")}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${body}
</urlset>
`;
}

/**
 * robots.txt: everything a visitor can read may be crawled; the APIs and one visitor's
 * journeys, quotes and claim documents (addresses with an identifier) may not.
 */
export function robotsTxt(origin: string): string {
  const privatePrefixes = routeTable
    .filter((entry) => /:(identifier|claimNo)\b/.test(entry.path))
    .map((entry) => `${entry.path.slice(0, entry.path.indexOf("/:"))}/`);
  const disallow = ["/api/", "/cp-api/", "/content/", "/layout-data/", ...new Set(privatePrefixes)];
  return [
    "User-agent: *",
    "Allow: /",
    ...disallow.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

// ---- the visitor's sitemap (/sitemap, issue 16: "every page a visitor can reach, grouped") ----

/** The groups of /sitemap, in the order the page shows them (translation keywords `sitemap_group_<key>`). */
export const SITEMAP_GROUPS = [
  "products",
  "quotes",
  "claims",
  "policy",
  "help",
  "company",
  "careers",
  "regulatory",
  "crop",
] as const;
export type SitemapGroupKey = (typeof SITEMAP_GROUPS)[number];

export interface SitemapGroup {
  key: SitemapGroupKey;
  links: { href: string; label: string }[];
}

/** Steps and answers of a form that are reached through it, not on their own. */
const NOT_ON_THEIR_OWN = new Set([
  "free-credit-score-check-step2",
  "free-credit-score-check-success",
  "free-credit-score-check-decline",
  "transfer-ownership-view",
  // the explore-plans journey's first step: "Explore plans" above is its page
  "explore-plans-step1",
]);

const TEMPLATE_GROUPS: Partial<Record<RouteEntry["template"], SitemapGroupKey>> = {
  product: "products",
  "product-listing": "products",
  "product-lines": "products",
  "motor-guide": "products",
  "health-quote": "quotes",
  "motor-quote": "quotes",
  "motor-calculator": "quotes",
  "travel-quote": "quotes",
  "credit-score": "quotes",
  "claim-forms": "claims",
  "claim-intimation": "claims",
  "claim-status": "claims",
  "claim-steps": "claims",
  subrogation: "claims",
  "self-service": "policy",
  "auto-debit": "policy",
  faq: "help",
  grievance: "help",
  agent: "help",
  legal: "help",
  locator: "help",
  testimonials: "company",
  investors: "company",
  awards: "company",
  board: "company",
  people: "company",
  blog: "company",
  csr: "company",
  "career-page": "careers",
  "career-sections": "careers",
  openings: "careers",
  downloads: "regulatory",
  tenders: "regulatory",
  "public-disclosures": "regulatory",
  unclaimed: "regulatory",
  "important-links": "regulatory",
  "channel-partner": "regulatory",
  crop: "crop",
};

/** Content pages (one template for many) by their page. */
const PAGE_GROUPS: Readonly<Record<string, SitemapGroupKey>> = {
  "motor-insurance": "products",
  "health-insurance": "products",
  buy: "products",
  explore: "products",
  "general-health": "products",
  "good-health": "products",
  "gi-simplified": "help",
  claim: "claims",
  "policy-renewal": "policy",
  "what-you-expect": "help",
  "contact-us": "help",
  sitemap: "help",
  appdownload: "help",
  "about-us": "company",
  campaign: "company",
  "azadi-ka-amrit-mahotsav": "company",
};

function groupOf(entry: RouteEntry): SitemapGroupKey | null {
  return PAGE_GROUPS[entry.page] ?? TEMPLATE_GROUPS[entry.template] ?? null;
}

/** A page's name in a language: its breadcrumb's last item, else its title without the brand. */
function pageName(helmet: Entry<"helmetdata"> | undefined): string {
  const crumb = helmet?.breadcrumbs_items?.at(-1)?.name?.trim();
  if (crumb) return crumb;
  return (helmet?.metaTitle ?? "").split(" | ")[0]!.trim();
}

/** The breadcrumb before the page's own (to tell apart two pages of one name: "Arogya Supreme: Compare plans"). */
function parentName(helmet: Entry<"helmetdata"> | undefined): string {
  const items = helmet?.breadcrumbs_items ?? [];
  return items.length > 2 ? (items.at(-2)?.name?.trim() ?? "") : "";
}

/**
 * Every page a visitor can reach in `lang`, grouped: the pages of the route table without a
 * parameter that are their own canonical and offered in the language (as sitemap.xml lists
 * them), named as their breadcrumbs name them, and every catalogue product on sale at its own
 * address. Records (posts, branches, tenders) are reached from their lists, which are here.
 */
export async function visitorSitemap(context: AppLoadContext, lang: Lang): Promise<SitemapGroup[]> {
  const [helmets, products] = await Promise.all([
    fetchEntries(context.content, contentQuery("helmetdata").limit(-1)),
    fetchEntries(context.content, contentQuery("products").where("is_active", true).limit(-1)),
  ]);
  interface Listed {
    href: string;
    label: string;
    parent: string;
    /** a product's own page: listed after the lines and guides, in the order of the alphabet */
    product: boolean;
  }
  const groups = new Map<SitemapGroupKey, Listed[]>(SITEMAP_GROUPS.map((key) => [key, []]));
  const listed = new Set<string>();
  const add = (group: SitemapGroupKey, basePath: string, label: string, parent: string, product: boolean) => {
    if (!label || listed.has(basePath)) return;
    listed.add(basePath);
    groups.get(group)!.push({ href: localizePath(basePath, lang), label, parent, product });
  };
  for (const entry of routeTable) {
    if (entry.path.includes(":") || entry.journeyStep || NEVER_LISTED.has(entry.page)) continue;
    if (NOT_ON_THEIR_OWN.has(entry.page) || !languagesOf(entry).includes(lang)) continue;
    const group = groupOf(entry);
    const english = helmetLangs(helmets, entry.page);
    if (!group || !isOwnCanonical(entry.path, english, entry) || english?.urlLangList?.[lang] === false) continue;
    const helmet = helmetLangs(helmets, entry.page, lang) ?? english;
    add(group, entry.path, pageName(helmet), parentName(helmet), entry.template === "product");
  }
  for (const product of products) {
    // a product without a page of its own in the route table, at /{key} (spec 2 "Other product pages")
    const path = productHref(product.key, "en");
    if (resolvePage(path)?.entry.template === "product") {
      add("products", path, localizedField(product, "Name", lang), "", true);
    }
  }
  const collator = new Intl.Collator(LANG_INFO[lang].hreflang);
  return SITEMAP_GROUPS.map((key) => {
    const items = groups.get(key)!;
    const counts = new Map<string, number>();
    for (const item of items) counts.set(item.label, (counts.get(item.label) ?? 0) + 1);
    const links = [
      ...items.filter((item) => !item.product),
      ...items.filter((item) => item.product).sort((a, b) => collator.compare(a.label, b.label)),
    ].map((item) => ({
      href: item.href,
      label: (counts.get(item.label) ?? 0) > 1 && item.parent ? `${item.parent}: ${item.label}` : item.label,
    }));
    return { key, links };
  }).filter((group) => group.links.length > 0);
}
