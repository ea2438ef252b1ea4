import { isIPv6 } from "node:net";

/**
 * The address a proxy we run saw: the right-most X-Forwarded-For entry, which our proxy appended. Entries to
 * its left were written by the client and would let it pick a fresh "address" for every attempt.
 */
export const lastForwardedAddress = (header: string | undefined): string | undefined => {
  const entries = (header ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  return entries.at(-1);
};

const expandIPv6 = (address: string): string[] | undefined => {
  const [head = "", tail, extra] = address.split("::");
  if (extra !== undefined) return undefined;
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return undefined;
  return [...left, ...Array.from({ length: missing }, () => "0"), ...right];
};

/**
 * The key that counts attempts for one client. One IPv6 host usually owns a whole /64 and can change its
 * address at will inside it, so IPv6 clients are counted by their /64; IPv4 (and IPv4-mapped) by address.
 */
export const rateLimitKeyOf = (address: string): string => {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(bare)) return bare.slice(7);
  if (!isIPv6(bare)) return bare;
  const groups = expandIPv6(bare);
  if (!groups) return bare;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
};
