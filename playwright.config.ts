import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_EDITOR_TOKEN = "e2e-editor-token-0123456789";
/** The operators' lead export in the browser tests (tests/e2e/lead-form.spec.ts reads stored leads back). */
export const E2E_LEAD_EXPORT_TOKEN = "e2e-lead-export-token-0123456789";

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
  webServer: {
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
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
    },
  },
});
