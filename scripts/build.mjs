// `npm run build`: the web app (pre-rendered public pages and client bundles), then the server
// bundle. React Router's build sets NODE_ENV=production for itself, so demo mode is settled
// here first, from the environment the build was started with.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { demoAccounts } from "../server/env/demo-accounts.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = { ...process.env, DEMO: demoAccounts(process.env) ? "1" : "0" };
const bin = (name) => path.join(root, "node_modules", ".bin", name);

const steps = [
  [bin("react-router"), ["build"]],
  [
    bin("esbuild"),
    [
      "server/main.ts",
      "--bundle",
      "--platform=node",
      "--format=esm",
      "--packages=external",
      "--target=node20",
      "--outfile=dist/server.js",
      "--log-level=warning",
    ],
  ],
];
for (const [command, args] of steps) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
