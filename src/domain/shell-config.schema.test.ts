import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseServerEnv } from './server-config.schema';
import { parseShellEnv, shellEnvVariables } from './shell-config.schema';
import type { VendorFacts, VendorPort } from './vendor-facts';

// Two toy vendors for one port and one for another: the builder must know nothing of real vendors.
const facts = (id: string, port: VendorPort, variable: string, extra: Partial<VendorFacts> = {}): VendorFacts => ({
  id,
  label: id.toUpperCase(),
  port,
  purpose: 'analytics',
  variables: () => ({ [variable]: z.string().regex(/^\d+$/, 'must be digits') }),
  switchedOnBy: variable,
  options: (env, shell) => (env[variable] ? { key: env[variable], tunnelPath: shell.tunnelPath } : undefined),
  origins: () => ({}),
  loading: { kind: 'nothing' },
  starts: 'at-once',
  privacy: `what ${id} receives`,
  ...extra,
});
const ALPHA = facts('alpha', 'analytics', 'ALPHA_KEY');
const BETA = facts('beta', 'analytics', 'BETA_KEY', {
  problems: (env) => (env['BETA_KEY'] === '13' ? [{ variable: 'BETA_KEY', message: 'must not be 13' }] : []),
});
const GAMMA = facts('gamma', 'heatmap', 'GAMMA_ID');
const fallback = (port: VendorPort) => ({ id: 'memory', label: `In-memory ${port}`, purpose: 'analytics' as const, privacy: 'nothing' });
const DEFAULTS = { analytics: fallback('analytics'), pixel: fallback('pixel'), heatmap: fallback('heatmap'), errors: fallback('errors') };
const parse = (env: Record<string, string>) => parseShellEnv(env, [ALPHA, BETA, GAMMA], DEFAULTS);
const inMemory = (port: VendorPort) => ({ ...fallback(port), options: {} });

describe('shell config from the environment, built from vendor descriptors', () => {
  it('uses the embedded defaults when nothing is set: localStorage consent, notice mode, each port on its default', () => {
    expect(parse({})).toEqual({
      ok: true,
      config: {
        consentStore: 'local-storage',
        consentMode: 'notice',
        consentPolicy: { revision: '1', maxAgeMonths: 12 },
        inspector: true,
        monitoring: { tunnelPath: '/monitoring' },
        vendors: { analytics: inMemory('analytics'), pixel: inMemory('pixel'), heatmap: inMemory('heatmap'), errors: inMemory('errors') },
      },
    });
  });

  it("a vendor's variable switches it on, with its name, purpose, privacy text and the options it makes (the shell's tunnel path included)", () => {
    const result = parse({ ALPHA_KEY: '42', SENTRY_TUNNEL_PATH: '/t' });
    expect(result.ok && result.config.vendors.analytics).toEqual({
      id: 'alpha',
      label: 'ALPHA',
      purpose: 'analytics',
      privacy: 'what alpha receives',
      options: { key: '42', tunnelPath: '/t' },
    });
    expect(result.ok && result.config.vendors.heatmap.id).toBe('memory');
  });

  it('lists every variable the shell and its vendors read', () => {
    expect(shellEnvVariables([ALPHA, GAMMA])).toEqual([
      'VITE_CONSENT_STORE',
      'VITE_CONSENT_MODE',
      'VITE_CONSENT_REVISION',
      'VITE_CONSENT_MAX_AGE_MONTHS',
      'CONSENT_COUNTRY_HEADER',
      'CONSENT_OPT_IN_COUNTRIES',
      'VITE_SHELL_INSPECTOR',
      'SENTRY_TUNNEL_PATH',
      'ALPHA_KEY',
      'GAMMA_ID',
    ]);
  });

  it('one vendor per port: two switched on for one port fail naming both variables; another port is no conflict', () => {
    const result = parse({ ALPHA_KEY: '1', BETA_KEY: '2', GAMMA_ID: '3' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toContain('ALPHA_KEY: ALPHA_KEY and BETA_KEY are both set, but one analytics service runs at a time');
    expect(result.error).toContain('BETA_KEY: ALPHA_KEY and BETA_KEY are both set');
    expect(result.error).not.toContain('GAMMA_ID');
  });

  it("a vendor's own rule fails naming its variable and the value it got", () => {
    const result = parse({ BETA_KEY: '13' });
    expect(!result.ok && result.error).toContain('BETA_KEY: must not be 13 (got "13")');
  });

  it("a bad vendor variable fails naming it with the vendor's message", () => {
    const result = parse({ GAMMA_ID: 'x1' });
    expect(!result.ok && result.error).toContain('GAMMA_ID: must be digits (got "x1")');
  });

  it('reads SENTRY_TUNNEL_PATH, the same variable the server reads', () => {
    const result = parse({ SENTRY_TUNNEL_PATH: '/t/errors' });
    expect(result.ok && result.config.monitoring).toEqual({ tunnelPath: '/t/errors' });
    for (const bad of ['monitoring', '/', '/a/', '/a?b', 'https://x/y', '/a b']) {
      const rejected = parse({ SENTRY_TUNNEL_PATH: bad });
      expect(rejected.ok).toBe(false);
      if (!rejected.ok) expect(rejected.error).toContain('SENTRY_TUNNEL_PATH');
    }
  });

  it('treats an empty value as unset, for the shell and for vendors', () => {
    const result = parse({ VITE_CONSENT_STORE: '', ALPHA_KEY: '' });
    expect(result.ok && result.config.consentStore).toBe('local-storage');
    expect(result.ok && result.config.vendors.analytics.id).toBe('memory');
  });

  it('chooses the consent mode by VITE_CONSENT_MODE: notice (SPEC) or opt-in', () => {
    expect(parse({ VITE_CONSENT_MODE: 'opt-in' })).toMatchObject({ config: { consentMode: 'opt-in' } });
    const rejected = parse({ VITE_CONSENT_MODE: 'optin' });
    expect(!rejected.ok && rejected.error).toContain('VITE_CONSENT_MODE');
  });

  it('turns the shell inspector off with VITE_SHELL_INSPECTOR=off', () => {
    const result = parse({ VITE_SHELL_INSPECTOR: 'off' });
    expect(result.ok && result.config.inspector).toBe(false);
    const rejected = parse({ VITE_SHELL_INSPECTOR: 'no' });
    expect(!rejected.ok && rejected.error).toContain('VITE_SHELL_INSPECTOR');
  });

  it('chooses the consent store by VITE_CONSENT_STORE', () => {
    const result = parse({ VITE_CONSENT_STORE: 'memory' });
    expect(result.ok && result.config.consentStore).toBe('memory');
  });

  it('fails naming the variable and the value it got', () => {
    const result = parse({ VITE_CONSENT_STORE: 'cookies' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toContain('VITE_CONSENT_STORE');
    expect(result.error).toContain('"cookies"');
    expect(result.error).toMatch(/local-storage/);
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
