import { describe, expect, it } from "vitest";
import { ContentError, ContentNotFoundError, ContentQueryError } from "./content-error.ts";
import { ContentStore, splitContentPath, type ContentRecords } from "./content-store.ts";
import type { ContentEntry, EntryRecord, JsonValue, UploadRecord } from "./snapshot.ts";

const created = new Date("2024-01-01T00:00:00.000Z");
const updated = new Date("2024-02-01T00:00:00.000Z");

function entry(
  collection: string,
  id: number,
  data: Record<string, unknown>,
  publishedAt: Date | null = created,
): EntryRecord {
  return { collection, id, data, publishedAt, createdAt: created, updatedAt: updated };
}

const uploads: UploadRecord[] = [
  {
    id: 1,
    url: "/uploads/icons/car.svg",
    name: "car.svg",
    alternativeText: "",
    width: 48,
    height: 48,
    mime: "image/svg+xml",
    size: 1.23,
    formats: null,
    updatedAt: updated,
  },
  {
    id: 2,
    url: "/uploads/banners/home.webp",
    name: "home.webp",
    alternativeText: "Family in a car",
    width: 1440,
    height: 480,
    mime: "image/webp",
    size: 80.5,
    formats: { thumbnail: { url: "/uploads/banners/thumbnail_home.webp", width: 245, height: 82 } },
    updatedAt: updated,
  },
];

/** A small catalogue: categories with parents, products in categories, product pages in languages, drafts in blogs. */
const entries: EntryRecord[] = [
  entry("languages", 1, { language: "en" }),
  entry("languages", 2, { language: "hi" }),
  entry("languages", 3, { language: "kannad" }),
  entry("productcategories", 1, {
    Name_en: "Retail",
    parent: true,
    is_active: true,
    isMenu: true,
    sort_order: 1,
    productcategories: [],
  }),
  entry("productcategories", 2, {
    Name_en: "Corporate",
    parent: true,
    is_active: true,
    isMenu: true,
    sort_order: 2,
    productcategories: [],
  }),
  entry("productcategories", 3, {
    Name_en: "Motor",
    parent: false,
    is_active: true,
    isMenu: true,
    sort_order: 2,
    productcategories: [1],
  }),
  entry("productcategories", 4, {
    Name_en: "Health",
    parent: false,
    is_active: true,
    isMenu: true,
    sort_order: 1,
    productcategories: [1],
  }),
  entry("productcategories", 5, {
    Name_en: "Old",
    parent: false,
    is_active: false,
    isMenu: true,
    sort_order: 3,
    productcategories: [2],
  }),
  entry("products", 1, {
    key: "two-wheeler-insurance",
    Name_en: "Two Wheeler Insurance",
    Name_hi: "दोपहिया वाहन बीमा",
    sort_order: 2,
    is_active: true,
    isMenu: true,
    productcategories: [3],
    smallicon: 1,
  }),
  entry("products", 2, {
    key: "private-car-insurance",
    Name_en: "Private Car Insurance",
    sort_order: 1,
    is_active: true,
    isMenu: true,
    productcategories: [3],
    smallicon: 1,
  }),
  entry("products", 3, {
    key: "arogya-premier-policy",
    Name_en: "Arogya Premier Policy",
    sort_order: 3,
    is_active: true,
    isMenu: false,
    productcategories: [4],
    Tooltip_text_en: "Health cover",
  }),
  entry("products", 4, {
    key: "group-health-insurance",
    Name_en: "group health insurance",
    sort_order: 2,
    is_active: false,
    isMenu: true,
    productcategories: [4, 2],
  }),
  // no category, no sort order; a dangling category id is not served
  entry("products", 5, {
    key: "loan-insurance",
    Name_en: "Loan Insurance",
    is_active: true,
    isMenu: true,
    productcategories: [99],
  }),
  entry("productdata", 1, { key: "two-wheeler-insurance", languages: [1], product: 1 }),
  entry("productdata", 2, { key: "two-wheeler-insurance", languages: [2], product: 1 }),
  entry("productdata", 3, {
    key: "retail-health",
    languages: [1, 3],
    product: 3,
    highlights: [{ title: "Cashless", description: "At 10,000 hospitals" }],
  }),
  entry("productdata", 4, { key: "orphan", languages: [], product: null }),
  entry("homepages", 1, {
    Banner: [
      { LOB_Name_en: "Car", LOB_Status: true, LOB_Icon: 1, LOB_Banner_Image: 2, Sort_Order: 1 },
      { LOB_Name_en: "default", LOB_Status: true, LOB_Banner_Image: 2 },
    ],
  }),
  entry("testimonials", 1, { client_name: "Asha", display_on_homepage: true, status: true }),
  entry("testimonials", 2, { client_name: "Ravi", display_on_homepage: false, status: true }),
  entry("testimonials", 3, { client_name: "Meena", display_on_homepage: true, status: false }),
  entry("blogcategories", 1, { blog_category: "Motor" }),
  entry("blogs", 1, {
    slug: "first",
    blog_title: "First",
    Created_at: "2024-01-10T10:00:00.000Z",
    blogcategory: 1,
    Thumbnail: 2,
  }),
  entry(
    "blogs",
    2,
    { slug: "draft", blog_title: "Draft", Created_at: "2024-03-01T10:00:00.000Z", blogcategory: 1 },
    null,
  ),
  entry("blogs", 3, { slug: "third", blog_title: "Third", Created_at: "2024-02-10T10:00:00.000Z", blogcategory: null }),
  entry("translationpages", 1, { page_name: "home" }),
  entry("translationpages", 2, { page_name: "side_menu" }),
  entry("translationkeywords", 1, { keyword: "buy_now", content_en: "Buy now", translationpages: [1, 2] }),
  entry("translationkeywords", 2, { keyword: "renew", content_en: "Renew", translationpages: [2] }),
  entry("translationkeywords", 3, { keyword: "claims", content_en: null, translationpages: [] }),
  entry("helmetdata", 1, { pageComponent: "home", urlLangList: { en: true, hi: true }, languages: [1] }),
  entry("helmetdata", 2, { pageComponent: "claims", urlLangList: null, languages: [1] }),
  // a row of a collection the model does not have is not served
  entry("retired", 1, { x: 1 }),
];

async function store(records: ContentRecords = { entries, uploads }, maxLimit?: number): Promise<ContentStore> {
  return ContentStore.fromLoader(async () => records, { maxLimit });
}

const content = await store();

function ids(collection: string, query = ""): number[] {
  return content.find(collection, query).map((item) => item.id);
}

function rejection(run: () => unknown): ContentError {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error("expected a ContentError");
}

describe("operators (docs/content-api.md: Query string)", () => {
  it.each([
    ["sort_order=2", [1, 4]],
    ["sort_order_eq=2", [1, 4]],
    ["sort_order_ne=2", [2, 3]],
    ["sort_order_lt=2", [2]],
    ["sort_order_lte=2", [1, 2, 4]],
    ["sort_order_gt=2", [3]],
    ["sort_order_gte=2", [1, 3, 4]],
    ["sort_order_in=1", [2]],
    ["sort_order_in=1&sort_order_in=3", [2, 3]],
    ["sort_order_nin=2", [2, 3]],
    ["sort_order_nin=1&sort_order_nin=3", [1, 4]],
    ["Name_en_contains=INSURANCE", [1, 2, 4, 5]],
    ["Name_en_ncontains=insurance", [3]],
    ["Name_en_containss=Insurance", [1, 2, 5]],
    ["Name_en_ncontainss=Insurance", [3, 4]],
    ["sort_order_null=true", [5]],
    ["sort_order_null=false", [1, 2, 3, 4]],
    ["Tooltip_text_en_null=true", [1, 2, 4, 5]],
    ["Name_en=Loan Insurance", [5]],
    ["Name_en_lt=H", [3]],
    ["Name_en_gte=a", [4]],
    ["id=3", [3]],
    ["id_gt=3", [4, 5]],
    ["key_in=loan-insurance&key_in=two-wheeler-insurance", [1, 5]],
    ["key_nin=loan-insurance", [1, 2, 3, 4]],
  ])("%s", (query, expected) => {
    expect(ids("products", query)).toEqual(expected);
  });

  it("treats an empty value as matching no comparison, not even ne/nin/ncontains (as SQL)", () => {
    expect(ids("products", "sort_order_ne=99")).toEqual([1, 2, 3, 4]);
    expect(ids("products", "Tooltip_text_en_ncontains=zzz")).toEqual([3]);
    expect(ids("translationkeywords", "content_en_nin=x")).toEqual([1, 2]);
  });

  it("ORs a repeated key with any operator but in/nin", () => {
    expect(ids("products", "key=loan-insurance&key=private-car-insurance")).toEqual([2, 5]);
    expect(ids("products", "Name_en_contains=car&Name_en_contains=loan")).toEqual([2, 5]);
    expect(ids("products", "sort_order_gt=2&sort_order_gt=1")).toEqual([1, 3, 4]);
    expect(ids("products", "sort_order_ne=1&sort_order_ne=3")).toEqual([1, 2, 3, 4]);
    expect(ids("products", "sort_order_lt=2&sort_order_gt=2")).toEqual([]);
    expect(ids("products", "sort_order_null=true&sort_order_null=false")).toEqual([1, 2, 3, 4, 5]);
  });

  it("ANDs different keys", () => {
    expect(ids("products", "is_active=true&isMenu=true")).toEqual([1, 2, 5]);
    expect(ids("testimonials", "display_on_homepage=true&status=true")).toEqual([1]);
  });

  it("coerces booleans in every accepted spelling", () => {
    for (const spelling of ["true", "t", "1", "TRUE"])
      expect(ids("testimonials", `status=${spelling}`)).toEqual([1, 2]);
    for (const spelling of ["false", "f", "0"]) expect(ids("testimonials", `status=${spelling}`)).toEqual([3]);
  });

  it("compares dates and datetimes", () => {
    expect(ids("blogs", "Created_at_gt=2024-02-01")).toEqual([3]);
    expect(ids("blogs", "Created_at_lte=2024-01-10T10:00:00Z")).toEqual([1]);
    expect(ids("blogs", "created_at=2024-01-01T00:00:00Z")).toEqual([1, 3]);
    expect(ids("blogs", "Created_at=2024-01-10T15:30:00%2B05:30")).toEqual([1]);
    // An unescaped + arrives as a space (form encoding); the offset still reads as positive.
    expect(ids("blogs", "Created_at=2024-01-10T15:30:00+05:30")).toEqual([1]);
  });
});

describe("relation paths", () => {
  it("languages.language=en matches entries with any related language en", () => {
    expect(ids("productdata", "key=two-wheeler-insurance&languages.language=en")).toEqual([1]);
    expect(ids("productdata", "languages.language=kannad")).toEqual([3]);
    expect(ids("productdata", "languages.language_ne=en")).toEqual([2, 3]);
  });

  it("productcategories={id} compares the related id (children of a category)", () => {
    expect(ids("productcategories", "productcategories=1&is_active=true&isMenu=true")).toEqual([3, 4]);
    expect(ids("products", "productcategories=4")).toEqual([3, 4]);
  });

  it("productcategories_null=true/false: no related entry / some (dangling ids do not count)", () => {
    expect(ids("productcategories", "productcategories_null=true&is_active=true&isMenu=true")).toEqual([1, 2]);
    expect(ids("productcategories", "productcategories_null=false")).toEqual([3, 4, 5]);
    expect(ids("products", "productcategories_null=true")).toEqual([5]);
  });

  it("productcategories_in with one and several ids", () => {
    expect(ids("products", "productcategories_in=3&_sort=sort_order:ASC&is_active=true&isMenu=true")).toEqual([2, 1]);
    expect(ids("products", "productcategories_in=2&productcategories_in=3")).toEqual([1, 2, 4]);
    expect(ids("products", "productcategories_nin=3")).toEqual([3, 4]);
  });

  it("to-one relations and relation.attr on them", () => {
    expect(ids("productdata", "product=1")).toEqual([1, 2]);
    expect(ids("productdata", "product.key=arogya-premier-policy")).toEqual([3]);
    expect(ids("productdata", "product_null=true")).toEqual([4]);
    expect(ids("productdata", "product.sort_order_gte=3")).toEqual([3]);
  });

  it("relation.attr_null: no related entry, or a related entry without the value", () => {
    expect(ids("productdata", "product.Tooltip_text_en_null=true")).toEqual([1, 2, 4]);
    expect(ids("productdata", "product.Tooltip_text_en_null=false")).toEqual([3]);
  });

  it("translationpages.page_name, as the spec's translation calls do", () => {
    expect(ids("translationkeywords", "translationpages.page_name=side_menu&_start=0&_limit=1500")).toEqual([1, 2]);
    expect(ids("translationkeywords", "translationpages.page_name=home")).toEqual([1]);
  });

  it("media paths compare the upload's attributes", () => {
    expect(ids("products", "smallicon.url=/uploads/icons/car.svg")).toEqual([1, 2]);
    expect(ids("products", "smallicon_null=true")).toEqual([3, 4, 5]);
    expect(ids("products", "smallicon=1")).toEqual([1, 2]);
    expect(ids("products", "smallicon.width_gt=40")).toEqual([1, 2]);
  });

  it("component and JSON fields answer _null", () => {
    expect(ids("productdata", "highlights_null=false")).toEqual([3]);
    expect(ids("helmetdata", "urlLangList_null=true")).toEqual([2]);
  });

  it("does not trim populated arrays by the filter", () => {
    const [item] = content.find("productdata", "languages.language=kannad");
    expect(item?.languages).toMatchObject([
      { id: 1, language: "en" },
      { id: 3, language: "kannad" },
    ]);
  });
});

describe("_where", () => {
  it("_or of alternatives", () => {
    expect(ids("products", "_where[_or][0][key]=loan-insurance&_where[_or][1][key]=private-car-insurance")).toEqual([
      2, 5,
    ]);
  });

  it("an array inside _or is an AND group", () => {
    expect(
      ids("products", "_where[_or][0][0][is_active]=false&_where[_or][0][1][isMenu]=true&_where[_or][1][id]=3"),
    ).toEqual([3, 4]);
  });

  it("is ANDed with the other filters", () => {
    expect(ids("products", "is_active=true&_where[_or][0][sort_order]=2&_where[_or][1][sort_order]=3")).toEqual([1, 3]);
  });

  it("nests _or inside _or", () => {
    expect(ids("products", "_where[_or][0][_or][0][id]=1&_where[_or][0][_or][1][id]=2")).toEqual([1, 2]);
  });
});

describe("_sort, _start, _limit", () => {
  it("sorts by several keys, directions in any case, ties by id", () => {
    expect(ids("products", "_sort=sort_order:asc")).toEqual([2, 1, 4, 3, 5]);
    expect(ids("products", "_sort=sort_order:DESC")).toEqual([5, 3, 1, 4, 2]);
    expect(ids("products", "_sort=sort_order:desc,Name_en:Desc")).toEqual([5, 3, 4, 1, 2]);
    expect(ids("products", "_sort=is_active,sort_order")).toEqual([4, 2, 1, 3, 5]);
  });

  it("puts empty values last ascending and first descending (PostgreSQL's default)", () => {
    expect(ids("translationkeywords", "_sort=content_en")).toEqual([1, 2, 3]);
    expect(ids("translationkeywords", "_sort=content_en:DESC")).toEqual([3, 2, 1]);
  });

  it("orders text by code units, deterministically (no locale rules)", () => {
    expect(ids("products", "_sort=Name_en")).toEqual([3, 5, 2, 1, 4]);
  });

  it("sorts dates", () => {
    expect(ids("blogs", "_sort=Created_at:DESC")).toEqual([3, 1]);
    expect(ids("blogs", "_sort=Created_at:DESC&_publicationState=preview")).toEqual([2, 3, 1]);
  });

  it("sorts by relation.field (to-one, and to-many by the smallest/largest related value)", () => {
    expect(ids("productdata", "_sort=product.sort_order:desc,id:desc")).toEqual([4, 3, 2, 1]);
    expect(ids("products", "_sort=productcategories.sort_order,id")).toEqual([3, 4, 1, 2, 5]);
    expect(ids("products", "_sort=productcategories.sort_order:DESC,id")).toEqual([5, 1, 2, 4, 3]);
  });

  it("slices with _start and _limit", () => {
    expect(ids("products", "_sort=id&_start=1&_limit=2")).toEqual([2, 3]);
    expect(ids("products", "_start=10")).toEqual([]);
    expect(ids("products", "_limit=0")).toEqual([]);
    expect(ids("products", "_limit=-1")).toEqual([1, 2, 3, 4, 5]);
  });

  it("answers at most 100 entries by default, all with -1, capped by a configured maximum", async () => {
    const many = Array.from({ length: 250 }, (_, i) => entry("keywords", i + 1, { Name: `k${i + 1}` }));
    const big = await store({ entries: many, uploads: [] });
    expect(big.find("keywords")).toHaveLength(100);
    expect(big.find("keywords", "_limit=-1")).toHaveLength(250);
    expect(big.find("keywords", "_start=240")).toHaveLength(10);
    const capped = await store({ entries: many, uploads: [] }, 120);
    expect(capped.find("keywords", "_limit=-1")).toHaveLength(120);
    expect(capped.find("keywords", "_limit=500")).toHaveLength(120);
  });
});

describe("count and findOne", () => {
  it("counts with the same filters, ignoring _sort/_start/_limit", () => {
    expect(content.count("products")).toBe(5);
    expect(content.count("products", "is_active=true&_start=1&_limit=1&_sort=id:desc")).toBe(4);
    expect(content.count("blogs")).toBe(2);
    expect(content.count("blogs", "_publicationState=preview")).toBe(3);
    expect(content.count("keywords")).toBe(0);
  });

  it("finds one entry by id, 404 otherwise", () => {
    expect(content.findOne("products", 2)).toMatchObject({ id: 2, key: "private-car-insurance" });
    expect(content.findOne("products", "2")).toMatchObject({ id: 2 });
    for (const id of ["99", "abc", "0", "-1", "1.0", ""]) {
      expect(rejection(() => content.findOne("products", id))).toBeInstanceOf(ContentNotFoundError);
    }
  });

  it("hides drafts from findOne unless preview", () => {
    expect(rejection(() => content.findOne("blogs", 2)).statusCode).toBe(404);
    expect(content.findOne("blogs", 2, "_publicationState=preview")).toMatchObject({
      slug: "draft",
      published_at: null,
    });
  });

  it("answers 404 for an unknown collection", () => {
    for (const run of [() => content.find("nope"), () => content.count("nope"), () => content.findOne("nope", 1)]) {
      expect(rejection(run)).toMatchObject({ statusCode: 404, error: "Not Found" });
    }
  });
});

describe("answers (docs/content-api.md: Answers)", () => {
  it("is { id, ...attributes, created_at, updated_at } with every attribute, empty ones null or []", () => {
    const product = content.findOne("products", 5);
    expect(Object.keys(product)[0]).toBe("id");
    expect(product).toMatchObject({
      id: 5,
      key: "loan-insurance",
      Name_hi: null,
      Description_en: null,
      smallicon: null,
      productcategories: [],
      sort_order: null,
      created_at: "2024-01-01T00:00:00.000Z",
      updated_at: "2024-02-01T00:00:00.000Z",
    });
    expect(product).not.toHaveProperty("published_at");
    expect(content.findOne("blogs", 1)).toHaveProperty("published_at", "2024-01-01T00:00:00.000Z");
  });

  it("populates relations one level deep; related entries carry attributes but not relations", () => {
    const product = content.findOne("products", 1);
    expect(product.productcategories).toEqual([
      {
        id: 3,
        Name_en: "Motor",
        Name_hi: null,
        Name_kannad: null,
        // the crop pages' layout in Assamese (decision 067)
        Name_assamese: null,
        category_url: null,
        sort_order: 2,
        is_active: true,
        isMenu: true,
        parent: false,
        created_at: "2024-01-01T00:00:00.000Z",
        updated_at: "2024-02-01T00:00:00.000Z",
      },
    ]);
    const data = content.findOne("productdata", 1);
    expect(data.product).toMatchObject({
      id: 1,
      key: "two-wheeler-insurance",
      smallicon: { id: 1, url: "/uploads/icons/car.svg" },
    });
    expect(data.product).not.toHaveProperty("productcategories");
    expect(content.findOne("productdata", 4).product).toBeNull();
    expect(content.findOne("products", 5).productcategories).toEqual([]);
  });

  it("answers media as upload objects, inside components too", () => {
    expect(content.findOne("products", 1).smallicon).toEqual({
      id: 1,
      name: "car.svg",
      alternativeText: "",
      width: 48,
      height: 48,
      mime: "image/svg+xml",
      size: 1.23,
      url: "/uploads/icons/car.svg",
      formats: null,
    });
    const [banner, fallback] = content.findOne("homepages", 1).Banner as readonly { [key: string]: JsonValue }[];
    expect(banner?.LOB_Icon).toMatchObject({ id: 1, url: "/uploads/icons/car.svg" });
    expect(banner?.LOB_Banner_Image).toMatchObject({
      id: 2,
      formats: { thumbnail: { url: "/uploads/banners/thumbnail_home.webp", width: 245, height: 82 } },
    });
    expect(fallback?.LOB_Icon).toBeNull();
    expect(fallback?.LOB_Tooltip_Text_en).toBeNull();
  });

  it("keeps JSON attributes as stored", () => {
    expect(content.findOne("helmetdata", 1).urlLangList).toEqual({ en: true, hi: true });
  });

  it("hides drafts in live reads, also when populated through a relation", () => {
    expect(ids("blogs")).toEqual([1, 3]);
    expect(ids("blogs", "_publicationState=live")).toEqual([1, 3]);
    expect(ids("blogs", "_publicationState=preview")).toEqual([1, 2, 3]);
    expect(content.findOne("blogs", 1).blogcategory).toMatchObject({ id: 1, blog_category: "Motor" });
  });

  it("serves frozen answers shared by every caller", () => {
    const [first] = content.find("products");
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.productcategories)).toBe(true);
    expect(content.find("products")).toBe(content.find("products"));
  });

  it("gives the same JSON text as JSON.stringify of the answer", () => {
    for (const query of ["", "_sort=sort_order:desc&_limit=2", "productcategories_in=3"]) {
      expect(JSON.parse(content.findJson("products", query))).toEqual(content.find("products", query));
    }
    expect(JSON.parse(content.findOneJson("homepages", 1))).toEqual(content.findOne("homepages", 1));
  });

  it("does not serve rows of collections the model does not have", () => {
    expect(rejection(() => content.find("retired")).statusCode).toBe(404);
  });
});

describe("get(path): the HTTP GET contract in process", () => {
  it("answers lists, counts and entries by path", () => {
    expect((content.get("/products?is_active=true&isMenu=true") as readonly ContentEntry[]).map((p) => p.id)).toEqual([
      1, 2, 5,
    ]);
    expect(content.get("/products/count?is_active=true")).toBe(4);
    expect(content.get("products/3")).toMatchObject({ id: 3 });
    expect(content.get("/products/")).toHaveLength(5);
  });

  it("throws the status HTTP would answer", () => {
    expect(rejection(() => content.get("/products?sort_order=x"))).toBeInstanceOf(ContentQueryError);
    expect(rejection(() => content.get("/products/1/extra")).statusCode).toBe(404);
    expect(rejection(() => content.get("/")).statusCode).toBe(404);
    expect(splitContentPath("/a%20b/count?x=1")).toEqual({ collection: "a b", rest: "count", query: "x=1" });
  });
});

describe("refresh", () => {
  it("swaps in a new snapshot and drops cached answers", async () => {
    let records: ContentRecords = { entries: [entry("keywords", 1, { Name: "a" })], uploads: [] };
    const live = await ContentStore.fromLoader(async () => records);
    const before = live.version;
    expect(live.find("keywords").map((k) => k.Name)).toEqual(["a"]);
    records = { entries: [entry("keywords", 1, { Name: "b" }), entry("keywords", 2, { Name: "c" })], uploads: [] };
    await live.refresh();
    expect(live.find("keywords").map((k) => k.Name)).toEqual(["b", "c"]);
    expect(live.count("keywords")).toBe(2);
    expect(live.version).not.toBe(before);
  });

  it("coalesces refreshes asked for during a reload into one more reload", async () => {
    let loads = 0;
    const live = await ContentStore.fromLoader(async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { entries: [], uploads: [] };
    });
    loads = 0;
    await Promise.all([live.refresh(), live.refresh(), live.refresh(), live.refresh()]);
    expect(loads).toBe(2);
  });

  it("keeps serving the last snapshot when a reload fails", async () => {
    let fail = false;
    const live = await ContentStore.fromLoader(async () => {
      if (fail) throw new Error("database is down");
      return { entries: [entry("keywords", 1, { Name: "a" })], uploads: [] };
    });
    fail = true;
    await expect(live.refresh()).rejects.toThrow("database is down");
    expect(live.find("keywords")).toHaveLength(1);
  });
});

describe("robustness", () => {
  it("reads stored values of the wrong type as empty", async () => {
    const odd = await store({
      entries: [
        entry("products", 1, { sort_order: "2", is_active: "yes", Name_en: 5, productcategories: "x", smallicon: 77 }),
      ],
      uploads: [],
    });
    expect(odd.findOne("products", 1)).toMatchObject({
      sort_order: null,
      is_active: null,
      Name_en: null,
      productcategories: [],
      smallicon: null,
    });
  });

  it("answers only ContentErrors (400/404) for thousands of random queries", () => {
    const keys = [
      "id",
      "key",
      "Name_en",
      "sort_order",
      "is_active",
      "productcategories",
      "productcategories.sort_order",
      "smallicon.url",
      "nope",
      "_sort",
      "_start",
      "_limit",
      "_where",
      "_where[_or][0]",
      "_publicationState",
      "_locale",
      "a.b.c",
      "",
      "%",
      "Name_en_",
      "__proto__",
      "constructor",
      "toString",
    ];
    const suffixes = [
      "",
      "_eq",
      "_ne",
      "_lt",
      "_gte",
      "_in",
      "_nin",
      "_contains",
      "_ncontainss",
      "_null",
      "_xx",
      "[0]",
      "[_or][1][id]",
    ];
    const values = [
      "",
      "1",
      "-1",
      "0",
      "true",
      "t",
      "x",
      "1.5",
      "2024-01-01",
      "a:desc",
      "id:ASC,sort_order",
      "%zz",
      "%E0%A4",
      "[]",
      "null",
      "1e400",
    ];
    let seed = 42;
    const pick = <T>(list: readonly T[]): T => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const item = list[seed % list.length];
      if (item === undefined) throw new Error("empty list");
      return item;
    };
    let accepted = 0;
    for (let i = 0; i < 3000; i++) {
      const parts = Array.from({ length: 1 + (i % 4) }, () => `${pick(keys)}${pick(suffixes)}=${pick(values)}`);
      const query = parts.join(pick(["&", "&", "&&", "="]));
      try {
        content.find(pick(["products", "productdata", "blogs", "homepages"]), query);
        content.count("products", query);
        accepted++;
      } catch (error) {
        if (!(error instanceof ContentError) || (error.statusCode !== 400 && error.statusCode !== 404)) {
          throw new Error(`query ${JSON.stringify(query)} failed with ${String(error)}`);
        }
      }
    }
    expect(accepted).toBeGreaterThan(50);
  });
});
