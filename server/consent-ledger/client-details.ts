import { isIPv4, isIPv6 } from 'node:net';

/** Longest user agent kept: real ones are a few hundred characters; a longer one is padding. */
const MAX_USER_AGENT_LENGTH = 512;

/**
 * The visitor's IP cut to its network, kept only when the operator turns CONSENT_STORE_CLIENT_DETAILS
 * on: an IPv4 address to its /24 (the last byte zero), an IPv6 one to its /48. Enough to tell a
 * regulator which network a decision came from, not which device.
 */
export function truncatedIp(ip: string | undefined): string | null {
  if (!ip) return null;
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const v4 = mapped ?? address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0`;
  if (!isIPv6(address)) return null;
  const [head = '', tail = ''] = address.split('::');
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after] : before;
  return `${groups
    .slice(0, 3)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::`;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A header value as sent. Node hands header values over as latin1, a character per byte (issue 35: `Ünï` was
 * stored `ÃnÃ¯`); a value whose bytes are valid UTF-8 is read as UTF-8, as browsers and apps send it. One that is
 * not (a latin1 byte alone) stays as Node read it.
 */
function headerText(value: string): string {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(value) || /[^\x00-\xff]/.test(value)) return value;
  try {
    return utf8.decode(Buffer.from(value, 'latin1'));
  } catch {
    return value;
  }
}

export function keptUserAgent(userAgent: string | undefined): string | null {
  return userAgent ? headerText(userAgent).slice(0, MAX_USER_AGENT_LENGTH) : null;
}
