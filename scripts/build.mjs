// `npm run build`: the maps drawn from their data, the web app (pre-rendered public pages and
// client bundles), then the server bundle, one line per step; the tools' own output is in
// build/build.log.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { quietBuild } from "./quiet-build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// The maps are checked-in SVG files the pages import; redrawing them here keeps them in step
// with their data (a file is rewritten only when its drawing changed).
const started = Date.now();
process.stdout.write("Drawing the maps… ");
const tsx = path.join(root, "node_modules", ".bin", "tsx");
const drawn = spawnSync(tsx, ["scripts/illustrations.ts"], { cwd: root, stdio: "inherit" });
if (drawn.status !== 0) {
  process.stdout.write("failed\n");
  process.exit(1);
}
process.stdout.write(`${Math.max(1, Math.round((Date.now() - started) / 1000))} s\n`);

if (!(await quietBuild(root))) process.exit(1);
