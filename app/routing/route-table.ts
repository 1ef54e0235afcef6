/**
 * Every address of the site (spec section 2), once. `routes.ts` turns each
 * entry into a React Router route per language, the server resolves a request
 * against it, and the route-inventory test walks it.
 *
 * `page` is the entry's `pageComponent` in the content service's `helmetdata`:
 * its title, description, canonical, breadcrumbs and heading.
 */

// a relative path: routes.ts (which reads this table) is loaded before the path aliases exist
import { POLICY_PRINT_PAGES } from "../../contracts/service-requests/self-service-paths";

export type PageTemplate =
  /** spec 2 "Home page (root)" */
  | "home"
  /** a product of the catalogue, named by `productKey` or the `:productKey` segment */
  | "product"
  /** /product/{category}: the products of one category */
  | "product-listing"
  /** /product: every line on sale (retail, corporate, rural) with its products (issue 16) */
  | "product-lines"
  /** /language-preference/{productname?}: a QR code's landing, the language of a product's features (issue 16) */
  | "language-preference"
  /** /product-features/{product_code}/{tag}: one feature of a QR product (issue 16) */
  | "product-features"
  /** the generic content page: heading, breadcrumbs and description from helmetdata */
  | "content"
  /** the health quote journey: its steps, plans, comparison and calculator (issue 11) */
  | "health-quote"
  /** the car journey, /vehiclemakers to /cardetails and /newcarlead (issue 12) */
  | "motor-quote"
  /** the car and bike calculators (issue 12): the journey's server side, a smaller script */
  | "motor-calculator"
  /** the car journey's car details and a saved motor quote's page, /cardetails (issue 12) */
  | "motor-details"
  /** the car guide pages with their worked example (issue 12) */
  | "motor-guide"
  /** the travel calculator (issue 12) */
  | "travel-quote"
  /** the auto-debit unsubscribe page and its subscribe mirror (issue 13) */
  | "auto-debit"
  /** the company pages (issue 16): the blog and a post, */
  | "blog"
  | "blog-post"
  /** the insurance-awareness section (issue 16, decision 065): its articles and questions, and an article */
  | "gi-simplified"
  | "gi-simplified-article"
  /** the awards and an award, */
  | "awards"
  | "award"
  /** the news of a topic and a news item, */
  | "news"
  | "news-item"
  /** the board of directors and a member, */
  | "board"
  | "board-member"
  /** our people and one person's story, */
  | "people"
  | "person"
  /** /career, /life-at-sbig and /learn-how-we-hire from the `pages` collection (issue 16, decision 062) */
  | "career-page"
  /** the crop scheme (PMFBY) pages from `fasalbimas` (issue 16, decision 062) */
  | "crop"
  /** the customers' testimonials, */
  | "testimonials"
  /** the open positions with the application form, */
  | "openings"
  /** and the careers pages made of sections (career progression, developing young leaders) */
  | "career-sections"
  /** the help pages with content of their own (issue 16): FAQ, grievance redressal, agent verification */
  | "faq"
  | "grievance"
  | "agent"
  /** the legal pages from the `pages` collection (issue 16) */
  | "legal"
  /** the regulatory pages (issue 16, decision 060): downloads by line of business, */
  | "downloads"
  /** the quarterly public disclosures (NL forms) by financial year, */
  | "public-disclosures"
  /** and the tenders with their dates and documents, and one tender's page (decision 066) */
  | "tenders"
  | "tender"
  /** and the unclaimed amounts search */
  | "unclaimed"
  /** the channel-partner sign-in (decision 064) */
  | "channel-partner"
  /** and the important links by group */
  | "important-links"
  /** and investor relations with its documents */
  | "investors"
  /** and the CSR projects of SBIG Cares */
  | "csr"
  /** do-not-call, policy print and CIS download with their requests' status (issue 14, decision 057) */
  | "self-service"
  /** the branch, garage and cashless-hospital locators (issue 15) */
  | "locator"
  /** one branch, garage or hospital of a locator, `:place` its slug (issue 15) */
  | "locator-place"
  // ---- claims (issue 14, decision 056) ----
  /** claim intimation: the form, the claim number */
  | "claim-intimation"
  /** claim status: claim number and proof, the timeline */
  | "claim-status"
  /** a claim's document by its number: proof, then the prefilled form, printable and as PDF */
  | "claim-document"
  /** the blank claim forms of each line, filterable */
  | "claim-forms"
  /** the buy-online claim: the intimation in steps */
  | "claim-steps"
  /** the free credit score check: details and consent, OTP, success or decline (issue 14, decision 059) */
  | "credit-score"
  /** subrogation: the process and the request */
  | "subrogation";

export interface RouteEntry {
  /** English path; language variants append /hindi, /kannada (and /assamese on crop pages). */
  path: string;
  page: string;
  template: PageTemplate;
  /** the catalogue key of the product this page sells */
  productKey?: string;
  /** crop-scheme page: separate language store, also /assamese (spec 2) */
  crop?: boolean;
  /** spec 2: pages under gi-simplified and product/withdrawn are their own canonical */
  selfCanonical?: boolean;
  /** spec 2: pages whose path contains vehiclemakers preset private-car-insurance */
  presetProduct?: string;
  /** a parameter that must end with this suffix, e.g. /about-us/{product}-in-news */
  paramSuffix?: { param: string; suffix: string };
  /**
   * a later step of a quote journey: without a journey it leads back to the first step, so it is
   * no page of its own for search engines (app/seo/sitemap.server.ts)
   */
  journeyStep?: boolean;
}

const content = (path: string, page: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  page,
  template: "content",
  ...extra,
});

const product = (path: string, productKey: string, page = productKey, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  page,
  template: "product",
  productKey,
  ...extra,
});

const healthQuote = (path: string, page: string): RouteEntry => ({ path, page, template: "health-quote" });
const motorQuote = (path: string, page: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  page,
  template: "motor-quote",
  ...extra,
});

const home: RouteEntry[] = [
  { path: "/", page: "home", template: "home" },
  { path: "/home", page: "home", template: "home" },
  { path: "/our-reach", page: "our-reach", template: "home" },
  content("/what-you-expect", "what-you-expect"),
  content("/about-us", "about-us"),
  content("/about-us/testimonials", "testimonials", { template: "testimonials" }),
  content("/about-us/investor-relations", "investor-relations", { template: "investors" }),
  content("/about-us/:newsTopic", "in-news", {
    template: "news",
    paramSuffix: { param: "newsTopic", suffix: "-in-news" },
  }),
  content("/awards", "awards", { template: "awards" }),
  content("/award-details/:slug", "award-details", { template: "award" }),
  content("/board-of-director-details", "board-of-directors", { template: "board" }),
  content("/member-details/:name/:id", "member-details", { template: "board-member" }),
  content("/life-at-sbig", "life-at-sbig", { template: "career-page" }),
  content("/meet-our-people", "meet-our-people", { template: "people" }),
  content("/meet-our-people-details/:id", "meet-our-people-details", { template: "person" }),
  content("/career-progression", "career-progression", { template: "career-sections" }),
  content("/developing-young-leaders", "developing-young-leaders", { template: "career-sections" }),
  content("/current-opening", "current-opening", { template: "openings" }),
  content("/learn-how-we-hire", "learn-how-we-hire", { template: "career-page" }),
  content("/career", "career", { template: "career-page" }),
  content("/news-details/:headline/:id", "news-details", { template: "news-item" }),
  content("/downloads", "downloads", { template: "downloads" }),
  content("/tender", "tender", { template: "tenders" }),
  content("/tender-details/:slug", "tender-details", { template: "tender" }),
  { path: "/agent", page: "agent", template: "agent" },
  content("/sbig-cares", "sbig-cares", { template: "csr" }),
  content("/important-links", "important-links", { template: "important-links" }),
  content("/sitemap", "sitemap"),
  { path: "/faq", page: "faq", template: "faq" },
  content("/do-not-call", "do-not-call", { template: "self-service" }),
  { path: "/grievance-redressal", page: "grievance-redressal", template: "grievance" },
  content("/public-disclosure2", "public-disclosure", { template: "public-disclosures" }),
  content("/unclaimed-policy-details", "unclaimed-policy-details", { template: "unclaimed" }),
  content("/channel-partner-login", "channel-partner-login", { template: "channel-partner" }),
  content("/maintenance-page", "maintenance-page"),
  content("/gi-simplified", "gi-simplified", { template: "gi-simplified", selfCanonical: true }),
  content("/gi-simplified/:slug", "gi-simplified-details", { template: "gi-simplified-article", selfCanonical: true }),
  content("/buy", "buy"),
  content("/explore", "explore"),
  content("/policy-renewal", "policy-renewal"),
  content("/general-health", "general-health"),
  content("/good-health/index.html", "good-health"),
  { path: "/language-preference/:productname?", page: "language-preference", template: "language-preference" },
  { path: "/product-features/:product_code/:tag", page: "product-features", template: "product-features" },
  content("/campaign", "campaign"),
  content("/campaign/:agr", "campaign"),
  content("/azadi-ka-amrit-mahotsav", "azadi-ka-amrit-mahotsav"),
  // every line on sale with its products (issue 16)
  { path: "/product", page: "product-listing-all", template: "product-lines" },
  { path: "/product/retail", page: "product-listing-retail", template: "product-listing" },
  { path: "/product/corporate", page: "product-listing-corporate", template: "product-listing" },
  { path: "/product/rural", page: "product-listing-rural", template: "product-listing" },
  {
    path: "/product/withdrawn",
    page: "product-listing-withdrawn",
    template: "product-listing",
    selfCanonical: true,
  },
  content("/blog", "blog", { template: "blog" }),
  content("/blog-details/:slug", "blog-details", { template: "blog-post" }),
  content("/appdownload", "appdownload"),
  content("/download-cis", "download-cis", { template: "self-service" }),
  // legal pages (a named content set each)
  { path: "/privacy-policy", page: "privacy-policy", template: "legal" },
  { path: "/website-terms-usage", page: "website-terms-usage", template: "legal" },
  { path: "/ucc-disclaimer", page: "ucc-disclaimer", template: "legal" },
  { path: "/website-medical-declaration", page: "website-medical-declaration", template: "legal" },
  // contact
  content("/contact-us", "contact-us"),
  content("/contact-us/branch", "branch-locator", { template: "locator" }),
  content("/contact-us/garage", "garage-locator", { template: "locator" }),
  content("/contact-us/cashless-hospitals-networks", "cashless-hospitals", { template: "locator" }),
  content("/contact-us/branch/:place", "branch-locator", { template: "locator-place" }),
  content("/contact-us/garage/:place", "garage-locator", { template: "locator-place" }),
  content("/contact-us/cashless-hospitals-networks/:place", "cashless-hospitals", { template: "locator-place" }),
];

const claims: RouteEntry[] = [
  content("/claim", "claim"),
  content("/claim/claims-form-download", "claims-form-download", { template: "claim-forms" }),
  content("/claim/claims-intimation", "claims-intimation", { template: "claim-intimation" }),
  content("/claim/claims-status-and-intimation", "claims-status", { template: "claim-status" }),
  content("/claimform-twowheller/:claimNo", "claimform-twowheeler", { template: "claim-document" }),
  content("/proposerform-arogya-plus/:claimNo", "proposerform-arogya-plus", { template: "claim-document" }),
  content("/claim-cashloss/:claimNo", "claim-cashloss", { template: "claim-document" }),
  content("/repair-cashloss/:claimNo", "repair-cashloss", { template: "claim-document" }),
  content("/discharge-voucher/:claimNo", "discharge-voucher", { template: "claim-document" }),
  content("/satisfactiovoucher/:claimNo", "satisfaction-voucher", { template: "claim-document" }),
  content("/consentnos/:claimNo", "consent-nos", { template: "claim-document" }),
  content("/subrogation", "subrogation", { template: "subrogation" }),
  content("/new/claim/view/:identifier", "claim-view", { template: "claim-document" }),
  content("/new/claim/policy-view/:identifier", "claim-policy-view", { template: "claim-document" }),
  content("/buy-online/claim", "buy-online-claim", { template: "claim-steps" }),
  content("/buy-online/claim/2", "buy-online-claim-step2", { template: "claim-steps", journeyStep: true }),
  content("/buy-online/claim/3", "buy-online-claim-step3", { template: "claim-steps", journeyStep: true }),
  content("/buy-online/claim/4", "buy-online-claim-step4", { template: "claim-steps", journeyStep: true }),
];

// spec 2 "Policy print and change": the /policyprint/ pages (decision 057: their forms post)
const policyPrint = POLICY_PRINT_PAGES;

const policy: RouteEntry[] = [
  ...policyPrint.map((p) =>
    content(`/policyprint/${p}`, `policyprint-${p.replace(/\//g, "-").toLowerCase()}`, { template: "self-service" }),
  ),
  content("/transferownership/view", "transfer-ownership-view", { template: "self-service" }),
  content("/buy-online/transferownership", "transfer-ownership", { template: "self-service" }),
  content("/changepolicydetails", "change-policy-details", { template: "self-service" }),
  content("/changepolicydetails/add-details", "change-policy-add-details", { template: "self-service" }),
  content("/changepolicydetails/unsubscribe_auto_debit", "unsubscribe-auto-debit", { template: "auto-debit" }),
  content("/buy-online/changepolicydetails/unsubscribe_auto_debit", "unsubscribe-auto-debit", {
    template: "auto-debit",
  }),
  content("/buy-online/changepolicydetails/subscribe_auto_debit", "subscribe-auto-debit", { template: "auto-debit" }),
  content("/buy-online/vehiclecorrection", "vehicle-correction", { template: "self-service" }),
  content("/buy-online/quotesearch", "quote-search", { template: "self-service" }),
];

const carGuides = ["depreciation-reimbursement", "comprehensive", "engine-guard", "ncb", "rti", "third-party"];
const vehicleSteps = [
  "vehiclemakers",
  "vehiclemodels",
  "vehiclevariant",
  "vehiclefueltype",
  "vehicleregistration",
  "cardetails",
  "newcarlead",
];

/**
 * spec 2: /vehiclemakers presets private-car-insurance; /cardetails has a module of its own (issue 12);
 * every step after the first continues a journey.
 */
const stepExtra = (step: string): Partial<RouteEntry> =>
  step === "vehiclemakers"
    ? { presetProduct: "private-car-insurance" }
    : step === "cardetails"
      ? { template: "motor-details", journeyStep: true }
      : { journeyStep: true };

const motor: RouteEntry[] = [
  content("/motor-insurance", "motor-insurance"),
  product("/motor-insurance/car-insurance-online", "car-insurance-online"),
  motorQuote("/motor-insurance/car-insurance-online/car-insurance-calculator", "car-insurance-calculator", {
    template: "motor-calculator",
  }),
  ...carGuides.map((g): RouteEntry => ({
    path: `/motor-insurance/car-insurance-online/${g}`,
    page: `car-guide-${g}`,
    template: "motor-guide",
  })),
  product("/motor-insurance/private-car-insurance", "private-car-insurance"),
  product("/motor-insurance/private-car-insurance/:agr", "private-car-insurance"),
  product("/motor-insurance/commercial-motor-insurance", "commercial-motor-insurance"),
  product("/motor-insurance/motor-commercial-trailer", "motor-commercial-trailer"),
  product("/motor-insurance/motor-act-only", "motor-act-only"),
  product("/motor-insurance/bike-insurance", "bike-insurance"),
  motorQuote("/motor-insurance/bike-insurance/bike-insurance-calculator", "bike-insurance-calculator", {
    template: "motor-calculator",
  }),
  product("/motor-insurance/two-wheeler-insurance", "two-wheeler-insurance"),
  product("/motor-insurance/two-wheeler/:agr", "two-wheeler-insurance"),
  ...vehicleSteps.flatMap((s) => [
    motorQuote(`/${s}`, `vehicle-${s}`, stepExtra(s)),
    motorQuote(`/${s}/:identifier`, `vehicle-${s}`, stepExtra(s)),
  ]),
  product("/motor-trade-transit", "motor-trade-transit"),
  product("/motor-trade-road-risk", "motor-trade-road-risk"),
  product("/motor-trade-internal-risk", "motor-trade-internal-risk"),
];

const healthProducts = [
  "arogya-supreme",
  "arogya-topup-policy",
  "arogya-plus-policy",
  "arogya-sanjeevani-policy",
  "super-health-insurance-policy",
  "super-topup-policy",
  "cancer",
  "covid-19",
  "critical-illness",
  "family-medical",
  "children",
  "hospital-cash",
  "senior-citizen",
  "individual-medical",
  "group-personal-accident-insurance",
  "group-health-insurance",
  "retail-health",
  "loan-insurance",
];

const health: RouteEntry[] = [
  content("/health-insurance", "health-insurance"),
  healthQuote("/health-calculator", "health-calculator"),
  healthQuote("/health-insurance/explore-plans", "explore-plans"),
  ...[1, 2, 3, 4, 5].map((n) => ({
    ...healthQuote(`/health-insurance/explore-plans/step${n}`, `explore-plans-step${n}`),
    journeyStep: n > 1,
  })),
  { ...healthQuote("/health-step6", "health-step6"), journeyStep: true },
  healthQuote("/compare-plans", "compare-plans"),
  ...healthProducts.map((k) => product(`/health-insurance/${k}`, k)),
  healthQuote("/health-insurance/arogya-supreme/compare-plans", "arogya-supreme-compare-plans"),
  product("/health-insurance/arogya-topup-policy/:agr", "arogya-topup-policy"),
  product("/health-insurance/super-health-insurance-policy/:agr", "super-health-insurance-policy"),
  product("/health-insurance/gpa/:agr", "group-personal-accident-insurance"),
  product("/group-health-insurance", "group-health-insurance", "group-health-insurance-corporate"),
  product("/group-loan-insurance", "group-loan-insurance"),
  product("/group-personal-accident-insurance", "group-personal-accident-insurance", "group-personal-accident"),
  product("/griha-raksha", "griha-raksha"),
  product("/home-insurance/griha-raksha-plus-policy", "griha-raksha-plus-policy"),
  content("/free-credit-score-check", "free-credit-score-check", { template: "credit-score" }),
  content("/free-credit-score-check/step2", "free-credit-score-check-step2", { template: "credit-score" }),
  content("/free-credit-score-check/success", "free-credit-score-check-success", { template: "credit-score" }),
  content("/free-credit-score-check/decline", "free-credit-score-check-decline", { template: "credit-score" }),
];

const travelPlans = [
  "annual-multi",
  "business",
  "family",
  "flight",
  "holiday",
  "international",
  "senior-citizens",
  "solo",
];

const travel: RouteEntry[] = [
  product("/travel-insurance-online", "travel-insurance"),
  {
    path: "/travel-insurance-online/travel-insurance-calculator",
    page: "travel-insurance-calculator",
    template: "travel-quote",
  },
  ...travelPlans.flatMap((p) => [
    product(`/travel-insurance/${p}`, `travel-${p}`),
    product(`/travel-insurance/${p}/:agr`, `travel-${p}`),
  ]),
];

const crop: RouteEntry[] = [
  ["/pradhan-mantri-fasal-bima-yojna", "pmfby"],
  ["/MarketingAwarness", "pmfby-marketing-awareness"],
  ["/claimprocess", "pmfby-claim-process"],
  ["/EnrolmentProcess", "pmfby-enrolment-process"],
  ["/Guidelinedocument", "pmfby-guideline-document"],
  ["/Claimsummary", "pmfby-claim-summary"],
  ["/Faqpage", "pmfby-faq"],
  ["/CapacityBuilding", "pmfby-capacity-building"],
  ["/businessstatic", "pmfby-business-statistics"],
].map(([path, page]) => content(path!, page!, { crop: true, template: "crop" }));

/**
 * Root-level product pages ("Other product pages", spec 2): any catalogue
 * product without a page of its own above is served at `/{key}`. This entry
 * must stay last: every static route outranks it.
 */
const rootProduct: RouteEntry = { path: "/:productKey", page: "product", template: "product" };

export const routeTable: readonly RouteEntry[] = [
  ...home,
  ...claims,
  ...policy,
  ...motor,
  ...health,
  ...travel,
  ...crop,
  rootProduct,
];

/** The distinct `pageComponent`s that need helmetdata. */
export function pageComponents(): string[] {
  return [...new Set(routeTable.map((r) => r.page))];
}
