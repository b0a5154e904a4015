// `npm start`: builds what is missing or out of date, then runs the server in this process.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { whyRebuild } from "./build-state.mjs";
import { quietBuild } from "./quiet-build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const reason = whyRebuild(root, process.env);
if (reason) {
  console.log(`A build is needed: ${reason}.`);
  if (!(await quietBuild(root))) process.exit(1);
}
await import(path.join(root, "dist", "server.js"));
