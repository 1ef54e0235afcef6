/**
 * The auto-debit unsubscribe page and its subscribe mirror (issue 13, spec 2,
 * 4, 5, 8; decision 053 "Pages") against the second e2e server, whose
 * captcha answer is fixed. Demo policies: content/seed/README.md. Each test
 * uses its own policy (attempts are limited per policy number).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_CAPTCHA_ANSWER, E2E_SERVICE_URL } from "../../playwright.config";
import { hydrated } from "./hydration";
import { snap } from "./screenshots";

test.use({ baseURL: E2E_SERVICE_URL });

const UNSUBSCRIBE = "/changepolicydetails/unsubscribe_auto_debit";
const SUBSCRIBE = "/buy-online/changepolicydetails/subscribe_auto_debit";

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function openForm(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page, "[data-auto-debit-form]");
  await expect(page.locator("[data-captcha-image]")).toBeVisible();
}

/** Picks `iso` (yyyy-MM-dd) in the date picker with its dropdowns and day grid. */
async function pickDate(page: Page, iso: string) {
  await page.locator("[data-dob-trigger]").click();
  const popover = page.locator("[data-dob-popover]");
  await popover.locator("[data-dob-year]").selectOption(String(Number(iso.slice(0, 4))));
  await popover.locator("[data-dob-month]").selectOption(String(Number(iso.slice(5, 7))));
  await popover.locator(`[data-day="${iso}"]`).click();
  await expect(popover).toBeHidden();
}

async function fillForm(page: Page, policyNo: string, dob: string) {
  await page.locator("#ad-policyNo").fill(policyNo);
  await pickDate(page, dob);
  await page.locator("#ad-captchaSum").fill(E2E_CAPTCHA_ANSWER);
}

test("an empty submit shows every error and sends nothing; axe on the page", async ({ page }) => {
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/shop/quick-assist/")) sent.push(r.url());
  });
  await openForm(page, UNSUBSCRIBE);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deactivate Form Auto Debit");
  await expect(page.getByRole("heading", { name: "Enter Details To Unsubscribe Form Auto Debit" })).toBeVisible();
  await expect(page.getByText("Kindly share the policy number & date of birth.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/");
  await expect(page.locator("[data-dob-trigger]")).toHaveText("DD-MM-YYYY");
  expect(await axe(page)).toEqual([]);

  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.locator("[data-field-error]")).toHaveText([
    "Please Enter Policy Number",
    "Please Select Date Of Birth",
    "Captcha Is Required",
  ]);
  await expect(page.locator("#ad-policyNo")).toBeFocused();
  await expect(page.locator("#ad-policyNo")).toHaveAttribute("aria-invalid", "true");
  expect(await axe(page)).toEqual([]);
  await snap(page, "auto-debit-errors-en");

  // a field put right turns valid; letters never reach the captcha
  await page.locator("#ad-policyNo").fill("MTR 2026");
  await expect(page.locator("#ad-policyNo-error")).toHaveText("Please enter a valid policy number to unsubscribe");
  await page.locator("#ad-policyNo").fill("MTR/2026/1004821");
  await expect(page.locator("#ad-policyNo")).toHaveAttribute("data-state", "valid");
  await page.locator("#ad-captchaSum").pressSequentially("a1b2");
  await expect(page.locator("#ad-captchaSum")).toHaveValue("12");
  await page.waitForTimeout(200);
  expect(sent).toEqual([]);
});

test("the date picker: dropdowns, keyboard, Escape; axe while open", async ({ page }) => {
  await openForm(page, UNSUBSCRIBE);
  await page.locator("[data-dob-trigger]").click();
  const popover = page.getByRole("dialog", { name: "Choose date of birth" });
  await expect(popover).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await popover.getByLabel("Year").selectOption("1990");
  await popover.getByLabel("Month").selectOption({ label: "June" });
  await popover.locator('[data-day="1990-06-15"]').focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await expect(popover.locator('[data-day="1990-06-23"]')).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(popover).toBeHidden();
  await expect(page.locator("[data-dob-trigger]")).toHaveText("23-06-1990");
  await expect(page.locator("[data-dob-trigger]")).toBeFocused();
  // Escape closes without choosing
  await page.keyboard.press("Enter");
  await expect(popover).toBeVisible();
  await expect(popover.locator('[data-day="1990-06-23"]')).toBeFocused();
  await page.keyboard.press("PageDown");
  await expect(popover.locator('[data-day="1990-07-23"]')).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();
  await expect(page.locator("[data-dob-trigger]")).toHaveText("23-06-1990");
  // typing is blocked: the field is a button
  await expect(page.locator("#ad-dob")).toHaveJSProperty("tagName", "BUTTON");
});

test("a wrong date of birth: the server's text and a full stop, fields cleared, a new captcha; axe on the modal", async ({
  page,
}) => {
  await openForm(page, UNSUBSCRIBE);
  const firstCaptcha = await page.locator("[data-captcha-image]").getAttribute("src");
  await fillForm(page, "MTR/2026/1004821", "1990-01-01");
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/shop/quick-assist/unsubscribe-auto-debit"));
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  const response = await answer;
  expect(response.status()).toBe(400);
  expect(JSON.parse(response.request().postData() ?? "{}")).toMatchObject({
    policyNo: "MTR/2026/1004821",
    dob: "1990-01-01",
    captchaSum: E2E_CAPTCHA_ANSWER,
  });
  const dialog = page.locator("[data-message-dialog]");
  await expect(dialog.locator("[data-message-text]")).toHaveText("Policy details do not match our records.");
  expect(await axe(page)).toEqual([]);
  await snap(page, "auto-debit-error-modal-en");
  await dialog.getByRole("button", { name: "Okay" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("#ad-policyNo")).toHaveValue("");
  await expect(page.locator("#ad-captchaSum")).toHaveValue("");
  await expect(page.locator("[data-dob-trigger]")).toHaveText("DD-MM-YYYY");
  await expect(page.locator("[data-field-error]")).toHaveCount(0);
  await expect(page.locator("[data-captcha-image]")).toBeVisible();
  expect(await page.locator("[data-captcha-image]").getAttribute("src")).not.toBe(firstCaptcha);
});

test("unsubscribing an active mandate: the success modal", async ({ page }) => {
  await openForm(page, UNSUBSCRIBE);
  await fillForm(page, "mtr/2026/1011942", "1995-07-28");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  const dialog = page.locator("[data-message-dialog]");
  await expect(dialog.locator("[data-message-text]")).toHaveText(
    "You have successfully unsubscribed from Auto Renewal of your policy.",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.locator("#ad-policyNo")).toHaveValue("");
});

test("the subscribe mirror: its own texts and a success", async ({ page }) => {
  await openForm(page, SUBSCRIBE);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Activate Auto Debit");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator("[data-field-error]")).toHaveCount(3);
  await fillForm(page, "HLT/2026/2006688", "1991-12-22");
  await page.getByRole("button", { name: "Subscribe" }).click();
  const dialog = page.locator("[data-message-dialog]");
  await expect(dialog.locator("[data-message-text]")).toHaveText(
    "You have successfully subscribed to Auto Renewal of your policy.",
  );
  expect(await axe(page)).toEqual([]);
  await snap(page, "auto-debit-success-modal-en");
  await dialog.getByRole("button", { name: "Okay" }).click();
});

test("in Hindi: texts, errors and the server's answer translated", async ({ page }) => {
  await openForm(page, `${UNSUBSCRIBE}/hindi`);
  await expect(page.getByRole("link", { name: "वापस" })).toHaveAttribute("href", "/hindi");
  await page.getByRole("button", { name: "ऑटो डेबिट बंद करें" }).click();
  await expect(page.locator("[data-field-error]")).toHaveText([
    "कृपया पॉलिसी नंबर दर्ज करें",
    "कृपया जन्म तिथि चुनें",
    "कैप्चा आवश्यक है",
  ]);
  expect(await axe(page)).toEqual([]);
  // an inactive mandate cannot be unsubscribed
  await fillForm(page, "HOM/2026/4002981", "1966-01-30");
  await page.getByRole("button", { name: "ऑटो डेबिट बंद करें" }).click();
  const dialog = page.locator("[data-message-dialog]");
  await expect(dialog.locator("[data-message-text]")).toHaveText("इस पॉलिसी के लिए ऑटो डेबिट सक्रिय नहीं है।");
  await snap(page, "auto-debit-error-modal-hi");
  await dialog.getByRole("button", { name: "ठीक है" }).click();
  await expect(dialog).toBeHidden();
});

test("in Kannada: every text from its keywords, none missing", async ({ page }) => {
  await openForm(page, `${UNSUBSCRIBE}/kannada`);
  await expect(page.getByRole("heading", { name: "ಸ್ವಯಂ ಡೆಬಿಟ್ ರದ್ದುಗೊಳಿಸಲು ವಿವರಗಳನ್ನು ನಮೂದಿಸಿ" })).toBeVisible();
  await page.getByRole("button", { name: "ರದ್ದುಗೊಳಿಸಿ" }).click();
  await expect(page.locator("[data-field-error]")).toHaveText([
    "ದಯವಿಟ್ಟು ಪಾಲಿಸಿ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ",
    "ದಯವಿಟ್ಟು ಜನ್ಮ ದಿನಾಂಕ ಆಯ್ಕೆಮಾಡಿ",
    "ಕ್ಯಾಪ್ಚಾ ಅಗತ್ಯವಿದೆ",
  ]);
  await page.locator("[data-dob-trigger]").click();
  await expect(page.getByRole("dialog", { name: "ಜನ್ಮ ದಿನಾಂಕ ಆಯ್ಕೆಮಾಡಿ" })).toBeVisible();
  await snap(page, "auto-debit-date-picker-kn");
  expect(await page.locator("main, article").first().innerText()).not.toContain("autodebit_");
  expect(await axe(page)).toEqual([]);
});

test("without scripts the form shows disabled with a note", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: E2E_SERVICE_URL });
  const page = await context.newPage();
  const answer = await page.goto(UNSUBSCRIBE);
  // a browser without scripts shows <noscript> (Chromium with scripts turned off by the test still parses it as text)
  expect(await answer?.text()).toMatch(/<noscript>.*This form needs JavaScript for its captcha\./s);
  await expect(page.locator("#ad-policyNo")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeDisabled();
  await context.close();
});

test("a wrong captcha answer and an inactive mandate: each with the server's text", async ({ page }) => {
  await openForm(page, UNSUBSCRIBE);
  const dialog = page.locator("[data-message-dialog]");
  // a wrong sum: the captcha is spent, the form clears and a new captcha loads
  await page.locator("#ad-policyNo").fill("MTR/2026/1007315");
  await pickDate(page, "1979-11-03");
  await page.locator("#ad-captchaSum").fill(String(Number(E2E_CAPTCHA_ANSWER) + 1));
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(dialog.locator("[data-message-text]")).toHaveText("Invalid captcha.");
  await dialog.getByRole("button", { name: "Okay" }).click();
  await expect(page.locator("#ad-policyNo")).toHaveValue("");
  // the right answer for a policy whose auto-debit is already off
  await fillForm(page, "MTR/2026/1007315", "1979-11-03");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(dialog.locator("[data-message-text]")).toHaveText("Auto-debit is not active for this policy.");
});
