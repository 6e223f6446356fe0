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
  const entry = hops.length >= trustedProxies ? hops[hops.length - trustedProxies] : undefined;
  const visitor = entry === undefined ? undefined : withoutPort(entry);
  return visitor !== undefined && isIP(visitor) !== 0 ? visitor : socketAddress;
}

/**
 * Some proxies append the client's port (`198.51.100.7:51234`, Azure's Application Gateway) or write
 * IPv6 in brackets (`[2001:db8::1]:443`): the address is what is left. A bare IPv6 address keeps its colons.
 */
function withoutPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed?.[1] !== undefined) return bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return v4WithPort?.[1] ?? entry;
}
