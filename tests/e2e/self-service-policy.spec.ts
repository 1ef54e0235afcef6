/**
 * Do-not-call with its status look-up, policy print and CIS download
 * (issue 14 policies part, decision 057) against the second e2e server
 * (demo policies: content/seed/README.md). The PDFs are fetched as the
 * browser's link would and their text read back; forms are tried with and
 * without scripts; axe on every page in English, Hindi and Kannada;
 * screenshots at 1280 and 375 px.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_SERVICE_URL } from "../../playwright.config";
import { pdfText } from "../support/pdf-text";
import { hydrated } from "./hydration";

test.use({ baseURL: E2E_SERVICE_URL });

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

let mobiles = 0;
function nextMobile(): string {
  mobiles++;
  return `6${String(process.pid % 10000).padStart(4, "0")}${String(Date.now() % 1000).padStart(3, "0")}${String(mobiles).padStart(2, "0")}`;
}

test("do-not-call: an empty form shows its errors; a number is registered with a reference whose status can be looked up", async ({
  page,
}) => {
  await page.goto("/do-not-call");
  await hydrated(page, "[data-form=do-not-call]");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Do Not Call Registry");
  await page.locator("[data-submit=do-not-call]").click();
  const register = page.locator("[data-form=do-not-call]");
  await expect(register.locator("[data-field-error]")).toHaveText([
    "Please enter your mobile number",
    "Please confirm that this number is yours or that you may register it",
  ]);
  await expect(page.locator("#dnc-mobile")).toBeFocused();
  expect(await axe(page)).toEqual([]);

  const mobile = nextMobile();
  await page.locator("#dnc-mobile").fill(mobile);
  await page.getByLabel("This number is mine, or its owner has asked me to register it.").check();
  await page.locator("[data-submit=do-not-call]").click();
  const reference = page.locator("[data-reference]");
  await expect(reference).toBeVisible();
  const number = (await reference.getAttribute("data-reference"))!;
  expect(number).toMatch(/^DNC-\d{6}-[A-Z2-9]{6}$/);
  await expect(page.locator("[data-result]").first()).toBeFocused();
  expect(await axe(page)).toEqual([]);

  // the status of the request, by its reference and mobile; a wrong mobile gets the one "do not match" text
  await page.locator("#status-reference").fill(number.toLowerCase());
  await page.locator("#status-mobile").fill(nextMobile());
  await page.locator("[data-submit=status]").click();
  await expect(page.locator("[data-form=status] [role=alert]")).toHaveText(
    "The details do not match our records. Please check the reference number and the mobile number",
  );
  await page.locator("#status-mobile").fill(mobile);
  await page.locator("[data-submit=status]").click();
  await expect(page.locator("[data-status]")).toContainText(number);
  await expect(page.locator("[data-status]")).toHaveAttribute("data-status", /^(received|forwarded)$/);
  expect(await axe(page)).toEqual([]);
});

test("do-not-call works without scripts: the form posts to the page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: E2E_SERVICE_URL });
  const page = await context.newPage();
  await page.goto("/do-not-call/hindi");
  await page.locator("#dnc-mobile").fill("12345");
  await page.locator("[data-submit=do-not-call]").click();
  await expect(page.locator("[data-form=do-not-call] [data-field-error]").first()).toHaveText(
    "कृपया 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर दर्ज करें",
  );
  await page.locator("#dnc-mobile").fill(nextMobile());
  await page.locator("#dnc-consent").check();
  await page.locator("[data-submit=do-not-call]").click();
  await expect(page.locator("[data-reference]")).toContainText("आपकी संदर्भ संख्या DNC-");
  await context.close();
});

async function findPolicy(page: Page, path: string, policyNo: string, dob: string) {
  await page.goto(path);
  await hydrated(page, "[data-form=find]");
  await page.locator("#find-policyNo").fill(policyNo);
  await page.locator("#find-dob").fill(dob);
  await page.locator("[data-submit=find]").click();
}

test("policy print: a wrong date of birth is told the details do not match; the right one opens the schedule PDF", async ({
  page,
}) => {
  await findPolicy(page, "/policyprint/motor", "MTR/2026/1007315", "1979-11-04");
  await expect(page.locator("[data-form=find] [role=alert]")).toHaveText(
    "The details do not match our records. Please check them and try again",
  );
  await page.locator("#find-dob").fill("1979-11-03");
  await page.locator("[data-submit=find]").click();
  const found = page.locator("[data-policy]");
  await expect(found).toContainText("MTR/2026/1007315");
  await expect(found).toContainText("Lakshmi Venkatesh");
  expect(await axe(page)).toEqual([]);

  const view = page.locator("[data-document-link=view]");
  await expect(view).toHaveText("View policy schedule (PDF)");
  const href = (await view.getAttribute("href"))!;
  const response = await page.request.get(href);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const text = pdfText(await response.body());
  expect(text).toContain("Policy Schedule");
  expect(text).toContain("MTR/2026/1007315");
  expect(text).toContain("Lakshmi Venkatesh");
  expect(text).toContain("IRDAI Registration No. 144");

  const download = page.waitForEvent("download");
  await page.locator("[data-document-link=download]").click();
  expect((await download).suggestedFilename()).toBe("policy-schedule-MTR-2026-1007315.pdf");
});

test("CIS download in Kannada: the sheet of a home policy", async ({ page }) => {
  await findPolicy(page, "/download-cis/kannada", "HOM/2026/4002981", "1966-01-30");
  await expect(page.locator("[data-policy]")).toContainText("HOM/2026/4002981");
  await expect(page.locator("[data-document-link=view]")).toHaveText("CIS ನೋಡಿ (PDF)");
  expect(await axe(page)).toEqual([]);
  const href = (await page.locator("[data-document-link=view]").getAttribute("href"))!;
  const text = pdfText(await (await page.request.get(href)).body());
  expect(text).toContain("Customer Information Sheet");
  expect(text).toContain("HOM/2026/4002981");
});

test("quote search: a demo quote is found by its number and mobile and continues on its journey page", async ({
  page,
}) => {
  await page.goto("/buy-online/quotesearch");
  await hydrated(page, "[data-form=quote]");
  await page.locator("#quote-quoteNo").fill("HQ00000001");
  await page.locator("#quote-mobile").fill("9000000002");
  await page.locator("[data-submit=quote]").click();
  await expect(page.locator("[data-form=quote] [role=alert]")).toHaveText(
    "The details do not match our records. Please check the quote number and the mobile number",
  );
  await page.locator("#quote-mobile").fill("9000000001");
  await page.locator("[data-submit=quote]").click();
  const found = page.locator("[data-quote]");
  await expect(found).toContainText("HQ00000001");
  await expect(found).toContainText(/QS-\d{6}-[A-Z2-9]{6}/);
  await expect(found).toContainText("₹");
  expect(await axe(page)).toEqual([]);
  const link = page.locator("[data-continue-quote]");
  await expect(link).toHaveAttribute("href", /^\/health-step6\?quote=[A-Za-z0-9_-]{22}/);
  await link.click();
  await expect(page).toHaveURL(/\/health-step6\?quote=/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("vehicle correction: the RC is required and checked, then the request gets a reference whose status the holder can look up", async ({
  page,
}) => {
  await page.goto("/buy-online/vehiclecorrection");
  await hydrated(page, "[data-form=change]");
  await page.locator("[data-submit=change]").click();
  await expect(page.locator("[data-form=change] [data-field-error]")).toHaveText([
    "Please enter your policy number",
    "Please enter the policy holder's date of birth",
    "Please choose what you want to change",
    "Please enter the new details",
    "Please attach this document",
  ]);
  expect(await axe(page)).toEqual([]);
  await page.locator("#change-policyNo").fill("MTR/2026/1019660");
  await page.locator("#change-dob").fill("1984-08-08");
  await page.locator("#change-detail").selectOption("chassis");
  await page.locator("#change-value").fill("MA3EWDE1S00123456");
  // a file that says it is a PDF but is not one: refused by the server, which reads its bytes
  await page.locator("#change-doc_rc").setInputFiles({
    name: "rc.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("this is not a pdf"),
  });
  await page.locator("[data-submit=change]").click();
  await expect(page.locator("#change-doc_rc-error")).toHaveText("Please attach a PDF, JPG or PNG file");
  await page.locator("#change-dob").fill("1984-08-08");
  await page.locator("#change-doc_rc").setInputFiles({
    name: "rc.png",
    mimeType: "image/png",
    buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]),
  });
  await page.locator("[data-submit=change]").click();
  const reference = page.locator("[data-reference]");
  await expect(reference).toBeVisible();
  const number = (await reference.getAttribute("data-reference"))!;
  expect(number).toMatch(/^VC-\d{6}-[A-Z2-9]{6}$/);
  expect(await axe(page)).toEqual([]);
  await page.locator("#status-reference").fill(number);
  await page.locator("#status-mobile").fill("9000010012");
  await page.locator("[data-submit=status]").click();
  await expect(page.locator("[data-status]")).toContainText(number);
});

for (const [lang, suffix] of [
  ["hi", "/hindi"],
  ["kn", "/kannada"],
] as const) {
  test(`axe finds nothing on the ${lang} pages, with their errors showing`, async ({ page }) => {
    for (const path of [
      "/do-not-call",
      "/policyprint/others",
      "/download-cis",
      "/buy-online/quotesearch",
      "/buy-online/transferownership",
      "/changepolicydetails",
      "/changepolicydetails/add-details",
    ]) {
      await page.goto(`${path}${suffix}`);
      await hydrated(page, "form");
      await page.locator("form [type=submit]").first().click();
      await expect(page.locator("[data-field-error]").first()).toBeVisible();
      expect(await axe(page), `${path}${suffix}`).toEqual([]);
    }
  });
}

test("screenshots at 1280 and 375 px", async ({ page }) => {
  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await findPolicy(page, "/policyprint/motor", "MTR/2026/1004821", "1988-04-12");
    await expect(page.locator("[data-policy]")).toBeVisible();
    await page.screenshot({ path: `test-results/self-service-print-${width}.png`, fullPage: true });
    await page.goto("/do-not-call/hindi");
    await hydrated(page, "[data-form=do-not-call]");
    await page.locator("[data-submit=do-not-call]").click();
    await page.screenshot({ path: `test-results/self-service-dnc-hi-${width}.png`, fullPage: true });
    await page.goto("/buy-online/quotesearch/kannada");
    await hydrated(page, "[data-form=quote]");
    await page.locator("#quote-quoteNo").fill("MQ00000002");
    await page.locator("#quote-mobile").fill("9000000001");
    await page.locator("[data-submit=quote]").click();
    await expect(page.locator("[data-quote]")).toBeVisible();
    await page.locator("[data-quote]").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/self-service-quote-kn-${width}.png` });
    await page.goto("/buy-online/transferownership/hindi");
    await hydrated(page, "[data-form=change]");
    await page.locator("[data-submit=change]").click();
    await page.screenshot({ path: `test-results/self-service-transfer-hi-${width}.png`, fullPage: true });
  }
});
