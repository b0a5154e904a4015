import { readFileSync } from "node:fs";
import path from "node:path";

export interface BuildVersion {
  /** package.json's version. */
  version: string;
  /** BUILD_ID from the environment (a commit or release name), when the deployment sets one. */
  build: string | null;
}

/** The running build's version, read once at start from the project's package.json. */
export function buildVersion(rootDir: string, buildId: string | undefined): BuildVersion {
  const manifest = JSON.parse(readFileSync(path.join(rootDir, "package.json"), "utf8")) as {
    version?: unknown;
  };
  return {
    version: typeof manifest.version === "string" ? manifest.version : "unknown",
    build: buildId ?? null,
  };
}
