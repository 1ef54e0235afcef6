/**
 * Every content call of spec section 7 answers, over the real seed content,
 * with the entities and field names of spec section 3 — in all three
 * languages where the entity is trilingual.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSeededContent } from "./fixtures/content-fixtures";

let server: Server;
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const seeded = await openSeededContent();
  close = seeded.close;
  const app = express();
  app.use("/content", seeded.service.router);
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/content`;
});

afterAll(async () => {
  server?.close();
  await close?.();
});

async function get<T = Record<string, unknown>[]>(pathAndQuery: string): Promise<T> {
  const res = await fetch(`${base}${pathAndQuery}`);
  expect(res.status, pathAndQuery).toBe(200);
  return (await res.json()) as T;
}

const TRILINGUAL = (base: string) => [`${base}_en`, `${base}_hi`, `${base}_kannad`];
const DEVANAGARI = /[\u0900-\u097F]/;
const KANNADA = /[\u0C80-\u0CFF]/;

function expectFields(entry: Record<string, unknown> | undefined, fields: string[], where: string) {
  expect(entry, where).toBeTruthy();
  for (const field of fields) expect(entry, `${where}: ${field}`).toHaveProperty(field);
}

function expectScripts(entry: Record<string, unknown>, base: string, where: string) {
  expect(String(entry[`${base}_hi`] ?? ""), `${where} ${base}_hi`).toMatch(DEVANAGARI);
  expect(String(entry[`${base}_kannad`] ?? ""), `${where} ${base}_kannad`).toMatch(KANNADA);
}

describe("spec 7 content calls over the seed content", () => {
  it("/productdata?key={key}&languages.language=en", async () => {
    for (const language of ["en", "hi", "kannad"]) {
      const rows = await get(`/productdata?key=private-car-insurance&languages.language=${language}`);
      expect(rows, language).toHaveLength(1);
      expectFields(rows[0], ["key", "languages", "product"], "productdata");
      const product = rows[0]!.product as Record<string, unknown>;
      expectFields(product, ["Name_en", "key", "sort_order", "is_active", "isMenu"], "productdata.product");
    }
  });

  it("/products?Name_en={name}", async () => {
    const [first] = await get("/products?_limit=1&_sort=id:ASC");
    const rows = await get(`/products?Name_en=${encodeURIComponent(String(first!.Name_en))}`);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expectFields(
      rows[0],
      [
        "id",
        "key",
        ...TRILINGUAL("Name"),
        ...TRILINGUAL("Description"),
        ...TRILINGUAL("Tooltip_text"),
        "smallicon",
        "productcategories",
        "sort_order",
        "is_active",
        "isMenu",
      ],
      "products",
    );
    expect((rows[0]!.smallicon as { url: string }).url).toMatch(/^\/uploads\/.+\.svg$/);
  });

  it("the catalogue has about 100 products in every family, each in three languages", async () => {
    const products = await get("/products?_limit=-1");
    expect(products.length).toBeGreaterThanOrEqual(90);
    for (const p of products) {
      expectFields(p, ["key", "productName", "crmProductName", "prodEventName", "productType"], String(p.key));
      expectScripts(p, "Name", String(p.key));
      expectScripts(p, "Description", String(p.key));
    }
    const keys = new Set(products.map((p) => p.key));
    for (const key of [
      "two-wheeler-insurance",
      "private-car-insurance",
      "retail-health",
      "arogya-premier-policy",
      "travel-insurance",
      "group-health-insurance",
      "simple-home-insurance",
      "cattle-insurance-policy",
      "covid-kavach",
      "loan-insurance",
    ]) {
      expect(keys.has(key), key).toBe(true);
    }
    expect(products.filter((p) => p.productType === "health").length).toBeGreaterThan(10);
  });

  it("/helmetdata?pageComponent={type} with and without a language", async () => {
    const all = await get("/helmetdata?pageComponent=about-us");
    expect(all).toHaveLength(3);
    for (const language of ["en", "hi", "kannad"]) {
      const [h] = await get(`/helmetdata?pageComponent=about-us&languages.language=${language}`);
      expectFields(
        h,
        [
          "pageComponent",
          "metaTitle",
          "metaDescription",
          "metaKeywords",
          "canonical",
          "breadcrumbs_items",
          "faq_items",
          "urlLangList",
        ],
        `helmetdata ${language}`,
      );
    }
  });

  it("/translationkeywords by page, limits 1000 and 1500", async () => {
    const common = await get("/translationkeywords?translationpages.page_name=common&_start=0&_limit=1000");
    expect(common.length).toBeGreaterThan(10);
    expectFields(
      common[0],
      ["keyword", "content_en", "content_hi", "content_kannada", "content_assamese"],
      "translationkeywords",
    );
    for (const k of common) {
      expect(String(k.content_hi), String(k.keyword)).not.toBe("");
      expect(String(k.content_kannada), String(k.keyword)).not.toBe("");
    }
    await get("/translationkeywords?translationpages.page_name=side_menu&_start=0&_limit=1500");
  });

  it("/menucategories?menu_type=FooterMenu&status=true&_sort=display_order:ASC", async () => {
    const rows = await get("/menucategories?menu_type=FooterMenu&status=true&_sort=display_order:ASC");
    expect(rows.length).toBeGreaterThan(2);
    const orders = rows.map((r) => r.display_order as number);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(rows.every((r) => r.menu_type === "FooterMenu")).toBe(true);
    expectFields(rows[0], [...TRILINGUAL("Name"), "display_order", "status", "sub_menu_items"], "menucategories");
    const item = (rows[0]!.sub_menu_items as Record<string, unknown>[])[0];
    expectFields(item, ["title_en", "title_hi", "title_kannad", "menu_link", "link_type"], "sub_menu_items");
  });

  it("/productcategories top level and children; the header's sort", async () => {
    const top = await get(
      "/productcategories?productcategories_null=true&is_active=true&isMenu=true&_sort=sort_order:ASC",
    );
    expect(top.map((c) => c.Name_en)).toEqual(["Retail", "Corporate", "Rural", "Withdrawn"]);
    expectFields(
      top[0],
      ["id", ...TRILINGUAL("Name"), "category_url", "sort_order", "is_active", "isMenu", "parent"],
      "category",
    );
    const children = await get(`/productcategories?productcategories=${top[0]!.id}&is_active=true&isMenu=true`);
    expect(children.map((c) => c.Name_en)).toContain("COVID-19 Insurance");
    const counts = await Promise.all(
      children.map((c) => get<number>(`/products/count?productcategories_in=${c.id}&is_active=true&isMenu=true`)),
    );
    expect(Math.max(...counts)).toBeGreaterThan(10);
    expect(Math.min(...counts)).toBeLessThan(4);
  });

  it("/products by category, sorted, and all menu products", async () => {
    const [health] = await get("/productcategories?Name_en=Health%20Insurance");
    const inCat = await get(
      `/products?productcategories_in=${health!.id}&_sort=sort_order:ASC&is_active=true&isMenu=true`,
    );
    const same = await get(`/products?productcategories=${health!.id}&_sort=sort_order:ASC&is_active=true&isMenu=true`);
    expect(same.map((p) => p.id)).toEqual(inCat.map((p) => p.id));
    const orders = inCat.map((p) => p.sort_order as number);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect((await get("/products?is_active=true&isMenu=true")).length).toBeGreaterThan(50);
  });

  it("/keywords, /homepages, /testimonials, /leadproducts, /objectives", async () => {
    const [keyword] = await get("/keywords");
    expectFields(keyword, ["Name", "Name_hi", "Name_kannad", "link"], "keyword");
    const [home] = await get("/homepages");
    expectFields(home, ["Banner", "BelowBanner", "Affordability", "Review_Ratings", "WhySBI", "Awards"], "homepages");
    const banners = home!.Banner as Record<string, unknown>[];
    expect(banners.some((b) => b.LOB_Name_en === "default")).toBe(true);
    expectFields(
      banners[0],
      [
        "LOB_Name_en",
        "LOB_Link",
        "LOB_Link_Target",
        "LOB_Status",
        "LOB_Tooltip_Text_en",
        "LOB_Icon",
        "LOB_Banner_Image",
      ],
      "Banner",
    );
    expect((banners[0]!.LOB_Banner_Image as { url: string }).url).toMatch(/^\/uploads\//);
    const testimonials = await get("/testimonials?display_on_homepage=true&status=true");
    expect(testimonials.length).toBeGreaterThan(0);
    expect(testimonials.every((t) => t.display_on_homepage === true && t.status === true)).toBe(true);
    expectFields(
      testimonials[0],
      ["category_en", "message_en", "client_name", "Customer_Image", "display_on_homepage", "status"],
      "testimonial",
    );
    const leads = await get("/leadproducts");
    expect(leads[0]!.ProductDisplayName).toBe("Arogya Sanjeevani");
    expectFields(
      leads[0],
      ["ProductDisplayName", "ProductDisplayName_hi", "ProductDisplayName_kannad", "ProductValue"],
      "leadproduct",
    );
    const objectives = await get("/objectives");
    expect(objectives.map((o) => o.title).sort()).toEqual(["Mission", "Vision"]);
  });

  it("blogs newest first, trust figures and the app banner", async () => {
    const blogs = await get("/blogs?_sort=Created_at:DESC");
    expect(blogs.length).toBeGreaterThanOrEqual(6);
    const dates = blogs.map((b) => Date.parse(String(b.Created_at)));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expectFields(
      blogs[0],
      ["slug", "blog_title", "blog_post", "Thumbnail", "featured_image", "blogcategory", "Created_at"],
      "blog",
    );
    expect((blogs[0]!.blogcategory as Record<string, unknown>).blog_category).toBeTruthy();
    const [figure] = await get("/trustfigures?_sort=Sort_Order:ASC");
    expectFields(
      figure,
      [...TRILINGUAL("NumberText"), ...TRILINGUAL("Title"), ...TRILINGUAL("Description"), "Sort_Order"],
      "trustfigure",
    );
    const [banner] = await get("/mobileappbanners");
    expectFields(banner, ["Link", "Mobile_Banner", "Desktop_Banner"], "mobileappbanner");
    expect((banner!.Desktop_Banner as { width: number }).width).toBe(1116);
  });
});
