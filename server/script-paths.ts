import { fileURLToPath } from "node:url";

/**
 * The path of a script the server runs in a thread or process of its own (plain JavaScript,
 * kept as it is beside the module that starts it), from the project's root. This module sits
 * one folder below the root, as the server bundle (dist/server.js) does, so one relative path
 * finds the script from the source and from the bundle alike.
 */
export function serverScript(pathFromRoot: string): string {
  return fileURLToPath(new URL(`../${pathFromRoot}`, import.meta.url));
}
