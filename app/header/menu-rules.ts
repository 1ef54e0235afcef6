/**
 * The header's rules (spec 2 "Header and navigation", spec 4 "Header",
 * spec 9), each once, as pure functions the components and tests share.
 */
/** spec 9: "Menu columns: 4 products per column". */
export const MENU_COLUMN_SIZE = 4;
/** spec 9: "second up to 8" (items 4-7). */
export const MENU_SECOND_COLUMN_END = 8;
/** spec 9: "third up to 10" (items 8-9): the menu never lists more than this many products. */
export const MENU_THIRD_COLUMN_END = 10;
/** spec 9: "view-all above 10". */
export const MENU_VIEW_ALL_ABOVE = 10;
/** spec 9: "Mobile breakpoint 991px": the off-canvas menu and the no-scroll state apply up to this width. */
export const MOBILE_MENU_MAX_WIDTH = 991;
/** The media query of the mobile header (spec 9). */
export const MOBILE_MENU_QUERY = `(max-width: ${MOBILE_MENU_MAX_WIDTH}px)`;

/** spec 4: "The sub-category named COVID-19 Insurance is removed." */
export const REMOVED_SUB_CATEGORY_NAME = "COVID-19 Insurance";

/** Where the health sub-categories' Explore Plans button leads (spec 2 "Health and home"). */
export const EXPLORE_PLANS_PATH = "/health-insurance/explore-plans";

/**
 * spec 2 "Header and navigation": the product pages whose header swaps the
 * quick links for a Buy Now button once scrolled (by catalogue key; the spec's
 * "giha-raksha-plus" is the griha-raksha-plus page).
 */
export const BUY_NOW_PRODUCT_KEYS: ReadonlySet<string> = new Set([
  "arogya-plus-policy",
  "cyber-vault",
  "arogya-supreme",
  "arogya-sanjeevani-policy",
  "arogya-topup-policy",
  "individual-pa-insurance",
  "super-health-insurance-policy",
  "griha-raksha-plus-policy",
  "private-car-insurance",
]);

/** spec 2: the top bar's accessibility controls are hidden on explore-plans and health-step6 pages. */
const NO_ACCESSIBILITY_CONTROLS = ["explore-plans", "health-step6"];

/**
 * spec 9: products in up to three columns, items 0-3, 4-7 and 8-9; the rest
 * are reached through the view-all link.
 */
export function splitMenuColumns<T>(products: readonly T[]): T[][] {
  return [
    products.slice(0, MENU_COLUMN_SIZE),
    products.slice(MENU_COLUMN_SIZE, MENU_SECOND_COLUMN_END),
    products.slice(MENU_SECOND_COLUMN_END, MENU_THIRD_COLUMN_END),
  ].filter((column) => column.length > 0);
}

/** spec 2: "Above 10 products a view-all link appears." */
export function showsViewAll(productCount: number): boolean {
  return productCount > MENU_VIEW_ALL_ABOVE;
}

/** spec 2: the Talk To Experts box sits in the first column when there are fewer than 4 products. */
export function talkToExpertsInFirstColumn(productCount: number): boolean {
  return productCount < MENU_COLUMN_SIZE;
}

/** spec 4: the COVID-19 Insurance sub-category never shows in the menu. */
export function withoutRemovedSubCategories<T extends { Name_en: string }>(subCategories: readonly T[]): T[] {
  return subCategories.filter((c) => c.Name_en.trim() !== REMOVED_SUB_CATEGORY_NAME);
}

/**
 * A health sub-category (Explore Plans button, View More / View Less on
 * mobile): one whose page lives under /health-insurance, the retail health
 * quote's home (decision 021).
 */
export function isHealthSubCategory(category: { category_url: string | null }): boolean {
  const url = category.category_url ?? "";
  return url === "/health-insurance" || url.startsWith("/health-insurance/");
}

/** spec 2: the accessibility controls are not shown on these pages. */
export function showsAccessibilityControls(basePath: string): boolean {
  return !NO_ACCESSIBILITY_CONTROLS.some((segment) => basePath.includes(segment));
}

/** spec 2: the Buy Now swap happens on the listed product pages only. */
export function isBuyNowPage(productKey: string | undefined): boolean {
  return productKey !== undefined && BUY_NOW_PRODUCT_KEYS.has(productKey);
}

/**
 * spec 4: sales-partner mode is on when the address has both RO_code and
 * reference_ID, or a path parameter agr, or local storage has an sslid value.
 */
export function isSalesPartner({
  search,
  params,
  sslid,
}: {
  search: URLSearchParams;
  params: Record<string, string | undefined>;
  sslid: string | null;
}): boolean {
  if (search.get("RO_code") && search.get("reference_ID")) return true;
  if (params.agr) return true;
  return Boolean(sslid);
}

/**
 * spec 2: iOS devices get the App Store link. iPadOS 13+ reports itself as a
 * Mac; it is told apart by its touch points.
 */
export function isIOSDevice(userAgent: string, platform = "", maxTouchPoints = 0): boolean {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return true;
  return platform === "MacIntel" && maxTouchPoints > 1;
}
