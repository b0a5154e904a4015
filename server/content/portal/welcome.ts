import type { PortalWelcome } from "../../../core/schemas/portal";
import type { PreviousSignInRecord } from "../../repositories/last-sign-in";

const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const systems: [RegExp, string][] = [
  [/\bWindows\b/, "Windows"],
  [/\b(?:iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const firstMatch = (table: [RegExp, string][], value: string) =>
  table.find(([pattern]) => pattern.test(value))?.[1];

/** "Chrome on Windows": a user agent as people name their browser; "an unknown browser" else. */
export function browserName(userAgent: string | null | undefined): string {
  const agent = userAgent ?? "";
  const browser = firstMatch(browsers, agent);
  const system = firstMatch(systems, agent);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return "An unknown browser";
}

/** The welcome of the signed-in user: who they are and where they signed in last time. */
export function portalWelcome(
  user: { email: string; fullName: string | null; company: string | null },
  previous: PreviousSignInRecord | null,
): PortalWelcome {
  return {
    email: user.email,
    fullName: user.fullName?.trim() || null,
    company: user.company?.trim() || null,
    previousSignIn: previous && {
      at: previous.at.toISOString(),
      address: previous.ipAddress || "an unknown address",
      browser: browserName(previous.userAgent),
    },
  };
}
