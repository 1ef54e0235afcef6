import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testEntry } from "@contracts/content/test-entry";
import { IA_TOPICS, iaTopicKeyword, isIaTopic } from "@contracts/gi-simplified/ia-topics";
import { articleText, parseArticle, readingMinutes } from "~/ui/article-body";
import {
  groupIaFaqs,
  IA_RELATED,
  iaArticlePath,
  iaListPath,
  relatedIaArticles,
  reshapeIaArticle,
  reshapeIaCard,
} from "./ia-content";

const seed = <T>(file: string) => JSON.parse(fs.readFileSync(path.resolve("content/seed", file), "utf8")) as T[];
type SeedArticle = Record<string, string | number | boolean>;
const articles = seed<SeedArticle>("iablogs.json");
const faqs = seed<SeedArticle>("iafaqs.json");
const keywords = seed<{ keyword: string; content_en: string; content_hi: string; content_kannada: string }>(
  "translationkeywords/3600-gi-simplified.json",
);
const t = (key: string) => `[${key}]`;

describe("the seed's awareness articles", () => {
  it("are at least 8, each with a slug, a topic, images and every text in English, Hindi and Kannada", () => {
    expect(articles.length).toBeGreaterThanOrEqual(8);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
    for (const a of articles) {
      expect(a.slug, String(a.id)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(isIaTopic(a.topic), `${a.slug} topic`).toBe(true);
      for (const field of ["title", "summary", "body"]) {
        expect(String(a[field]).trim(), `${a.slug} ${field}`).not.toBe("");
        expect(String(a[`${field}_hi`]), `${a.slug} ${field}_hi`).toMatch(/[\u0900-\u097F]/);
        expect(String(a[`${field}_kannad`]), `${a.slug} ${field}_kannad`).toMatch(/[\u0C80-\u0CFF]/);
      }
      for (const image of [a.image, a.thumbnail]) {
        expect(fs.existsSync(path.resolve("public", String(image).slice(1))), `${a.slug} ${image}`).toBe(true);
      }
      expect(Number.isNaN(Date.parse(String(a.created_at))), `${a.slug} created_at`).toBe(false);
    }
  });

  it("are full articles (400 to 700 English words) whose translations keep every heading, list item and source", () => {
    for (const a of articles) {
      const words = String(a.body).split(/\s+/).length;
      expect(words, `${a.slug}: ${words} words`).toBeGreaterThanOrEqual(400);
      expect(words, `${a.slug}: ${words} words`).toBeLessThanOrEqual(700);
      const shape = (body: string) =>
        parseArticle(body).map((b) => (b.kind === "list" ? `list:${b.items.length}` : b.kind));
      expect(shape(String(a.body_hi)), `${a.slug} hi`).toEqual(shape(String(a.body)));
      expect(shape(String(a.body_kannad)), `${a.slug} kn`).toEqual(shape(String(a.body)));
      // every article names its source
      expect(String(a.body), String(a.slug)).toMatch(/\*\*Sources?:\*\*/);
    }
  });

  it("state a reading time that matches their English words", () => {
    for (const a of articles) {
      const minutes = readingMinutes(articleText(parseArticle(String(a.body))));
      expect(Math.abs(Number(a.reading_minutes) - minutes), String(a.slug)).toBeLessThanOrEqual(1);
    }
  });

  it("link only to pages of this site", () => {
    for (const a of articles) {
      for (const lang of ["", "_hi", "_kannad"]) {
        for (const m of String(a[`body${lang}`]).matchAll(/\]\(([^)]+)\)/g)) {
          expect(m[1], `${a.slug}${lang}`).toMatch(/^\/[a-z0-9/-]+$/);
        }
      }
    }
  });
});

describe("the seed's awareness questions", () => {
  it("are at least 18, at least 2 in every topic, each asked and answered in three languages", () => {
    expect(faqs.length).toBeGreaterThanOrEqual(18);
    for (const topic of IA_TOPICS)
      expect(faqs.filter((f) => f.topic === topic).length, topic).toBeGreaterThanOrEqual(2);
    for (const f of faqs) {
      expect(isIaTopic(f.topic), String(f.id)).toBe(true);
      expect(String(f.question)).toMatch(/\?$/);
      expect(String(f.question_hi)).toMatch(/[\u0900-\u097F].*\?$/);
      expect(String(f.question_kannad)).toMatch(/[\u0C80-\u0CFF].*\?$/);
      for (const field of ["answer", "answer_hi", "answer_kannad"]) expect(String(f[field]).length).toBeGreaterThan(40);
    }
  });

  it("group by topic in the topics' order for the page and its FAQPage data", () => {
    const entries = faqs.map((f) => testEntry("iafaqs", f as never));
    const groups = groupIaFaqs(entries, "kn", t);
    expect(groups.map((g) => g.topic)).toEqual([...IA_TOPICS]);
    expect(groups[0]!.name).toBe("[ia_topic_motor]");
    expect(groups.flatMap((g) => g.faqs)).toHaveLength(faqs.length);
    for (const faq of groups.flatMap((g) => g.faqs)) {
      expect(faq.question).toMatch(/[\u0C80-\u0CFF]/);
      expect(faq.answer).toMatch(/[\u0C80-\u0CFF]/);
    }
    const hidden = groupIaFaqs([testEntry("iafaqs", { ...faqs[0], publish: false } as never)], "en", t);
    expect(hidden).toEqual([]);
  });

  it("name every topic through a translation keyword in three languages", () => {
    for (const topic of IA_TOPICS) {
      const keyword = keywords.find((k) => k.keyword === iaTopicKeyword(topic));
      expect(keyword?.content_en, topic).toBeTruthy();
      expect(keyword?.content_hi, topic).toMatch(/[\u0900-\u097F]/);
      expect(keyword?.content_kannada, topic).toMatch(/[\u0C80-\u0CFF]/);
    }
  });
});

describe("articles as the pages show them", () => {
  const entry = (id: number, topic: string, overrides: Record<string, unknown> = {}) =>
    testEntry("iablogs", {
      id,
      slug: `article-${id}`,
      title: `Article ${id}`,
      title_hi: `लेख ${id}`,
      summary: "",
      body: `Intro of ${id}.\n\n## Heading\n\n- see [the agent page](/agent)\n`,
      body_hi: "",
      topic,
      created_at: "2026-06-04T09:00:00.000Z",
      ...overrides,
    });

  it("is addressed under /gi-simplified, in the page's language, with its topic and date", () => {
    const card = reshapeIaCard(entry(1, "motor"), "hi", t);
    expect(card.href).toBe("/gi-simplified/article-1/hindi");
    expect(card.title).toBe("लेख 1");
    // an empty translation falls back to English
    expect(card.excerpt).toContain("Intro of 1.");
    expect(card.category).toEqual({ slug: "motor", name: "[ia_topic_motor]" });
    expect(card.date).toBe("4 जून 2026");
    const article = reshapeIaArticle(entry(1, "motor"), "kn", t);
    const list = article.blocks.find((b) => b.kind === "list");
    expect(list?.kind === "list" && list.items[0]!.find((i) => i.kind === "link")).toMatchObject({
      href: "/agent/kannada",
    });
  });

  it("prefers the summary as the excerpt, and an unknown topic shows no label", () => {
    const card = reshapeIaCard(entry(2, "pets", { summary: "Short summary." }), "en", t);
    expect(card.excerpt).toBe("Short summary.");
    expect(card.category).toBeNull();
  });

  it("relates the same topic's latest first, never the article itself, at most three", () => {
    const same = [entry(1, "health"), entry(2, "health")];
    const latest = [entry(3, "motor"), entry(1, "health"), entry(4, "travel"), entry(5, "home")];
    expect(relatedIaArticles(1, same, latest, "en", t).map((c) => c.id)).toEqual([2, 3, 4]);
    expect(relatedIaArticles(1, same, latest, "en", t)).toHaveLength(IA_RELATED);
  });

  it("builds one address per view of the list", () => {
    expect(iaArticlePath("a b")).toBe("/gi-simplified/a%20b");
    expect(iaListPath("/gi-simplified", null, 1)).toBe("/gi-simplified");
    expect(iaListPath("/gi-simplified/hindi", "health", 2)).toBe("/gi-simplified/hindi?topic=health&page=2");
  });
});
