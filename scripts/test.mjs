// `npm test`: every suite, in the order that fails fastest. With DATABASE_URL set, the API
// tests run a second time against that PostgreSQL server (each test file in a new database).
import { spawnSync } from "node:child_process";

const steps = [
  ["lint", ["run", "lint"]],
  ["typecheck", ["run", "typecheck"]],
  [
    "unit and API tests (embedded database)",
    ["exec", "--", "vitest", "run"],
    { TEST_DATABASE: "embedded" },
  ],
];
if (process.env.DATABASE_URL) {
  steps.push([
    "API tests (PostgreSQL at DATABASE_URL)",
    ["exec", "--", "vitest", "run", "tests/api"],
    { TEST_DATABASE: "postgres" },
  ]);
}
steps.push(
  ["production build", ["run", "build"]],
  ["end-to-end tests (Chromium)", ["run", "test:e2e"]],
);

for (const [name, args, env = {}] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync("npm", args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
}
