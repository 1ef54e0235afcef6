/**
 * The call-back lead form in a real browser (issue 3 "Done means"): each
 * error in English and Hindi, the submission, the success message leaving
 * after 7 seconds, the stored lead read back through the operators' export,
 * the modal's keyboard behaviour and axe on the open modal.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { E2E_LEAD_EXPORT_TOKEN } from "../../playwright.config";
import { hydrated } from "./hydration";

const PRODUCT_PAGE = "/motor-insurance/private-car-insurance";

let mobileSeed = Date.now() % 1_000_000;
/** A mobile number of its own per lead, so no lead folds into another (dedup) or meets the rate limit. */
function uniqueMobile(): string {
  mobileSeed = (mobileSeed + 7919) % 1_000_000;
  return `97${String(process.pid % 100).padStart(2, "0")}${String(mobileSeed).padStart(6, "0")}`;
}

async function exportedLeads(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/leads/export", {
    headers: { authorization: `Bearer ${E2E_LEAD_EXPORT_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  return response.text();
}

function field(form: Locator, label: string): Locator {
  return form.getByLabel(label, { exact: true });
}

async function expectError(form: Locator, label: string, message: string) {
  const input = field(form, label);
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveAccessibleDescription(message);
}

async function inlineForm(page: Page): Promise<Locator> {
  const form = page.locator('form[data-lead-form="inline"]');
  await expect(form).toBeVisible();
  await hydrated(page, 'form[data-lead-form="inline"]');
  return form;
}

test("English: every error, a submission, the success message for 7 seconds, the lead stored", async ({
  page,
  request,
}) => {
  await page.goto(`${PRODUCT_PAGE}?utm_source=newsletter&utm_medium=email&utm_campaign=e2e-monsoon&utm_uniqueid=u42`);
  const form = await inlineForm(page);
  const name = field(form, "Full Name");
  const mobile = field(form, "Mobile Number");
  await expect(field(form, "Product")).toHaveValue("Private Car");

  // empty fields show their required messages and nothing is sent
  await form.getByRole("button", { name: "Request a Call Back" }).click();
  await expectError(form, "Full Name", "Please Enter Full Name");
  await expectError(form, "Mobile Number", "Please Enter Mobile Number");
  await expect(name).toBeFocused();

  for (const [typed, message] of [
    ["asha", "Full name should have atleast first name and last name"],
    ["asha2 rao", "Invalid Full name"],
    ["asha@ rao", "Invalid Full name"],
    ["asha  rao", "Invalid Full name"],
  ] as const) {
    await name.fill(typed);
    await name.blur();
    await expectError(form, "Full Name", message);
  }

  // digits only while typing, at most 10
  await mobile.fill("");
  await mobile.pressSequentially("98ab7-65");
  await expect(mobile).toHaveValue("98765");
  await mobile.blur();
  await expectError(form, "Mobile Number", "Mobile Number should be of 10 digit");
  await mobile.fill("58765432109");
  await expect(mobile).toHaveValue("5876543210");
  await mobile.blur();
  await expectError(form, "Mobile Number", "Invalid mobile number");

  // each word capitalised on blur; the errors go as the values become right
  const number = uniqueMobile();
  await name.fill("asha devi rao");
  await name.blur();
  await expect(name).toHaveValue("Asha Devi Rao");
  await expect(name).not.toHaveAttribute("aria-invalid");
  await mobile.fill(number);
  await expect(mobile).not.toHaveAttribute("aria-invalid");

  await form.getByRole("button", { name: "Request a Call Back" }).click();
  const success = form
    .getByRole("status")
    .filter({ hasText: "Thank you! Our insurance expert will call you shortly." });
  await expect(success).toBeVisible();
  const shownAt = Date.now();
  await expect(name).toHaveValue("");
  await expect(mobile).toHaveValue("");

  const events = await page.evaluate(() => window.dataLayer ?? []);
  expect(events).toContainEqual(
    expect.objectContaining({
      event: "lead_form_submit",
      product_name: "Private Car",
      quote_number: "NA",
      lead_number: "NA",
      policy_number: "NA",
    }),
  );

  const csv = await exportedLeads(request);
  const row = csv.split("\r\n").find((line) => line.includes(number));
  expect(row).toBeDefined();
  expect(row).toContain(`,Asha,Devi,Rao,${number},Private Car,1,newsletter,email,e2e-monsoon,u42,`);
  expect(row).toContain(`${PRODUCT_PAGE}?utm_source=newsletter`);

  // spec 9: the message goes after 7 seconds
  await expect(success).toBeHidden({ timeout: 9_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(6_000);
});

test("Hindi: the modal's errors and success in Hindi, the lead stored, Escape closes it", async ({ page, request }) => {
  await page.goto(`${PRODUCT_PAGE}/hindi`);
  const trigger = page.locator("article").getByRole("button", { name: "विशेषज्ञों से बात करें" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "विशेषज्ञों से बात करें" });
  await expect(dialog).toBeVisible();
  const form = dialog.locator("form");
  await expect(field(form, "पूरा नाम")).toBeFocused();
  await expect(field(form, "उत्पाद")).toHaveValue("Private Car");

  await form.getByRole("button", { name: "कॉल बैक का अनुरोध करें" }).click();
  await expectError(form, "पूरा नाम", "कृपया पूरा नाम दर्ज करें");
  await expectError(form, "मोबाइल नंबर", "कृपया मोबाइल नंबर दर्ज करें");
  await field(form, "पूरा नाम").fill("राहुल");
  await field(form, "पूरा नाम").blur();
  await expectError(form, "पूरा नाम", "पूरे नाम में कम से कम पहला नाम और अंतिम नाम होना चाहिए");
  await field(form, "मोबाइल नंबर").fill("1234567890");
  await field(form, "मोबाइल नंबर").blur();
  await expectError(form, "मोबाइल नंबर", "6, 7, 8 या 9 से शुरू होने वाला मोबाइल नंबर लिखें");
  await field(form, "मोबाइल नंबर").fill("98765");
  await field(form, "मोबाइल नंबर").blur();
  await expectError(form, "मोबाइल नंबर", "मोबाइल नंबर 10 अंकों का होना चाहिए");

  const number = uniqueMobile();
  await field(form, "पूरा नाम").fill("राहुल शर्मा");
  await field(form, "मोबाइल नंबर").fill(number);
  await form.getByLabel("उत्पाद").selectOption({ label: "यात्रा बीमा" });
  await form.getByRole("button", { name: "कॉल बैक का अनुरोध करें" }).click();
  await expect(
    form.getByRole("status").filter({ hasText: "धन्यवाद! हमारे बीमा विशेषज्ञ जल्द ही आपको कॉल करेंगे।" }),
  ).toBeVisible();

  const row = (await exportedLeads(request)).split("\r\n").find((line) => line.includes(number));
  expect(row).toContain(`,राहुल,,शर्मा,${number},Travel,1,`);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("the modal keeps focus inside and has no axe violations when open", async ({ page }) => {
  for (const path of [PRODUCT_PAGE, `${PRODUCT_PAGE}/kannada`]) {
    await page.goto(path);
    await page.locator("article").locator("button[aria-haspopup=dialog]").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    const results = await new AxeBuilder({ page })
      .include("[data-lead-modal]")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await dialog.getByRole("button", { name: /Close|ಮುಚ್ಚಿ/ }).click();
    await expect(dialog).toBeHidden();
  }
});

test("the server's refusals: 'Session expired' and any other error show their alerts", async ({ page }) => {
  await page.goto(`${PRODUCT_PAGE}/kannada`);
  const form = await inlineForm(page);
  const answers = [
    { status: 401, body: { message: "Session expired" }, text: "ನಿಮ್ಮ ಸೆಷನ್ ಅವಧಿ ಮುಗಿದಿದೆ." },
    { status: 503, body: { message: "unavailable" }, text: "ಕ್ಷಮಿಸಿ, ನಿಮ್ಮ ವಿವರಗಳನ್ನು ಸಲ್ಲಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ." },
  ];
  for (const answer of answers) {
    await page.route("**/api/leadGeneration", (route) =>
      route.fulfill({ status: answer.status, contentType: "application/json", body: JSON.stringify(answer.body) }),
    );
    await field(form, "ಪೂರ್ಣ ಹೆಸರು").fill("Ravi Kumar");
    await field(form, "ಮೊಬೈಲ್ ಸಂಖ್ಯೆ").fill(uniqueMobile());
    await form.getByRole("button", { name: "ಮರಳಿ ಕರೆಗಾಗಿ ವಿನಂತಿಸಿ" }).click();
    await expect(form.getByRole("alert")).toContainText(answer.text);
    // the fields stay, for another try
    await expect(field(form, "ಪೂರ್ಣ ಹೆಸರು")).toHaveValue("Ravi Kumar");
    await page.unroute("**/api/leadGeneration");
  }
});

test("a press before the page's scripts have run is held and done once they have (decision 035)", async ({
  page,
  request,
}) => {
  // scripts that come late, as on a slow connection
  await page.route("**/assets/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto(PRODUCT_PAGE);
  // the modal's button, pressed on the server-rendered page
  await page.locator("article").locator("button[aria-haspopup=dialog]").click();
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press("Escape");

  // a form sent before hydration neither puts its fields in the address nor is lost
  await page.goto(PRODUCT_PAGE);
  const form = page.locator('form[data-lead-form="inline"]');
  const number = uniqueMobile();
  await field(form, "Full Name").fill("Meera Iyer");
  await field(form, "Mobile Number").fill(number);
  await form.getByRole("button", { name: "Request a Call Back" }).click();
  await expect(form.getByRole("status").filter({ hasText: "Thank you!" })).toBeVisible({ timeout: 10_000 });
  expect(page.url()).not.toContain(number);
  expect((await exportedLeads(request)).split("\r\n").some((line) => line.includes(`,Meera,,Iyer,${number},`))).toBe(
    true,
  );
});
