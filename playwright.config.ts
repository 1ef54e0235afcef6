import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_EDITOR_TOKEN = "e2e-editor-token-0123456789";
/** The operators' lead export in the browser tests (tests/e2e/lead-form.spec.ts reads stored leads back). */
export const E2E_LEAD_EXPORT_TOKEN = "e2e-lead-export-token-0123456789";
/** The one API user of the e2e site: a channel partner that signs in on /channel-partner-login (decision 064). */
export const E2E_PARTNER = { user: "e2e-partner-01", password: "e2e-partner-password-0123" };
/**
 * A second server for the flows a person proves themselves in (issue 13): the
 * same build, NODE_ENV=test, where the captcha's answer is fixed by
 * configuration (refused in production) and demo quotes are seeded for the
 * demo mobiles. Tests of those flows use this address as their base URL.
 */
const SERVICE_PORT = PORT + 1;
export const E2E_SERVICE_URL = `http://127.0.0.1:${SERVICE_PORT}`;
export const E2E_CAPTCHA_ANSWER = "7";
/**
 * Where that server's OTP messages go, one JSON line each (server/otp/sms-provider.ts
 * `fileSmsProvider`, refused in production): tests/e2e/recent-quote-otp.spec.ts reads its codes here.
 */
export const E2E_SMS_OUTBOX_FILE = `.data/e2e-${SERVICE_PORT}-sms.jsonl`;

/**
 * Browser tests run Debian's chromium (/usr/bin/chromium) against the built
 * site on a fresh embedded database (docs/toolchain.md "Browser").
 */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/${PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      // the compiled server, as `npm start` runs it
      command: `rm -rf .data/e2e-${PORT} && MALLOC_ARENA_MAX=1 node --enable-source-maps --max-old-space-size=256 ${process.env.BUILD_DIR ?? "build"}/node/index.js`,
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: "production",
        TRUST_PROXY: "false",
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR: `.data/e2e-${PORT}`,
        SITE_URL: `http://127.0.0.1:${PORT}`,
        CONTENT_EDITOR_TOKEN: E2E_EDITOR_TOKEN,
        LEAD_EXPORT_TOKEN: E2E_LEAD_EXPORT_TOKEN,
        GATEWAY_API_USERS: `${E2E_PARTNER.user}:${E2E_PARTNER.password}`,
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
      },
    },
    {
      command: `rm -rf .data/e2e-${SERVICE_PORT} ${E2E_SMS_OUTBOX_FILE} && MALLOC_ARENA_MAX=1 node --enable-source-maps --max-old-space-size=256 ${process.env.BUILD_DIR ?? "build"}/node/index.js`,
      url: `${E2E_SERVICE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: "test",
        TRUST_PROXY: "false",
        PORT: String(SERVICE_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: `.data/e2e-${SERVICE_PORT}`,
        SITE_URL: E2E_SERVICE_URL,
        CAPTCHA_FIXED_ANSWER: E2E_CAPTCHA_ANSWER,
        DEMO_QUOTES: "true",
        SMS_OUTBOX_FILE: E2E_SMS_OUTBOX_FILE,
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
      },
    },
  ],
});
