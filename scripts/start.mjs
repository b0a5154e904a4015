// `npm start`: builds what is missing or out of date, then runs the server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { demoAccounts } from "../server/env/demo-accounts.mjs";
import { buildPublicUrl } from "../server/env/public-url.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildInfo = path.join(root, "build", "build-info.json");
const serverBundle = path.join(root, "dist", "server.js");
const sources = ["app", "core", "server", "db", "public", "scripts", "vite-plugins"];
const configFiles = ["package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stat.mtimeMs,
  );
}

function whyRebuild() {
  if (!existsSync(buildInfo) || !existsSync(serverBundle)) return "no build yet";
  const builtAt = Math.min(statSync(buildInfo).mtimeMs, statSync(serverBundle).mtimeMs);
  const changed = [...sources, ...configFiles].some(
    (entry) => newestChange(path.join(root, entry)) > builtAt,
  );
  if (changed) return "sources changed since the last build";
  // Canonical URLs and the sitemap are written with the public URL at build time.
  const wanted = buildPublicUrl(process.env);
  const info = JSON.parse(readFileSync(buildInfo, "utf8"));
  if (info.publicUrl !== wanted) return `PUBLIC_URL is now ${wanted} (built for ${info.publicUrl})`;
  // The demo sample credentials are written into /login and /admin.
  if (JSON.stringify(info.demoAccounts ?? null) !== JSON.stringify(demoAccounts(process.env))) {
    return "the demo mode or demo accounts changed";
  }
  return null;
}

const reason = whyRebuild();
if (reason) {
  console.log(`Building (${reason})...`);
  const build = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(serverBundle);
