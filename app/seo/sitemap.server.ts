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
import { LANG_INFO, localizePath, type Lang } from "@contracts/i18n/languages";
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

function helmetLangs(helmets: Entry<"helmetdata">[], page: string): Entry<"helmetdata"> | undefined {
  return helmets.find((h) => h.pageComponent === page && h.languages.some((l) => l.language === "en"));
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
