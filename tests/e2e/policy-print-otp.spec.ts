/**
 * Policy print by mobile and OTP (decision 059) against the second e2e
 * server (demo policies: content/seed/README.md): the OTP goes to the
 * policy's mobile, read back from the server's SMS file; a wrong code is
 * told, the right one opens the schedule PDF; without scripts in Hindi;
 * axe in English, Hindi and Kannada; screenshots at 1280 and 375 px.
 */
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_SERVICE_URL, E2E_SMS_OUTBOX_FILE } from "../../playwright.config";
import { pdfText } from "../support/pdf-text";
import { hydrated } from "./hydration";

test.use({ baseURL: E2E_SERVICE_URL });

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The newest policy-document OTP the server's SMS provider wrote for `mobile`, once there are more than `before`. */
async function policyOtp(mobile: string, before: number): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(async () => {
      const text = await readFile(E2E_SMS_OUTBOX_FILE, "utf8").catch(() => "");
      codes = text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { mobile: string; text: string })
        .filter((m) => m.mobile === mobile && m.text.includes("to view your policy documents"))
        .map((m) => /\b(\d{4})\b/.exec(m.text)?.[1] ?? "");
      return codes.length;
    })
    .toBeGreaterThan(before);
  return codes.at(-1)!;
}

async function sentCount(mobile: string): Promise<number> {
  const text = await readFile(E2E_SMS_OUTBOX_FILE, "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { mobile: string; text: string })
    .filter((m) => m.mobile === mobile && m.text.includes("to view your policy documents")).length;
}

test("English: an OTP to the policy's mobile opens the schedule; a wrong code is told", async ({ page }) => {
  const mobile = "9000010001";
  await page.goto("/policyprint/others");
  await hydrated(page, "[data-form=policy-otp]");
  await expect(page.getByRole("heading", { level: 3, name: "With your mobile number and an OTP" })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.locator("#otp-policyNo").fill("MTR/2026/1004821");
  await page.locator("#otp-mobile").fill("9000010002");
  await page.locator("[data-submit=policy-otp]").click();
  await expect(page.locator("[data-form=policy-otp] [role=alert]")).toHaveText(
    "The details do not match our records. Please check them and try again",
  );
  const before = await sentCount(mobile);
  await page.locator("#otp-mobile").fill(mobile);
  await page.locator("[data-submit=policy-otp]").click();
  await expect(page.locator("[data-otp-sent]")).toHaveText(
    "We have sent a 4-digit OTP to 90******01. It is valid for 5 minutes.",
  );
  expect(await axe(page)).toEqual([]);
  const code = await policyOtp(mobile, before);
  await page.locator("#find-otp").fill(code === "0000" ? "1111" : "0000");
  await page.locator("[data-submit=find-otp]").click();
  await expect(page.locator("#find-otp-error")).toHaveText(
    "This OTP does not match the one we sent. Check the SMS and enter it again",
  );
  await page.locator("#find-otp").fill(code);
  await page.locator("[data-submit=find-otp]").click();
  await expect(page.locator("[data-policy]")).toContainText("MTR/2026/1004821");
  expect(await axe(page)).toEqual([]);
  const href = (await page.locator("[data-document-link=view]").getAttribute("href"))!;
  const response = await page.request.get(href);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const text = pdfText(await response.body());
  expect(text).toContain("Policy Schedule");
  expect(text).toContain("MTR/2026/1004821");
});

test("Hindi without scripts: the OTP forms post to the page and find the policy", async ({ browser }) => {
  const mobile = "9000010003";
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: E2E_SERVICE_URL });
  const page = await context.newPage();
  await page.goto("/policyprint/motor/hindi");
  await page.locator("#otp-policyNo").fill("MTR/2026/1011942");
  await page.locator("#otp-mobile").fill("123");
  await page.locator("[data-submit=policy-otp]").click();
  await expect(page.locator("#otp-mobile-error")).toHaveText(
    "कृपया 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर दर्ज करें",
  );
  const before = await sentCount(mobile);
  await page.locator("#otp-policyNo").fill("MTR/2026/1011942");
  await page.locator("#otp-mobile").fill(mobile);
  await page.locator("[data-submit=policy-otp]").click();
  await expect(page.locator("[data-otp-sent]")).toContainText("हमने 90******03 पर 4 अंकों का OTP भेजा है");
  await page.locator("#find-otp").fill(await policyOtp(mobile, before));
  await page.locator("[data-submit=find-otp]").click();
  await expect(page.locator("[data-policy]")).toContainText("MTR/2026/1011942");
  await context.close();
});

test("Hindi and Kannada pages with both proofs pass axe; screenshots at 1280 and 375 px", async ({ page }) => {
  for (const path of ["/policyprint/motor/hindi", "/download-cis/kannada"]) {
    await page.goto(path);
    await hydrated(page, "[data-form=policy-otp]");
    expect(await axe(page)).toEqual([]);
  }
  await page.goto("/policyprint/motor/kannada");
  await hydrated(page, "[data-form=policy-otp]");
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.screenshot({ path: `test-results/policy-print-otp-kn-${width}.png`, fullPage: true });
  }
});
