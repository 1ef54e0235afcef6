import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { contentEntries, contentSeedState, uploadFiles } from "../../server/content/content.schema.ts";
import { ContentStore } from "../../server/content/content-store.ts";
import { loadSeed, SeedError, seedContent } from "../../server/content/seed.ts";
import { createEntry } from "../../server/content/content-writes.ts";
import { backends, createSeedFolder, type SeedFolder, type TestDatabase } from "./fixtures/content-fixtures.ts";

function seedError(run: () => unknown): SeedError {
  try {
    run();
  } catch (error) {
    if (error instanceof SeedError) return error;
    throw error;
  }
  throw new Error("expected a SeedError");
}

describe("loadSeed: bad seed data fails loudly, naming file, collection, id and field", () => {
  let folder: SeedFolder;
  beforeEach(() => {
    folder = createSeedFolder();
  });
  afterEach(() => folder.dispose());

  it("accepts the fixture seed, split folders in file-name order", () => {
    const seed = loadSeed(folder);
    expect([...seed.collections.keys()].sort()).toEqual([
      "blogcategories",
      "blogs",
      "homepages",
      "languages",
      "menucategories",
      "productcategories",
      "productdata",
      "products",
      "testimonials",
      "translationkeywords",
      "translationpages",
    ]);
    expect(seed.collections.get("translationkeywords")?.entries.map((e) => e.id)).toEqual([1, 1000]);
    expect(seed.media.get("/uploads/icons/bike.svg")).toEqual({
      name: "bike.svg",
      mime: "image/svg+xml",
      size: 0.09,
      width: 64,
      height: 48,
    });
    expect(seed.media.get("/uploads/icons/car.png")).toMatchObject({ mime: "image/png", width: 3, height: 2 });
  });

  it.each([
    ["an unknown collection", "widgets.json", [{ id: 1 }], ['widgets.json: unknown collection "widgets"']],
    [
      "an unknown attribute",
      "languages.json",
      [{ id: 1, language: "en", colour: "red" }],
      ['languages.json: languages id 1, field "colour": unknown attribute'],
    ],
    [
      "a wrong type",
      "products.json",
      [{ id: 7, sort_order: "2" }],
      ['products.json: products id 7, field "sort_order": expected an integer'],
    ],
    [
      "a duplicate id",
      "languages.json",
      [
        { id: 1, language: "en" },
        { id: 1, language: "hi" },
      ],
      ["languages.json: languages id 1 is a duplicate"],
    ],
    [
      "a missing id",
      "languages.json",
      [{ language: "en" }],
      ['languages.json: languages entry #1: "id" must be a positive integer'],
    ],
    [
      "a dangling relation id",
      "products.json",
      [{ id: 7, productcategories: [3, 42] }],
      ['products.json: products id 7, field "productcategories[1]": no productcategories entry with id 42 in the seed'],
    ],
    [
      "a missing media file",
      "products.json",
      [{ id: 7, smallicon: "/uploads/icons/none.svg" }],
      ['products.json: products id 7, field "smallicon": media file', "none.svg does not exist"],
    ],
    [
      "a media path outside public/",
      "products.json",
      [{ id: 7, smallicon: "/../secret.svg" }],
      ['field "smallicon": "/../secret.svg" points outside public/'],
    ],
    [
      "a draft in a collection without drafts",
      "languages.json",
      [{ id: 1, language: "en", published: false }],
      ['field "published": languages has no drafts'],
    ],
    [
      "a bad component item",
      "homepages.json",
      [{ id: 1, Banner: [{ LOB_Status: "yes" }] }],
      ['homepages.json: homepages id 1, field "Banner[0].LOB_Status": expected true or false'],
    ],
    [
      "an editorial date that is not an ISO 8601 date-time",
      "languages.json",
      [{ id: 1, language: "en", created_at: "12/01/2026" }],
      ['languages.json: languages id 1, field "created_at": expected an ISO 8601 date-time'],
    ],
    ["invalid JSON", "languages.json", "[{ id: 1 ", ["languages.json: not valid JSON"]],
    [
      "a file that is not an array",
      "languages.json",
      { id: 1 },
      ["languages.json: expected a JSON array of languages entries"],
    ],
  ])("rejects %s", (_what, file, entries, fragments) => {
    folder.write(file, entries);
    const error = seedError(() => loadSeed(folder));
    for (const fragment of fragments) expect(error.message).toContain(fragment);
  });

  it("lists every problem at once", () => {
    folder.write("languages.json", [
      { id: 1, language: 1 },
      { id: 2, nope: true },
    ]);
    folder.write("translationkeywords/1000-menu.json", [{ id: 1, keyword: "dup" }]);
    const error = seedError(() => loadSeed(folder));
    expect(error.issues).toHaveLength(3);
    expect(error.issues.join("\n")).toContain("1000-menu.json: translationkeywords id 1 is a duplicate (first in");
  });
});

for (const backend of backends) {
  describe.skipIf(!backend.available)(`seedContent on ${backend.name}`, () => {
    let test: TestDatabase;
    let folder: SeedFolder;

    beforeAll(async () => {
      test = await backend.open();
      folder = createSeedFolder();
    });
    afterAll(async () => {
      await test?.dispose();
      folder?.dispose();
    });

    it("writes every collection and upload on the first run, nothing on the second", async () => {
      const first = await seedContent(test.database, folder);
      expect(first.changed).toEqual([
        "blogcategories",
        "blogs",
        "homepages",
        "languages",
        "menucategories",
        "productcategories",
        "productdata",
        "products",
        "testimonials",
        "translationkeywords",
        "translationpages",
      ]);
      expect(first.uploads).toBe(2);
      const second = await seedContent(test.database, folder);
      expect(second).toEqual({ changed: [], uploads: 0 });
      const states = await test.database.db.select().from(contentSeedState);
      expect(states).toHaveLength(11);
    });

    it("stores media as upload entries with size and dimensions, served as objects", async () => {
      const uploads = await test.database.db.select().from(uploadFiles);
      expect(
        uploads
          .map(({ url, name, mime, width, height }) => ({ url, name, mime, width, height }))
          .sort((a, b) => (a.url < b.url ? -1 : 1)),
      ).toEqual([
        { url: "/uploads/icons/bike.svg", name: "bike.svg", mime: "image/svg+xml", width: 64, height: 48 },
        { url: "/uploads/icons/car.png", name: "car.png", mime: "image/png", width: 3, height: 2 },
      ]);
      const store = await ContentStore.open(test.database.db);
      expect(store.findOne("products", 1).smallicon).toMatchObject({
        name: "bike.svg",
        url: "/uploads/icons/bike.svg",
        width: 64,
        height: 48,
        formats: null,
      });
      expect(store.findOne("homepages", 1).Banner).toMatchObject([
        { LOB_Icon: { url: "/uploads/icons/car.png", width: 3 } },
      ]);
      expect(store.find("blogs").map((b) => b.slug)).toEqual(["ncb", "monsoon"]);
      expect(store.findOne("blogs", 2, "_publicationState=preview")).toMatchObject({
        slug: "draft",
        published_at: null,
      });
    });

    it("rewrites only the collection whose seed changed, keeping unchanged entries' timestamps", async () => {
      const before = await ContentStore.open(test.database.db);
      const untouched = before.findOne("languages", 1).updated_at;
      const sameProduct = before.findOne("products", 2).updated_at;
      await new Promise((resolve) => setTimeout(resolve, 20));
      const products = loadSeed(folder).collections.get("products")?.entries ?? [];
      folder.write(
        "products.json",
        products.map((entry) => ({
          id: entry.id,
          ...entry.data,
          ...(entry.id === 1 ? { Name_en: "Two Wheeler Insurance (new)" } : {}),
        })),
      );
      expect(await seedContent(test.database, folder)).toEqual({ changed: ["products"], uploads: 0 });
      const after = await ContentStore.open(test.database.db);
      expect(after.findOne("products", 1).Name_en).toBe("Two Wheeler Insurance (new)");
      expect(after.findOne("products", 1).updated_at).not.toBe(before.findOne("products", 1).updated_at);
      expect(after.findOne("products", 2).updated_at).toBe(sameProduct);
      expect(after.findOne("languages", 1).updated_at).toBe(untouched);
      expect(after.findOne("products", 1).created_at).toBe(before.findOne("products", 1).created_at);
    });

    it("dates an entry by its seed file's created_at (issue 16), and moves the date when the file does", async () => {
      const languages = loadSeed(folder).collections.get("languages")?.entries ?? [];
      const dated = (createdAt: string) =>
        folder.write(
          "languages.json",
          languages.map((entry) => ({
            id: entry.id,
            ...(entry.id === 1 ? { created_at: createdAt } : {}),
            ...entry.data,
          })),
        );
      const before = await ContentStore.open(test.database.db);
      dated("2025-04-01T10:00:00+05:30");
      expect(await seedContent(test.database, folder)).toEqual({ changed: ["languages"], uploads: 0 });
      const after = await ContentStore.open(test.database.db);
      expect(after.findOne("languages", 1).created_at).toBe("2025-04-01T04:30:00.000Z");
      expect(after.findOne("languages", 2).created_at).toBe(before.findOne("languages", 2).created_at);
      dated("2025-05-01T00:00:00.000Z");
      await seedContent(test.database, folder);
      const moved = await ContentStore.open(test.database.db);
      expect(moved.findOne("languages", 1).created_at).toBe("2025-05-01T00:00:00.000Z");
      expect(moved.findOne("languages", 1).updated_at).not.toBe(after.findOne("languages", 1).updated_at);
    });

    it("updates an upload whose file changed", async () => {
      folder.write("../public/uploads/icons/bike.svg", '<svg width="10" height="20"></svg>');
      expect(await seedContent(test.database, folder)).toEqual({ changed: [], uploads: 1 });
      const [bike] = await test.database.db
        .select()
        .from(uploadFiles)
        .where(eq(uploadFiles.url, "/uploads/icons/bike.svg"));
      expect(bike).toMatchObject({ width: 10, height: 20 });
    });

    it("leaves entries an editor created alone, and refuses seed ids that collide with them", async () => {
      const id = await createEntry(test.database.db, "languages", { language: "as" });
      expect(id).toBe(4);
      folder.write("languages.json", [
        { id: 1, language: "en" },
        { id: 2, language: "hi" },
        { id: 3, language: "kn" },
      ]);
      expect((await seedContent(test.database, folder)).changed).toEqual(["languages"]);
      const rows = await test.database.db
        .select()
        .from(contentEntries)
        .where(eq(contentEntries.collection, "languages"));
      expect(rows.map((row) => [row.id, row.data.language, row.origin]).sort()).toEqual([
        [1, "en", "seed"],
        [2, "hi", "seed"],
        [3, "kn", "seed"],
        [4, "as", "editor"],
      ]);
      folder.write("languages.json", [
        { id: 1, language: "en" },
        { id: 2, language: "hi" },
        { id: 3, language: "kn" },
        { id: 4, language: "as" },
      ]);
      await expect(seedContent(test.database, folder)).rejects.toThrow(
        "languages ids 4 belong to entries an editor created",
      );
      const [editorRow] = await test.database.db
        .select()
        .from(contentEntries)
        .where(and(eq(contentEntries.collection, "languages"), eq(contentEntries.id, 4)));
      expect(editorRow?.origin).toBe("editor");
    });

    it("writes nothing when the seed data is invalid", async () => {
      folder.write("languages.json", [
        { id: 1, language: "en" },
        { id: 2, language: "hi" },
        { id: 3, language: "xx" },
      ]);
      folder.write("products.json", [{ id: 1, sort_order: "x" }]);
      await expect(seedContent(test.database, folder)).rejects.toBeInstanceOf(SeedError);
      const rows = await test.database.db
        .select()
        .from(contentEntries)
        .where(eq(contentEntries.collection, "languages"));
      expect(rows).toHaveLength(4);
    });

    it("tells running instances through NOTIFY", async () => {
      const payloads: string[] = [];
      const unlisten = await test.database.listen("content_changed", (payload) => payloads.push(payload));
      folder.write("languages.json", [
        { id: 1, language: "en" },
        { id: 2, language: "hi" },
        { id: 3, language: "kannad" },
      ]);
      folder.write("products.json", [{ id: 1, key: "only", Name_en: "Only" }]);
      await seedContent(test.database, folder);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await unlisten();
      expect(payloads.sort()).toEqual(["languages", "products"]);
    });
  });
}

describe("the real content/seed", () => {
  it("validates against the model and seeds", async () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const options = { seedDir: path.join(root, "content/seed"), publicDir: path.join(root, "public") };
    const seed = loadSeed(options);
    expect(seed.collections.size).toBeGreaterThan(0);
    const [pglite] = backends;
    if (!pglite) throw new Error("no PGlite backend");
    const test = await pglite.open();
    try {
      const { changed } = await seedContent(test.database, options);
      expect(changed.length).toBeGreaterThan(0);
      const store = await ContentStore.open(test.database.db);
      for (const collection of changed)
        expect(store.count(collection, "_publicationState=preview"), collection).toBeGreaterThan(0);
    } finally {
      await test.dispose();
    }
  });
});
