import proxyAddr from "@fastify/proxy-addr";

/**
 * Who may tell us a client's address in `X-Forwarded-For` (`TRUST_PROXY`): nobody (false), the
 * nearest `hops` proxies, or the proxies at these addresses and CIDR ranges.
 */
export type TrustedProxies = false | { hops: number } | { addresses: string[] };

export const trustProxyProblem =
  "must be 0, the number of proxies in front, or a comma-separated list of proxy addresses or CIDR ranges";

/** Reads `TRUST_PROXY`; null when the value is none of the documented forms. */
export function parseTrustedProxies(value: string): TrustedProxies | null {
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? false : Number.isSafeInteger(hops) ? { hops } : null;
  }
  const addresses = text.split(",").map((entry) => entry.trim());
  try {
    // The parser Fastify uses: it throws on anything that is not an address or a range.
    proxyAddr.compile(addresses);
  } catch {
    return null;
  }
  return { addresses };
}

/**
 * Fastify's `trustProxy`: which hops of a request's path to trust, counted from the socket (0)
 * through `X-Forwarded-For` from right to left. `request.ip` is the first untrusted one, so it
 * is never an entry the client wrote itself in front of what our proxies appended. (Fastify's
 * own numeric option trusts no hop at all, and `true` trusts the left-most entry.)
 */
export function trustProxyOption(
  trusted: TrustedProxies,
): false | ((address: string, hop: number) => boolean) {
  if (trusted === false) return false;
  if ("hops" in trusted) {
    const { hops } = trusted;
    return (_address, hop) => hop < hops;
  }
  return proxyAddr.compile(trusted.addresses);
}
