/**
 * The free credit score check (issue 14, decision 059) against the second
 * e2e server (demo credit bureau: content/seed/README.md "Demo credit
 * bureau"): details with consent, the OTP read from the server's SMS file,
 * then the success page with the band or the decline page, in English,
 * Hindi and Kannada, with scripts and without; axe on every step; screenshots
 * at 1280 and 375 px.
 */
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_SERVICE_URL, E2E_SMS_OUTBOX_FILE } from "../../playwright.config";
import { hydrated } from "./hydration";

test.use({ baseURL: E2E_SERVICE_URL });

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The newest OTP the server's SMS provider wrote for `mobile` about this request. */
async function otpSentTo(mobile: string, reference: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const text = await readFile(E2E_SMS_OUTBOX_FILE, "utf8").catch(() => "");
      const message = text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { mobile: string; text: string })
        .filter((m) => m.mobile === mobile && m.text.includes(reference))
        .at(-1);
      code = message ? (/\b(\d{4})\b/.exec(message.text)?.[1] ?? "") : "";
      return code;
    })
    .not.toBe("");
  return code;
}

interface Person {
  name: string;
  dob: string;
  mobile: string;
  pan?: string;
}
const ASHA: Person = { name: "Asha Verma", dob: "1985-04-12", mobile: "9000000101", pan: "ABCPV1234K" };
const RAVI: Person = { name: "Ravi Kumar", dob: "1990-08-23", mobile: "9000000102" };
const ARJUN: Person = { name: "Arjun Nair", dob: "2001-11-05", mobile: "9000000104" };
const NOBODY: Person = { name: "Suresh Patil", dob: "1970-03-03", mobile: "9000000177", pan: "QWEPR4321T" };

async function fillDetails(page: Page, person: Person) {
  await page.locator("#cs-name").fill(person.name);
  await page.locator("#cs-dob").fill(person.dob);
  await page.locator("#cs-mobile").fill(person.mobile);
  if (person.pan) await page.locator("#cs-pan").fill(person.pan);
  await page.locator("#cs-consent").check();
}

/** Step 1 done: on step 2, the request's reference. */
async function startCheck(page: Page, person: Person, step2: RegExp): Promise<string> {
  await fillDetails(page, person);
  await page.locator("[data-form=credit-details] [data-submit]").click();
  await expect(page).toHaveURL(step2);
  const reference = (await page.locator("[data-reference]").getAttribute("data-reference"))!;
  expect(reference).toMatch(/^CSC-\d{6}-[A-Z2-9]{6}$/);
  return reference;
}

test("English: the form's errors, consent, OTP (a wrong one first), then the success page with the band", async ({
  page,
}) => {
  await page.goto("/free-credit-score-check");
  await hydrated(page, "[data-form=credit-details]");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Free Credit Score Check");
  // the consent says what is shared and with whom
  await expect(page.locator("[data-consent-text]")).toContainText(
    "my name, date of birth, mobile number and PAN (if I give it) are shared with a credit information company",
  );
  await page.locator("[data-form=credit-details] [data-submit]").click();
  await expect(page.locator("[data-form=credit-details] [data-field-error]")).toHaveText([
    "Enter your full name as it is on your PAN card",
    "Enter your date of birth",
    "Enter your 10-digit mobile number",
    "Tick the box to agree that we share these details with the credit bureau",
  ]);
  await expect(page.locator("#cs-name")).toBeFocused();
  expect(await axe(page)).toEqual([]);
  await page.locator("#cs-pan").fill("ABC12");
  await fillDetails(page, { ...ASHA, pan: undefined });
  await page.locator("#cs-pan").fill("ABC12");
  await page.locator("[data-form=credit-details] [data-submit]").click();
  await expect(page.locator("#cs-pan-error")).toHaveText(
    "Enter your 10-character PAN, for example ABCDE1234F, or leave the field empty",
  );
  await page.locator("#cs-pan").fill(ASHA.pan!);
  await page.locator("[data-form=credit-details] [data-submit]").click();
  await expect(page).toHaveURL(/\/free-credit-score-check\/step2$/);
  await hydrated(page, "[data-form=credit-otp]");
  const reference = (await page.locator("[data-reference]").getAttribute("data-reference"))!;
  await expect(page.locator("[data-otp-to]")).toHaveAttribute("data-otp-to", "90******01");
  await expect(page.locator("nav [aria-current=step]")).toContainText("Verify your mobile");
  expect(await axe(page)).toEqual([]);
  const code = await otpSentTo(ASHA.mobile, reference);
  const wrong = code === "0000" ? "1111" : "0000";
  await page.locator("#cs-otp").fill(wrong);
  await page.locator("[data-form=credit-otp] [data-submit]").click();
  await expect(page.locator("#cs-otp-error")).toHaveText(
    "This OTP does not match the one we sent. Check the SMS and enter it again",
  );
  expect(await axe(page)).toEqual([]);
  await page.locator("#cs-otp").fill(code);
  await page.locator("[data-form=credit-otp] [data-submit]").click();
  await expect(page).toHaveURL(/\/free-credit-score-check\/success$/);
  await expect(page.locator("[data-result=score]")).toHaveAttribute("data-band", "excellent");
  await expect(page.locator("[data-result=score]")).toContainText("Excellent");
  await expect(page.locator("[data-result=score]")).toContainText("Your score is between 750 and 900");
  await expect(page.locator("[data-result=score] [data-reference]")).toHaveAttribute("data-reference", reference);
  expect(await axe(page)).toEqual([]);
  // a reload shows the same result; the OTP step has nothing waiting any more
  await page.reload();
  await expect(page.locator("[data-result=score]")).toHaveAttribute("data-band", "excellent");
  await page.goto("/free-credit-score-check/step2");
  await expect(page.locator("[data-notice]")).toContainText("No check is waiting for an OTP in this browser");
});

test("Kannada: details that match nobody end on the decline page, worded as for a mismatch", async ({ page }) => {
  await page.goto("/free-credit-score-check/kannada");
  await hydrated(page, "[data-form=credit-details]");
  const reference = await startCheck(page, NOBODY, /\/free-credit-score-check\/step2\/kannada$/);
  await hydrated(page, "[data-form=credit-otp]");
  await expect(page.locator("[data-otp-to]")).toContainText("ನಾವು 90******77 ಗೆ 4 ಅಂಕಿಗಳ OTP ಕಳುಹಿಸಿದ್ದೇವೆ");
  expect(await axe(page)).toEqual([]);
  await page.locator("#cs-otp").fill(await otpSentTo(NOBODY.mobile, reference));
  await page.locator("[data-form=credit-otp] [data-submit]").click();
  await expect(page).toHaveURL(/\/free-credit-score-check\/decline\/kannada$/);
  await expect(page.locator("[data-result=no-match]")).toContainText("ವಿವರಗಳು ಕ್ರೆಡಿಟ್ ಬ್ಯೂರೋ ದಾಖಲೆಗಳಿಗೆ ಹೊಂದಿಕೆಯಾಗುತ್ತಿಲ್ಲ");
  expect(await axe(page)).toEqual([]);
});

test("Hindi without scripts: the forms post to the pages; a thin file is declined, a known person succeeds", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: E2E_SERVICE_URL });
  const page = await context.newPage();
  await page.goto("/free-credit-score-check/hindi");
  await page.locator("#cs-mobile").fill("12345");
  await page.locator("[data-form=credit-details] [data-submit]").click();
  // the server's first problem, in Hindi
  await expect(page.locator("[data-form=credit-details] [data-field-error]").first()).toHaveText(
    "अपना पूरा नाम वैसे ही दर्ज करें जैसा आपके PAN कार्ड पर लिखा है",
  );
  let reference = await startCheck(page, ARJUN, /\/free-credit-score-check\/step2\/hindi$/);
  await page.locator("#cs-otp").fill(await otpSentTo(ARJUN.mobile, reference));
  await page.locator("[data-form=credit-otp] [data-submit]").click();
  await expect(page).toHaveURL(/\/free-credit-score-check\/decline\/hindi$/);
  await expect(page.locator("[data-result=no-history]")).toContainText("पर्याप्त क्रेडिट इतिहास नहीं है");

  await page.goto("/free-credit-score-check/hindi");
  reference = await startCheck(page, RAVI, /\/free-credit-score-check\/step2\/hindi$/);
  await page.locator("#cs-otp").fill(await otpSentTo(RAVI.mobile, reference));
  await page.locator("[data-form=credit-otp] [data-submit]").click();
  await expect(page).toHaveURL(/\/free-credit-score-check\/success\/hindi$/);
  await expect(page.locator("[data-result=score]")).toHaveAttribute("data-band", "fair");
  await expect(page.locator("[data-result=score]")).toContainText("ठीक-ठाक");
  await context.close();
});

test("Hindi with scripts: the browser words the errors in Hindi; the pages pass axe", async ({ page }) => {
  await page.goto("/free-credit-score-check/hindi");
  await hydrated(page, "[data-form=credit-details]");
  await page.locator("#cs-mobile").fill("12345");
  await page.locator("[data-form=credit-details] [data-submit]").click();
  await expect(page.locator("#cs-mobile-error")).toHaveText("6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर दर्ज करें");
  await expect(page.locator("[data-consent-text]")).toContainText("भारतीय रिज़र्व बैंक");
  expect(await axe(page)).toEqual([]);
  const reference = await startCheck(page, RAVI, /\/free-credit-score-check\/step2\/hindi$/);
  await hydrated(page, "[data-form=credit-otp]");
  expect(await axe(page)).toEqual([]);
  await page.locator("#cs-otp").fill(await otpSentTo(RAVI.mobile, reference));
  await page.locator("[data-form=credit-otp] [data-submit]").click();
  await expect(page).toHaveURL(/\/free-credit-score-check\/success\/hindi$/);
  await expect(page.locator("[data-result=score]")).toContainText("ठीक-ठाक");
  expect(await axe(page)).toEqual([]);
});

test("the result pages without a check say so and offer a new one", async ({ page }) => {
  for (const path of ["/free-credit-score-check/success", "/free-credit-score-check/decline/hindi"]) {
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()["cache-control"]).toContain("no-store");
    await expect(page.locator("[data-notice]")).toBeVisible();
    await expect(page.locator("[data-start-again]")).toBeVisible();
    expect(await axe(page)).toEqual([]);
  }
});

test("screenshots at 1280 and 375 px", async ({ page }) => {
  const shoot = async (name: string) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await page.screenshot({ path: `test-results/credit-score-${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  };
  await page.goto("/free-credit-score-check");
  await hydrated(page, "[data-form=credit-details]");
  await page.locator("[data-form=credit-details] [data-submit]").click();
  await expect(page.locator("#cs-name-error")).toBeVisible();
  await shoot("start-errors-en");
  const person = { ...ASHA };
  await page.goto("/free-credit-score-check/kannada");
  await hydrated(page, "[data-form=credit-details]");
  const reference = await startCheck(page, person, /step2\/kannada$/);
  await shoot("otp-kn");
  await page.locator("#cs-otp").fill(await otpSentTo(person.mobile, reference));
  await page.locator("[data-form=credit-otp] [data-submit]").click();
  await expect(page.locator("[data-result=score]")).toBeVisible();
  await shoot("success-kn");
});
