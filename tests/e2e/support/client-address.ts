import type { Page } from "@playwright/test";

/**
 * The browser tests' server trusts one proxy (TRUST_PROXY=1), as behind nginx in production.
 * A test that sends contact messages gives its page an address of its own, as a visitor
 * behind that proxy would have, so the per-address limit counts each test apart instead of
 * adding up every message the whole suite sends from this machine.
 */
export async function useOwnClientAddress(page: Page): Promise<string> {
  // 198.18.0.0/15 is set aside for tests (RFC 2544).
  const byte = () => Math.floor(Math.random() * 254) + 1;
  const address = `198.${18 + Math.floor(Math.random() * 2)}.${byte()}.${byte()}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  return address;
}
