import { describe, expect, it } from "vitest";
import { collectionDef } from "@contracts/content/collections";
import { normalizeEntry, rewriteReferences } from "./entry-validate.ts";

describe("normalizeEntry", () => {
  it("keeps valid attributes in their stored form", () => {
    const result = normalizeEntry(
      "products",
      { key: "car", sort_order: 3, is_active: true, productcategories: [4, { id: 5 }, 4], smallicon: 7 },
      "upload-id",
      "partial",
    );
    expect(result.issues).toEqual([]);
    expect(result.data).toEqual({
      key: "car",
      sort_order: 3,
      is_active: true,
      productcategories: [4, 5],
      smallicon: 7,
    });
    expect(result.relations.map((ref) => [ref.field, ref.target, ref.id])).toEqual([
      ["productcategories[0]", "productcategories", 4],
      ["productcategories[1]", "productcategories", 5],
      ["productcategories[2]", "productcategories", 4],
    ]);
    expect(result.media).toEqual([{ field: "smallicon", ref: 7 }]);
  });

  it("normalises datetimes to UTC ISO and empties to null or []", () => {
    const result = normalizeEntry(
      "blogs",
      { Created_at: "2024-01-10T15:30:00+05:30", blogcategory: null, Thumbnail: null },
      "upload-id",
      "partial",
    );
    expect(result.issues).toEqual([]);
    expect(result.data).toEqual({ Created_at: "2024-01-10T10:00:00.000Z", blogcategory: null, Thumbnail: null });
    expect(normalizeEntry("products", { productcategories: null }, "upload-id", "partial").data).toEqual({
      productcategories: [],
    });
  });

  it("validates components field by field, media as paths for seed files", () => {
    const result = normalizeEntry(
      "homepages",
      {
        Banner: [
          { LOB_Name_en: "Car", LOB_Icon: "/uploads/icons/car.svg", Sort_Order: 1 },
          { LOB_Name_en: 5, LOB_Icon: 3, Colour: "red" },
          "x",
        ],
      },
      "path",
      "whole",
    );
    expect(result.issues).toEqual([
      { field: "Banner[1].LOB_Name_en", message: "expected text, got number 5" },
      {
        field: "Banner[1].LOB_Icon",
        message: 'expected the path of a file under public/ such as "/uploads/x.svg", got number 3',
      },
      { field: "Banner[1].Colour", message: "unknown attribute" },
      { field: "Banner[2]", message: 'expected an object, got the text "x"' },
    ]);
    expect(result.media).toEqual([{ field: "Banner[0].LOB_Icon", ref: "/uploads/icons/car.svg" }]);
  });

  it.each([
    [{ nope: 1 }, "nope", "unknown attribute"],
    [{ sort_order: 1.5 }, "sort_order", "expected an integer"],
    [{ sort_order: "1" }, "sort_order", "expected an integer"],
    [{ is_active: "true" }, "is_active", "expected true or false"],
    [{ Name_en: ["x"] }, "Name_en", "expected text"],
    [{ productcategories: 3 }, "productcategories", "expected a list"],
    [{ productcategories: ["3"] }, "productcategories[0]", "expected the id"],
    [{ productcategories: [0] }, "productcategories[0]", "expected the id"],
    [{ smallicon: "/uploads/x.svg" }, "smallicon", "expected an upload id"],
  ])("reports %j at %s", (input, field, message) => {
    const [issue, ...rest] = normalizeEntry("products", input, "upload-id", "partial").issues;
    expect(rest).toEqual([]);
    expect(issue?.field).toBe(field);
    expect(issue?.message).toContain(message);
  });

  it("checks dates and datetimes", () => {
    expect(normalizeEntry("blogs", { Created_at: "10/01/2024" }, "upload-id", "partial").issues[0]?.message).toContain(
      "ISO 8601",
    );
  });

  it("accepts any JSON in a json attribute", () => {
    const result = normalizeEntry(
      "helmetdata",
      { urlLangList: { en: true }, product_schema: [{ problem: "x" }] },
      "upload-id",
      "partial",
    );
    expect(result.issues).toEqual([]);
    expect(result.data).toEqual({ urlLangList: { en: true }, product_schema: [{ problem: "x" }] });
  });
});

describe("required attributes and shaped JSON (the model's `required` and `json`)", () => {
  it("refuses a new entry without a required attribute, or with it empty", () => {
    expect(normalizeEntry("products", { Name_en: "Car" }, "upload-id", "whole").issues).toEqual([
      { field: "key", message: "is required" },
    ]);
    expect(normalizeEntry("products", { key: " ", Name_en: "Car" }, "upload-id", "whole").issues).toEqual([
      { field: "key", message: "is required" },
    ]);
  });

  it("lets an update leave a required attribute out, but not empty it", () => {
    expect(normalizeEntry("products", { sort_order: 2 }, "upload-id", "partial").issues).toEqual([]);
    expect(normalizeEntry("products", { key: null }, "upload-id", "partial").issues).toEqual([
      { field: "key", message: "is required" },
    ]);
  });

  it("checks a component's required fields in every item, on updates too", () => {
    const helplines = [{ Label_en: "Customers", Audience: "customers" }];
    expect(normalizeEntry("sitesettings", { Helplines: helplines }, "upload-id", "partial").issues).toEqual([
      { field: "Helplines[0].Number", message: "is required" },
    ]);
  });

  it("checks a JSON attribute against its shape in the model", () => {
    const bad = normalizeEntry("helmetdata", { urlLangList: { en: "yes" } }, "upload-id", "partial");
    expect(bad.issues).toHaveLength(1);
    expect(bad.issues[0]?.field).toBe("urlLangList");
    expect(bad.issues[0]?.message).toMatch(/boolean/);
    expect(normalizeEntry("helmetdata", { urlLangList: null }, "upload-id", "partial").issues).toEqual([]);
  });
});

describe("rewriteReferences", () => {
  it("drops a relation id and maps media, inside components too", () => {
    const products = collectionDef("products").attributes;
    expect(
      rewriteReferences(
        products,
        { key: "a", productcategories: [1, 2, 3], smallicon: "/x.svg" },
        {
          relation: (target, id) => (target === "productcategories" && id === 2 ? null : id),
          media: (ref) => (ref === "/x.svg" ? 9 : ref),
        },
      ),
    ).toEqual({ key: "a", productcategories: [1, 3], smallicon: 9 });
    const homepages = collectionDef("homepages").attributes;
    expect(
      rewriteReferences(homepages, { Banner: [{ LOB_Icon: "/a.svg", LOB_Name_en: "A" }] }, { media: () => 4 }),
    ).toEqual({ Banner: [{ LOB_Icon: 4, LOB_Name_en: "A" }] });
  });
});
