import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPT_IN_COUNTRIES } from './consent-region';
import { parseShellEnv, shellEnvVariables } from './shell-config.schema';
import { SHELL_STORED_ITEMS } from './shell-stored-items';
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
  privacy: ['page-views-and-named-events'],
  storage: [],
  ...extra,
});
const ALPHA_ID = { name: 'alpha_id', kind: 'cookie', purpose: 'visitor-id', lifetime: { years: 1 } } as const;
const ALPHA = facts('alpha', 'analytics', 'ALPHA_KEY', { storage: [ALPHA_ID] });
const BETA = facts('beta', 'analytics', 'BETA_KEY', {
  problems: (env) => (env['BETA_KEY'] === '13' ? [{ variable: 'BETA_KEY', message: 'must not be 13' }] : []),
});
const GAMMA = facts('gamma', 'heatmap', 'GAMMA_ID');
const fallback = (port: VendorPort) => ({
  id: 'memory',
  label: `In-memory ${port}`,
  purpose: 'analytics' as const,
  privacy: ['nothing-leaves-the-page'] as const,
  storage: [],
});
const DEFAULTS = {
  analytics: fallback('analytics'),
  pixel: fallback('pixel'),
  heatmap: fallback('heatmap'),
  errors: fallback('errors'),
  chat: fallback('chat'),
};
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
        vendors: {
          analytics: [inMemory('analytics')],
          pixel: [inMemory('pixel')],
          heatmap: [inMemory('heatmap')],
          errors: [inMemory('errors')],
          chat: [inMemory('chat')],
        },
        shellStorage: SHELL_STORED_ITEMS,
      },
    });
  });

  it("carries the origins a vendor reaches and the shell's own stored items, so the audit (packages/shellkit-audit) reads them from the page", () => {
    const reaching = facts('reaching', 'analytics', 'REACHING_KEY', { origins: () => ({ connectSrc: ['https://api.reaching.example'] }) });
    const result = parseShellEnv({ REACHING_KEY: '1' }, [reaching], DEFAULTS);
    expect(result.ok && result.config.vendors.analytics[0]?.origins).toEqual({ connectSrc: ['https://api.reaching.example'] });
    expect(result.ok && result.config.shellStorage).toEqual(SHELL_STORED_ITEMS);
  });

  it("a vendor's variable switches it on, with its name, purpose, privacy text, what it stores and the options it makes (the shell's tunnel path included)", () => {
    const result = parse({ ALPHA_KEY: '42', SENTRY_TUNNEL_PATH: '/t' });
    expect(result.ok && result.config.vendors.analytics).toEqual([
      {
        id: 'alpha',
        label: 'ALPHA',
        purpose: 'analytics',
        privacy: ['page-views-and-named-events'],
        storage: [ALPHA_ID],
        options: { key: '42', tunnelPath: '/t' },
      },
    ]);
    expect(result.ok && result.config.vendors.heatmap.map(({ id }) => id)).toEqual(['memory']);
  });

  it('lists every variable the shell and its vendors read', () => {
    expect(shellEnvVariables([ALPHA, GAMMA])).toEqual([
      'VITE_CONSENT_STORE',
      'VITE_CONSENT_MODE',
      'VITE_CONSENT_REVISION',
      'VITE_CONSENT_MAX_AGE_MONTHS',
      'CONSENT_COUNTRY_HEADER',
      'CONSENT_REGION_HEADER',
      'CONSENT_OPT_IN_COUNTRIES',
      'VITE_SHELL_INSPECTOR',
      'SENTRY_TUNNEL_PATH',
      'ALPHA_KEY',
      'GAMMA_ID',
    ]);
  });

  it('any number of vendors per port: each one switched on is listed, in the order the vendors are given, and no default beside them', () => {
    const result = parse({ ALPHA_KEY: '1', BETA_KEY: '2', GAMMA_ID: '3' });
    expect(result.ok && result.config.vendors.analytics.map(({ id }) => id)).toEqual(['alpha', 'beta']);
    expect(result.ok && result.config.vendors.heatmap.map(({ id }) => id)).toEqual(['gamma']);
    expect(result.ok && result.config.vendors.pixel.map(({ id }) => id)).toEqual(['memory']);
  });

  it("carries a vendor's consentCall: 'none' (no consent call of its own), for the inspector to say so", () => {
    const quiet = facts('quiet', 'analytics', 'QUIET_KEY', { consentCall: 'none' });
    const result = parseShellEnv({ QUIET_KEY: '1' }, [quiet], DEFAULTS);
    expect(result.ok && result.config.vendors.analytics[0]).toMatchObject({ id: 'quiet', consentCall: 'none' });
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
    expect(result.ok && result.config.vendors.analytics.map(({ id }) => id)).toEqual(['memory']);
  });

  it('chooses the consent mode by VITE_CONSENT_MODE: notice (SPEC), opt-in or auto', () => {
    expect(parse({ VITE_CONSENT_MODE: 'opt-in' })).toMatchObject({ config: { consentMode: 'opt-in' } });
    const rejected = parse({ VITE_CONSENT_MODE: 'optin' });
    expect(!rejected.ok && rejected.error).toContain('VITE_CONSENT_MODE');
  });

  describe("VITE_CONSENT_MODE=auto: the mode by the visitor's country", () => {
    it('defaults to CF-IPCountry and the EEA, the UK and Switzerland; the parsed config is opt-in until a page is served', () => {
      const result = parse({ VITE_CONSENT_MODE: 'auto' });
      expect(result.ok && result.config.consentMode).toBe('opt-in');
      expect(result.ok && result.config.modeByCountry).toEqual({
        header: 'CF-IPCountry',
        regionHeader: 'cf-region-code',
        optInCountries: DEFAULT_OPT_IN_COUNTRIES,
      });
    });

    it('reads CONSENT_COUNTRY_HEADER and CONSENT_OPT_IN_COUNTRIES (commas, spaces and case forgiven)', () => {
      const result = parse({
        VITE_CONSENT_MODE: 'auto',
        CONSENT_COUNTRY_HEADER: 'CloudFront-Viewer-Country',
        CONSENT_OPT_IN_COUNTRIES: ' de, fr ,GB,, ',
      });
      expect(result.ok && result.config.modeByCountry).toEqual({
        header: 'CloudFront-Viewer-Country',
        regionHeader: 'CloudFront-Viewer-Country-Region',
        optInCountries: ['DE', 'FR', 'GB'],
      });
      expect(parse({ VITE_CONSENT_MODE: 'auto', CONSENT_COUNTRY_HEADER: 'X-Vercel-IP-Country' })).toMatchObject({
        config: {
          modeByCountry: {
            header: 'X-Vercel-IP-Country',
            regionHeader: 'X-Vercel-IP-Country-Region',
            optInCountries: DEFAULT_OPT_IN_COUNTRIES,
          },
        },
      });
    });

    it("pairs the region header with the country header's CDN, or reads CONSENT_REGION_HEADER; a CDN not known here has none", () => {
      expect(parse({ VITE_CONSENT_MODE: 'auto', CONSENT_COUNTRY_HEADER: 'X-Geo-Country' })).toMatchObject({
        config: { modeByCountry: { header: 'X-Geo-Country' } },
      });
      const own = parse({ VITE_CONSENT_MODE: 'auto', CONSENT_COUNTRY_HEADER: 'X-Geo-Country', CONSENT_REGION_HEADER: 'X-Geo-Region' });
      expect(own.ok && own.config.modeByCountry?.regionHeader).toBe('X-Geo-Region');
      const none = parse({ VITE_CONSENT_MODE: 'auto', CONSENT_COUNTRY_HEADER: 'X-Geo-Country' });
      expect(none.ok && none.config.modeByCountry).not.toHaveProperty('regionHeader');
    });

    it.each(['cf region code', 'Region:', 'x'.repeat(65)])('rejects the region header name %j, naming CONSENT_REGION_HEADER', (header) => {
      const result = parse({ VITE_CONSENT_MODE: 'auto', CONSENT_REGION_HEADER: header });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error).toContain('CONSENT_REGION_HEADER');
      expect(!result.ok && result.error).toContain('must be an HTTP header name');
    });

    it('refuses CONSENT_REGION_HEADER outside auto mode, naming it', () => {
      const result = parse({ VITE_CONSENT_MODE: 'notice', CONSENT_REGION_HEADER: 'cf-region-code' });
      expect(!result.ok && result.error).toContain('CONSENT_REGION_HEADER');
      expect(!result.ok && result.error).toContain('is read only when VITE_CONSENT_MODE=auto');
    });

    it('treats empty values as unset: the defaults', () => {
      const result = parse({
        VITE_CONSENT_MODE: 'auto',
        CONSENT_COUNTRY_HEADER: '',
        CONSENT_REGION_HEADER: '',
        CONSENT_OPT_IN_COUNTRIES: '',
      });
      expect(result.ok && result.config.modeByCountry).toEqual({
        header: 'CF-IPCountry',
        regionHeader: 'cf-region-code',
        optInCountries: DEFAULT_OPT_IN_COUNTRIES,
      });
    });

    it.each(['CF IPCountry', 'X-Country:', 'CF_IPCountry', 'x'.repeat(65)])(
      'rejects the header name %j, naming CONSENT_COUNTRY_HEADER',
      (header) => {
        const result = parse({ VITE_CONSENT_MODE: 'auto', CONSENT_COUNTRY_HEADER: header });
        expect(!result.ok && result.error).toContain(
          `CONSENT_COUNTRY_HEADER: must be an HTTP header name of 1 to 64 letters, digits or "-", such as CF-IPCountry (got ${JSON.stringify(header)})`,
        );
      },
    );

    it.each([
      ['DE,XX', 'XX is not a country code'],
      ['DE;FR', 'DE;FR is not a country code'],
      ['Germany', 'GERMANY is not a country code'],
      ['DE,ZZ,EU', 'ZZ, EU are not country codes'],
      ['UK,DE', 'UK is not a country code (UK is GB in ISO 3166-1)'],
      ['EL', 'EL is GR in ISO 3166-1'],
      [',', 'must list at least one ISO 3166-1 alpha-2 country code'],
    ])('rejects CONSENT_OPT_IN_COUNTRIES=%s, naming the variable and the bad codes', (countries, message) => {
      const result = parse({ VITE_CONSENT_MODE: 'auto', CONSENT_OPT_IN_COUNTRIES: countries });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error).toContain('CONSENT_OPT_IN_COUNTRIES: ');
      expect(result.error).toContain(message);
      expect(result.error).toContain(`(got ${JSON.stringify(countries)})`);
    });

    it.each(['notice', 'opt-in', ''])(
      "in %j mode, setting auto's variables is an error naming them (a rule that would not be applied)",
      (mode) => {
        const result = parse({ VITE_CONSENT_MODE: mode, CONSENT_COUNTRY_HEADER: 'CF-IPCountry', CONSENT_OPT_IN_COUNTRIES: 'DE' });
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.error).toContain(`CONSENT_COUNTRY_HEADER: is read only when VITE_CONSENT_MODE=auto (it is ${mode || 'notice'})`);
        expect(result.error).toContain('CONSENT_OPT_IN_COUNTRIES: is read only when VITE_CONSENT_MODE=auto');
        // Left empty, as .env.example has them, they are unset.
        expect(parse({ VITE_CONSENT_MODE: mode, CONSENT_COUNTRY_HEADER: '', CONSENT_OPT_IN_COUNTRIES: '' }).ok).toBe(true);
      },
    );

    it('notice and opt-in carry no rule', () => {
      for (const env of [{}, { VITE_CONSENT_MODE: 'notice' }, { VITE_CONSENT_MODE: 'opt-in' }]) {
        const result = parse(env);
        expect(result.ok && result.config).not.toHaveProperty('modeByCountry');
      }
    });
  });

  describe('the consent policy: VITE_CONSENT_REVISION and VITE_CONSENT_MAX_AGE_MONTHS', () => {
    it('defaults to revision "1" and 12 months', () => {
      expect(parse({ VITE_CONSENT_REVISION: '', VITE_CONSENT_MAX_AGE_MONTHS: '' })).toMatchObject({
        config: { consentPolicy: { revision: '1', maxAgeMonths: 12 } },
      });
    });

    it.each(['2', '2026-11', 'v1.2_beta', 'x'.repeat(40)])('takes the revision %j', (revision) => {
      expect(parse({ VITE_CONSENT_REVISION: revision })).toMatchObject({ config: { consentPolicy: { revision } } });
    });

    it.each(['two words', 'v1/2', '"1"', 'x'.repeat(41), 'é'])('rejects the revision %j, naming VITE_CONSENT_REVISION', (revision) => {
      const result = parse({ VITE_CONSENT_REVISION: revision });
      expect(!result.ok && result.error).toContain(`VITE_CONSENT_REVISION: must be a policy version of 1 to 40 letters`);
      expect(!result.ok && result.error).toContain(`(got ${JSON.stringify(revision)})`);
    });

    it.each([
      ['1', 1],
      ['6', 6],
      ['24', 24],
    ])('takes a maximum age of %s months', (months, expected) => {
      expect(parse({ VITE_CONSENT_MAX_AGE_MONTHS: months })).toMatchObject({ config: { consentPolicy: { maxAgeMonths: expected } } });
    });

    it.each([
      ['0', 'must be a whole number of months from 1 to 24'],
      ['25', 'must be a whole number of months from 1 to 24: consent older than two years'],
      ['1.5', 'must be a whole number of months'],
      ['twelve', 'must be a whole number of months'],
      ['-3', 'must be a whole number of months from 1 to 24'],
    ])('rejects a maximum age of %j, naming VITE_CONSENT_MAX_AGE_MONTHS', (months, message) => {
      const result = parse({ VITE_CONSENT_MAX_AGE_MONTHS: months });
      expect(!result.ok && result.error).toContain(`VITE_CONSENT_MAX_AGE_MONTHS: ${message}`);
      expect(!result.ok && result.error).toContain(`(got ${JSON.stringify(months)})`);
    });
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
