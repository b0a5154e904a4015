/**
 * The key a client is counted under by every per-address limit (connections, sign-ins, the
 * contact form, reset requests): its address, an IPv4-mapped IPv6 address as IPv4, and an IPv6
 * address by its /64 network, since one host or home is given a whole /64
 * (docs/rules.md#per-address-sign-in-limit).
 */
export function clientKey(address: string | undefined): string {
  if (!address) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.split("%")[0]!.toLowerCase().split("::");
  const groups = (part: string | undefined) => (part ? part.split(":") : []);
  const headGroups = groups(head);
  const missing = 8 - headGroups.length - groups(tail).length;
  const full = tail === undefined ? headGroups : [...headGroups, ...Array(missing).fill("0")];
  const prefix = full.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ""));
  while (prefix.length < 4) prefix.push("0");
  return `${prefix.join(":")}::/64`;
}
