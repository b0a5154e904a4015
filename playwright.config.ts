import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "./tests/support/chromium";
import { e2ePort } from "./tests/e2e/support/server";

const executablePath = await chromiumExecutable();

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  // One more try for a test that fails once: the list names it "flaky", so it is seen and fixed,
  // but a single stall of a loaded machine does not fail the run. Twice is a failure.
  retries: 1,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? "list" : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    launchOptions: { executablePath, args: chromiumArgs },
    trace: "off",
    // Without these a stalled load or action waits out the whole test and reports only that.
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], channel: undefined },
      // Every journey runs on a phone too; only the site's files (robots, sitemap, headers) do
      // not depend on the device.
      testIgnore: /site-files\.spec\.ts/,
    },
  ],
});
