import { describe, expect, it } from 'vitest';
import { parseServerEnv } from './server-config.schema';

describe('server config from the environment', () => {
  it('defaults to port 3000 on every interface, with a tunnel that allows nothing', () => {
    expect(parseServerEnv({})).toEqual({
      ok: true,
      config: {
        port: 3000,
        host: '0.0.0.0',
        trustedProxies: 0,
        shutdownTimeoutMs: 10_000,
        maxConnections: 4096,
        logLevel: 'info',
        rateLimitIpv6Prefix: 64,
        tunnel: {
          path: '/monitoring',
          allowedDsns: [],
          ingestOrigin: undefined,
          timeoutMs: 10_000,
          maxBodyBytes: 20 * 1024 * 1024,
          bodyTimeoutMs: 10_000,
          rateLimitPerMinute: 120,
          maxConcurrent: 256,
          allowedOrigins: [],
        },
        consentLedger: {
          store: { kind: 'embedded', dir: '.data/consent-ledger' },
          retentionDays: 1825,
          exportToken: undefined,
          storeClientDetails: false,
          rateLimitPerMinute: 60,
        },
      },
    });
  });

  it('keeps the consent ledger in PostgreSQL when DATABASE_URL is set', () => {
    expect(
      parseServerEnv({ DATABASE_URL: 'postgresql://shellkit:pw@db:5432/shellkit', CONSENT_LEDGER_DIR: '/var/lib/ledger' }),
    ).toMatchObject({
      ok: true,
      config: { consentLedger: { store: { kind: 'postgres', url: 'postgresql://shellkit:pw@db:5432/shellkit' } } },
    });
  });

  it.each([
    ['DATABASE_URL', 'mysql://user:hunter2@db/shellkit'],
    ['CONSENT_EXPORT_TOKEN', 'hunter2'],
    ['CONSENT_EXPORT_TOKEN', 'hunter2 with a space and long enough to pass'],
    ['REDIS_URL', 'http://:hunter2@cache:6379'],
    ['REDIS_URL', 'redis//:hunter2@cache'],
  ])('rejects %s without echoing the secret', (variable, value) => {
    const result = parseServerEnv({ [variable]: value });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toContain(`${variable}: `);
    expect(result.error).not.toContain('hunter2');
  });

  it('counts the rate limits in Redis when REDIS_URL is set, in the process otherwise', () => {
    expect(parseServerEnv({ REDIS_URL: 'rediss://:pw@cache.internal:6380/0' })).toMatchObject({
      ok: true,
      config: { redisUrl: 'rediss://:pw@cache.internal:6380/0' },
    });
    expect(parseServerEnv({ REDIS_URL: '' })).toMatchObject({ ok: true, config: { redisUrl: undefined } });
  });

  it('reads LOG_LEVEL, and refuses a level pino does not have, naming the variable and the levels', () => {
    expect(parseServerEnv({ LOG_LEVEL: 'warn' })).toMatchObject({ ok: true, config: { logLevel: 'warn' } });
    const result = parseServerEnv({ LOG_LEVEL: 'verbose' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(/LOG_LEVEL: must be one of trace, debug, info, warn, error, fatal, silent \(got "verbose"\)/);
  });

  it('reads RATE_LIMIT_IPV6_PREFIX, and refuses a length outside 32 to 128, naming the variable and its rule', () => {
    expect(parseServerEnv({ RATE_LIMIT_IPV6_PREFIX: '56' })).toMatchObject({ ok: true, config: { rateLimitIpv6Prefix: 56 } });
    for (const value of ['16', '129', '64.5', 'slash-64']) {
      const result = parseServerEnv({ RATE_LIMIT_IPV6_PREFIX: value });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error).toContain(`RATE_LIMIT_IPV6_PREFIX: must be a whole number from 32 to 128 (got "${value}")`);
    }
  });

  it('reads PORT and HOST', () => {
    expect(parseServerEnv({ PORT: '8080', HOST: '127.0.0.1' })).toMatchObject({ ok: true, config: { port: 8080, host: '127.0.0.1' } });
  });

  it('allows the configured DSN plus SENTRY_TUNNEL_ALLOWED_DSNS', () => {
    const result = parseServerEnv({
      VITE_SENTRY_DSN: 'https://a@o1.ingest.us.sentry.io/2',
      SENTRY_TUNNEL_ALLOWED_DSNS: 'https://b@o3.ingest.sentry.io/4, https://c@o5.ingest.de.sentry.io/6',
      SENTRY_INGEST_URL: 'http://127.0.0.1:9000/',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.tunnel.allowedDsns.map((dsn) => [dsn.orgId, dsn.projectId, dsn.region])).toEqual([
      ['1', '2', 'us'],
      ['3', '4', undefined],
      ['5', '6', 'de'],
    ]);
    expect(result.config.tunnel.ingestOrigin).toBe('http://127.0.0.1:9000');
  });

  it.each([
    ['VITE_SENTRY_DSN', 'not-a-dsn'],
    ['VITE_SENTRY_DSN', 'https://k@sentry.example.com/1'],
    ['SENTRY_TUNNEL_ALLOWED_DSNS', 'https://a@o1.ingest.sentry.io/2,oops'],
    ['SENTRY_INGEST_URL', 'ftp://relay'],
    ['SENTRY_INGEST_URL', 'https://relay.example.com/api'],
    ['SENTRY_TUNNEL_TIMEOUT_MS', '5'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '0'],
    ['TRUST_PROXY', '10'],
    ['CONSENT_RETENTION_DAYS', '7'],
    ['CONSENT_STORE_CLIENT_DETAILS', 'yes'],
    ['CONSENT_RECORDS_RATE_LIMIT', '0'],
  ])('rejects %s=%s, naming it', (variable, value) => {
    const result = parseServerEnv({ [variable]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(`${variable}`);
  });

  it.each([
    ['false', 0],
    ['true', 1],
    ['2', 2],
  ])('TRUST_PROXY=%s trusts %i proxies in front of the server', (value, proxies) => {
    expect(parseServerEnv({ TRUST_PROXY: value })).toMatchObject({ ok: true, config: { trustedProxies: proxies } });
  });

  it.each(['abc', '0', '70000', '3.5'])('rejects PORT=%s, naming PORT', (port) => {
    const result = parseServerEnv({ PORT: port });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(new RegExp(`PORT: .*\\(got "${port.replace('.', '\\.')}"\\)`));
  });

  it('serves no metrics unless METRICS_PORT is set, and reads it when it is', () => {
    expect(parseServerEnv({})).toMatchObject({ ok: true, config: { metricsPort: undefined } });
    expect(parseServerEnv({ METRICS_PORT: '' })).toMatchObject({ ok: true, config: { metricsPort: undefined } });
    expect(parseServerEnv({ METRICS_PORT: '9464' })).toMatchObject({ ok: true, config: { metricsPort: 9464 } });
  });

  it.each([
    [{ METRICS_PORT: 'abc' }, 'abc'],
    [{ METRICS_PORT: '0' }, '0'],
    [{ METRICS_PORT: '70000' }, '70000'],
    [{ METRICS_PORT: '3000' }, '3000'],
    [{ PORT: '8080', METRICS_PORT: '8080' }, '8080'],
  ])('rejects %o, naming METRICS_PORT', (env, value) => {
    const result = parseServerEnv(env);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(new RegExp(`METRICS_PORT: .*\\(got "${value}"\\)`));
  });
});
