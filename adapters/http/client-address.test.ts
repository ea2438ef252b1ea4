import { describe, expect, it } from "vitest";
import { lastForwardedAddress, rateLimitKeyOf } from "./client-address.ts";

describe("client address for rate limits", () => {
  it("takes the entry our proxy appended, not the ones the client wrote", () => {
    expect(lastForwardedAddress("1.2.3.4, 10.0.0.9")).toBe("10.0.0.9");
    expect(lastForwardedAddress("spoofed, also-spoofed , 203.0.113.7")).toBe("203.0.113.7");
    expect(lastForwardedAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(lastForwardedAddress(" , ")).toBeUndefined();
    expect(lastForwardedAddress(undefined)).toBeUndefined();
  });

  it("counts an IPv6 client by its /64, so it cannot rotate addresses within it", () => {
    expect(rateLimitKeyOf("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKeyOf("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKeyOf("[2001:db8:1:2::5]")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKeyOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(rateLimitKeyOf("::1")).toBe("0:0:0:0::/64");
  });

  it("counts IPv4 and IPv4-mapped clients by their address", () => {
    expect(rateLimitKeyOf("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKeyOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKeyOf("unknown")).toBe("unknown");
  });
});
