import { describe, expect, it } from 'vitest';
import { clientIpBehindProxies } from './client-ip';

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
