/**
 * Every content query the site makes (spec 7 "Content service"), once, typed
 * by the model: the provider layer of the app, in the manner of a commerce
 * provider folder (decision 040). Loaders and the browser call these; none
 * of them rejects: a failed read is logged once (contracts/content/content-source.ts)
 * and answers the empty value, so the section renders empty (spec 8). The
 * few reads a page cannot do without say so by their name (`require...`).
 *
 * Turning entries into what a component shows (`reshape...`) is each
 * feature's own business and lives beside it (footer-content.ts, ...).
 */
import { data } from "react-router";
import { contentQuery, type ContentQuery } from "@contracts/content/content-query";
import {
  fetchEntries,
  readEntries,
  readFirst,
  reportContentFailure,
  type ContentSource,
} from "@contracts/content/content-source";
import type { CollectionName } from "@contracts/content/collections";
import type { Entry } from "@contracts/content/entry-types";
import { LANG_INFO, type Lang } from "@contracts/i18n/languages";
import { LEAD_PRODUCTS_QUERY } from "@contracts/lead/lead-products";
import type { Phrases } from "~/i18n/phrases";

/** spec 7: translation keywords are fetched 1000 at a time (1500 with the side menu, which we merge in). */
const PHRASES_LIMIT = 1000;
/** spec 9: the blog teaser shows 3 posts. */
export const BLOG_TEASER_POSTS = 3;
import { FOOTER_MENU_TYPE } from "./content-rules";

export { FOOTER_MENU_TYPE } from "./content-rules";

// ---- layout: phrases, settings, SEO ----

/** Phrases of one language from the translation keywords of the given pages (spec 7). */
export async function getPhrases(content: ContentSource, pageNames: readonly string[], lang: Lang): Promise<Phrases> {
  const keywords = await readEntries(
    content,
    contentQuery("translationkeywords").where("translationpages.page_name", pageNames).start(0).limit(PHRASES_LIMIT),
  );
  const field = LANG_INFO[lang].phraseField;
  const phrases: Phrases = {};
  for (const k of keywords) phrases[k.keyword] = k[field] || k.content_en || "";
  return phrases;
}

/** spec 7: /helmetdata?pageComponent={type}&languages.language=... */
export function getHelmet(content: ContentSource, pageComponent: string, lang: Lang) {
  return readFirst(
    content,
    contentQuery("helmetdata")
      .where("pageComponent", pageComponent)
      .where("languages.language", LANG_INFO[lang].contentLanguage),
  );
}

/** Brand, contact and store settings: one entry. */
export function getSiteSettings(content: ContentSource) {
  return readFirst(content, contentQuery("sitesettings"));
}

// ---- catalogue: products and categories ----

const menuProducts = (query: ContentQuery<"products">) =>
  query.sort("sort_order:ASC").where("is_active", true).where("isMenu", true).limit(-1);

/** The product a product page is about: a page cannot be shown without it (503 when unknown, 404 when absent). */
export function requireProductByKey(content: ContentSource, key: string) {
  return requireFirst(content, productByKey(key));
}

/** A product by key, or null (for pages that only mention it). */
export function getProductByKey(content: ContentSource, key: string) {
  return readFirst(content, productByKey(key));
}

const productByKey = (key: string) => contentQuery("products").where("key", key).where("is_active", true);

/** spec 7: /productdata?key={key}&languages.language=... */
export function getProductData(content: ContentSource, key: string, lang: Lang) {
  return readFirst(
    content,
    contentQuery("productdata").where("key", key).where("languages.language", LANG_INFO[lang].contentLanguage),
  );
}

/** A listing page's top-level category: the page cannot be shown without it. */
export function requireCategoryByUrl(content: ContentSource, categoryUrl: string) {
  return requireFirst(
    content,
    contentQuery("productcategories")
      .where("category_url", categoryUrl)
      .isNull("productcategories", true)
      .where("is_active", true),
  );
}

/** spec 7: the top-level categories, /productcategories?productcategories_null=true&is_active=true&isMenu=true. */
export function getTopCategories(content: ContentSource) {
  return readEntries(
    content,
    contentQuery("productcategories")
      .isNull("productcategories", true)
      .where("is_active", true)
      .where("isMenu", true)
      .sort("sort_order:ASC"),
  );
}

/**
 * spec 7: /productcategories?productcategories={id}&is_active=true&isMenu=true
 * (the menus); a listing page shows its active sub-categories, in the menu or not.
 */
export function getSubCategories(content: ContentSource, parentId: number, { menu }: { menu: boolean }) {
  const active = contentQuery("productcategories").where("productcategories", parentId).where("is_active", true);
  return readEntries(content, (menu ? active.where("isMenu", true) : active).sort("sort_order:ASC"));
}

/** spec 7: /products?productcategories={id}&_sort=sort_order:ASC&is_active=true&isMenu=true */
export function getMenuProductsOf(content: ContentSource, subCategoryId: number) {
  return readEntries(content, menuProducts(contentQuery("products").where("productcategories", subCategoryId)));
}

/** spec 7: /products?productcategories_in={id}... for several sub-categories at once (mobile menu). */
export async function getMenuProductsIn(content: ContentSource, subCategoryIds: readonly number[]) {
  if (subCategoryIds.length === 0) return [];
  return readEntries(content, menuProducts(contentQuery("products").where("productcategories", "in", subCategoryIds)));
}

/** spec 7: /products?is_active=true&isMenu=true: every menu product (the catalogue has about 100). */
export function getAllMenuProducts(content: ContentSource) {
  return readEntries(
    content,
    contentQuery("products").where("is_active", true).where("isMenu", true).sort("sort_order:ASC", "id:ASC").limit(-1),
  );
}

/** Active products of the given categories, in catalogue order, menu or not (listing pages, related products). */
export async function getProductsInCategories(content: ContentSource, categoryIds: readonly number[]) {
  if (categoryIds.length === 0) return [];
  return readEntries(
    content,
    contentQuery("products")
      .where("productcategories", "in", categoryIds)
      .where("is_active", true)
      .sort("sort_order:ASC", "id:ASC")
      .limit(-1),
  );
}

// ---- footer ----

/** spec 7: /menucategories?menu_type=FooterMenu&status=true&_sort=display_order:ASC */
export function getFooterMenus(content: ContentSource) {
  return readEntries(
    content,
    contentQuery("menucategories").where("menu_type", FOOTER_MENU_TYPE).where("status", true).sort("display_order:ASC"),
  );
}

/** spec 7: /keywords */
export function getKeywords(content: ContentSource) {
  return readEntries(content, contentQuery("keywords").limit(-1));
}

/** spec 7: /objectives (Vision and Mission) */
export function getObjectives(content: ContentSource) {
  return readEntries(content, contentQuery("objectives"));
}

/** The mobile-app banner: one entry (home page banner, footer's app dialog). */
export function getMobileAppBanner(content: ContentSource) {
  return readFirst(content, contentQuery("mobileappbanners"));
}

// ---- home ----

/** spec 7: /homepages: one entry with the home page's sections. */
export function getHomePage(content: ContentSource) {
  return readFirst(content, contentQuery("homepages"));
}

/** spec 7: /testimonials?display_on_homepage=true&status=true */
export function getHomeTestimonials(content: ContentSource) {
  return readEntries(content, contentQuery("testimonials").where("display_on_homepage", true).where("status", true));
}

/** spec 7: blogs with _sort=Created_at:DESC; the home page shows the first 3 (published ones, issue 16). */
export function getLatestBlogs(content: ContentSource) {
  return readEntries(
    content,
    contentQuery("blogs").sort("Created_at:DESC").where("publish", true).limit(BLOG_TEASER_POSTS),
  );
}

export function getTrustFigures(content: ContentSource) {
  return readEntries(content, contentQuery("trustfigures").sort("Sort_Order:ASC"));
}

/** The "Our reach" tiles (issue 16, decision 069): published ones, in the editors' order. */
export function getOurReaches(content: ContentSource) {
  return readEntries(content, contentQuery("ourreaches").where("publish", true).sort("Sort_Order:ASC", "id:ASC"));
}

/** The published campaign banners of one placement (issue 16); their date window is the caller's rule. */
export function getCampaignBanners(content: ContentSource, placement: string) {
  return readEntries(
    content,
    contentQuery("banners").where("placement", placement).where("publish", true).sort("Sort_Order:ASC", "id:ASC"),
  );
}

/** The home page's explainer videos (issue 16): published ones, in the editors' order. */
export function getHomeVideos(content: ContentSource) {
  return readEntries(content, contentQuery("homevideos").where("publish", true).sort("Sort_Order:ASC", "id:ASC"));
}

// ---- lead form ----

/** spec 7: /leadproducts (the lead form's product field; the site API accepts the same list). */
export function getLeadProducts(content: ContentSource) {
  return readEntries(content, LEAD_PRODUCTS_QUERY);
}

// ---- reads a page cannot do without ----

/**
 * The first entry of a query a page is built on. None: null (the page
 * answers 404). The content service unable to answer: logged like every
 * failed read, then a 503, so that neither a visitor nor a search engine is
 * told that the page does not exist.
 */
async function requireFirst<C extends CollectionName>(
  content: ContentSource,
  query: ContentQuery<C>,
): Promise<Entry<C> | null> {
  try {
    return (await fetchEntries(content, query.limit(1)))[0] ?? null;
  } catch (error) {
    reportContentFailure(query.collection, error);
    throw data(null, { status: 503, headers: { "Retry-After": "30" } });
  }
}

// ---- health quote journey (issue 11) ----

/** The health plans' comparison rows, in their order. */
export function getHealthPlans(content: ContentSource) {
  return readEntries(content, contentQuery("healthplans").sort("sort_order:ASC").limit(-1));
}

/** Products by key (plan names of the health journey), active or not: a quote may name a plan no longer sold. */
export function getProductsByKeys(content: ContentSource, keys: readonly string[]) {
  return readEntries(
    content,
    contentQuery("products")
      .where("key", [...keys])
      .limit(-1),
  );
}

// ---- car guides (issue 12) ----

/** A car guide's sections and worked example, by its key (the page's slug): the page cannot be shown without it. */
export function requireMotorGuide(content: ContentSource, key: string) {
  return requireFirst(content, contentQuery("motorguides").where("key", key));
}

/** helmetdata of several pages in one language, in one read (the car guides' links to one another). */
export function getHelmetsOf(content: ContentSource, pageComponents: readonly string[], lang: Lang) {
  if (pageComponents.length === 0) return Promise.resolve([]);
  return readEntries(
    content,
    contentQuery("helmetdata")
      .where("pageComponent", [...pageComponents])
      .where("languages.language", LANG_INFO[lang].contentLanguage)
      .limit(-1),
  );
}

// ---- company pages: blog, awards, news, board and people (issue 16) ----

/**
 * What a listing page is built on: the entries of one page and how many there
 * are in all. Its pages beyond the last answer 404, so the content service
 * being unable to answer is a 503 (`requireFirst`'s rule), never an empty page.
 */
async function requirePageOf<C extends CollectionName>(
  content: ContentSource,
  query: ContentQuery<C>,
  sort: ContentQuery<C>,
  start: number,
  limit: number,
): Promise<{ entries: Entry<C>[]; total: number }> {
  try {
    const [entries, total] = await Promise.all([
      fetchEntries(content, sort.start(start).limit(limit)),
      content.get<number>(query.countPath),
    ]);
    return { entries, total: Number(total) || 0 };
  } catch (error) {
    reportContentFailure(query.collection, error);
    throw data(null, { status: 503, headers: { "Retry-After": "30" } });
  }
}

/** Every entry a page lists (awards, the board, our people): 503 when unknown, since an empty list would be a lie. */
async function requireAll<C extends CollectionName>(content: ContentSource, query: ContentQuery<C>) {
  try {
    return await fetchEntries(content, query.limit(-1));
  } catch (error) {
    reportContentFailure(query.collection, error);
    throw data(null, { status: 503, headers: { "Retry-After": "30" } });
  }
}

/** The blog's categories, in their order (the blog's filter). */
export function getBlogCategories(content: ContentSource) {
  return readEntries(content, contentQuery("blogcategories").where("publish", true).sort("sort_order:ASC", "id:ASC"));
}

const publishedPosts = (categoryId: number | null) => {
  const query = contentQuery("blogs").where("publish", true);
  return categoryId === null ? query : query.where("blogcategory", categoryId);
};

/** One page of the blog, newest first (spec 7: _sort=Created_at:DESC), of one category or all. */
export function requireBlogPage(content: ContentSource, categoryId: number | null, start: number, limit: number) {
  const query = publishedPosts(categoryId);
  return requirePageOf(content, query, query.sort("Created_at:DESC", "id:DESC"), start, limit);
}

/** A post by its slug: the page cannot be shown without it. */
export function requireBlogPost(content: ContentSource, slug: string) {
  return requireFirst(content, contentQuery("blogs").where("slug", slug).where("publish", true));
}

/** The latest posts of a category (a post's related posts); the post itself is left out by the caller. */
export function getPostsOfCategory(content: ContentSource, categoryId: number | null, limit: number) {
  return readEntries(content, publishedPosts(categoryId).sort("Created_at:DESC", "id:DESC").limit(limit));
}

/** Every published post's slug and date (the detail addresses a sitemap lists). */
export function getAllBlogPosts(content: ContentSource) {
  return readEntries(content, contentQuery("blogs").where("publish", true).sort("Created_at:DESC").limit(-1));
}

// ---- the insurance-awareness section, /gi-simplified (issue 16, decision 065) ----

const publishedIaArticles = (topic: string | null) => {
  const query = contentQuery("iablogs").where("publish", true);
  return topic === null ? query : query.where("topic", topic);
};

/** One page of the awareness articles, newest first, of one topic or all. */
export function requireIaArticlePage(content: ContentSource, topic: string | null, start: number, limit: number) {
  const query = publishedIaArticles(topic);
  return requirePageOf(content, query, query.sort("created_at:DESC", "id:DESC"), start, limit);
}

/** An awareness article by its slug: the page cannot be shown without it. */
export function requireIaArticle(content: ContentSource, slug: string) {
  return requireFirst(content, contentQuery("iablogs").where("slug", slug).where("publish", true));
}

/** The latest awareness articles of a topic or of all (an article's related articles; the caller leaves itself out). */
export function getIaArticles(content: ContentSource, topic: string | null, limit: number) {
  return readEntries(content, publishedIaArticles(topic).sort("created_at:DESC", "id:DESC").limit(limit));
}

/** The awareness questions, in their order (grouped by topic on the page). */
export function requireIaFaqs(content: ContentSource) {
  return requireAll(content, contentQuery("iafaqs").where("publish", true).sort("sort_order:ASC", "id:ASC"));
}

/** The awards, in their order (/awards). */
export function requireAwards(content: ContentSource) {
  return requireAll(content, contentQuery("awards").where("publish", true).sort("Sort_Order:ASC", "award_date:DESC"));
}

export function requireAward(content: ContentSource, slug: string) {
  return requireFirst(content, contentQuery("awards").where("slug", slug).where("publish", true));
}

/** The news of one topic (/about-us/{product}-in-news), newest first. */
export function requireNewsOf(content: ContentSource, product: string) {
  return requireAll(
    content,
    contentQuery("news").where("product", product).where("publish", true).sort("news_date:DESC", "id:DESC"),
  );
}

export function requireNewsItem(content: ContentSource, id: number) {
  return requireFirst(content, contentQuery("news").where("id", id).where("publish", true));
}

/** Every published news item (a news item's "more news", the sitemap's addresses). */
export function getAllNews(content: ContentSource) {
  return readEntries(content, contentQuery("news").where("publish", true).sort("news_date:DESC", "id:DESC").limit(-1));
}

/** The board of directors, in their order. */
export function requireBoard(content: ContentSource) {
  return requireAll(content, contentQuery("boards").where("publish", true).sort("Sort_Order:ASC", "id:ASC"));
}

export function requireBoardMember(content: ContentSource, id: number) {
  return requireFirst(content, contentQuery("boards").where("id", id).where("publish", true));
}

/** Our people's stories, in their order. */
export function requirePeople(content: ContentSource) {
  return requireAll(content, contentQuery("meetourpeople").where("publish", true).sort("Sort_Order:ASC", "id:ASC"));
}

export function requirePerson(content: ContentSource, id: number) {
  return requireFirst(content, contentQuery("meetourpeople").where("id", id).where("publish", true));
}

/** Every published testimonial (/about-us/testimonials), the home page's and the others. */
export function requireTestimonials(content: ContentSource) {
  return requireAll(content, contentQuery("testimonials").where("status", true).sort("id:ASC"));
}

/** The openings of /current-opening, in their order (published ones; the page leaves out closed ones). */
export function requireJobs(content: ContentSource) {
  return requireAll(content, contentQuery("jobs").where("publish", true).sort("Sort_Order:ASC", "id:ASC"));
}

/** The sections of a careers page (/career-progression, /developing-young-leaders), in their order. */
export function requireCareerSections(
  content: ContentSource,
  collection: "careerprogressions" | "developingyoungleaders",
) {
  return requireAll(content, contentQuery(collection).where("publish", true).sort("Sort_Order:ASC", "id:ASC"));
}

/** The promises of /what-you-expect (issue 16), in the editors' order (published ones). */
export function requireExpectations(content: ContentSource) {
  return requireAll(content, contentQuery("whatcanyouexpects").where("publish", true).sort("sort_order:ASC", "id:ASC"));
}

/** A content page of the `pages` collection by its slug (/career, /life-at-sbig, /learn-how-we-hire), or null. */
export function requireContentPage(content: ContentSource, slug: string) {
  return requireFirst(content, contentQuery("pages").where("slug", slug).where("publish", true));
}

// ---- crop scheme pages (issue 16, decision 062) ----

/** The sections of one crop scheme page (`page` is its pageComponent), in the editors' order. */
export function requireCropSections(content: ContentSource, page: string) {
  return requireAll(
    content,
    contentQuery("fasalbimas").where("page", page).where("publish", true).sort("Sort_Order:ASC", "id:ASC"),
  );
}

// ---- downloads, public disclosures, tenders (issue 16, decision 060) ----

/** The lines of business of /downloads, in their order (published ones). */
export function requireDownloadCategories(content: ContentSource) {
  return requireAll(
    content,
    contentQuery("downloadcategories").where("publish", true).sort("sort_order:ASC", "id:ASC"),
  );
}

/** The documents of /downloads, in their order (published ones). */
export function requireDownloads(content: ContentSource) {
  return requireAll(content, contentQuery("downloads").where("publish", true).sort("sort_order:ASC", "id:ASC"));
}

/** The financial years of /public-disclosure2, newest first (published ones). */
export function requireFinancialYears(content: ContentSource) {
  return requireAll(content, contentQuery("financialyears").where("publish", true).sort("start_date:DESC"));
}

/** The disclosures of one financial year, by quarter (newest first) and form. */
export function requireDisclosuresOf(content: ContentSource, year: string) {
  return requireAll(
    content,
    contentQuery("publicdisclosures")
      .where("financialyear.year", year)
      .where("publish", true)
      .sort("quarter:DESC", "sort_order:ASC", "id:ASC"),
  );
}

/** One published tender by its slug (/tender-details/{slug}, decision 066), or null. */
export function requireTender(content: ContentSource, slug: string) {
  return requireFirst(content, contentQuery("tenders").where("slug", slug).where("publish", true));
}

/** The documents of /agent, in their order (published ones; decision 066). */
export function requireAgentDocuments(content: ContentSource) {
  return requireAll(content, contentQuery("agentdocuments").where("publish", true).sort("sort_order:ASC", "id:ASC"));
}

/** The tenders of /tender, the latest closing first (published ones). */
export function requireTenders(content: ContentSource) {
  return requireAll(content, contentQuery("tenders").where("publish", true).sort("closing_date:DESC", "id:DESC"));
}

/** The links of /important-links, in their order (published ones). */
export function requireImportantLinks(content: ContentSource) {
  return requireAll(content, contentQuery("importantlinks").where("publish", true).sort("sort_order:ASC", "id:ASC"));
}

/** The documents of the investor relations page, in their order (published ones). */
export function requireInvestorDocuments(content: ContentSource) {
  return requireAll(content, contentQuery("investordocuments").where("publish", true).sort("sort_order:ASC", "id:ASC"));
}

/** The CSR projects of /sbig-cares, in their order (published ones). */
export function requireCsrProjects(content: ContentSource) {
  return requireAll(content, contentQuery("csrprojects").where("publish", true).sort("sort_order:ASC", "id:ASC"));
}

// ---- locators (issue 15) ----

/** The hospital networks and their notes (the cashless locator's explanation). */
export function getHospitalLists(content: ContentSource) {
  return readEntries(content, contentQuery("hospitallists").sort("sort_order:ASC").limit(-1));
}

// ---- product details and QR-code landings (issue 16, decision 061) ----

/** What a buyer needs to decide on a product, in one language: /productdetailtranslations?key=...&languages.language=... */
export function getProductDetail(content: ContentSource, key: string, lang: Lang) {
  return readFirst(
    content,
    contentQuery("productdetailtranslations")
      .where("key", key)
      .where("languages.language", LANG_INFO[lang].contentLanguage)
      .where("publish", true),
  );
}

/** The languages a QR-code landing offers, in their order. */
export function getQrLanguages(content: ContentSource) {
  return readEntries(content, contentQuery("qrlanguages").where("publish", true).sort("sort_order:ASC").limit(-1));
}

/** Every QR product, in their order (/language-preference without a product). */
export function getQrProducts(content: ContentSource) {
  return readEntries(content, contentQuery("qrproducts").where("publish", true).sort("sort_order:ASC").limit(-1));
}

/** The QR product of /language-preference/{productname}: the page cannot be shown without it. */
export function requireQrProductByName(content: ContentSource, productname: string) {
  return requireFirst(content, contentQuery("qrproducts").where("productname", productname).where("publish", true));
}

/** The QR product of /product-features/{product_code}/{tag}. */
export function requireQrProductByCode(content: ContentSource, productCode: string) {
  return requireFirst(content, contentQuery("qrproducts").where("product_code", productCode).where("publish", true));
}

/** A QR product's features, in their order. */
export function requireQrFeatures(content: ContentSource, qrProductId: number) {
  return requireAll(
    content,
    contentQuery("qrfeatures").where("qrproduct", qrProductId).where("publish", true).sort("sort_order:ASC"),
  );
}
