/**
 * The rate limits' key for a client IP. No node: import, so the edge Worker's tunnel keys alike.
 */
/** Where the rate limits cut an IPv6 address when RATE_LIMIT_IPV6_PREFIX is unset: a /64 is one subscriber's network. */
export const DEFAULT_RATE_LIMIT_IPV6_PREFIX = 64;

/** The 8 groups of an IPv6 address (`::` expanded, a trailing IPv4 part as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const groups = tail === undefined ? before : [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  return groups.map((group) => parseInt(group, 16));
}

/** RFC 5952's text: lowercase, no leading zeros, the longest run of two or more zero groups as `::`. */
function ipv6Text(groups: readonly number[]): string {
  let best = { at: -1, length: 1 };
  for (let at = 0; at < groups.length;) {
    let length = 0;
    while (groups[at + length] === 0) length++;
    if (length > best.length) best = { at, length };
    at += Math.max(length, 1);
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.at < 0) return hex.join(':');
  return `${hex.slice(0, best.at).join(':')}::${hex.slice(best.at + best.length).join(':')}`;
}

/**
 * What a rate limit counts a client by (issue 35): an IPv4 address itself, an IPv6 one by its network of
 * `ipv6PrefixLength` bits (RATE_LIMIT_IPV6_PREFIX, default 64). A subscriber is handed a whole /64 (or more), so
 * one client can rotate through 2^64 addresses: counted per address, it was never limited (150 of 150 at 60).
 */
export function rateLimitKey(ip: string | undefined, ipv6PrefixLength: number): string {
  if (!ip) return 'unknown';
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped !== undefined) return mapped;
  const groups = address.includes(':') ? ipv6Groups(address) : [];
  if (groups.length !== 8 || groups.some((group) => !(group >= 0 && group <= 0xffff))) return address;
  const masked = groups.map((group, index) => {
    const bits = Math.min(Math.max(ipv6PrefixLength - 16 * index, 0), 16);
    return group & ((0xffff << (16 - bits)) & 0xffff);
  });
  return `${ipv6Text(masked)}/${ipv6PrefixLength}`;
}
