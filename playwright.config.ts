import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
/** The platform listens this many ports above the site (tests/e2e/platform-api.ts reads the same variable). */
const platformPortOffset = Number(process.env.E2E_PLATFORM_PORT_OFFSET ?? 100);

/**
 * Debian's Chromium, started with the flags this network needs. Its headless shell
 * (`chromium-headless-shell`, the same Blink without the desktop browser around it, and what
 * Playwright itself runs headless tests in) when installed: the suite takes about a quarter less
 * time in it. E2E_CHROMIUM names another executable.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = {
  executablePath: process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? ".test-results/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromium,
    // Recording a trace costs about a sixth of a test's time (quote-results.spec.ts: 131 s with, 109 s
    // without). CI records it on the retry of a failed test, so a failure still comes with its trace;
    // a local run, which does not retry, keeps the trace of each failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    // A long journey runs each language once: one of them at a phone's width only (@phone-only),
    // the other on the desktop.
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined, launchOptions: chromium }, grepInvert: /@phone-only/ },
    // The phone project checks layout only: the tests tagged @layout (the pages whose layout
    // changes at a phone's width) and @phone-only. Rules and HTTP checks run once, in the desktop project.
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions: chromium }, grep: /@layout|@phone-only/ },
  ],
  webServer: {
    command: "node server.ts",
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(port),
      NODE_ENV: "production",
      BRAND_OVERRIDE: "true",
      RATING_DELAY: "none",
      LOG_LEVEL: "warn",
      SQLITE_PATH: `.data/e2e-${port}.sqlite`,
      // The platform listens on 127.0.0.1 only; tests seed through it as the site does (tests/e2e/platform-api.ts).
      PLATFORM_INTERNAL_PORT: String(port + platformPortOffset),
      PLATFORM_CLIENT_SECRET: "e2e-client-secret-not-for-production",
      // Known to the tests, which seal a visitor's session cookie with it to start the quote wizard
      // on a saved draft (tests/e2e/quote-draft.ts).
      SESSION_SECRET: "e2e-session-secret-not-for-production-0123456789",
      // Every browser test comes from 127.0.0.1: the per-address guessing limits would stop the
      // suite itself. The per-quote limit (3 tries) still applies and is tested.
      OWNER_CHECKS_PER_15_MIN: "1000",
      PREVIOUS_LOOKUPS_PER_15_MIN: "1000",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    },
  },
});
