import { describe, expect, it } from "vitest";
import { collections, type Attribute } from "@contracts/content/collections";
import { ContentNotFoundError, ContentQueryError } from "./content-error.ts";
import { coerceQueryValue, parseIsoDateTime, requireCollection, resolveFieldPath } from "./content-model.ts";
import { FILTER_OPERATORS } from "@contracts/content/content-query";
import { defaultLimit, parseContentQuery, splitFilterKey, type Condition, type Filter } from "./query-parse.ts";

function conditions(filters: readonly Filter[]): Condition[] {
  return filters.flatMap((filter) => (filter.kind === "condition" ? [filter] : conditions(filter.filters)));
}

function only(raw: string, collection: "products" | "productdata" | "blogs" | "homepages" = "products"): Condition {
  const [condition, ...rest] = conditions(parseContentQuery(collection, raw).filters);
  expect(rest).toEqual([]);
  if (!condition) throw new Error(`no condition in ${raw}`);
  return condition;
}

function badRequest(raw: string, collection: "products" | "productdata" | "blogs" | "homepages" = "products"): string {
  try {
    parseContentQuery(collection, raw);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentQueryError);
    if (!(error instanceof ContentQueryError)) throw error;
    expect(error.statusCode).toBe(400);
    expect(error.toJSON()).toEqual({ statusCode: 400, error: "Bad Request", message: error.message });
    return error.message;
  }
  throw new Error(`expected ${raw} to be rejected`);
}

describe("filter keys (docs/content-api.md: split at the LAST underscore, only before an operator)", () => {
  it.each(FILTER_OPERATORS.map((op) => [op]))("recognises the operator %s", (op) => {
    expect(splitFilterKey(`Name_en_${op}`)).toEqual({ field: "Name_en", op });
  });

  it.each(["Name_en", "sort_order", "display_on_homepage", "Tooltip_text_en", "is_active", "Name_kannad"])(
    "keeps %s whole as a plain field with eq",
    (key) => {
      expect(splitFilterKey(key)).toEqual({ field: key, op: "eq" });
    },
  );

  it("splits only the last underscore: Name_en_in is Name_en with in", () => {
    expect(splitFilterKey("Name_en_in")).toEqual({ field: "Name_en", op: "in" });
    expect(splitFilterKey("_null")).toEqual({ field: "_null", op: "eq" });
  });

  it("no attribute of the model ends in an operator suffix (it could never be filtered with eq)", () => {
    const names: string[] = [];
    const walk = (attributes: Record<string, Attribute>) => {
      for (const [name, attribute] of Object.entries(attributes)) {
        names.push(name);
        if (typeof attribute !== "string" && attribute.type === "component") walk(attribute.fields);
      }
    };
    for (const def of Object.values(collections)) walk(def.attributes);
    expect(names.filter((name) => splitFilterKey(name).op !== "eq")).toEqual([]);
  });
});

describe("query string decoding", () => {
  it("makes repeated keys an array of values, in order", () => {
    expect(only("Name_en=a&Name_en=b").values).toEqual(["a", "b"]);
  });

  it("does not split commas", () => {
    expect(only("key_in=a,b").values).toEqual(["a,b"]);
    expect(badRequest("id_in=3,6")).toContain('"id_in"');
  });

  it("does not nest on dots: languages.language is one relation path", () => {
    const condition = only("languages.language=en", "productdata");
    expect(condition.path.hop).toMatchObject({
      kind: "relation",
      attribute: "languages",
      target: "languages",
      many: true,
    });
    expect(condition.path.leaf).toEqual({ kind: "value", key: "language", valueType: "string" });
    expect(condition.values).toEqual(["en"]);
  });

  it("decodes like qs: + is a space, percent escapes decode, a malformed escape stays as written", () => {
    expect(only("Name_en=Two+Wheeler%20Insurance").values).toEqual(["Two Wheeler Insurance"]);
    expect(only("Name_en=100%").values).toEqual(["100%"]);
    expect(only("Name%5Fen=x").param).toBe("Name_en");
    expect(only("?key=a").values).toEqual(["a"]);
  });

  it("reads a key without = as an empty value, and drops empty parts and nameless parameters", () => {
    expect(only("key").values).toEqual([""]);
    expect(parseContentQuery("products", "&&=x&").filters).toEqual([]);
  });

  it("applies defaults: start 0, limit 100, live, no sort, no locale", () => {
    expect(parseContentQuery("products", "")).toEqual({
      collection: "products",
      filters: [],
      sort: [],
      start: 0,
      limit: defaultLimit,
      publicationState: "live",
      locale: null,
    });
  });
});

describe("field paths", () => {
  it("resolves id, system fields, attributes, relations, relation.attr and media.attr", () => {
    expect(resolveFieldPath("products", "id")).toMatchObject({ hop: null, leaf: { key: "id", valueType: "number" } });
    expect(resolveFieldPath("products", "created_at")).toMatchObject({ leaf: { valueType: "datetime" } });
    expect(resolveFieldPath("blogs", "published_at")).toMatchObject({ leaf: { valueType: "datetime" } });
    expect(resolveFieldPath("products", "is_active")).toMatchObject({ leaf: { valueType: "boolean" } });
    expect(resolveFieldPath("products", "productcategories")).toMatchObject({
      hop: { kind: "relation", target: "productcategories", many: true },
      leaf: { key: "id" },
    });
    expect(resolveFieldPath("products", "productcategories.sort_order")).toMatchObject({
      leaf: { key: "sort_order", valueType: "number" },
    });
    expect(resolveFieldPath("products", "smallicon.url")).toMatchObject({
      hop: { kind: "media", attribute: "smallicon" },
      leaf: { key: "url", valueType: "string" },
    });
    expect(resolveFieldPath("homepages", "Banner")).toMatchObject({ leaf: { kind: "presence" } });
  });

  it("explains paths that do not exist", () => {
    expect(resolveFieldPath("products", "nope")).toBe('products has no field "nope"');
    expect(resolveFieldPath("products", "published_at")).toBe('products has no field "published_at"');
    expect(resolveFieldPath("products", "key.x")).toContain("is not a relation");
    expect(resolveFieldPath("productdata", "product.productcategories")).toContain("more than one relation deep");
    expect(resolveFieldPath("productdata", "product.productcategories.id")).toContain("more than one relation deep");
    expect(resolveFieldPath("products", "smallicon.nope")).toContain('has no attribute "nope"');
  });

  it("answers 404 for an unknown collection", () => {
    expect(() => requireCollection("nope")).toThrow(ContentNotFoundError);
    expect(requireCollection("products")).toBe("products");
  });
});

describe("coercion (docs/content-api.md: values are coerced by the attribute's type)", () => {
  it.each([
    ["true", true],
    ["TRUE", true],
    ["t", true],
    ["1", true],
    ["false", false],
    ["f", false],
    ["0", false],
  ])("boolean %s -> %s", (raw, expected) => {
    expect(coerceQueryValue("boolean", raw)).toBe(expected);
  });

  it.each(["yes", "", "2", "truee"])("rejects the boolean %j", (raw) => {
    expect(coerceQueryValue("boolean", raw)).toHaveProperty("problem");
  });

  it.each([
    ["12", 12],
    ["-3", -3],
    ["1.5", 1.5],
    ["+4", 4],
    ["1e3", 1000],
  ])("number %s -> %s", (raw, expected) => {
    expect(coerceQueryValue("number", raw)).toBe(expected);
  });

  it.each(["", " ", "abc", "1,2", "0x10", "Infinity", "NaN", "1e999"])("rejects the number %j", (raw) => {
    expect(coerceQueryValue("number", raw)).toHaveProperty("problem");
  });

  it("reads ISO 8601 dates and date-times as epoch ms, UTC when no offset is given", () => {
    expect(coerceQueryValue("datetime", "2024-01-02")).toBe(Date.UTC(2024, 0, 2));
    expect(coerceQueryValue("datetime", "2024-01-02T10:20:30Z")).toBe(Date.UTC(2024, 0, 2, 10, 20, 30));
    expect(coerceQueryValue("datetime", "2024-01-02T10:20:30.5+05:30")).toBe(Date.UTC(2024, 0, 2, 4, 50, 30, 500));
    expect(coerceQueryValue("date", "2024-01-02T23:00:00Z")).toBe(Date.UTC(2024, 0, 2));
    expect(parseIsoDateTime("2024-02-30")).toBeNull();
    expect(parseIsoDateTime("2024-01-02T25:00")).toBeNull();
    expect(coerceQueryValue("datetime", "yesterday")).toHaveProperty("problem");
  });

  it("coerces filter values by field type", () => {
    expect(only("sort_order_gte=2").values).toEqual([2]);
    expect(only("is_active=t").values).toEqual([true]);
    expect(only("is_active_null=0").values).toEqual([false]);
    expect(only("productcategories=4").values).toEqual([4]);
    expect(only("Created_at_lt=2024-01-01", "blogs").values).toEqual([Date.UTC(2024, 0, 1)]);
  });
});

describe("reserved parameters", () => {
  it("reads _start and _limit, with -1 meaning all and 0 meaning none", () => {
    expect(parseContentQuery("products", "_start=5&_limit=10")).toMatchObject({ start: 5, limit: 10 });
    expect(parseContentQuery("products", "_limit=-1")).toMatchObject({ limit: null });
    expect(parseContentQuery("products", "_limit=0")).toMatchObject({ limit: 0 });
  });

  it("caps _limit (also -1 and the default) at a configured maximum", () => {
    expect(parseContentQuery("products", "_limit=-1", { maxLimit: 50 })).toMatchObject({ limit: 50 });
    expect(parseContentQuery("products", "_limit=80", { maxLimit: 50 })).toMatchObject({ limit: 50 });
    expect(parseContentQuery("products", "_limit=20", { maxLimit: 50 })).toMatchObject({ limit: 20 });
    expect(parseContentQuery("products", "", { maxLimit: 50 })).toMatchObject({ limit: 50 });
  });

  it("reads _sort: several keys, directions in any case, ASC by default, relation.field", () => {
    const { sort } = parseContentQuery("products", "_sort=sort_order:desc,Name_en, productcategories.sort_order:Asc");
    expect(sort.map((key) => [key.path.text, key.descending])).toEqual([
      ["sort_order", true],
      ["Name_en", false],
      ["productcategories.sort_order", false],
    ]);
  });

  it("reads _publicationState and _locale", () => {
    expect(parseContentQuery("blogs", "_publicationState=preview")).toMatchObject({ publicationState: "preview" });
    expect(parseContentQuery("blogs", "_publicationState=live&_locale=hi")).toMatchObject({
      publicationState: "live",
      locale: "hi",
    });
  });
});

describe("_where (qs brackets; arrays inside _or are AND groups)", () => {
  it("reads an object of filters", () => {
    const [where] = parseContentQuery("products", "_where[Name_en]=x&_where[sort_order_gt]=1").filters;
    expect(where).toMatchObject({
      kind: "and",
      filters: [
        { kind: "condition", param: "_where[Name_en]", op: "eq", values: ["x"] },
        { kind: "condition", param: "_where[sort_order_gt]", op: "gt", values: [1] },
      ],
    });
  });

  it("reads _or with alternatives, and an array inside _or as an AND group", () => {
    const [where] = parseContentQuery(
      "products",
      "_where[_or][0][Name_en]=x&_where[_or][1][0][key]=y&_where[_or][1][1][is_active]=true",
    ).filters;
    expect(where).toMatchObject({
      kind: "and",
      filters: [
        {
          kind: "or",
          filters: [
            { kind: "and", filters: [{ kind: "condition", op: "eq", values: ["x"] }] },
            {
              kind: "and",
              filters: [
                { kind: "and", filters: [{ kind: "condition", param: "_where[_or][1][0][key]", values: ["y"] }] },
                {
                  kind: "and",
                  filters: [{ kind: "condition", param: "_where[_or][1][1][is_active]", values: [true] }],
                },
              ],
            },
          ],
        },
      ],
    });
  });

  it("reads a top-level array as an AND of its elements, and list values", () => {
    const [where] = parseContentQuery(
      "products",
      "_where[0][id_in][0]=1&_where[0][id_in][1]=2&_where[1][key]=a",
    ).filters;
    expect(conditions(where ? [where] : []).map((c) => [c.op, c.values])).toEqual([
      ["in", [1, 2]],
      ["eq", ["a"]],
    ]);
  });

  it("combines repeated keys into a list, keeps dots, and handles more alternatives than qs's array limit", () => {
    expect(only("_where[id_in]=1&_where[id_in]=2").values).toEqual([1, 2]);
    expect(only("_where[languages.language]=en", "productdata").path.hop).toMatchObject({ target: "languages" });
    const many = Array.from({ length: 30 }, (_, i) => `_where[_or][${i}][id]=${i + 1}`).join("&");
    const [where] = parseContentQuery("products", many).filters;
    expect(conditions(where ? [where] : []).flatMap((c) => c.values)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });

  it("is ANDed with the other filters", () => {
    expect(parseContentQuery("products", "key=a&_where[Name_en]=b").filters).toHaveLength(2);
  });
});

describe("every client mistake is a 400 naming the parameter", () => {
  it.each([
    ["nope=1", '"nope"'],
    ["nope_contains=1", '"nope_contains"'],
    ["sort_order=abc", '"sort_order"'],
    ["sort_order_in=1&sort_order_in=x", '"sort_order_in"'],
    ["is_active=yes", '"is_active"'],
    ["is_active_null=maybe", '"is_active_null"'],
    ["id=abc", '"id"'],
    ["productcategories=abc", '"productcategories"'],
    ["key.x=1", '"key.x"'],
    ["productcategories.productcategories=1", "more than one relation deep"],
    ["productcategories.Name_en.x=1", "more than one relation deep"],
    ["sort_order_contains=1", "sort_order_contains"],
    ["is_active_gt=true", "is_active_gt"],
    ["smallicon.nope=1", "smallicon.nope"],
    ["_start=-1", "_start"],
    ["_start=abc", "_start"],
    ["_start=1.5", "_start"],
    ["_start=", "_start"],
    ["_limit=-2", "_limit"],
    ["_limit=ten", "_limit"],
    ["_limit=99999999999999999999", "_limit"],
    ["_limit=1&_limit=2", "_limit"],
    ["_sort=nope:ASC", "_sort"],
    ["_sort=sort_order:UP", "_sort"],
    ["_sort=sort_order:ASC:DESC", "_sort"],
    ["_sort=sort_order,", "_sort"],
    ["_sort=", "_sort"],
    ["_sort=productcategories.productcategories", "_sort"],
    ["_publicationState=draft", "_publicationState"],
    ["_where=x", "_where"],
    ["_where[nope]=1", "_where[nope]"],
    ["_where[_or]=x", "_where[_or]"],
    ["_where[_or][0]=x", "_where[_or][0]"],
    ["_where[key][a]=1", "_where[key]"],
    ["_where[sort_order]=x", "_where[sort_order]"],
    [`_where${"[a]".repeat(20)}=1`, "_where"],
    ["_q=search", '"_q"'],
  ])("%s", (raw, named) => {
    expect(badRequest(raw)).toContain(named);
  });

  it("rejects comparing a component or JSON field except with _null", () => {
    expect(badRequest("Banner=x", "homepages")).toContain('"Banner"');
    expect(() => parseContentQuery("homepages", "Banner_null=true")).not.toThrow();
  });

  it("rejects sorting on a component field", () => {
    expect(badRequest("_sort=Banner", "homepages")).toContain("_sort");
  });

  it("rejects a date that is not ISO 8601", () => {
    expect(badRequest("Created_at_gt=01/02/2024", "blogs")).toContain('"Created_at_gt"');
  });
});
