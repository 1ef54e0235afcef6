/**
 * The insurance-awareness section's detail addresses (issue 16, decision 065),
 * for sitemap.xml and the visitor sitemap: every published article, as
 * English base paths (each also has `/hindi` and
 * `/kannada`, `localizePath`).
 */
import type { ContentSource } from "@contracts/content/content-source";
import { getIaArticles } from "~/content/queries";
import { iaArticlePath } from "./ia-content";

export interface IaDetailPath {
  path: string;
  /** the article's title in English, for the visitor sitemap */
  title: string;
  /** the record's last change (ISO 8601) */
  lastModified: string;
}

export async function iaDetailPaths(content: ContentSource): Promise<IaDetailPath[]> {
  const articles = await getIaArticles(content, null, -1);
  return articles.map((a) => ({ path: iaArticlePath(a.slug), title: a.title, lastModified: a.updated_at }));
}
