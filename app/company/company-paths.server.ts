/**
 * Every detail address of the company pages (issue 16), for the sitemap
 * (which the lead builds): posts, awards, news items and their topics, the
 * board's members and our people, as English base paths (each page also has
 * `/hindi` and `/kannada`, `localizePath`). Only published records are
 * listed, and only what the pages answer 200 for.
 */
import type { ContentSource } from "@contracts/content/content-source";
import { getAllBlogPosts, getAllNews, requireAwards, requireBoard, requirePeople } from "~/content/queries";
import { blogListPath, blogPostPath, pageCount } from "./blog-content";
import { awardPath, boardMemberPath, newsPath, newsTopicPath, personPath } from "./company-content";

export interface DetailPath {
  path: string;
  /** the record's last change (ISO 8601), a sitemap's `lastmod` */
  lastModified: string;
}

export async function companyDetailPaths(content: ContentSource): Promise<DetailPath[]> {
  const [posts, awards, news, board, people] = await Promise.all([
    getAllBlogPosts(content),
    requireAwards(content),
    getAllNews(content),
    requireBoard(content),
    requirePeople(content),
  ]);
  const newest = (dates: string[]) => dates.reduce((a, b) => (b > a ? b : a), "");
  const topics = new Map<string, string[]>();
  for (const item of news) topics.set(item.product, [...(topics.get(item.product) ?? []), item.updated_at]);
  const blogPages = pageCount(posts.length);
  return [
    // the blog's further pages (its first is a static page of the route table)
    ...Array.from({ length: blogPages - 1 }, (_, i) => ({
      path: blogListPath("/blog", null, i + 2),
      lastModified: newest(posts.map((p) => p.updated_at)),
    })),
    ...posts.map((p) => ({ path: blogPostPath(p.slug), lastModified: p.updated_at })),
    ...awards.map((a) => ({ path: awardPath(a.slug), lastModified: a.updated_at })),
    ...[...topics].map(([product, dates]) => ({ path: newsTopicPath(product), lastModified: newest(dates) })),
    ...news.map((n) => ({ path: newsPath(n), lastModified: n.updated_at })),
    ...board.map((b) => ({ path: boardMemberPath(b), lastModified: b.updated_at })),
    ...people.map((p) => ({ path: personPath(p.id), lastModified: p.updated_at })),
  ];
}
