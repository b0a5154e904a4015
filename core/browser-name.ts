import { browserNameTexts } from "./texts/browser-name";

/**
 * A sign-in's user agent as people name their browser: "Chrome on Windows", "Safari on
 * iPhone", in the admin panel's activity and in the partner's last sign-in. Only
 * the common browsers and systems are named; anything else keeps what can be told ("Firefox",
 * "Linux") or says it is not known. The raw string stays available beside it.
 */

/** Browsers, most specific first: Edge, Opera and Samsung Internet also say Chrome and Safari. */
const browsers: [name: string, pattern: RegExp][] = [
  ["Edge", /\bEdg(?:e|A|iOS)?\//],
  ["Opera", /\bOPR\/|\bOPiOS\/|\bOpera\b/],
  ["Samsung Internet", /\bSamsungBrowser\//],
  ["Firefox", /\bFirefox\/|\bFxiOS\//],
  ["Chrome", /\bChrome\/|\bCriOS\/|\bHeadlessChrome\//],
  ["Safari", /\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari\//],
];

/** Systems, most specific first: Android also says Linux, iPhone says "like Mac OS X". */
const systems: [name: string, pattern: RegExp][] = [
  ["iPhone", /\biPhone\b/],
  ["iPad", /\biPad\b/],
  ["Android", /\bAndroid\b/],
  ["ChromeOS", /\bCrOS\b/],
  ["Windows", /\bWindows\b/],
  ["macOS", /\bMacintosh\b|\bMac OS X\b/],
  ["Linux", /\bLinux\b|\bX11\b/],
];

const first = (list: [string, RegExp][], userAgent: string) =>
  list.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;

/**
 * The readable name of a user agent; `unknown` when neither browser nor system is known. The
 * pages name them in their own language (the texts module is swapped per build); the server
 * passes the request's or the account's `texts`.
 */
export function browserName(
  userAgent: string | null,
  unknown: string,
  texts: typeof browserNameTexts = browserNameTexts,
): string {
  if (!userAgent) return unknown;
  const browser = first(browsers, userAgent);
  const system = first(systems, userAgent);
  if (browser && system) return texts.onSystem(browser, system);
  return browser ?? system ?? unknown;
}
