/**
 * The insurance-awareness section in the whole site (issue 16, decision 065):
 * `/gi-simplified` lists every published article by topic and page with the
 * questions and their FAQPage data; every article answers 200 in English,
 * Hindi and Kannada as its own canonical with hreflang siblings, Article and
 * BreadcrumbList data; an unknown slug, topic or page answers 404 noindex in
 * the address's language; and both are in sitemap.xml.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpContentSource } from "@contracts/content/content-source";
import { IA_TOPICS } from "@contracts/gi-simplified/ia-topics";
import { LANG_INFO, localizePath, SITE_LANGS } from "@contracts/i18n/languages";
import { iaDetailPaths } from "../../app/gi-simplified/ia-paths.server";
import { checkSchema, readPage } from "./fixtures/page-facts.ts";
import { startSiteInProcess, type SiteInProcess } from "./fixtures/site-in-process.ts";

const ORIGIN = "http://www.example.in";
let running: SiteInProcess;
let base: string;

beforeAll(async () => {
  running = await startSiteInProcess({ TRUST_PROXY: "loopback" });
  base = running.base;
}, 120_000);

afterAll(async () => {
  await running?.close();
});

const page = (address: string) => readPage(base, address);

async function publishedArticles() {
  // newest first, as the list shows them
  const answer = await fetch(`${base}/content/iablogs?publish=true&_limit=-1&_sort=created_at:DESC`);
  return (await answer.json()) as { slug: string; topic: string; title: string; title_hi: string }[];
}

describe("/gi-simplified", () => {
  it("lists every published article and the questions by topic, with FAQPage data, in every language", async () => {
    const articles = await publishedArticles();
    expect(articles.length).toBeGreaterThanOrEqual(8);
    for (const lang of SITE_LANGS) {
      const address = localizePath("/gi-simplified", lang);
      const answer = await page(address);
      expect(answer.status, address).toBe(200);
      expect(answer.lang, address).toBe(LANG_INFO[lang].htmlLang);
      expect(answer.robots, address).toBeNull();
      expect(answer.canonical, address).toBe(`${ORIGIN}${address}`);
      for (const data of answer.jsonLd) checkSchema(data, address);
      const faq = answer.jsonLd.find((d) => d["@type"] === "FAQPage");
      expect((faq?.mainEntity as unknown[]).length, address).toBeGreaterThanOrEqual(18);
      expect(answer.html.match(/data-faq-question=""/g)?.length, address).toBe((faq?.mainEntity as unknown[]).length);
      const cards = [...answer.html.matchAll(/data-blog-card="([^"]+)"/g)].map((m) => m[1]);
      expect(cards, address).toEqual(articles.slice(0, 9).map((a) => a.slug));
    }
  }, 60_000);

  it("shows nine articles a page, newest first, with numbered pages as plain links", async () => {
    const articles = await publishedArticles();
    expect(articles.length).toBeGreaterThan(9);
    const second = await page("/gi-simplified/hindi?page=2");
    expect(second.status).toBe(200);
    expect(second.canonical).toBe(`${ORIGIN}/gi-simplified/hindi?page=2`);
    const cards = [...second.html.matchAll(/data-blog-card="([^"]+)"/g)].map((m) => m[1]);
    expect(cards).toEqual(articles.slice(9, 18).map((a) => a.slug));
    expect(second.html).toContain('href="/gi-simplified/hindi" rel="prev"');
    expect(second.html).toContain('data-blog-pagination=""');
    // the questions are the first page's; a later page links to them
    expect(second.jsonLd.some((d) => d["@type"] === "FAQPage")).toBe(false);
    expect(second.html).toContain('href="/gi-simplified/hindi#ia-questions"');
  });

  it("filters by topic with plain links; the filtered view carries its query in its canonical", async () => {
    const articles = await publishedArticles();
    for (const topic of IA_TOPICS) {
      const address = `/gi-simplified/hindi?topic=${topic}`;
      const answer = await page(address);
      expect(answer.status, address).toBe(200);
      expect(answer.canonical, address).toBe(`${ORIGIN}${address}`);
      const cards = [...answer.html.matchAll(/data-blog-card="([^"]+)"/g)].map((m) => m[1]);
      expect(cards.sort(), address).toEqual(
        articles
          .filter((a) => a.topic === topic)
          .map((a) => a.slug)
          .sort(),
      );
      // the questions are the section's first page's: one FAQPage for search engines
      expect(
        answer.jsonLd.some((d) => d["@type"] === "FAQPage"),
        address,
      ).toBe(false);
    }
  });

  it("answers 404 noindex in the address's language for an unknown slug, topic or page", async () => {
    for (const [address, lang] of [
      ["/gi-simplified/no-such-article", "en"],
      ["/gi-simplified/no-such-article/hindi", "hi"],
      ["/gi-simplified/no-such-article/kannada", "kn"],
      ["/gi-simplified?topic=pets", "en"],
      ["/gi-simplified/kannada?page=3", "kn"],
      ["/gi-simplified?page=two", "en"],
    ] as const) {
      const answer = await page(address);
      expect(answer.status, address).toBe(404);
      expect(answer.robots, address).toContain("noindex");
      expect(answer.lang, address).toBe(LANG_INFO[lang].htmlLang);
    }
  });

  it("has one address per view: page 1 and an empty topic lead to the list", async () => {
    for (const [from, to] of [
      ["/gi-simplified?page=1", "/gi-simplified"],
      ["/gi-simplified/kannada?topic=health&page=1", "/gi-simplified/kannada?topic=health"],
      ["/gi-simplified?topic=", "/gi-simplified"],
    ]) {
      const answer = await page(from!);
      expect(answer.status, from).toBe(301);
      expect(answer.location, from).toBe(to);
    }
  });
});

describe("every article", () => {
  it("answers 200 in every language as its own canonical, with hreflang siblings, Article and BreadcrumbList data", async () => {
    const paths = await iaDetailPaths(httpContentSource(`${base}/content`));
    const articles = await publishedArticles();
    expect(paths.map((p) => p.path).sort()).toEqual(articles.map((a) => `/gi-simplified/${a.slug}`).sort());
    for (const { path: detailPath } of paths) {
      for (const lang of SITE_LANGS) {
        const address = localizePath(detailPath, lang);
        const answer = await page(address);
        expect(answer.status, address).toBe(200);
        expect(answer.lang, address).toBe(LANG_INFO[lang].htmlLang);
        expect(answer.robots, address).toBeNull();
        // spec 2: pages with gi-simplified in the path are their own canonical
        expect(answer.canonical, address).toBe(`${ORIGIN}${address}`);
        for (const sibling of SITE_LANGS) {
          expect(answer.alternates[LANG_INFO[sibling].hreflang], `${address} ${sibling}`).toBe(
            `${ORIGIN}${localizePath(detailPath, sibling)}`,
          );
        }
        expect(answer.alternates["x-default"], address).toBe(`${ORIGIN}${detailPath}`);
        expect(answer.title.startsWith(answer.h1), `${address}: "${answer.title}" names "${answer.h1}"`).toBe(true);
        if (lang === "hi") expect(answer.h1, address).toMatch(/[\u0900-\u097F]/);
        if (lang === "kn") expect(answer.h1, address).toMatch(/[\u0C80-\u0CFF]/);
        for (const data of answer.jsonLd) checkSchema(data, address);
        const types = answer.jsonLd.map((d) => d["@type"]);
        expect(types, address).toContain("Article");
        expect(types, address).toContain("BreadcrumbList");
        const article = answer.jsonLd.find((d) => d["@type"] === "Article")!;
        expect(article.inLanguage, address).toBe(LANG_INFO[lang].hreflang);
        expect(article.url, address).toBe(`${ORIGIN}${address}`);
        const crumbs = answer.jsonLd.find((d) => d["@type"] === "BreadcrumbList")!.itemListElement as {
          item?: string;
        }[];
        expect(crumbs.length, address).toBe(3);
        expect(crumbs[1]!.item, address).toBe(`${ORIGIN}${localizePath("/gi-simplified", lang)}`);
        expect(answer.html, address).toContain('data-ia-related=""');
      }
    }
  }, 120_000);

  it("is in sitemap.xml in every language with its siblings", async () => {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    for (const { slug } of await publishedArticles()) {
      for (const lang of SITE_LANGS) {
        expect(xml, `${slug} ${lang}`).toContain(`<loc>${ORIGIN}${localizePath(`/gi-simplified/${slug}`, lang)}</loc>`);
      }
    }
    expect(xml).toContain(`<loc>${ORIGIN}/gi-simplified</loc>`);
  });
});
