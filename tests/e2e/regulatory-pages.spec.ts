/**
 * The regulatory pages in a browser (issue 16, decision 060): the downloads filter with and
 * without scripts, a document's PDF link, the public disclosures by year, the tenders, the unclaimed amounts search
 * with and without scripts, and axe in three languages.
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
  "/downloads",
  "/downloads/hindi?line=health",
  "/downloads/kannada?document=cis",
  "/public-disclosure2",
  "/public-disclosure2/hindi?fy=2025-26",
  "/public-disclosure2/kannada",
  "/tender",
  "/tender/hindi",
  "/tender/kannada",
  "/unclaimed-policy-details",
  "/unclaimed-policy-details/hindi",
  "/unclaimed-policy-details/kannada",
  "/important-links",
  "/important-links/hindi",
  "/important-links/kannada",
  "/about-us/investor-relations",
  "/about-us/investor-relations/hindi",
  "/about-us/investor-relations/kannada",
  "/sbig-cares",
  "/sbig-cares/hindi",
  "/sbig-cares/kannada",
]) {
  test(`axe: no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    expect(await axe(page)).toEqual([]);
  });
}

test("the downloads filter works without scripts and the address can be shared", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/downloads");
  const all = await page.locator("[data-download]").count();
  expect(all).toBeGreaterThanOrEqual(25);
  await page.getByLabel("Line of business").selectOption("health");
  await page.getByLabel("Document", { exact: true }).selectOption("cis");
  await page.getByRole("button", { name: "Show documents" }).click();
  await expect(page).toHaveURL(/\/downloads\?line=health&document=cis#documents$/);
  await expect(page.locator("[data-download]")).toHaveCount(1);
  await expect(page.locator("[data-downloads-count]")).toHaveText("1 document");
  await page.getByRole("link", { name: "Show all documents" }).click();
  await expect(page.locator("[data-download]")).toHaveCount(all);
  await context.close();
});

test("a document's link is its PDF, and the page looks right", async ({ page }) => {
  await page.goto("/downloads?line=motor");
  await hydrated(page);
  const card = page.locator('[data-download="private-car-insurance-cis"]');
  const link = card.getByRole("link");
  await expect(link).toHaveAccessibleDescription("Private Car Insurance: Customer Information Sheet");
  const href = await link.getAttribute("href");
  const answer = await page.request.get(href!);
  expect(answer.headers()["content-type"]).toContain("application/pdf");
  await snap(page, "downloads-motor-en");
  await page.goto("/downloads/kannada");
  await hydrated(page);
  await snap(page, "downloads-kn");
});

test("public disclosures: a year is a link, each quarter a table of forms", async ({ page }) => {
  await page.goto("/public-disclosure2");
  await hydrated(page);
  await expect(page.locator("[data-disclosure-quarter]")).toHaveCount(2);
  await snap(page, "disclosures-en");
  await page.getByRole("link", { name: "FY 2025-26" }).click();
  await expect(page).toHaveURL(/\?fy=2025-26$/);
  await expect(page.locator("[data-disclosure-quarter]")).toHaveCount(4);
  // the year's newest quarter is open; its financial statements are NL-1, NL-2, NL-3 and NL-22
  const q4 = page.locator('[data-disclosure-quarter="4"]');
  await expect(q4.getByRole("heading", { name: "Quarter 4, FY 2025-26 (January to March)" })).toBeVisible();
  await expect(q4.getByRole("table", { name: "Financial statements" }).getByRole("row")).toHaveCount(5);
  await page.goto("/public-disclosure2/hindi");
  await hydrated(page);
  await snap(page, "disclosures-hi");
});

test("tenders: open notices first, each with its documents", async ({ page }) => {
  await page.goto("/tender");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Open tenders" })).toBeVisible();
  await expect(page.locator('[data-tender-status="awarded"]')).toHaveCount(1);
  await snap(page, "tenders-en");
  await page.goto("/tender/kannada");
  await hydrated(page);
  await snap(page, "tenders-kn");
});

test("unclaimed amounts: a wrong entry says what to correct, a right one shows the amounts", async ({ page }) => {
  await page.goto("/unclaimed-policy-details");
  await hydrated(page);
  await page.getByLabel("Policy number").fill("12");
  await page.getByLabel("Policyholder's name").fill("Ramesh Kumar Gowda");
  await page.getByLabel("Policyholder's date of birth").fill("1968-03-14");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("Enter the policy number as printed on your policy")).toBeVisible();
  await expect(page.getByLabel("Policy number")).toHaveAttribute("aria-invalid", "true");
  expect(await axe(page)).toEqual([]);
  await page.getByLabel("Policy number").fill("MTR/2024/1008312");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.locator('[data-unclaimed="found"]')).toBeVisible();
  await expect(page.locator("[data-unclaimed-amount]")).toHaveCount(2);
  expect(await axe(page)).toEqual([]);
  await snap(page, "unclaimed-found-en");
});

test("unclaimed amounts: the search works without scripts, in Hindi", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/unclaimed-policy-details/hindi");
  await page.getByLabel("पॉलिसी नंबर").fill("HLT/2023/2004518");
  await page.getByLabel("पॉलिसीधारक का नाम").fill("Sunita Devi Sharma");
  await page.getByLabel("पॉलिसीधारक की जन्मतिथि").fill("1975-09-02");
  await page.getByRole("button", { name: "खोजें" }).click();
  await expect(page.locator('[data-unclaimed="found"]')).toContainText("दावा भुगतान");
  await snap(page, "unclaimed-found-hi");
  await context.close();
});

test("important links: the page looks right", async ({ page }) => {
  await page.goto("/important-links");
  await hydrated(page);
  await expect(page.getByRole("link", { name: /Bima Bharosa grievance portal/ })).toHaveAttribute("target", "_blank");
  await snap(page, "important-links-en");
  await page.goto("/important-links/kannada");
  await hydrated(page);
  await snap(page, "important-links-kn");
});

test("investor relations: the page looks right", async ({ page }) => {
  await page.goto("/about-us/investor-relations");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Financial results", exact: true })).toBeVisible();
  await snap(page, "investors-en");
  await page.goto("/about-us/investor-relations/hindi");
  await hydrated(page);
  await snap(page, "investors-hi");
});

test("SBIG Cares: the page looks right", async ({ page }) => {
  await page.goto("/sbig-cares");
  await hydrated(page);
  await expect(page.locator("[data-csr-project]")).toHaveCount(5);
  await snap(page, "csr-en");
  await page.goto("/sbig-cares/kannada");
  await hydrated(page);
  await snap(page, "csr-kn");
});
