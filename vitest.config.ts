import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{core,server,app,db,tests/api}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two workers suit the two cores we have.
    maxWorkers: 2,
    globalSetup: ["tests/support/global-setup.ts"],
  },
});
