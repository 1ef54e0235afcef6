/**
 * The claim pages (issue 14, decision 056) in the browser: intimation to
 * status with scripts, the form's errors, a post without scripts, and axe in
 * English, Hindi and Kannada. Demo policies and claims: content/seed/README.md.
 * CLAIM_SCREENSHOTS names a folder for 1280 and 375 px screenshots.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./hydration";

const INTIMATION = "/claim/claims-intimation";
const STATUS = "/claim/claims-status-and-intimation";

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function snap(page: Page, name: string) {
  const folder = process.env.CLAIM_SCREENSHOTS;
  if (!folder) return;
  const size = page.viewportSize()!;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.screenshot({ path: `${folder}/claim-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** A day `days` before India's today, yyyy-MM-dd. */
function daysAgo(days: number): string {
  const india = new Date(Date.now() + 330 * 60_000);
  return new Date(india.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

test("intimation to status: a car accident gets a claim number, its status shows the timeline", async ({ page }) => {
  await page.goto(INTIMATION);
  await hydrated(page, "[data-claim-intimation-form]");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Claim Intimation");
  expect(await axe(page)).toEqual([]);
  await snap(page, "intimation-en");

  // an empty submit: every field's error, the first field focused, nothing sent
  await page.getByRole("button", { name: "Register claim" }).click();
  await expect(page.locator("[data-field-error]").first()).toBeVisible();
  await expect(page.locator("#ci-policyNo-error")).toHaveText("Please enter your policy number");
  await expect(page.locator("#ci-mobile-error")).toHaveText("Please enter your mobile number");
  await expect(page.locator("#ci-mobile")).toHaveAttribute("aria-invalid", "true");
  expect(await axe(page)).toEqual([]);

  // by registration number this time
  await page.getByRole("radio", { name: "Vehicle registration number" }).check();
  await page.locator("#ci-registration").fill("mh 02 dx 4417");
  await page.locator("#ci-mobile").fill("9000010001");
  await page.locator("#ci-lossDate").fill(daysAgo(1));
  await page.locator("#ci-lossTime").fill("18:45");
  await page.locator("#ci-place").fill("Western Express Highway, Andheri, Mumbai");
  await page.locator("#ci-cause").selectOption("accident");
  await page.locator("#ci-description").fill("A bus scraped the left side of the car; both left doors are dented.");
  await page.getByRole("button", { name: "Register claim" }).click();

  const registered = page.locator("[data-claim-registered]");
  await expect(registered).toBeVisible();
  const claimNo = (await page.locator("[data-claim-number]").textContent())!.trim();
  expect(claimNo).toMatch(/^CL\d{10}$/);
  await expect(registered).toContainText("We have sent it by SMS to 90******01.");
  expect(await axe(page)).toEqual([]);
  await snap(page, "registered-en");

  await page.getByRole("link", { name: "Track this claim" }).click();
  await expect(page).toHaveURL(new RegExp(`${STATUS}\\?claimNo=${claimNo}$`));
  await hydrated(page, "[data-claim-status-form]");
  await expect(page.locator("#cs-claimNo")).toHaveValue(claimNo);
  await page.locator("#cs-verifier").fill("9000010001");
  await page.getByRole("button", { name: "Show claim status" }).click();
  const card = page.locator("[data-claim-status]");
  await expect(card).toHaveAttribute("data-claim-status", "intimated");
  await expect(card.locator("[data-claim-timeline] li")).toHaveText([/Claim registered/]);
  await expect(card.locator("[data-claim-documents-pending]")).toContainText("Police report (FIR)");
  expect(await axe(page)).toEqual([]);
});

test("claim status: one answer for a wrong proof; a demo claim's surveyor and documents (axe in three languages)", async ({
  page,
}) => {
  for (const [suffix, button, wrong] of [
    ["", "Show claim status", "The details do not match our records. Please check them and try again"],
    ["/hindi", "दावे की स्थिति दिखाएँ", "विवरण हमारे रिकॉर्ड से मेल नहीं खाते। कृपया उन्हें जाँचकर फिर से प्रयास करें"],
    ["/kannada", "ಕ್ಲೇಮ್ ಸ್ಥಿತಿ ತೋರಿಸಿ", "ವಿವರಗಳು ನಮ್ಮ ದಾಖಲೆಗಳಿಗೆ ಹೊಂದಿಕೆಯಾಗುತ್ತಿಲ್ಲ. ದಯವಿಟ್ಟು ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ"],
  ] as const) {
    await page.goto(`${STATUS}${suffix}`);
    await hydrated(page, "[data-claim-status-form]");
    expect(await axe(page), suffix).toEqual([]);
    await page.locator("#cs-claimNo").fill("CL2600104821");
    await page.locator("#cs-verifier").fill("9000010002");
    await page.getByRole("button", { name: button }).click();
    await expect(page.getByRole("alert")).toHaveText(wrong);
    await page.locator("#cs-verifier").fill("MTR/2026/1004821");
    await page.getByRole("button", { name: button }).click();
    const card = page.locator("[data-claim-status]");
    await expect(card).toHaveAttribute("data-claim-status", "under-assessment");
    await expect(card.locator("[data-claim-timeline] li")).toHaveCount(4);
    await expect(card.locator("[data-claim-handler]")).toContainText("Vikram Deshpande");
    expect(await axe(page), suffix).toEqual([]);
    await snap(page, `status${suffix.replace("/", "-") || "-en"}`);
  }
});

test("intimation pages in Hindi and Kannada pass axe, with their field errors", async ({ page }) => {
  for (const [suffix, button] of [
    ["/hindi", "दावा दर्ज करें"],
    ["/kannada", "ಕ್ಲೇಮ್ ನೋಂದಾಯಿಸಿ"],
  ] as const) {
    await page.goto(`${INTIMATION}${suffix}`);
    await hydrated(page, "[data-claim-intimation-form]");
    expect(await axe(page), suffix).toEqual([]);
    await page.getByRole("button", { name: button }).click();
    await expect(page.locator("#ci-policyNo")).toBeFocused();
    expect(await axe(page), suffix).toEqual([]);
    await snap(page, `intimation${suffix.replace("/", "-")}-errors`);
  }
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a health claim is registered by a plain form post; a refused post keeps the values", async ({ page }) => {
    await page.goto(INTIMATION);
    await page.getByRole("radio", { name: "Health" }).check();
    await page.locator("#ci-policyNo").fill("HLT/2026/2003417");
    await page.locator("#ci-mobile").fill("12345");
    await page.locator("#ci-lossDate").fill(daysAgo(2));
    await page.locator("#ci-lossTime").fill("09:15");
    await page.locator("#ci-place").fill("Deenanath Mangeshkar Hospital, Pune");
    await page.locator("#ci-cause").selectOption("emergency-hospitalisation");
    await page.locator("#ci-description").fill("Admitted with chest pain through the emergency ward at night.");
    await page.getByRole("button", { name: "Register claim" }).click();
    await expect(page.locator("#ci-mobile-error")).toHaveText("Please enter a valid 10-digit mobile number");
    await expect(page.locator("#ci-policyNo")).toHaveValue("HLT/2026/2003417");
    await page.locator("#ci-mobile").fill("9000010005");
    await page.getByRole("button", { name: "Register claim" }).click();
    await expect(page.locator("[data-claim-number]")).toHaveText(/^CL\d{10}$/);
  });
});

test("a claim document by number: 404 for an unknown one, the proof, the prefilled form and its PDF (axe in three languages)", async ({
  page,
}) => {
  const unknown = await page.goto("/discharge-voucher/CL2699999999");
  expect(unknown?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  // a health claim has no two-wheeler claim form
  expect((await page.goto("/claimform-twowheller/CL2600403417"))?.status()).toBe(404);

  for (const [suffix, show, wrong] of [
    ["", "Show the form", "The details do not match our records. Please check them and try again"],
    ["/hindi", "फ़ॉर्म दिखाएँ", "विवरण हमारे रिकॉर्ड से मेल नहीं खाते। कृपया उन्हें जाँचकर फिर से प्रयास करें"],
    ["/kannada", "ಫಾರ್ಮ್ ತೋರಿಸಿ", "ವಿವರಗಳು ನಮ್ಮ ದಾಖಲೆಗಳಿಗೆ ಹೊಂದಿಕೆಯಾಗುತ್ತಿಲ್ಲ. ದಯವಿಟ್ಟು ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ"],
  ] as const) {
    const response = await page.goto(`/claimform-twowheller/CL2600311942${suffix}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await hydrated(page, "[data-claim-document-form]");
    // nothing personal before the proof
    await expect(page.locator("main")).not.toContainText("Gurpreet");
    expect(await axe(page), suffix).toEqual([]);
    await page.locator("#cd-verifier").fill("9000010001");
    await page.getByRole("button", { name: show }).click();
    await expect(page.getByRole("alert")).toHaveText(wrong);
    await page.locator("#cd-verifier").fill("9000010003");
    await page.getByRole("button", { name: show }).click();
    const document = page.locator("[data-print-document]");
    await expect(document).toContainText("Two-Wheeler Claim Form");
    await expect(document).toContainText("Gurpreet Singh Bedi");
    await expect(document).toContainText("PB10FK3381");
    await expect(document).toContainText("90******03");
    expect(await axe(page), suffix).toEqual([]);
    await snap(page, `document${suffix.replace("/", "-") || "-en"}`);
  }

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.locator("[data-claim-document-pdf]").click(),
  ]);
  expect(download.suggestedFilename()).toBe("claimform-twowheeler-CL2600311942.pdf");
  const file = await download.path();
  const { readFile } = await import("node:fs/promises");
  expect((await readFile(file)).subarray(0, 5).toString()).toBe("%PDF-");
});

test("claim forms download: a list filtered by line and words, each a real PDF (axe in three languages)", async ({
  page,
  request,
}) => {
  for (const suffix of ["", "/hindi", "/kannada"]) {
    await page.goto(`/claim/claims-form-download${suffix}`);
    await hydrated(page, "[data-claim-forms-filter]");
    await expect(page.locator("[data-claim-form]")).toHaveCount(10);
    expect(await axe(page), suffix).toEqual([]);
  }
  await page.goto("/claim/claims-form-download");
  await hydrated(page, "[data-claim-forms-filter]");
  await snap(page, "forms-en");
  await page.getByLabel("Line of business").selectOption("motor");
  await expect(page.locator("[data-claim-form]")).toHaveCount(3);
  await expect(page.locator("[data-claim-forms-count]")).toHaveText("3 forms");
  await page.getByLabel("Search by name").fill("theft");
  await expect(page.locator("[data-claim-form]")).toHaveCount(1);
  await expect(page.locator("[data-claim-forms-count]")).toHaveText("1 form");
  await page.getByLabel("Search by name").fill("zzz");
  await expect(page.locator("[data-claim-forms-count]")).toHaveText(
    "No form matches. Try another line or other words.",
  );
  await page.getByLabel("Search by name").fill("");
  const href = await page.locator('[data-claim-form="motor-theft-claim-form"] a').getAttribute("href");
  const pdf = await request.get(href!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test("the Hindi buy-online claim steps: policy, loss, description and review, then the claim number (axe on each step)", async ({
  page,
}) => {
  await page.goto("/buy-online/claim/hindi");
  await hydrated(page, "[data-claim-steps-form]");
  expect(await axe(page)).toEqual([]);
  await page.getByRole("button", { name: "आगे बढ़ें" }).click();
  await expect(page.locator("#ci-policyNo-error")).toHaveText("कृपया अपना पॉलिसी नंबर दर्ज करें");
  await page.locator("#ci-policyNo").fill("HLT/2026/2006688");
  await page.getByRole("radio", { name: "स्वास्थ्य" }).check();
  await page.locator("#ci-mobile").fill("9000010006");
  await page.getByRole("button", { name: "आगे बढ़ें" }).click();

  await expect(page.locator("[data-claim-step]")).toHaveAttribute("data-claim-step", "2");
  expect(await axe(page)).toEqual([]);
  await page.locator("#ci-lossDate").fill(daysAgo(1));
  await page.locator("#ci-lossTime").fill("07:10");
  await page.locator("#ci-place").fill("अपोलो अस्पताल, हैदराबाद");
  await page.locator("#ci-cause").selectOption("emergency-hospitalisation");
  await page.getByRole("button", { name: "आगे बढ़ें" }).click();

  await expect(page.locator("[data-claim-step]")).toHaveAttribute("data-claim-step", "3");
  await expect(page.locator("[data-claim-steps-summary]")).toContainText("HLT/2026/2006688");
  await expect(page.locator("[data-claim-steps-summary]")).toContainText("आपातकालीन अस्पताल में भर्ती");
  expect(await axe(page)).toEqual([]);
  await page.locator("#ci-description").fill("तेज़ बुखार और कमज़ोरी के कारण आपातकालीन वार्ड से भर्ती किया गया।");
  await snap(page, "steps-hindi-3");
  await page.getByRole("button", { name: "दावा दर्ज करें" }).click();

  await expect(page.locator("[data-claim-number]")).toHaveText(/^CL\d{10}$/);
  await expect(page).toHaveURL(/\/buy-online\/claim\/4\/hindi$/);
  expect(await axe(page)).toEqual([]);
});

test("subrogation: the process, the request with its reference, and the letter to sign (axe in three languages)", async ({
  page,
}) => {
  for (const suffix of ["/hindi", "/kannada", ""]) {
    await page.goto(`/subrogation${suffix}`);
    await hydrated(page, "[data-subrogation-form]");
    expect(await axe(page), suffix).toEqual([]);
  }
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.locator("#sb-claimNo")).toBeFocused();
  await expect(page.locator("#sb-consent-error")).toHaveText(
    "Please agree to the letter of subrogation to send the request",
  );
  expect(await axe(page)).toEqual([]);
  await page.locator("#sb-claimNo").fill("CL2600311942");
  await page.locator("#sb-verifier").fill("9000010003");
  await page.locator("#sb-thirdParty").fill("Punjab Roadways depot, Ludhiana");
  await page.locator("#sb-thirdPartyDetails").fill("Their bus PB10AB1234 pushed the motorcycle off the road.");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.locator("[data-subrogation-reference]")).toHaveAttribute(
    "data-subrogation-reference",
    /^SB-\d{6}-[2-9A-HJKMNP-Z]{6}$/,
  );
  await expect(page.locator("[data-print-document]")).toContainText("Letter of Subrogation");
  await expect(page.locator("[data-print-document]")).toContainText("Punjab Roadways depot, Ludhiana");
  expect(await axe(page)).toEqual([]);
  await snap(page, "subrogation-en");
});
