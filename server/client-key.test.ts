import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key";

describe("clientKey", () => {
  it("counts IPv4 addresses one by one, mapped or not", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv6 address by its /64 network", () => {
    expect(clientKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:2::17")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });

  it("puts a socket without an address under one key", () => {
    expect(clientKey(undefined)).toBe("unknown");
  });
});
