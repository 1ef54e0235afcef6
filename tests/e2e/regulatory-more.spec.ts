/**
 * Issue 16's regulatory depth in a browser (decision 066): the public disclosures' full set grouped
 * by kind with the older quarters folded (and opened without scripts), the annual report on investor
 * relations, a tender's own page (and a tender that does not exist), and the documents of /agent;
 * axe on each in English, Hindi and Kannada; screenshots at 1280 and 375 px.
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
  "/public-disclosure2",
  "/public-disclosure2/hindi",
  "/public-disclosure2/kannada?fy=2025-26",
  "/about-us/investor-relations",
  "/about-us/investor-relations/hindi",
  "/about-us/investor-relations/kannada",
  "/tender-details/cloud-contact-centre-platform",
  "/tender-details/cloud-contact-centre-platform/hindi",
  "/tender-details/policy-kit-printing-dispatch/kannada",
  "/agent",
  "/agent/hindi",
  "/agent/kannada",
]) {
  test(`axe: no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    // a folded quarter's forms are checked too
    const folded = page.locator("[data-disclosure-quarter] details:not([open]) > summary");
    while ((await folded.count()) > 0) await folded.first().click();
    expect(await axe(page)).toEqual([]);
  });
}

test("public disclosures: each quarter's forms by kind; a folded quarter opens without scripts", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/public-disclosure2?fy=2025-26");
  const q4 = page.locator('[data-disclosure-quarter="4"]');
  const q3 = page.locator('[data-disclosure-quarter="3"]');
  await expect(q4.getByRole("table", { name: "Ratios and solvency" })).toBeVisible();
  await expect(q4.getByText("45 forms")).toBeVisible();
  await expect(q3.getByRole("table", { name: "Claims" })).toBeHidden();
  await q3.getByRole("heading", { name: "Quarter 3, FY 2025-26 (October to December)" }).click();
  const claims = q3.getByRole("table", { name: "Claims" });
  await expect(claims).toBeVisible();
  await expect(claims.getByRole("row")).toHaveCount(3);
  await q4.getByRole("link", { name: "Governance and grievances (4)" }).click();
  await expect(page).toHaveURL(/#q4-governance$/);
  const link = q4.getByRole("link", { name: /Download PDF/ }).first();
  const answer = await page.request.get((await link.getAttribute("href"))!);
  expect(answer.headers()["content-type"]).toContain("application/pdf");
  await context.close();
});

test("public disclosures and investor relations: the pages look right", async ({ page }) => {
  await page.goto("/public-disclosure2");
  await hydrated(page);
  await snap(page, "disclosures-grouped-en");
  await page.goto("/public-disclosure2/kannada");
  await hydrated(page);
  await snap(page, "disclosures-grouped-kn");
  await page.locator('[data-disclosure-quarter="2"] [data-disclosure-group="solvency"]').scrollIntoViewIfNeeded();
  await snap(page, "disclosures-table-kn");
  await page.getByRole("link", { name: "ವಾರ್ಷಿಕ ವರದಿಗಳು ಮತ್ತು ಹಣಕಾಸು ಫಲಿತಾಂಶಗಳು ಹೂಡಿಕೆದಾರರ ಸಂಬಂಧ ಪುಟದಲ್ಲಿವೆ." }).click();
  await expect(page).toHaveURL(/\/about-us\/investor-relations\/kannada$/);
  await expect(page.getByRole("heading", { name: "ವಾರ್ಷಿಕ ವರದಿಗಳು" })).toBeVisible();
  await page.goto("/about-us/investor-relations");
  await hydrated(page);
  const report = page.locator('[data-investor-document="annual-report-2025-26"]').getByRole("link");
  await expect(report).toHaveAccessibleDescription("Annual report 2025-26");
  const answer = await page.request.get((await report.getAttribute("href"))!);
  expect(answer.headers()["content-type"]).toContain("application/pdf");
  await snap(page, "investors-annual-en");
});

test("a tender's page: from the list, with its dates, deposit and documents", async ({ page }) => {
  await page.goto("/tender");
  await hydrated(page);
  await page.getByRole("link", { name: "Request for proposal: cloud contact centre platform" }).click();
  await expect(page).toHaveURL(/\/tender-details\/cloud-contact-centre-platform$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Request for proposal: cloud contact centre platform",
  );
  const dates = page.getByRole("region", { name: "Key dates" });
  await expect(dates.getByText("Pre-bid meeting")).toBeVisible();
  await expect(dates.getByText("Bids opened")).toBeVisible();
  await expect(page.locator("[data-tender-emd]")).toHaveText("₹20,00,000");
  await expect(page.locator("[data-tender-document]")).toHaveCount(2);
  await snap(page, "tender-detail-en");
  await page.goto("/tender-details/cloud-contact-centre-platform/hindi");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "बयाना राशि और शुल्क" })).toBeVisible();
  await snap(page, "tender-detail-hi");
});

test("a tender that does not exist is a 404 page in the address's language, not for search engines", async ({
  page,
}) => {
  const answer = await page.goto("/tender-details/no-such-tender/hindi");
  expect(answer?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("/agent lists the documents for agents and customers, each a PDF", async ({ page }) => {
  await page.goto("/agent/kannada");
  await hydrated(page);
  const section = page.getByRole("region", { name: "ಏಜೆಂಟರು ಮತ್ತು ಗ್ರಾಹಕರಿಗಾಗಿ ದಾಖಲೆಗಳು" });
  await expect(section.locator("[data-agent-document]")).toHaveCount(4);
  const form = section.locator('[data-agent-document="agent-application-form"]').getByRole("link");
  await expect(form).toHaveAccessibleDescription("ಏಜೆಂಟ್ ಅರ್ಜಿ ಫಾರ್ಮ್");
  const answer = await page.request.get((await form.getAttribute("href"))!);
  expect(answer.headers()["content-type"]).toContain("application/pdf");
  await section.scrollIntoViewIfNeeded();
  await snap(page, "agent-documents-kn");
  await page.goto("/agent");
  await hydrated(page);
  await page.locator("#agent-documents").scrollIntoViewIfNeeded();
  await snap(page, "agent-documents-en");
});
