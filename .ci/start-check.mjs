// CI: starts the built server (dist/server.js) with the Node.js running this script, on a free
// port and a new data folder; passes once /api/health answers 200 and a SIGTERM ends it with 0.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), "start-check-"));
const started = Date.now();
const server = spawn(process.execPath, ["dist/server.js"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
  },
  stdio: ["ignore", "pipe", "pipe"],
});
let output = "";
server.stdout.on("data", (chunk) => (output += chunk));
server.stderr.on("data", (chunk) => (output += chunk));
const exited = new Promise((resolve) =>
  server.once("exit", (code, signal) => resolve({ code, signal })),
);

function fail(message) {
  console.error(`✖ ${message}\n${output}`);
  server.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

let health;
while (!health) {
  if (server.exitCode !== null) fail(`the server ended while starting (exit ${server.exitCode})`);
  if (Date.now() - started > 120_000) fail("the server did not answer /api/health within 120 s");
  const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
  if (response?.status === 200) health = await response.json();
  else await new Promise((resolve) => setTimeout(resolve, 250));
}
const page = await fetch(`http://127.0.0.1:${port}/`);
if (page.status !== 200) fail(`GET / answered ${page.status}`);
server.kill("SIGTERM");
const { code, signal } = await exited;
rmSync(dataDir, { recursive: true, force: true });
if (code !== 0) fail(`SIGTERM ended the server with ${signal ?? `exit ${code}`}`);
console.log(
  `✔ started on Node.js ${process.versions.node} in ${((Date.now() - started) / 1000).toFixed(1)} s` +
    ` (version ${health.version}), served / and stopped with exit 0`,
);
