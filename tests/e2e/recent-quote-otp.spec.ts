/**
 * "Recent quote by OTP" in a browser (issue 13; spec 4 "Recent Quote and
 * OTP", 8, 9; decision 052): the Recent Quote panel's 'Complete Now' opens
 * the OTP modal, which sends an OTP to the mobile of the saved quote; a wrong
 * code shows the server's message under the field, the right one submits
 * itself at the 4th digit and lists the mobile's recent quotes; Continue goes
 * to the chosen quote's page. Runs against the second e2e server, whose SMS
 * provider appends each message to a file (E2E_SMS_OUTBOX_FILE) the test reads.
 */
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { E2E_SERVICE_URL, E2E_SMS_OUTBOX_FILE } from "../../playwright.config";
import { hydrated } from "./hydration";
import { snap } from "./screenshots";

test.use({ baseURL: E2E_SERVICE_URL });

let mobileSeed = 9_500_000_000 + Math.floor(Math.random() * 90_000) * 1000;
const nextMobile = () => String(mobileSeed++);

interface Saved {
  mobile: string;
  identifier: string;
  quoteNo: string;
  url: string;
  crtdate: string;
}

/** A health quote saved for a fresh mobile, as the explore-plans journey saves one. */
async function savedQuote(request: APIRequestContext): Promise<Saved> {
  const mobile = nextMobile();
  const answer = await request.post("/api/quotes", {
    data: {
      product: "health",
      parameters: { age: 34, members: ["Self", "Spouse"], si: "3-5", pincode: "560001", coverage: [5] },
      name: "Asha Rao",
      mobile,
    },
  });
  expect(answer.status()).toBe(201);
  return { mobile, ...((await answer.json()) as Omit<Saved, "mobile">) };
}

/** The newest code the server's SMS provider wrote for `mobile`, once there are `count` of them. */
async function otpSentTo(mobile: string, count = 1): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(async () => {
      const text = await readFile(E2E_SMS_OUTBOX_FILE, "utf8").catch(() => "");
      codes = text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { mobile: string; text: string })
        .filter((message) => message.mobile === mobile)
        .map((message) => /\b(\d{4})\b/.exec(message.text)?.[1] ?? "");
      return codes.length;
    })
    .toBeGreaterThanOrEqual(count);
  return codes.at(-1)!;
}

async function openPanelWith(page: Page, saved: Saved, path: string) {
  await page.addInitScript((record) => localStorage.setItem("last_quote", JSON.stringify(record)), {
    identifier: saved.identifier,
    crtdate: saved.crtdate,
    productid: "health",
  });
  await page.goto(path);
  await hydrated(page);
  await page.locator("[data-recent-quote-toggle]").click();
  await page.locator("[data-recent-quote-complete]").click();
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .include("[data-otp-modal]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const masked = (mobile: string) => `${mobile.slice(0, 2)}******${mobile.slice(-2)}`;
test("Complete Now, a wrong then the right OTP, the quote list and Continue (English)", async ({ page, request }) => {
  const saved = await savedQuote(request);
  await openPanelWith(page, saved, "/about-us");

  const modal = page.locator("[data-otp-modal]");
  await expect(modal).toHaveAttribute("data-otp-modal", "verify");
  await expect(page.getByRole("dialog", { name: "Verify your mobile number" })).toBeVisible();
  await expect(modal.locator("[data-otp-sent-to]")).toHaveText(`We have sent an OTP to ${masked(saved.mobile)}`);
  // the first send closes the side panel and records an analytics event
  await expect(page.locator("[data-recent-quote]")).toHaveAttribute("data-recent-quote", "closed");
  expect(
    await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === "recent_quote_otp_sent").length),
  ).toBe(1);
  // the resend countdown hides the resend link
  await expect(modal.locator("[data-otp-countdown]")).toContainText(/You can resend the OTP in \d+ s/);
  await expect(modal.locator("[data-otp-resend]")).toHaveCount(0);

  const code = await otpSentTo(saved.mobile);
  const field = page.getByLabel("Enter OTP");
  await expect(field).toBeFocused();
  await expect(axe(page)).resolves.toEqual([]);
  await snap(page, "otp-verify-en");

  // the Verify button checks the entry
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(modal.locator("[data-otp-message]")).toHaveText("Please enter the OTP");
  await field.fill("12");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(modal.locator("[data-otp-message]")).toHaveText("OTP must be 4 digits");
  await expect(field).toHaveAttribute("aria-invalid", "true");

  // a wrong code (4 digits submit themselves): the server's message under the field
  const wrong = code === "0000" ? "1111" : "0000";
  await field.fill(wrong);
  await expect(modal.locator("[data-otp-message]")).toHaveText("Invalid OTP");

  await field.fill(code);
  await expect(modal).toHaveAttribute("data-otp-modal", "quotes");
  await expect(page.getByRole("dialog", { name: "Your recent quotes" })).toBeVisible();
  const item = modal.locator(`[data-otp-quote="${saved.quoteNo}"]`);
  await expect(item).toContainText("Self, Spouse");
  await expect(item).toContainText("₹");
  await expect(modal.locator("[data-otp-start-new]")).toHaveAttribute("href", "/health-insurance/explore-plans");
  await expect(axe(page)).resolves.toEqual([]);
  await snap(page, "otp-quotes-en");

  // Continue does nothing until a quote is chosen
  await modal.locator("[data-otp-continue]").click();
  await expect(modal).toBeVisible();
  await item.click();
  await modal.locator("[data-otp-continue]").click();
  await expect(modal).toHaveCount(0);
  const target = new URL(saved.url, E2E_SERVICE_URL);
  await expect(page).toHaveURL((url) => url.pathname === target.pathname && url.search === target.search);
});

test("Hindi: texts, masked mobile, the quote list and Continue in Hindi", async ({ page, request }) => {
  const saved = await savedQuote(request);
  await openPanelWith(page, saved, "/about-us/hindi");
  const modal = page.locator("[data-otp-modal]");
  await expect(page.getByRole("dialog", { name: "अपना मोबाइल नंबर सत्यापित करें" })).toBeVisible();
  await expect(modal.locator("[data-otp-sent-to]")).toHaveText(`हमने ${masked(saved.mobile)} पर OTP भेजा है`);
  await expect(modal.locator("[data-otp-countdown]")).toContainText("सेकंड बाद OTP दोबारा मँगा सकते हैं");
  const code = await otpSentTo(saved.mobile);
  const field = page.getByLabel("OTP दर्ज करें");
  await page.getByRole("button", { name: "सत्यापित करें" }).click();
  await expect(modal.locator("[data-otp-message]")).toHaveText("कृपया OTP दर्ज करें");
  await field.fill(code === "0000" ? "1111" : "0000");
  await expect(modal.locator("[data-otp-message]")).toHaveText("यह OTP सही नहीं है। SMS में मिला OTP फिर से लिखें");
  await expect(axe(page)).resolves.toEqual([]);
  await snap(page, "otp-verify-hi");
  await field.fill(code);
  await expect(page.getByRole("dialog", { name: "आपके हाल के कोटेशन" })).toBeVisible();
  await expect(modal.locator("[data-otp-start-new]")).toHaveAttribute("href", "/health-insurance/explore-plans/hindi");
  await expect(axe(page)).resolves.toEqual([]);
  await snap(page, "otp-quotes-hi");
  await modal.locator(`[data-otp-quote="${saved.quoteNo}"]`).click();
  await modal.locator("[data-otp-continue]").click();
  const target = new URL(saved.url, E2E_SERVICE_URL);
  await expect(page).toHaveURL((url) => url.pathname === `${target.pathname}/hindi` && url.search === target.search);
});

test("the resend link comes back after the countdown (clock run forward)", async ({ page, request }) => {
  await page.clock.install();
  const saved = await savedQuote(request);
  await openPanelWith(page, saved, "/about-us");
  const modal = page.locator("[data-otp-modal]");
  await expect(modal.locator("[data-otp-sent-to]")).toContainText(masked(saved.mobile));
  await expect(modal.locator("[data-otp-countdown]")).toHaveText("You can resend the OTP in 30 s");
  await page.clock.runFor(10_000);
  await expect(modal.locator("[data-otp-countdown]")).toHaveText("You can resend the OTP in 20 s");
  await expect(modal.locator("[data-otp-resend]")).toHaveCount(0);
  await page.clock.runFor(21_000);
  await expect(modal.locator("[data-otp-resend]")).toHaveText("Resend OTP");
});

test("a quote the server does not know: the service alert, and Okay closes the OTP view", async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      "last_quote",
      JSON.stringify({ identifier: "no-such-quote-0000", crtdate: "2026-11-20 14:30:00", productid: "health" }),
    ),
  );
  await page.goto("/about-us");
  await hydrated(page);
  await page.locator("[data-recent-quote-toggle]").click();
  await page.locator("[data-recent-quote-complete]").click();
  const alert = page.getByRole("alertdialog");
  await expect(alert).toContainText("There is some problem in the service. Please try after some time");
  await alert.getByRole("button", { name: "Okay" }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.locator("[data-otp-modal]")).toHaveCount(0);
});

/** Types a wrong code (it submits itself at the 4th digit) and waits for the server's answer. */
async function wrongCode(page: Page, field: Locator, right: string, attempt: number) {
  const wrong = String((Number(right) + 1 + attempt) % 10_000).padStart(4, "0");
  await field.fill("");
  await expect(field).toBeEnabled();
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/shop/validate-payment-otp"));
  // typed as a person types: the 4th digit submits the entry
  await field.pressSequentially(wrong);
  expect((await answered).status()).toBe(400);
}

test("five wrong codes lock the OTP: the server's text under the field, and the right code no longer works", async ({
  page,
  request,
}) => {
  const saved = await savedQuote(request);
  await openPanelWith(page, saved, "/about-us");
  const modal = page.locator("[data-otp-modal]");
  const code = await otpSentTo(saved.mobile);
  const field = page.getByLabel("Enter OTP");
  for (let attempt = 0; attempt < 4; attempt++) {
    await wrongCode(page, field, code, attempt);
    await expect(modal.locator("[data-otp-message]")).toHaveText("Invalid OTP");
  }
  await wrongCode(page, field, code, 4);
  await expect(modal.locator("[data-otp-message]")).toHaveText("Too many attempts. Please request a new OTP.");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(axe(page)).resolves.toEqual([]);

  // the code that was sent is locked too: the modal stays on the verification step
  await field.fill("");
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/shop/validate-payment-otp"));
  await field.pressSequentially(code);
  expect((await answered).status()).toBe(400);
  await expect(modal.locator("[data-otp-message]")).toHaveText("Too many attempts. Please request a new OTP.");
  await expect(modal).toHaveAttribute("data-otp-modal", "verify");
});

test("Kannada: a locked OTP shows the server's text in Kannada", async ({ page, request }) => {
  const saved = await savedQuote(request);
  await openPanelWith(page, saved, "/about-us/kannada");
  const modal = page.locator("[data-otp-modal]");
  const code = await otpSentTo(saved.mobile);
  const field = modal.locator("input[inputmode=numeric]");
  for (let attempt = 0; attempt < 4; attempt++) {
    await wrongCode(page, field, code, attempt);
    await expect(modal.locator("[data-otp-message]")).toHaveText("ಈ OTP ಸರಿಯಿಲ್ಲ. SMS ನಲ್ಲಿ ಬಂದ OTP ಅನ್ನು ಮತ್ತೆ ನಮೂದಿಸಿ");
  }
  await wrongCode(page, field, code, 4);
  await expect(modal.locator("[data-otp-message]")).toHaveText("ಹಲವು ಬಾರಿ ಪ್ರಯತ್ನಿಸಲಾಗಿದೆ. ದಯವಿಟ್ಟು ಹೊಸ OTP ಪಡೆಯಿರಿ.");
  await expect(axe(page)).resolves.toEqual([]);
});
