/**
 * The company pages in the whole site (issue 16): every detail page of the
 * seed answers 200 in English, Hindi and Kannada with its own title,
 * canonical and schema.org data; an unknown slug or id answers 404 with
 * noindex in the address's language; one record has one address; the seed's
 * editorial dates are the API's `created_at`; and a content write ends the
 * kept blog page (decision 036).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpContentSource } from "@contracts/content/content-source";
import { LANG_INFO, localizePath, SITE_LANGS } from "@contracts/i18n/languages";
import { companyDetailPaths } from "../../app/company/company-paths.server";
import { checkSchema, readPage } from "./fixtures/page-facts.ts";
import { startSiteInProcess, type SiteInProcess } from "./fixtures/site-in-process.ts";

const EDITOR_TOKEN = "company-pages-editor-token";

let running: SiteInProcess;
let base: string;

beforeAll(async () => {
  running = await startSiteInProcess({ TRUST_PROXY: "loopback", CONTENT_EDITOR_TOKEN: EDITOR_TOKEN });
  base = running.base;
}, 120_000);

afterAll(async () => {
  await running?.close();
});

const page = (address: string) => readPage(base, address);

/** The schema.org type a template's page carries besides its breadcrumbs. */
function typeOf(detailPath: string): string {
  if (detailPath.startsWith("/blog-details/")) return "BlogPosting";
  if (detailPath.startsWith("/blog?")) return "Blog";
  if (detailPath.startsWith("/award-details/")) return "Organization";
  if (detailPath.startsWith("/news-details/")) return "NewsArticle";
  if (detailPath.startsWith("/member-details/") || detailPath.startsWith("/meet-our-people-details/")) return "Person";
  return "ItemList";
}

describe("every detail page of the seed", () => {
  it("answers 200 in every language with its own title, heading, canonical and schema.org data", async () => {
    const details = await companyDetailPaths(httpContentSource(`${base}/content`));
    // 12 posts and a second blog page, 8 awards, 6 news items and 2 topics, 6 members, 5 people
    expect(details.map((d) => d.path)).toHaveLength(40);
    for (const { path: detailPath, lastModified } of details) {
      expect(Number.isNaN(Date.parse(lastModified)), detailPath).toBe(false);
      for (const lang of SITE_LANGS) {
        const [pathname, search] = detailPath.split("?");
        const address = `${localizePath(pathname!, lang)}${search ? `?${search}` : ""}`;
        const answer = await page(address);
        expect(answer.status, address).toBe(200);
        expect(answer.lang, address).toBe(LANG_INFO[lang].htmlLang);
        expect(answer.robots, address).toBeNull();
        expect(answer.canonical, address).toBe(`http://www.example.in${address.replace(/&/g, "&amp;")}`);
        if (!detailPath.startsWith("/blog?") && !detailPath.includes("-in-news")) {
          expect(answer.title.startsWith(answer.h1), `${address}: "${answer.title}" names "${answer.h1}"`).toBe(true);
        }
        if (lang === "hi") expect(answer.h1, address).toMatch(/[\u0900-\u097F]/);
        if (lang === "kn") expect(answer.h1, address).toMatch(/[\u0C80-\u0CFF]/);
        for (const data of answer.jsonLd) checkSchema(data, address);
        expect(
          answer.jsonLd.map((d) => d["@type"]),
          address,
        ).toContain(typeOf(detailPath));
      }
    }
  }, 120_000);

  it("lists the blog, awards, board and people with every published record", async () => {
    expect((await page("/blog")).jsonLd.find((d) => d["@type"] === "Blog")?.blogPost).toHaveLength(6);
    for (const [address, count] of [
      ["/awards/hindi", 8],
      ["/board-of-director-details/kannada", 6],
      ["/meet-our-people", 5],
      ["/about-us/arogya-supreme-in-news", 2],
    ] as const) {
      const answer = await page(address);
      expect(answer.status, address).toBe(200);
      expect(answer.jsonLd.find((d) => d["@type"] === "ItemList")?.itemListElement, address).toHaveLength(count);
    }
    for (const [address, sections] of [
      ["/career-progression/hindi", 3],
      ["/developing-young-leaders/kannada", 3],
      ["/current-opening", 3],
    ] as const) {
      const response = await fetch(`${base}${address}`);
      expect(response.status, address).toBe(200);
      const html = await response.text();
      expect(html.match(/<section aria-labelledby="section-|<article aria-labelledby="job-/g), address).toHaveLength(
        sections,
      );
    }
    const testimonials = await fetch(`${base}/about-us/testimonials/kannada`);
    expect(testimonials.status).toBe(200);
    const published = (await (await fetch(`${base}/content/testimonials?status=true`)).json()) as unknown[];
    expect((await testimonials.text()).match(/<figure/g)?.length).toBe(published.length);
  });
});

describe("an unknown record", () => {
  const unknown = [
    "/blog-details/no-such-post",
    "/award-details/no-such-award",
    "/news-details/some-headline/999",
    "/news-details/some-headline/abc",
    "/member-details/someone/999",
    "/member-details/someone/0",
    "/meet-our-people-details/999",
    "/meet-our-people-details/1e3",
    "/about-us/no-such-topic-in-news",
    "/blog?page=3",
    "/blog?page=0",
    "/blog?page=two",
    "/blog?category=no-such-category",
  ];
  it("answers 404 with noindex, in the address's language", async () => {
    for (const address of unknown) {
      for (const lang of SITE_LANGS) {
        const [pathname, search] = address.split("?");
        const localized = `${localizePath(pathname!, lang)}${search ? `?${search}` : ""}`;
        const answer = await page(localized);
        expect(answer.status, localized).toBe(404);
        expect(answer.robots, localized).toBe("noindex");
        expect(answer.lang, localized).toBe(LANG_INFO[lang].htmlLang);
      }
    }
  });

  it("is not a draft: an unpublished post answers 404 like one that never was", async () => {
    const put = await fetch(`${base}/content/blogs/7`, {
      method: "PUT",
      headers: { authorization: `Bearer ${EDITOR_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ publish: false }),
    });
    expect(put.status).toBe(200);
    await expect.poll(async () => (await page("/blog-details/home-insurance-basics-owners-tenants")).status).toBe(404);
    const again = await fetch(`${base}/content/blogs/7`, {
      method: "PUT",
      headers: { authorization: `Bearer ${EDITOR_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ publish: true }),
    });
    expect(again.status, await again.text()).toBe(200);
    await expect.poll(async () => (await page("/blog-details/home-insurance-basics-owners-tenants")).status).toBe(200);
  });
});

describe("one address per record", () => {
  it("leads another name or headline, page 1 and an empty category to the record's own address", async () => {
    for (const [address, location] of [
      ["/member-details/someone-else/1/hindi", "/member-details/meera-raghavan/1/hindi"],
      ["/news-details/old-headline/2", "/news-details/claim-camps-in-flood-affected-districts/2"],
      ["/blog?page=1", "/blog"],
      ["/blog/kannada?category=health-insurance&page=1", "/blog/kannada?category=health-insurance"],
      ["/blog?category=", "/blog"],
    ]) {
      const answer = await page(address!);
      expect(answer.status, address).toBe(301);
      expect(new URL(answer.location!, base).pathname + new URL(answer.location!, base).search, address).toBe(location);
    }
  });
});

describe("the seed's editorial dates", () => {
  it("are the entries' created_at, as the insurer's content service answers them", async () => {
    const [post] = (await (
      await fetch(`${base}/content/blogs?slug=section-80d-tax-benefit-health-insurance`)
    ).json()) as {
      created_at: string;
      Created_at: string;
      view_count: number;
    }[];
    expect(post!.created_at).toBe("2026-10-21T09:20:00.000Z");
    expect(post!.Created_at).toBe(post!.created_at);
    expect(post!.view_count).toBeGreaterThan(0);
    const news = (await (await fetch(`${base}/content/news?_sort=created_at:DESC&_limit=1`)).json()) as {
      id: number;
    }[];
    expect(news[0]!.id).toBe(1);
  });
});

describe("the kept blog page", () => {
  it("ends with a content write (decision 036)", async () => {
    const before = await fetch(`${base}/blog`);
    expect(await before.text()).toContain("Section 80D: The Tax Benefit");
    const put = await fetch(`${base}/content/blogs/12`, {
      method: "PUT",
      headers: { authorization: `Bearer ${EDITOR_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ blog_title: "Section 80D: Tax Benefits of Health Insurance, Updated" }),
    });
    expect(put.status).toBe(200);
    await expect
      .poll(async () =>
        (await (await fetch(`${base}/blog`)).text()).includes("Tax Benefits of Health Insurance, Updated"),
      )
      .toBe(true);
  });
});
