/**
 * The help pages with content of their own in a browser (issue 16): the
 * FAQ's live search and its address, the agent register search with and
 * without scripts, and axe on the FAQ, grievance and agent pages in three
 * languages; axe on the visitor's sitemap, and its group links at 375 px.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./hydration";
import { snap } from "./screenshots";

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const path of [
  "/faq",
  "/faq/kannada?faq=%E0%B2%95%E0%B3%8D%E0%B2%B2%E0%B3%87%E0%B2%AE%E0%B3%8D",
  "/grievance-redressal",
  "/grievance-redressal/hindi",
  "/grievance-redressal/kannada",
  "/agent?licence=patil",
  "/agent/hindi?licence=ab",
  "/agent/kannada?licence=SBIG",
  "/sitemap",
  "/sitemap/hindi",
  "/sitemap/kannada",
]) {
  test(`axe: no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    expect(await axe(page)).toEqual([]);
  });
}

test("the FAQ filters as the visitor types, and the address follows", async ({ page }) => {
  await page.goto("/faq");
  await hydrated(page);
  const all = await page.locator("[data-faq-question]").count();
  expect(all).toBeGreaterThanOrEqual(60);
  const search = page.getByLabel("Search the questions");
  await search.fill("no claim bonus");
  const status = page.locator("#faq-search-count");
  await expect(status).toContainText("“no claim bonus”");
  const shown = Number(await status.getAttribute("data-faq-count"));
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(all);
  await expect(page.locator("[data-faq-question]")).toHaveCount(shown);
  // the questions found are open
  await expect(page.locator("[data-faq-question]").first()).toHaveAttribute("open", "");
  await expect(page).toHaveURL(/\?faq=no\+claim\+bonus$/);
  await snap(page, "faq-search-en");
  await page.getByRole("link", { name: "Show all questions" }).click();
  await expect(page.locator("[data-faq-question]")).toHaveCount(all);
  await expect(page).toHaveURL(/\/faq$/);
});

test("the agent search answers without scripts too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/agent");
  await page.getByLabel("Name or licence code").fill("Fake Seller");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/agent\?licence=Fake\+Seller#verify-agent$/);
  await expect(page.locator("[data-agent-results]")).toContainText("Do not pay this person");
  await page.getByLabel("Name or licence code").fill("Gir");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.locator("[data-licence-status=suspended]").first()).toBeVisible();
  await context.close();
});

test("the grievance page in Hindi: levels, turnaround cards on a phone, Ombudsman offices", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/grievance-redressal/hindi");
  await expect(page.getByRole("heading", { name: "बीमा लोकपाल कार्यालय" })).toBeVisible();
  await expect(page.locator("[data-grievance-level]")).toHaveCount(5);
  // on a phone the tables give way to cards: nothing wider than the screen
  await expect(page.locator("table[data-turnaround]").first()).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await snap(page, "grievance-hi");
});

test("the grievance form: errors before sending, then a complaint number", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  await page.goto("/grievance-redressal");
  await hydrated(page);
  const form = page.locator("[data-grievance-form]");
  await form.getByRole("button", { name: "Register complaint" }).click();
  await expect(form.locator("[data-field-error]")).toHaveText([
    "Please enter your full name",
    "Please enter your mobile number",
    "Please choose what your complaint is about",
    "Please describe your complaint in at least 20 characters",
  ]);
  await expect(page.locator("#grievance-name")).toBeFocused();
  expect(posts).toEqual([]);
  expect(await axe(page)).toEqual([]);

  await page.getByLabel("Full name").fill("Meena Iyer");
  await page.getByLabel("Mobile number").fill(`98${String(Date.now()).slice(-8)}`);
  await page.getByLabel("What is your complaint about?").selectOption("claim");
  await page
    .getByLabel("Your complaint", { exact: true })
    .fill("My claim was registered three weeks ago and nobody has called me.");
  await form.getByRole("button", { name: "Register complaint" }).click();
  const done = page.locator("[data-grievance-reference]");
  await expect(done).toContainText("Your complaint is registered");
  expect(await done.getAttribute("data-grievance-reference")).toMatch(/^GRV-\d{6}-[A-Z0-9]{6}$/);
  expect(await axe(page)).toEqual([]);
  await snap(page, "grievance-registered-en");
});

test("the sitemap on a phone: a group link jumps to its group, nothing scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/sitemap/hindi");
  await hydrated(page);
  await page.getByRole("navigation", { name: "इस पृष्ठ पर" }).getByRole("link", { name: "दावे" }).click();
  await expect(page).toHaveURL(/#sitemap-claims$/);
  await expect(page.locator("#sitemap-claims-heading")).toBeInViewport();
  await expect(page.locator("[data-sitemap-group=claims] a").first()).toHaveAttribute("href", /\/hindi$/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await snap(page, "sitemap-hi");
});
