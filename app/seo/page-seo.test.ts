import { describe, expect, it } from "vitest";
import { pageMeta, type PageSeo } from "./page-seo";

const seo: PageSeo = {
  title: "About Us | Brand",
  description: "Who we are",
  keywords: "about",
  heading: "About Us",
  intro: "Intro",
  canonical: "https://example.in/about-us",
  alternates: [
    { hreflang: "en-IN", href: "https://example.in/about-us" },
    { hreflang: "hi-IN", href: "https://example.in/about-us/hindi" },
    { hreflang: "x-default", href: "https://example.in/about-us" },
  ],
  breadcrumbs: [{ name: "Home", href: "https://example.in/" }, { name: "About Us" }],
  faq: [{ question: "Q?", answer: "A." }],
  ogType: "website",
  twitterCard: "summary",
  siteName: "Brand",
};

describe("pageMeta", () => {
  it("writes title, description, canonical, hreflang and social tags", () => {
    const tags = pageMeta(seo);
    expect(tags).toContainEqual({ title: "About Us | Brand" });
    expect(tags).toContainEqual({ name: "description", content: "Who we are" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.in/about-us" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "hi-IN",
      href: "https://example.in/about-us/hindi",
    });
    expect(tags).toContainEqual({ property: "og:url", content: "https://example.in/about-us" });
    expect(tags.some((t) => "name" in t && t.name === "robots")).toBe(false);
  });

  it("adds breadcrumb and FAQ structured data", () => {
    const ld = pageMeta(seo)
      .filter((t) => "script:ld+json" in t)
      .map((t) => (t as { "script:ld+json": { "@type": string } })["script:ld+json"]["@type"]);
    expect(ld).toEqual(["BreadcrumbList", "FAQPage"]);
  });

  it("marks noindex pages and writes nothing without data", () => {
    expect(pageMeta({ ...seo, noindex: true })).toContainEqual({ name: "robots", content: "noindex" });
    expect(pageMeta(undefined)).toEqual([]);
  });
});
