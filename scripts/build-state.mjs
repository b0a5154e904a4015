// Whether `npm start` must build first. Plain JavaScript: it runs before anything is built.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { demoAccounts } from "../server/env/demo-accounts.mjs";
import { originPlaceholder } from "../server/env/public-url.mjs";

const sources = ["app", "core", "server", "db", "public", "scripts", "vite-plugins"];
const configFiles = ["package-lock.json", "vite.config.ts", "react-router.config.ts"];

/**
 * What a build depends on besides the sources, recorded in build/build-info.json. The public
 * URL is not among them: the server sets it into the pages when it loads them. The demo
 * credentials are: the sign-in pages' scripts carry them, and hashed scripts never change.
 *
 * @param {Record<string, string | undefined>} env
 */
export function buildSettings(env) {
  return { originPlaceholder, demoAccounts: demoAccounts(env) };
}

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stat.mtimeMs,
  );
}

/**
 * Why the build in `root` cannot serve this environment, or null when it can.
 *
 * @param {string} root the project's folder
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function whyRebuild(root, env) {
  const buildInfo = path.join(root, "build", "build-info.json");
  const serverBundle = path.join(root, "dist", "server.js");
  if (!existsSync(buildInfo) || !existsSync(serverBundle)) return "no build yet";
  const builtAt = Math.min(statSync(buildInfo).mtimeMs, statSync(serverBundle).mtimeMs);
  const changed = [...sources, ...configFiles].some(
    (entry) => newestChange(path.join(root, entry)) > builtAt,
  );
  if (changed) return "the sources changed since the last build";
  const info = JSON.parse(readFileSync(buildInfo, "utf8"));
  const wanted = buildSettings(env);
  if (info.originPlaceholder !== wanted.originPlaceholder) {
    return "the build has the public URL written into its pages";
  }
  if (JSON.stringify(info.demoAccounts ?? null) !== JSON.stringify(wanted.demoAccounts)) {
    return "the demo mode or the demo accounts changed";
  }
  return null;
}
