/**
 * The route config (app/routes.ts): the home page's routes and one catalogue
 * route for every other page. React Router picks a route by path shape
 * alone: for every page of the route table, in every language, with and
 * without its optional parameters, the route it matches must be the module
 * that renders the page's template.
 */
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { localizePath } from "@contracts/i18n/languages";
import routes from "../routes";
import { languagesOf, resolvePage } from "./resolve-page";
import { routeTable } from "./route-table";

const TEMPLATE_FILES = {
  home: "routes/home.tsx",
  product: "routes/catalogue-page.tsx",
  "product-listing": "routes/catalogue-page.tsx",
  "product-lines": "routes/catalogue-page.tsx",
  "language-preference": "routes/qr-page.tsx",
  "product-features": "routes/qr-page.tsx",
  content: "routes/catalogue-page.tsx",
  "health-quote": "routes/health-quote.tsx",
  "motor-quote": "routes/motor-quote.tsx",
  "motor-calculator": "routes/motor-calculator.tsx",
  "motor-details": "routes/motor-details.tsx",
  "motor-guide": "routes/motor-guide.tsx",
  "travel-quote": "routes/travel-quote.tsx",
  "auto-debit": "routes/auto-debit.tsx",
  blog: "routes/blog.tsx",
  "blog-post": "routes/blog-post.tsx",
  "gi-simplified": "routes/gi-simplified.tsx",
  "gi-simplified-article": "routes/gi-simplified.tsx",
  awards: "routes/awards.tsx",
  award: "routes/award.tsx",
  news: "routes/catalogue-page.tsx",
  "news-item": "routes/news-item.tsx",
  board: "routes/board.tsx",
  "board-member": "routes/board-member.tsx",
  people: "routes/people.tsx",
  person: "routes/person.tsx",
  testimonials: "routes/testimonials.tsx",
  openings: "routes/current-opening.tsx",
  "career-sections": "routes/career-sections.tsx",
  faq: "routes/help-page.tsx",
  grievance: "routes/help-page.tsx",
  agent: "routes/help-page.tsx",
  legal: "routes/help-page.tsx",
  downloads: "routes/regulatory-page.tsx",
  "public-disclosures": "routes/regulatory-page.tsx",
  "channel-partner": "routes/regulatory-page.tsx",
  tenders: "routes/regulatory-page.tsx",
  tender: "routes/regulatory-page.tsx",
  unclaimed: "routes/regulatory-page.tsx",
  "important-links": "routes/regulatory-page.tsx",
  investors: "routes/regulatory-page.tsx",
  csr: "routes/regulatory-page.tsx",
  "self-service": "routes/self-service.tsx",
  locator: "routes/locator.tsx",
  "locator-place": "routes/locator-place.tsx",
  "claim-intimation": "routes/claim-intimation.tsx",
  "claim-status": "routes/claim-status.tsx",
  "claim-document": "routes/claim-document.tsx",
  "claim-forms": "routes/claim-forms.tsx",
  "claim-steps": "routes/claim-steps.tsx",
  subrogation: "routes/subrogation.tsx",
  crop: "routes/crop-page.tsx",
  "career-page": "routes/career-page.tsx",
  "credit-score": "routes/credit-score.tsx",
} as const;

const routeObjects = routes.map((r) => ({ path: r.path, id: r.id, file: r.file }));

/** Addresses of a route-table path: parameters filled in, optional ones with and without a value. */
function samples(path: string): string[] {
  let out = [""];
  for (const segment of path.split("/").filter(Boolean)) {
    const optional = segment.endsWith("?");
    const value = segment.startsWith(":") ? (segment.includes("newsTopic") ? "arogya-in-news" : "sample-1") : segment;
    out = out.flatMap((prefix) => (optional ? [prefix, `${prefix}/${value}`] : [`${prefix}/${value}`]));
  }
  return out.map((p) => p || "/");
}

describe("route config", () => {
  it("has a handful of routes, not one per page and language", () => {
    // the home page's, the journeys', the calculators', the car guides', the help pages' (issue 16), the
    // self-service and claim pages' (issue 14, the credit score check too), the locators' (issue 15), the company,
    // careers, crop-scheme and product pages' (issue 16), each with its language as an optional segment (some 135,
    // against 730 pages and languages)
    expect(routes.length).toBeLessThan(150);
  });

  it("matches every page, in every language, to the template of its page", () => {
    let checked = 0;
    for (const entry of routeTable) {
      for (const lang of languagesOf(entry)) {
        for (const base of samples(entry.path)) {
          const path = localizePath(base, lang);
          const page = resolvePage(path);
          if (!page) continue; // e.g. a root product key that is also a static page's first segment
          const match = matchRoutes(routeObjects, path)?.at(-1);
          expect(match?.route.file, path).toBe(TEMPLATE_FILES[page.entry.template]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(600);
  });

  it("sends unknown addresses to the catalogue route, whose loader answers 404", () => {
    expect(resolvePage("/about-us/xyz")).toBeNull();
    expect(resolvePage("/home/xyz")).toBeNull();
    for (const path of ["/about-us/xyz", "/a/b/c/d/e/f", "/hindi/xyz"]) {
      expect(matchRoutes(routeObjects, path)?.at(-1)?.route.file, path).toBe("routes/catalogue-page.tsx");
    }
  });
});
