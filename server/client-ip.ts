import { isIP } from 'node:net';

/**
 * The visitor's IP behind `trustedProxies` proxies of the operator's own (TRUST_PROXY). Each proxy
 * appends the address it was reached from to X-Forwarded-For, so the visitor is the entry that many
 * hops from the right; anything left of it is the visitor's to write. An entry that is not an IP
 * address, or a header shorter than the proxies promised, falls back to the socket's address: a
 * client that writes `junk-1`, `junk-2`, … is still one client, and junk never reaches Sentry
 * (issue 26 §6).
 */
export function clientIpBehindProxies(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedProxies: number,
): string | undefined {
  if (trustedProxies === 0 || forwardedFor === undefined) return socketAddress;
  const hops = forwardedFor.split(',').map((entry) => entry.trim());
  const visitor = hops.length >= trustedProxies ? hops[hops.length - trustedProxies] : undefined;
  return visitor !== undefined && isIP(visitor) !== 0 ? visitor : socketAddress;
}
