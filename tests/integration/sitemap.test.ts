/**
 * `/sitemap.xml` and `/robots.txt` of the whole site in process (issue 16
 * "Addresses and search engines"): every listed address answers 200 and is
 * its own canonical, each lists its language siblings (hreflang, x-default),
 * pages that point elsewhere and one visitor's addresses are left out, and a
 * content change is in the next answer.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteInProcess, type SiteInProcess } from "./fixtures/site-in-process.ts";

const ORIGIN = "http://www.example.in";
const EDITOR_TOKEN = "sitemap-editor-token-0123456789";

let running: SiteInProcess;
let base: string;

beforeAll(async () => {
  running = await startSiteInProcess({ CONTENT_EDITOR_TOKEN: EDITOR_TOKEN });
  base = running.base;
}, 120_000);

afterAll(async () => {
  await running?.close();
});

interface Listed {
  loc: string;
  alternates: Map<string, string>;
}

function parseSitemap(xml: string): Listed[] {
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, links]) => ({
    loc: loc!,
    alternates: new Map(
      [...links!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, l, h]) => [
        l!,
        h!,
      ]),
    ),
  }));
}

async function sitemap(): Promise<Listed[]> {
  const answer = await fetch(`${base}/sitemap.xml`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const xml = await answer.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/,
  );
  return parseSitemap(xml);
}

describe("/sitemap.xml", () => {
  it("lists the pages in every language with their siblings, and leaves out what is not its own canonical", async () => {
    const urls = await sitemap();
    const locs = new Set(urls.map((u) => u.loc));
    expect(urls.length).toBeGreaterThan(500);
    // the company pages' records (issue 16): every blog post and award, in three languages
    const blogs = (JSON.parse(fs.readFileSync(path.resolve("content/seed/blogs.json"), "utf8")) as { slug: string }[])
      .length;
    expect(urls.filter((u) => /\/blog-details\/[^/]+$/.test(u.loc)).length).toBeGreaterThanOrEqual(blogs - 1);
    expect(urls.some((u) => /\/award-details\/[^/]+\/kannada$/.test(u.loc))).toBe(true);
    // each branch, garage and hospital has its own page (issue 15)
    expect(urls.filter((u) => /\/contact-us\/garage\/[^/]+$/.test(u.loc)).length).toBeGreaterThanOrEqual(500);
    expect(locs.size).toBe(urls.length);
    for (const path of ["/", "/about-us", "/about-us/hindi", "/about-us/kannada", "/health-insurance/arogya-supreme"]) {
      expect(locs, path).toContain(`${ORIGIN}${path}`);
    }
    // crop-scheme pages in four languages
    expect(locs).toContain(`${ORIGIN}/pradhan-mantri-fasal-bima-yojna/assamese`);
    // /home is the home page under another address; a sales partner's copy and one visitor's journey are not listed
    expect(locs).not.toContain(`${ORIGIN}/home`);
    expect(
      [...locs].filter((loc) =>
        /\/vehiclemodels|\/claimform-twowheller\/|\/two-wheeler\/|\/explore-plans\/step2/.test(loc),
      ),
    ).toEqual([]);
    expect(locs).not.toContain(`${ORIGIN}/maintenance-page`);
    // a root-level product of the catalogue (spec 2 "Other product pages")
    const cattle = urls.find((u) => u.loc === `${ORIGIN}/cattle-insurance-policy`);
    expect(cattle).toBeDefined();

    const aboutHindi = urls.find((u) => u.loc === `${ORIGIN}/about-us/hindi`)!;
    expect(Object.fromEntries(aboutHindi.alternates)).toEqual({
      "en-IN": `${ORIGIN}/about-us`,
      "hi-IN": `${ORIGIN}/about-us/hindi`,
      "kn-IN": `${ORIGIN}/about-us/kannada`,
      "x-default": `${ORIGIN}/about-us`,
    });
  });

  it("lists only addresses that answer 200 and name themselves canonical", async () => {
    const urls = await sitemap();
    // every page, and every 25th of the 1,780 places of the locators (one template, three kinds)
    const places = /\/contact-us\/(branch|garage|cashless-hospitals-networks)\/[^/]+/;
    const walked = urls.filter((url, i) => !places.test(url.loc) || i % 25 === 0);
    expect(walked.filter((url) => places.test(url.loc)).length).toBeGreaterThan(100);
    for (const url of walked) {
      const path = url.loc.slice(ORIGIN.length);
      const answer = await fetch(`${base}${path}`, { redirect: "manual" });
      expect(answer.status, path).toBe(200);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await answer.text())?.[1];
      expect(canonical, path).toBe(url.loc);
    }
  }, 120_000);

  it("follows the content: a product added by an editor is in the next answer", async () => {
    const categories = (await (await fetch(`${base}/content/productcategories?_limit=1`)).json()) as { id: number }[];
    const created = await fetch(`${base}/content/products`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${EDITOR_TOKEN}` },
      body: JSON.stringify({
        key: "sitemap-test-policy",
        Name_en: "Sitemap Test Policy",
        Name_hi: "साइटमैप परीक्षण पॉलिसी",
        Name_kannad: "ಸೈಟ್‌ಮ್ಯಾಪ್ ಪರೀಕ್ಷಾ ಪಾಲಿಸಿ",
        sort_order: 999,
        is_active: true,
        isMenu: false,
        productcategories: [categories[0]!.id],
      }),
    });
    expect(created.status, await created.clone().text()).toBeLessThan(300);
    const locs = new Set((await sitemap()).map((u) => u.loc));
    expect(locs).toContain(`${ORIGIN}/sitemap-test-policy`);
    expect(locs).toContain(`${ORIGIN}/sitemap-test-policy/kannada`);
  });
});

describe("/sitemap (the visitor's sitemap)", () => {
  const linksOf = (html: string) => {
    const body = html.slice(html.indexOf("data-sitemap="));
    const end = body.indexOf("</article>");
    return [...body.slice(0, end).matchAll(/<a href="([^"#][^"]*)"[^>]*>([^<]+)<\/a>/g)].map(([, href, label]) => ({
      href: href!,
      label: label!,
    }));
  };

  it("lists every page of the site a visitor can reach, grouped, each once, each one sitemap.xml lists", async () => {
    const answer = await fetch(`${base}/sitemap`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const groups = [...html.matchAll(/data-sitemap-group="([a-z]+)"/g)].map(([, key]) => key);
    expect(groups).toEqual([
      "products",
      "quotes",
      "claims",
      "policy",
      "help",
      "company",
      "careers",
      "regulatory",
      "crop",
    ]);
    const links = linksOf(html);
    const hrefs = links.map((l) => l.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(links.length).toBeGreaterThan(200);
    // every link is an English address search engines are given too (those answer 200: above)
    const locs = new Set((await sitemap()).map((u) => u.loc));
    for (const href of hrefs) expect(locs, href).toContain(`${ORIGIN}${href}`);
    // pages of every kind, products at their own addresses among them
    for (const path of [
      "/motor-insurance/private-car-insurance",
      "/cattle-insurance-policy",
      "/health-insurance/explore-plans",
      "/claim/claims-status-and-intimation",
      "/do-not-call",
      "/grievance-redressal",
      "/contact-us/cashless-hospitals-networks",
      "/awards",
      "/current-opening",
      "/public-disclosure2",
      "/pradhan-mantri-fasal-bima-yojna",
    ]) {
      expect(hrefs, path).toContain(path);
    }
    // steps reached through a form, a page that is another's copy, and one visitor's addresses are not
    for (const path of [
      "/home",
      "/maintenance-page",
      "/free-credit-score-check/success",
      "/health-insurance/explore-plans/step2",
    ]) {
      expect(hrefs, path).not.toContain(path);
    }
    expect(hrefs.some((href) => /\/(cardetails|vehiclemodels|new\/claim)\//.test(href))).toBe(false);
  });

  it("names the pages and groups in the page's language and links to that language", async () => {
    const html = await (await fetch(`${base}/sitemap/kannada`)).text();
    const links = linksOf(html);
    expect(links.length).toBeGreaterThan(200);
    for (const link of links) expect(link.href, link.label).toMatch(/\/kannada$/);
    expect(links.find((l) => l.href === "/claim/claims-status-and-intimation/kannada")?.label).toBe(
      "ಕ್ಲೇಮ್ ಸ್ಥಿತಿ ಮತ್ತು ಸೂಚನೆ",
    );
    expect(html).toContain("ಕ್ಲೇಮ್‌ಗಳು");
    // two pages of one name in a group are told apart by their parent ("Arogya Supreme: Compare Plans")
    const english = await (await fetch(`${base}/sitemap`)).text();
    for (const section of english.split("data-sitemap-group=").slice(1)) {
      const names = linksOf(`data-sitemap=${section.slice(0, section.indexOf("</section>"))}</article>`).map(
        (l) => l.label,
      );
      expect(new Set(names).size, section.slice(0, 20)).toBe(names.length);
    }
  });
});

describe("/robots.txt", () => {
  it("allows the pages, keeps crawlers off the APIs and one visitor's addresses, and names the sitemap", async () => {
    const answer = await fetch(`${base}/robots.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await answer.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of [
      "/api/",
      "/cp-api/",
      "/content/",
      "/vehiclemakers/",
      "/claimform-twowheller/",
      "/new/claim/view/",
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});
