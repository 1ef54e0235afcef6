import { describe, expect, it } from "vitest";
import { testEntry } from "@contracts/content/test-entry";
import {
  BLOG_PAGE_SIZE,
  blogListPath,
  pageCount,
  pageNumberOf,
  relatedPosts,
  reshapeBlogCard,
  reshapeBlogPost,
} from "./blog-content";

const category = testEntry("blogcategories", {
  blog_category: "Motor Insurance",
  blog_category_hi: "मोटर बीमा",
  blog_category_kannad: "ಮೋಟಾರ್ ವಿಮೆ",
  slug: "motor-insurance",
});

const post = (id: number, created: string) =>
  testEntry("blogs", {
    id,
    slug: `post-${id}`,
    blog_title: `Post ${id}`,
    blog_title_hi: `लेख ${id}`,
    blog_post: `Intro of ${id}.\n\n## Heading\n\n- a [link](/claim)\n`,
    blog_post_kannad: "",
    blogcategory: category,
    Created_at: created,
  });

describe("the blog's pages (issue 16)", () => {
  it("numbers pages from 1; anything else is no page", () => {
    expect(pageNumberOf(null)).toBe(1);
    expect(pageNumberOf("2")).toBe(2);
    for (const bad of ["0", "-1", "1.5", "02", "abc", "", "99999"]) expect(pageNumberOf(bad), bad).toBeNull();
  });

  it("has as many pages as posts fill, and one page when there are none", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(BLOG_PAGE_SIZE)).toBe(1);
    expect(pageCount(BLOG_PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(12)).toBe(2);
  });

  it("gives each page and category one address, page 1 without a number", () => {
    expect(blogListPath("/blog", null, 1)).toBe("/blog");
    expect(blogListPath("/blog/hindi", null, 2)).toBe("/blog/hindi?page=2");
    expect(blogListPath("/blog", "motor-insurance", 3)).toBe("/blog?category=motor-insurance&page=3");
  });
});

describe("a post and its card", () => {
  it("is translated, falls back to English where a language is empty, and links in its language", () => {
    const hi = reshapeBlogCard(post(1, "2026-01-12T09:30:00.000Z"), "hi");
    expect(hi).toMatchObject({ title: "लेख 1", href: "/blog-details/post-1/hindi", minutes: 1 });
    expect(hi.category).toEqual({ slug: "motor-insurance", name: "मोटर बीमा" });
    const kn = reshapeBlogPost(post(1, "2026-01-12T09:30:00.000Z"), "kn");
    expect(kn.title).toBe("Post 1");
    expect(kn.category?.name).toBe("ಮೋಟಾರ್ ವಿಮೆ");
    const list = kn.blocks.find((b) => b.kind === "list");
    expect(list).toMatchObject({ items: [[{ text: "a " }, { kind: "link", href: "/claim/kannada" }]] });
  });

  it("relates the latest of its category first, then the latest of all, never itself, at most 3", () => {
    const [p1, p2, p3, p4, p5] = [1, 2, 3, 4, 5].map((id) => post(id, `2026-0${id}-01T00:00:00.000Z`));
    const related = relatedPosts(3, [p3!, p2!], [p5!, p4!, p3!, p1!], "en");
    expect(related.map((r) => r.id)).toEqual([2, 5, 4]);
    expect(relatedPosts(1, [], [p1!], "en")).toEqual([]);
  });
});
