// `npm run build`: the web app (pre-rendered public pages and client bundles), then the server
// bundle, one line per step; the tools' own output is in build/build.log.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { quietBuild } from "./quiet-build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
if (!(await quietBuild(root))) process.exit(1);
