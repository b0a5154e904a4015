// The production build, told in one line per step with its time. Vite's, Rollup's and
// esbuild's own output goes to build/build.log; on a failure the last lines are shown too.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { demoAccounts } from "../server/env/demo-accounts.mjs";
import { buildLocales } from "./build-locale.mjs";

/** Lines of a failed step's output shown in the terminal; the log has all of it. */
const TAIL_LINES = 25;

function buildSteps(root) {
  const bin = (name) => path.join(root, "node_modules", ".bin", name);
  const languageNames = { en: "English", sl: "Slovenian" };
  return [
    // One build per language; English first, as it starts the build folder afresh.
    ...buildLocales.map((locale) => ({
      label: `Building the web app in ${languageNames[locale]}`,
      command: bin("react-router"),
      args: ["build"],
      env: { BUILD_LOCALE: locale },
    })),
    {
      label: "Bundling the server",
      command: bin("esbuild"),
      args: [
        "server/main.ts",
        "--bundle",
        "--platform=node",
        "--format=esm",
        "--packages=external",
        "--target=node20",
        "--outfile=dist/server.js",
        "--log-level=warning",
      ],
    },
  ];
}

/** Runs one command with its output collected (both streams, in the order written). */
function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk) => (output += chunk.toString("utf8"));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.once("error", (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.once("close", (status) => resolve({ status: status ?? 1, output }));
  });
}

const seconds = (since) => `${Math.max(1, Math.round((Date.now() - since) / 1000))} s`;

/**
 * Builds the web app (pre-rendered pages and client bundles), then the server bundle.
 * React Router's build sets NODE_ENV=production for itself, so demo mode is settled here
 * first, from the environment the build was started with. Resolves to whether it succeeded.
 *
 * @param {string} root the project's folder
 * @param {{ env?: NodeJS.ProcessEnv, write?: (text: string) => void }} [options]
 * @returns {Promise<boolean>}
 */
export async function quietBuild(root, options = {}) {
  const env = { ...(options.env ?? process.env) };
  env.DEMO = demoAccounts(env) ? "1" : "0";
  const write = options.write ?? ((text) => process.stdout.write(text));
  // React Router empties build/ when it starts, so the log is written after each step.
  const logFile = path.join(root, "build", "build.log");
  let log = "";
  for (const step of buildSteps(root)) {
    write(`${step.label}… `);
    const started = Date.now();
    const { status, output } = await run(step.command, step.args, {
      cwd: root,
      env: { ...env, ...step.env },
    });
    log += `$ ${path.basename(step.command)} ${step.args.join(" ")}\n${output}\n`;
    mkdirSync(path.dirname(logFile), { recursive: true });
    writeFileSync(logFile, log);
    if (status !== 0) {
      const tail = output.trimEnd().split("\n").slice(-TAIL_LINES).join("\n");
      write(`failed after ${seconds(started)}\n\n${tail}\n\n`);
      write(`The build failed; its full output is in ${path.relative(process.cwd(), logFile)}\n`);
      return false;
    }
    write(`${seconds(started)}\n`);
  }
  return true;
}
