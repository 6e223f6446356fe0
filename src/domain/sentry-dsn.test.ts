import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSentryDsn, parseTunnelQuery, sameTarget, tunnelTargetOf, tunnelUrlFor } from './sentry-dsn';

describe('Sentry DSN', () => {
  it('reads organisation, project and region from a SaaS DSN', () => {
    expect(parseSentryDsn('https://abc123@o4507.ingest.us.sentry.io/4508')).toEqual({
      publicKey: 'abc123',
      host: 'o4507.ingest.us.sentry.io',
      protocol: 'https',
      projectId: '4508',
      orgId: '4507',
      region: 'us',
    });
  });

  it('has no region when the host has none, and no org for a self-hosted DSN', () => {
    expect(parseSentryDsn('https://k@o1.ingest.sentry.io/2')).toMatchObject({ orgId: '1', region: undefined });
    expect(parseSentryDsn('https://k@sentry.example.com/7')).toMatchObject({ orgId: undefined, projectId: '7' });
  });

  it.each([
    '',
    'not a dsn',
    'https://o1.ingest.sentry.io/2',
    'https://k@o1.ingest.sentry.io/',
    'https://k@o1.ingest.sentry.io/abc',
    'ftp://k@o1.ingest.sentry.io/2',
    'https://k@o1.ingest.sentry.io/2?x=1',
    'https://%zz@o1.ingest.sentry.io/2',
  ])('rejects %j', (value) => expect(parseSentryDsn(value)).toBeNull());

  it('builds the tunnel URL as @sentry/nextjs does', () => {
    expect(tunnelUrlFor('/monitoring', { orgId: '123', projectId: '456', region: 'us' })).toBe('/monitoring?o=123&p=456&r=us');
    expect(tunnelUrlFor('/t', { orgId: '1', projectId: '2', region: undefined })).toBe('/t?o=1&p=2');
  });

  it('never throws, whatever the input', () => {
    fc.assert(fc.property(fc.string(), (value) => void parseSentryDsn(value)));
    fc.assert(fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (value) => void parseSentryDsn(value)));
  });

  it('round-trips: the query built from a DSN parses back to the same target', () => {
    const digits = fc.stringMatching(/^[1-9]\d{0,9}$/);
    fc.assert(
      fc.property(digits, digits, fc.option(fc.stringMatching(/^[a-z]{2}$/), { nil: undefined }), (org, project, region) => {
        const dsn = parseSentryDsn(`https://key@o${org}.ingest.${region ? `${region}.` : ''}sentry.io/${project}`);
        const target = dsn && tunnelTargetOf(dsn);
        expect(target).not.toBeNull();
        if (!target) return;
        const query = parseTunnelQuery(new URL(tunnelUrlFor('/monitoring', target), 'http://x').searchParams);
        expect(query.ok && sameTarget(query.target, target)).toBe(true);
      }),
    );
  });
});

describe('tunnel query', () => {
  const parse = (query: string) => parseTunnelQuery(new URLSearchParams(query));

  it('accepts digits, digits and two lowercase letters', () => {
    expect(parse('o=1&p=2&r=de')).toEqual({ ok: true, target: { orgId: '1', projectId: '2', region: 'de' } });
  });

  it.each(['p=2', 'o=1', 'o=x&p=2', 'o=1&p=2&r=USA', 'o=1&p=2&r=', 'o=1&o=3&p=2', 'o=1%2e&p=2', 'o=1&p=2/../3'])('rejects %s', (query) => {
    expect(parse(query).ok).toBe(false);
  });

  it('never accepts anything but digits for o and p, or two lowercase letters for r', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.option(fc.string(), { nil: undefined }), (o, p, r) => {
        const query = new URLSearchParams({ o, p, ...(r === undefined ? {} : { r }) });
        const result = parseTunnelQuery(query);
        if (!result.ok) return;
        expect(result.target.orgId).toMatch(/^\d+$/);
        expect(result.target.projectId).toMatch(/^\d+$/);
        if (result.target.region !== undefined) expect(result.target.region).toMatch(/^[a-z]{2}$/);
      }),
    );
  });
});
