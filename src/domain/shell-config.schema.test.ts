import { describe, expect, it } from 'vitest';
import { parseServerEnv } from './server-config.schema';
import { parseShellEnv } from './shell-config.schema';

describe('shell config from the environment', () => {
  it('uses the embedded defaults when nothing is set: localStorage consent, memory for the rest', () => {
    expect(parseShellEnv({})).toEqual({
      ok: true,
      config: {
        consent: { adapter: 'local-storage' },
        consentMode: 'notice',
        analytics: { adapter: 'memory' },
        pixel: { adapter: 'memory' },
        heatmap: { adapter: 'memory' },
        errors: { adapter: 'memory' },
        inspector: true,
        monitoring: { tunnelPath: '/monitoring' },
      },
    });
  });

  it('reads SENTRY_TUNNEL_PATH, the same variable the server reads', () => {
    const result = parseShellEnv({ SENTRY_TUNNEL_PATH: '/t/errors' });
    expect(result.ok && result.config.monitoring).toEqual({ tunnelPath: '/t/errors' });
    for (const bad of ['monitoring', '/', '/a/', '/a?b', 'https://x/y', '/a b']) {
      const rejected = parseShellEnv({ SENTRY_TUNNEL_PATH: bad });
      expect(rejected.ok).toBe(false);
      if (!rejected.ok) expect(rejected.error).toContain('SENTRY_TUNNEL_PATH');
    }
  });

  it('treats an empty value as unset', () => {
    const result = parseShellEnv({ VITE_CONSENT_STORE: '' });
    expect(result.ok && result.config.consent).toEqual({ adapter: 'local-storage' });
  });

  it('chooses the consent mode by VITE_CONSENT_MODE: notice (SPEC) or opt-in', () => {
    expect(parseShellEnv({ VITE_CONSENT_MODE: 'opt-in' }).ok && parseShellEnv({ VITE_CONSENT_MODE: 'opt-in' })).toMatchObject({ config: { consentMode: 'opt-in' } });
    const rejected = parseShellEnv({ VITE_CONSENT_MODE: 'optin' });
    expect(!rejected.ok && rejected.error).toContain('VITE_CONSENT_MODE');
  });

  it('turns the shell inspector off with VITE_SHELL_INSPECTOR=off', () => {
    const result = parseShellEnv({ VITE_SHELL_INSPECTOR: 'off' });
    expect(result.ok && result.config.inspector).toBe(false);
    const rejected = parseShellEnv({ VITE_SHELL_INSPECTOR: 'no' });
    expect(!rejected.ok && rejected.error).toContain('VITE_SHELL_INSPECTOR');
  });

  it('chooses the consent adapter by VITE_CONSENT_STORE', () => {
    const result = parseShellEnv({ VITE_CONSENT_STORE: 'memory' });
    expect(result.ok && result.config.consent).toEqual({ adapter: 'memory' });
  });

  it('fails naming the variable and the value it got', () => {
    const result = parseShellEnv({ VITE_CONSENT_STORE: 'cookies' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toContain('VITE_CONSENT_STORE');
    expect(result.error).toContain('"cookies"');
    expect(result.error).toMatch(/local-storage/);
  });
});

describe('vendor adapters chosen by config alone', () => {
  const parse = (env: Record<string, string>) => {
    const result = parseShellEnv(env);
    if (!result.ok) throw new Error(result.error);
    return result.config;
  };
  const errorOf = (env: Record<string, string>) => {
    const result = parseShellEnv(env);
    if (result.ok) throw new Error('expected a config error');
    return result.error;
  };

  it('VITE_SEGMENT_WRITE_KEY selects Segment, with the optional first-party proxy hosts', () => {
    expect(parse({ VITE_SEGMENT_WRITE_KEY: 'wk_12345678' }).analytics).toEqual({
      adapter: 'segment',
      writeKey: 'wk_12345678',
      cdnUrl: undefined,
      apiHost: undefined,
    });
    expect(
      parse({ VITE_SEGMENT_WRITE_KEY: 'wk_12345678', VITE_SEGMENT_CDN_URL: 'https://cdn.example.com/seg/', VITE_SEGMENT_API_HOST: 'api.example.com/v1' })
        .analytics,
    ).toEqual({ adapter: 'segment', writeKey: 'wk_12345678', cdnUrl: 'https://cdn.example.com/seg', apiHost: 'api.example.com/v1' });
  });

  it('VITE_META_PIXEL_ID selects the Meta pixel and loads it; VITE_PIXEL_SINK=meta-pixel forwards to a pixel the page has', () => {
    expect(parse({ VITE_META_PIXEL_ID: '1234567890' }).pixel).toEqual({ adapter: 'meta-pixel', pixelId: '1234567890' });
    expect(parse({ VITE_PIXEL_SINK: 'meta-pixel' }).pixel).toEqual({ adapter: 'meta-pixel', pixelId: undefined });
  });

  it('swaps the heatmap between Hotjar and Clarity', () => {
    expect(parse({ VITE_HOTJAR_SITE_ID: '3456789' }).heatmap).toEqual({ adapter: 'hotjar', siteId: '3456789' });
    expect(parse({ VITE_CLARITY_PROJECT_ID: 'abc123xyz' }).heatmap).toEqual({ adapter: 'clarity', projectId: 'abc123xyz' });
  });

  it('VITE_SENTRY_DSN selects Sentry, production by default, tunnelled through the configured path with o, p and r', () => {
    expect(parse({ VITE_SENTRY_DSN: 'https://key@o123.ingest.us.sentry.io/456' }).errors).toEqual({
      adapter: 'sentry',
      dsn: 'https://key@o123.ingest.us.sentry.io/456',
      environment: 'production',
      tunnel: '/monitoring?o=123&p=456&r=us',
    });
    expect(
      parse({ VITE_SENTRY_DSN: 'https://key@o7.ingest.sentry.io/8', VITE_SENTRY_ENVIRONMENT: 'staging', SENTRY_TUNNEL_PATH: '/t' }).errors,
    ).toEqual({ adapter: 'sentry', dsn: 'https://key@o7.ingest.sentry.io/8', environment: 'staging', tunnel: '/t?o=7&p=8' });
  });

  it('VITE_POSTHOG_KEY selects PostHog, on its US cloud unless VITE_POSTHOG_HOST names another host', () => {
    expect(parse({ VITE_POSTHOG_KEY: 'phc_e2eKey12345' }).analytics).toEqual({
      adapter: 'posthog',
      apiKey: 'phc_e2eKey12345',
      apiHost: 'https://us.i.posthog.com',
    });
    expect(parse({ VITE_POSTHOG_KEY: 'phc_e2eKey12345', VITE_POSTHOG_HOST: 'https://shell.example.com/ingest/' }).analytics).toEqual({
      adapter: 'posthog',
      apiKey: 'phc_e2eKey12345',
      apiHost: 'https://shell.example.com/ingest',
    });
  });

  it('fails naming both analytics variables when Segment and PostHog are both set', () => {
    const error = errorOf({ VITE_SEGMENT_WRITE_KEY: 'wk_12345678', VITE_POSTHOG_KEY: 'phc_e2eKey12345' });
    expect(error).toContain('VITE_SEGMENT_WRITE_KEY');
    expect(error).toContain('VITE_POSTHOG_KEY');
    expect(error).toMatch(/one analytics service/);
  });

  it('fails naming both heatmap variables when both are set', () => {
    const error = errorOf({ VITE_HOTJAR_SITE_ID: '1', VITE_CLARITY_PROJECT_ID: 'abcd' });
    expect(error).toContain('VITE_HOTJAR_SITE_ID');
    expect(error).toContain('VITE_CLARITY_PROJECT_ID');
  });

  it.each([
    ['VITE_SEGMENT_WRITE_KEY', { VITE_SEGMENT_WRITE_KEY: 'has spaces in it' }],
    ['VITE_SEGMENT_CDN_URL', { VITE_SEGMENT_WRITE_KEY: 'wk_12345678', VITE_SEGMENT_CDN_URL: 'ftp://cdn.example.com' }],
    ['VITE_SEGMENT_API_HOST', { VITE_SEGMENT_WRITE_KEY: 'wk_12345678', VITE_SEGMENT_API_HOST: 'https://api.example.com' }],
    ['VITE_SEGMENT_CDN_URL', { VITE_SEGMENT_CDN_URL: 'https://cdn.example.com' }],
    ['VITE_POSTHOG_KEY', { VITE_POSTHOG_KEY: 'e2eKey12345' }],
    ['VITE_POSTHOG_KEY', { VITE_POSTHOG_KEY: 'phx_personalSecretKey123' }],
    ['VITE_POSTHOG_HOST', { VITE_POSTHOG_KEY: 'phc_e2eKey12345', VITE_POSTHOG_HOST: 'http://eu.i.posthog.com' }],
    ['VITE_POSTHOG_HOST', { VITE_POSTHOG_KEY: 'phc_e2eKey12345', VITE_POSTHOG_HOST: 'eu.i.posthog.com' }],
    ['VITE_POSTHOG_HOST', { VITE_POSTHOG_KEY: 'phc_e2eKey12345', VITE_POSTHOG_HOST: 'https://eu.i.posthog.com/?x=1' }],
    ['VITE_POSTHOG_HOST', { VITE_POSTHOG_HOST: 'https://eu.i.posthog.com' }],
    ['VITE_META_PIXEL_ID', { VITE_META_PIXEL_ID: 'pixel-1' }],
    ['VITE_PIXEL_SINK', { VITE_PIXEL_SINK: 'memory', VITE_META_PIXEL_ID: '1234567890' }],
    ['VITE_HOTJAR_SITE_ID', { VITE_HOTJAR_SITE_ID: '12a' }],
    ['VITE_CLARITY_PROJECT_ID', { VITE_CLARITY_PROJECT_ID: 'ABC DEF' }],
    ['VITE_SENTRY_DSN', { VITE_SENTRY_DSN: 'not a dsn' }],
    ['VITE_SENTRY_DSN', { VITE_SENTRY_DSN: 'https://key@sentry.example.com/1' }],
    ['VITE_SENTRY_ENVIRONMENT', { VITE_SENTRY_ENVIRONMENT: 'staging' }],
  ])('a bad %s fails naming it', (variable, env) => {
    expect(errorOf(env)).toContain(variable);
  });
});

describe('server config from the environment', () => {
  it('defaults to port 3000 on every interface, with a tunnel that allows nothing', () => {
    expect(parseServerEnv({})).toEqual({
      ok: true,
      config: {
        port: 3000,
        host: '0.0.0.0',
        trustProxy: false,
        shutdownTimeoutMs: 10_000,
        maxConnections: 4096,
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
      },
    });
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
  ])('rejects %s=%s, naming it', (variable, value) => {
    const result = parseServerEnv({ [variable]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(`${variable}`);
  });

  it.each(['abc', '0', '70000', '3.5'])('rejects PORT=%s, naming PORT', (port) => {
    const result = parseServerEnv({ PORT: port });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(new RegExp(`PORT: .*\\(got "${port.replace('.', '\\.')}"\\)`));
  });
});
