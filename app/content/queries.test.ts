import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContentSource } from "@contracts/content/content-source";
import { ContentRequestError } from "@contracts/content/content-source";
import * as queries from "./queries";

/** A content source that records the paths it is asked for, and answers `answer`. */
function recording(answer: unknown = []): ContentSource & { paths: string[] } {
  const paths: string[] = [];
  return {
    paths,
    async get<T>(path: string) {
      paths.push(path);
      return answer as T;
    },
  };
}

const failing: ContentSource = {
  get: () => Promise.reject(new ContentRequestError(502, "HTTP 502")),
};

afterEach(() => vi.restoreAllMocks());

describe("the site's content calls (spec 7), one query string each", () => {
  it.each<[string, (source: ContentSource) => Promise<unknown>]>([
    [
      "/translationkeywords?translationpages.page_name=common&translationpages.page_name=home&_start=0&_limit=1000",
      (s) => queries.getPhrases(s, ["common", "home"], "kn"),
    ],
    [
      "/helmetdata?pageComponent=about-us&languages.language=kannad&_limit=1",
      (s) => queries.getHelmet(s, "about-us", "kn"),
    ],
    ["/sitesettings?_limit=1", (s) => queries.getSiteSettings(s)],
    ["/products?key=bike%20insurance&is_active=true&_limit=1", (s) => queries.getProductByKey(s, "bike insurance")],
    [
      "/productdata?key=private-car-insurance&languages.language=hi&_limit=1",
      (s) => queries.getProductData(s, "private-car-insurance", "hi"),
    ],
    [
      "/productcategories?category_url=%2Fproduct%2Fretail&productcategories_null=true&is_active=true&_limit=1",
      (s) => queries.requireCategoryByUrl(s, "/product/retail"),
    ],
    [
      "/productcategories?productcategories_null=true&is_active=true&isMenu=true&_sort=sort_order:ASC",
      (s) => queries.getTopCategories(s),
    ],
    [
      "/productcategories?productcategories=5&is_active=true&isMenu=true&_sort=sort_order:ASC",
      (s) => queries.getSubCategories(s, 5, { menu: true }),
    ],
    [
      "/productcategories?productcategories=5&is_active=true&_sort=sort_order:ASC",
      (s) => queries.getSubCategories(s, 5, { menu: false }),
    ],
    [
      "/products?productcategories=9&_sort=sort_order:ASC&is_active=true&isMenu=true&_limit=-1",
      (s) => queries.getMenuProductsOf(s, 9),
    ],
    [
      "/products?productcategories_in=9&productcategories_in=10&_sort=sort_order:ASC&is_active=true&isMenu=true&_limit=-1",
      (s) => queries.getMenuProductsIn(s, [9, 10]),
    ],
    [
      "/products?is_active=true&isMenu=true&_sort=sort_order:ASC,id:ASC&_limit=-1",
      (s) => queries.getAllMenuProducts(s),
    ],
    [
      "/products?productcategories_in=3&productcategories_in=4&is_active=true&_sort=sort_order:ASC,id:ASC&_limit=-1",
      (s) => queries.getProductsInCategories(s, [3, 4]),
    ],
    ["/menucategories?menu_type=FooterMenu&status=true&_sort=display_order:ASC", (s) => queries.getFooterMenus(s)],
    ["/keywords?_limit=-1", (s) => queries.getKeywords(s)],
    ["/objectives", (s) => queries.getObjectives(s)],
    ["/mobileappbanners?_limit=1", (s) => queries.getMobileAppBanner(s)],
    ["/homepages?_limit=1", (s) => queries.getHomePage(s)],
    ["/testimonials?display_on_homepage=true&status=true", (s) => queries.getHomeTestimonials(s)],
    ["/blogs?_sort=Created_at:DESC&publish=true&_limit=3", (s) => queries.getLatestBlogs(s)],
    ["/trustfigures?_sort=Sort_Order:ASC", (s) => queries.getTrustFigures(s)],
    ["/leadproducts", (s) => queries.getLeadProducts(s)],
  ])("%s", async (path, call) => {
    const source = recording();
    await call(source);
    expect(source.paths).toEqual([path]);
  });

  it("asks nothing for no categories", async () => {
    const source = recording();
    expect(await queries.getMenuProductsIn(source, [])).toEqual([]);
    expect(await queries.getProductsInCategories(source, [])).toEqual([]);
    expect(source.paths).toEqual([]);
  });
});

describe("failed reads (spec 8): logged once, without the query's values, and empty", () => {
  it("answers an empty list, null or no phrases", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await queries.getFooterMenus(failing)).toEqual([]);
    expect(await queries.getSiteSettings(failing)).toBeNull();
    expect(await queries.getPhrases(failing, ["common"], "hi")).toEqual({});
    expect(await queries.getProductByKey(failing, "secret-key-9876543210")).toBeNull();
    expect(log.mock.calls.map((c) => c.join(" "))).toEqual([
      "content: menucategories unavailable (HTTP 502)",
      "content: sitesettings unavailable (HTTP 502)",
      "content: translationkeywords unavailable (HTTP 502)",
      "content: products unavailable (HTTP 502)",
    ]);
  });

  it("answers 503, not 404, when a page's own record cannot be read", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const thrown = await queries.requireProductByKey(failing, "bike-insurance").catch((e: unknown) => e);
    expect(thrown).toMatchObject({ init: { status: 503 } });
    expect(await queries.requireProductByKey(recording([]), "bike-insurance")).toBeNull();
  });
});
