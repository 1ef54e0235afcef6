import { describe, expect, it } from "vitest";
import { contentQuery, entryPath } from "./content-query";

describe("contentQuery (docs/content-api.md 'Query string')", () => {
  it("writes filters, sort and paging in the order they are given", () => {
    expect(
      contentQuery("products")
        .where("productcategories", "in", [3, 4])
        .where("is_active", true)
        .sort("sort_order:ASC", "id")
        .start(20)
        .limit(-1).path,
    ).toBe(
      "/products?productcategories_in=3&productcategories_in=4&is_active=true&_sort=sort_order:ASC,id&_start=20&_limit=-1",
    );
  });

  it("encodes values, not field paths; a list of values means any of them", () => {
    const query = contentQuery("translationkeywords").where("translationpages.page_name", ["home page", "a&b=c"]);
    expect(query.search).toBe("translationpages.page_name=home%20page&translationpages.page_name=a%26b%3Dc");
    expect(contentQuery("products").where("Name_en", "contains", "कार").search).toBe(
      `Name_en_contains=${encodeURIComponent("कार")}`,
    );
  });

  it("asks for emptiness with _null, counts and single entries by their own paths", () => {
    const top = contentQuery("productcategories").isNull("productcategories", true);
    expect(top.path).toBe("/productcategories?productcategories_null=true");
    expect(top.countPath).toBe("/productcategories/count?productcategories_null=true");
    expect(contentQuery("keywords").path).toBe("/keywords");
    expect(contentQuery("keywords").countPath).toBe("/keywords/count");
    expect(entryPath("blogs", 7)).toBe("/blogs/7");
  });

  it("is immutable: a shared base query is not changed by what is added to it", () => {
    const base = contentQuery("products").where("is_active", true);
    expect(base.where("key", "a").search).toBe("is_active=true&key=a");
    expect(base.where("key", "b").search).toBe("is_active=true&key=b");
    expect(base.search).toBe("is_active=true");
  });

  it("names `_eq` where a field's name ends like an operator", () => {
    // no field of today's model ends so; a field named `plan_in` would be read as an `in` filter
    const where = contentQuery("products").where as (field: string, value: string) => { search: string };
    expect(where.call(contentQuery("products"), "plan_in", "x").search).toBe("plan_in_eq=x");
  });

  it("checks field names against the model at compile time", () => {
    // @ts-expect-error: products has no field "colour"
    contentQuery("products").where("colour", "red");
    // @ts-expect-error: a relation path goes one level deep and names a field of the target
    contentQuery("products").where("productcategories.nope", 1);
    // @ts-expect-error: a component can only be asked whether it is empty
    contentQuery("homepages").where("Banner", 1);
    expect(contentQuery("homepages").isNull("Banner", false).search).toBe("Banner_null=false");
    expect(
      contentQuery("products").where("smallicon.url", "/x.svg").sort("productcategories.sort_order:DESC").search,
    ).toBe("smallicon.url=%2Fx.svg&_sort=productcategories.sort_order:DESC");
  });
});
