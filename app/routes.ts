import { type RouteConfig, route } from "@react-router/dev/routes";
import { routeTable } from "./routing/route-table";

/**
 * The routes React Router knows (decision 045): the home page's addresses,
 * the Hindi grievance redirects, and one catalogue route for every other
 * address, whose loader asks `resolvePage` which page it is (or answers 404).
 * React Router ranks all routes on every match, so a route per page and
 * language (some 620) cost milliseconds a request. A template with a module
 * of its own (the home page; quote journeys to come) gets its pages' routes,
 * each with an optional last segment for the language.
 */
const home = routeTable.flatMap((entry, index) => {
  if (entry.template !== "home") return [];
  const file = "routes/home.tsx";
  // the root has no static segment to rank it above other routes: its languages are spelled out
  if (entry.path === "/") {
    return ["/", "/hindi", "/kannada"].map((path) => route(path, file, { id: `home-${index}${path}` }));
  }
  return [route(`${entry.path}/:lang?`, file, { id: `home-${index}` })];
});

// the health quote journey (issue 11): its steps, plans, comparison and calculator, one module
const healthQuote = routeTable.flatMap((entry, index) =>
  entry.template === "health-quote"
    ? [route(`${entry.path}/:lang?`, "routes/health-quote.tsx", { id: `health-quote-${index}` })]
    : [],
);

// the car journey and calculators, the car guides and the travel calculator (issue 12): a module each
const moduleOf = {
  "motor-quote": "routes/motor-quote.tsx",
  "motor-calculator": "routes/motor-calculator.tsx",
  "motor-details": "routes/motor-details.tsx",
  "motor-guide": "routes/motor-guide.tsx",
  "travel-quote": "routes/travel-quote.tsx",
  // the auto-debit unsubscribe page and its subscribe mirror (issue 13)
  "auto-debit": "routes/auto-debit.tsx",
  // the company pages (issue 16); the news of a topic, /about-us/{product}-in-news, is the catalogue
  // route's: a route of its own would take every /about-us/{anything} address from it
  blog: "routes/blog.tsx",
  "blog-post": "routes/blog-post.tsx",
  // the insurance-awareness section (issue 16, decision 065): the list and an article, one module
  "gi-simplified": "routes/gi-simplified.tsx",
  "gi-simplified-article": "routes/gi-simplified.tsx",
  awards: "routes/awards.tsx",
  award: "routes/award.tsx",
  "news-item": "routes/news-item.tsx",
  board: "routes/board.tsx",
  "board-member": "routes/board-member.tsx",
  people: "routes/people.tsx",
  person: "routes/person.tsx",
  testimonials: "routes/testimonials.tsx",
  openings: "routes/current-opening.tsx",
  "career-sections": "routes/career-sections.tsx",
  "career-page": "routes/career-page.tsx",
  // the crop scheme pages (issue 16, decision 062)
  crop: "routes/crop-page.tsx",
  // the FAQ, grievance redressal and agent verification pages (issue 16)
  faq: "routes/help-page.tsx",
  grievance: "routes/help-page.tsx",
  agent: "routes/help-page.tsx",
  legal: "routes/help-page.tsx",
  // the regulatory pages (issue 16, decision 060)
  downloads: "routes/regulatory-page.tsx",
  "public-disclosures": "routes/regulatory-page.tsx",
  tenders: "routes/regulatory-page.tsx",
  tender: "routes/regulatory-page.tsx",
  unclaimed: "routes/regulatory-page.tsx",
  "important-links": "routes/regulatory-page.tsx",
  investors: "routes/regulatory-page.tsx",
  csr: "routes/regulatory-page.tsx",
  "channel-partner": "routes/regulatory-page.tsx",
  // do-not-call, policy print and CIS download (issue 14, decision 057)
  "self-service": "routes/self-service.tsx",
  // a place of a locator (issue 15), /contact-us/branch/:place; the lists are spelled out below
  "locator-place": "routes/locator-place.tsx",
  // the claim pages (issue 14)
  "claim-intimation": "routes/claim-intimation.tsx",
  "claim-status": "routes/claim-status.tsx",
  "claim-document": "routes/claim-document.tsx",
  "claim-forms": "routes/claim-forms.tsx",
  "claim-steps": "routes/claim-steps.tsx",
  subrogation: "routes/subrogation.tsx",
  // the free credit score check (issue 14, decision 059)
  "credit-score": "routes/credit-score.tsx",
  // the QR-code landings (issue 16, decision 061), apart from the product pages (decision 068)
  "language-preference": "routes/qr-page.tsx",
  "product-features": "routes/qr-page.tsx",
} as const;
const quotePages = routeTable.flatMap((entry, index) =>
  entry.template in moduleOf
    ? [
        route(`${entry.path}/:lang?`, moduleOf[entry.template as keyof typeof moduleOf], {
          id: `${entry.template}-${index}`,
        }),
      ]
    : [],
);

// the locators (issue 15): their languages spelled out, so /contact-us/branch/hindi is the list's
// (a static segment) and not a place called "hindi"
const locators = routeTable.flatMap((entry, index) =>
  entry.template === "locator"
    ? ["", "/hindi", "/kannada"].map((lang) =>
        route(`${entry.path}${lang}`, "routes/locator.tsx", { id: `locator-${index}${lang}` }),
      )
    : [],
);

export default [
  ...locators,
  ...home,
  ...healthQuote,
  ...quotePages,
  // spec 2: a Hindi-language grievance path redirects to the grievance page
  route("/hindi/grievance-redressal", "routes/redirect-grievance.tsx", { id: "grievance-hindi-1" }),
  route("/शिकायत-निवारण", "routes/redirect-grievance.tsx", { id: "grievance-hindi-2" }),
  // what search engines are told (issue 16): made from the route table and the current content
  route("/sitemap.xml", "routes/sitemap-xml.ts", { id: "sitemap-xml" }),
  route("/robots.txt", "routes/robots-txt.ts", { id: "robots-txt" }),
  // the layout's data of a language, apart from every page's own (decision 045)
  route("/layout-data/:file", "routes/layout-data.ts", { id: "layout-data" }),
  route("*", "routes/catalogue-page.tsx", { id: "catalogue" }),
] satisfies RouteConfig;
