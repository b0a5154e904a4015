import { existsSync } from "node:fs";

/**
 * The Chromium the browser tests and the benchmark drive, without downloading one:
 * CHROME_PATH, else the system's /usr/bin/chromium, else the build that ships inside the
 * @sparticuz/chromium package (unpacked to the temp folder on first use).
 */
export async function chromiumExecutable(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  for (const candidate of ["/usr/bin/chromium", "/usr/bin/chromium-browser"]) {
    if (existsSync(candidate)) return candidate;
  }
  const { default: packaged } = await import("@sparticuz/chromium");
  return packaged.executablePath();
}

/** Flags for a headless run on a machine with no network but loopback, as root. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
  "--no-default-browser-check",
];
