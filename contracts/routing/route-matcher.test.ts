import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { createRouteMatcher, type MatchableRoute } from "./route-matcher";

/** The shape of app/routes.ts under the root, and of the route table's patterns. */
const tree: MatchableRoute[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home-0/", path: "/" },
      { id: "home-0/hindi", path: "/hindi" },
      { id: "home-0/kannada", path: "/kannada" },
      { id: "home-1", path: "/home/:lang?" },
      { id: "home-2", path: "/our-reach/:lang?" },
      { id: "grievance-hindi-1", path: "/hindi/grievance-redressal" },
      { id: "grievance-hindi-2", path: "/शिकायत-निवारण" },
      { id: "layout-data", path: "/layout-data/:file" },
      { id: "product", path: "/:productKey" },
      { id: "topic", path: "/about-us/:newsTopic" },
      { id: "about", path: "/about-us" },
      { id: "member", path: "/member-details/:name/:id" },
      { id: "preference", path: "/language-preference/:productname?" },
      { id: "index", index: true },
      { id: "catalogue", path: "*" },
    ],
  },
];

const addresses = [
  "/",
  "/hindi",
  "/HINDI/",
  "/kannada",
  "/home",
  "/home/hindi",
  "/home/x/y",
  "/our-reach/kannada",
  "/hindi/grievance-redressal",
  encodeURI("/शिकायत-निवारण"),
  "/layout-data/en-abc.json",
  "/layout-data",
  "/money-insurance",
  "/money-insurance/hindi",
  "/about-us",
  "/About-Us/",
  "/about-us/fire-in-news",
  "/about-us/a/b",
  "/member-details/asha/12",
  "/member-details/asha",
  "/language-preference",
  "/language-preference/motor",
  "/a%2Fb",
  "/%E0%A4",
  "/a/b/c/d",
  "//double//slash",
];

describe("createRouteMatcher", () => {
  it("takes every address to the route React Router's matchRoutes takes it to, with the same parameters", () => {
    const match = createRouteMatcher(tree);
    for (const address of addresses) {
      const expected = matchRoutes(tree as RouteObject[], address)?.at(-1);
      expect({ address, match: match(address) }).toEqual({
        address,
        match: expected ? { id: expected.route.id, params: expected.params } : null,
      });
    }
  });

  it("answers null where no route matches", () => {
    expect(createRouteMatcher([{ id: "a", path: "/a" }])("/b")).toBeNull();
  });
});
