/**
 * The site's edges as a browser meets them (decisions 036, 041): campaign
 * landings served from the kept page with the campaign still recorded, no
 * redirect that leaves the site, methods pages do not take, and the
 * security headers of a page.
 */
import { expect, test } from "@playwright/test";
import { hydrated } from "./hydration";

const PAGE = "/motor-insurance/private-car-insurance";

test("a campaign landing is served from the kept page, and the browser still records its campaign", async ({
  page,
  request,
}) => {
  // an earlier click of the campaign rendered the page
  await request.get(`${PAGE}?utm_source=facebook&fbclid=first-click`);
  const landing = `${PAGE}?utm_source=facebook&utm_medium=social&utm_campaign=e2e-cached&fbclid=second-click`;
  const response = await page.goto(landing);
  expect(response?.headers()["x-page-cache"]).toBe("hit");
  await hydrated(page);
  // the record is written by an effect, which runs a moment after hydration
  const stored = () => page.evaluate(() => JSON.parse(sessionStorage.getItem("campaign_attribution") ?? "null"));
  await expect.poll(stored).toMatchObject({
    utm_source: "facebook",
    utm_medium: "social",
    utm_campaign: "e2e-cached",
  });
  expect((await stored()).page_url).toContain("fbclid=second-click");
});

test("no redirect of ours takes the browser to another host", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  for (const path of ["/\\evil.example/", "//evil.example/", "/\\/evil.example/", "/%5Cevil.example/"]) {
    // the browser itself resolves the address and follows the redirect
    await page.goto(`${origin}${path}`, { waitUntil: "commit" });
    expect(new URL(page.url()).origin, path).toBe(origin);
  }
});

test("pages refuse methods they do not take, and carry the security headers", async ({ request }) => {
  for (const method of ["TRACE", "PUT", "DELETE", "OPTIONS"]) {
    const answer = await request.fetch("/about-us", { method });
    expect(answer.status(), method).toBe(405);
    expect(answer.headers()["allow"]).toBe("GET, HEAD");
  }
  const page = await request.get("/about-us");
  expect(page.headers()["permissions-policy"]).toContain("camera=()");
  expect(page.headers()["content-security-policy"]).toContain("object-src 'none'");
});
