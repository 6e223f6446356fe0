import { describe, expect, it } from 'vitest';
import { clientIpBehindProxies } from './client-ip';
import { rateLimitKey } from './rate-limit-key';

const PROXY = '10.0.0.5';

describe('the client IP behind trusted proxies (TRUST_PROXY)', () => {
  it('junk in X-Forwarded-For is never a client: every junk value is the one socket address', () => {
    const seen = new Set(
      ['junk-1', 'junk-2', 'junk-3', '', ' ', '1.2.3.4.5', '198.51.100.7:port', 'unknown'].map((xff) =>
        clientIpBehindProxies(xff, PROXY, 1),
      ),
    );
    expect([...seen]).toEqual([PROXY]);
  });

  it('one proxy: the rightmost entry, the one it appended; what the visitor wrote left of it is ignored', () => {
    expect(clientIpBehindProxies('203.0.113.9, 198.51.100.7', PROXY, 1)).toBe('198.51.100.7');
    expect(clientIpBehindProxies('2001:db8::1', PROXY, 1)).toBe('2001:db8::1');
  });

  it('two proxies: the entry two hops from the right; a header with fewer hops than proxies is the socket address', () => {
    expect(clientIpBehindProxies('203.0.113.9, 198.51.100.7, 10.0.0.9', PROXY, 2)).toBe('198.51.100.7');
    expect(clientIpBehindProxies('198.51.100.7', PROXY, 2)).toBe(PROXY);
  });

  it('no trusted proxy: the socket address, whatever the header says', () => {
    expect(clientIpBehindProxies('198.51.100.7', PROXY, 0)).toBe(PROXY);
    expect(clientIpBehindProxies(undefined, PROXY, 1)).toBe(PROXY);
  });

  it('an entry with a port, or an IPv6 address in brackets, is the address (not the socket one, which every visitor would share)', () => {
    expect(clientIpBehindProxies('198.51.100.7:51234', '10.0.0.1', 1)).toBe('198.51.100.7');
    expect(clientIpBehindProxies('[2001:db8::1]:443', '10.0.0.1', 1)).toBe('2001:db8::1');
    expect(clientIpBehindProxies('[2001:db8::1]', '10.0.0.1', 1)).toBe('2001:db8::1');
    expect(clientIpBehindProxies('2001:db8::1', '10.0.0.1', 1)).toBe('2001:db8::1');
    expect(clientIpBehindProxies('junk:80', '10.0.0.1', 1)).toBe('10.0.0.1');
  });
});

describe('the rate limits count an IPv6 client by its network (issue 35)', () => {
  it('addresses inside one /64 are one client; the next /64 is another', () => {
    const keys = new Set(
      ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:DB8:1:2:a:b:c:d', '2001:db8:1:2::1%eth0'].map((ip) =>
        rateLimitKey(ip, 64),
      ),
    );
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
    expect(rateLimitKey('2001:db8:1:3::1', 64)).toBe('2001:db8:1:3::/64');
  });

  it('another prefix length (RATE_LIMIT_IPV6_PREFIX) cuts there, inside a group too', () => {
    expect(rateLimitKey('2001:db8:1:2::1', 48)).toBe('2001:db8:1::/48');
    expect(rateLimitKey('2001:db8:1:2ff::1', 56)).toBe('2001:db8:1:200::/56');
    expect(rateLimitKey('2001:db8::1', 128)).toBe('2001:db8::1/128');
  });

  it('an IPv4 address, mapped or not, is its own client; no address at all is one', () => {
    expect(rateLimitKey('198.51.100.7', 64)).toBe('198.51.100.7');
    expect(rateLimitKey('::ffff:198.51.100.7', 64)).toBe('198.51.100.7');
    expect(rateLimitKey(undefined, 64)).toBe('unknown');
  });
});
