/**
 * The types the app compiles against and what the content service sends
 * cannot drift apart: every entry of the real seed content, in every
 * collection of the model, parses with the schema derived from the model
 * (contracts/content/entry-schema.ts), strictly (exactly the model's fields).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections, type CollectionName } from "@contracts/content/collections";
import { entrySchema } from "@contracts/content/entry-schema";
import type { ContentService } from "../../server/content/content-service";
import { openSeededContent } from "./fixtures/content-fixtures";

let service: ContentService;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ service, close } = await openSeededContent());
});

afterAll(async () => close?.());

describe("every seeded entry has the shape its type says", () => {
  it.each(Object.keys(collections) as CollectionName[])("%s", (collection) => {
    const entries = service.store.find(collection, "_limit=-1&_publicationState=preview");
    expect(entries.length, `${collection} has seed content`).toBeGreaterThan(0);
    const schema = entrySchema(collection);
    for (const entry of entries) {
      const parsed = schema.safeParse(entry);
      expect(parsed.error?.issues ?? [], `${collection} ${entry.id}`).toEqual([]);
    }
  });

  it("refuses an answer with a field the model does not have, or a required one empty", () => {
    const [product] = service.store.find("products", "_limit=1");
    expect(entrySchema("products").safeParse({ ...product, extra: 1 }).success).toBe(false);
    expect(entrySchema("products").safeParse({ ...product, key: null }).success).toBe(false);
    expect(entrySchema("products").safeParse(product).success).toBe(true);
  });
});
