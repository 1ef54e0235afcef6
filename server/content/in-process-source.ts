/**
 * The site's content source when the content service runs in this process:
 * the same query strings and answers as GET /content/..., without HTTP.
 */
import { ContentRequestError, type ContentSource } from "@contracts/content/content-source";
import { ContentError } from "./content-error";
import type { ContentStore } from "./content-store";

export function inProcessContentSource(store: ContentStore): ContentSource {
  return {
    async get<T>(path: string): Promise<T> {
      try {
        return store.get(path) as T;
      } catch (error) {
        if (error instanceof ContentError) throw new ContentRequestError(error.statusCode, error.message);
        throw error;
      }
    },
  };
}
