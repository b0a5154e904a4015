import { defineConfig } from "vitest/config";

export default defineConfig({
  // The constants vite.config.ts defines for the web app, fixed for tests.
  define: {
    __SITE_ORIGIN__: JSON.stringify("http://localhost:3000"),
    __BUILD_DATE__: JSON.stringify("2026-01-15"),
    __DEMO_CREDENTIALS__: "null",
  },
  test: {
    include: ["{core,server,app,db,scripts,vite-plugins,tests/api}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two workers suit the two cores we have.
    maxWorkers: 2,
    globalSetup: ["tests/support/global-setup.ts"],
  },
});
