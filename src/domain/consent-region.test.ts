import { describe, expect, it } from 'vitest';
import {
  configForVisitor,
  countryFromHeader,
  DEFAULT_OPT_IN_COUNTRIES,
  isCountryCode,
  modeForCountry,
  modeForVisitor,
  pageVariantKey,
  visitorPlace,
  type ModeByCountry,
} from './consent-region';
import { US_STATE_CODES, US_STATE_PRIVACY_LAWS, usStateFromHeader, usStateLawInForce } from './us-state-privacy-laws';
import type { ShellConfig } from './shell-config';

const DEFAULT_RULE: ModeByCountry = { header: 'CF-IPCountry', optInCountries: DEFAULT_OPT_IN_COUNTRIES };
const EU_27 = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

const config = (extra: Partial<ShellConfig> = {}): ShellConfig => ({
  consentStore: 'local-storage',
  consentMode: 'opt-in',
  consentPolicy: { revision: '1', maxAgeMonths: 12 },
  inspector: true,
  monitoring: { tunnelPath: '/monitoring' },
  vendors: {} as ShellConfig['vendors'],
  ...extra,
});

describe('the default opt-in countries', () => {
  it('are the EEA (the EU 27, Iceland, Liechtenstein, Norway), the UK and Switzerland, each once', () => {
    expect(DEFAULT_OPT_IN_COUNTRIES).toEqual(expect.arrayContaining([...EU_27, 'IS', 'LI', 'NO', 'GB', 'CH']));
    expect(new Set(DEFAULT_OPT_IN_COUNTRIES).size).toBe(DEFAULT_OPT_IN_COUNTRIES.length);
    expect(DEFAULT_OPT_IN_COUNTRIES.every(isCountryCode)).toBe(true);
  });

  it('include the parts of the EU that geolocation names on their own (Åland, the French outermost regions)', () => {
    expect(DEFAULT_OPT_IN_COUNTRIES).toEqual(expect.arrayContaining(['AX', 'GF', 'GP', 'MQ', 'RE', 'YT', 'MF']));
    expect(DEFAULT_OPT_IN_COUNTRIES).toHaveLength(27 + 7 + 3 + 2);
  });

  it.each([...DEFAULT_OPT_IN_COUNTRIES])('%s: opt-in', (country) => {
    expect(modeForCountry(DEFAULT_RULE, countryFromHeader(country))).toBe('opt-in');
  });

  it.each(['JP', 'BR', 'IN', 'CA', 'AU', 'TR', 'RS', 'UA', 'PR'])('%s: notice', (country) => {
    expect(modeForCountry(DEFAULT_RULE, countryFromHeader(country))).toBe('notice');
  });
});

describe('the visitor country from the trusted header', () => {
  it('takes an ISO 3166-1 alpha-2 code, forgiving case and spaces', () => {
    expect(countryFromHeader('DE')).toBe('DE');
    expect(countryFromHeader('de')).toBe('DE');
    expect(countryFromHeader(' us ')).toBe('US');
    expect(countryFromHeader('XK')).toBe('XK'); // Kosovo: user-assigned, but what CDNs send
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ["Cloudflare's and CloudFront's no-country XX", 'XX'],
    ["Cloudflare's Tor T1", 'T1'],
    ['a code assigned to no country (ZZ)', 'ZZ'],
    ['a region, not a country (EU)', 'EU'],
    ['the EU abbreviation UK (ISO: GB)', 'UK'],
    ['three letters', 'DEU'],
    ['a country name', 'Germany'],
    ['a list', 'DE,US'],
    ['digits', '49'],
    ['markup', '<s>'],
  ])('%s is unknown, and unknown is opt-in', (_what, value) => {
    expect(countryFromHeader(value)).toBeUndefined();
    expect(modeForCountry(DEFAULT_RULE, countryFromHeader(value))).toBe('opt-in');
  });

  it('knows a country code from any other pair of letters, 250 codes in all (a memo per country stays small)', () => {
    const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    const codes = letters.flatMap((a) => letters.map((b) => a + b)).filter(isCountryCode);
    expect(codes).toHaveLength(250);
    expect(isCountryCode('de')).toBe(false); // upper case only: countryFromHeader normalises first
  });
});

describe('a custom list', () => {
  const rule: ModeByCountry = { header: 'X-Vercel-IP-Country', optInCountries: ['US', 'BR'] };

  it('asks first only there, and where the country is unknown', () => {
    expect(modeForCountry(rule, 'US')).toBe('opt-in');
    expect(modeForCountry(rule, 'BR')).toBe('opt-in');
    expect(modeForCountry(rule, 'DE')).toBe('notice');
    expect(modeForCountry(rule, 'GB')).toBe('notice');
    expect(modeForCountry(rule, undefined)).toBe('opt-in');
  });
});

describe('the config a page is served with', () => {
  it('in auto mode, the resolved mode and the country, never the rule', () => {
    const auto = config({ modeByCountry: DEFAULT_RULE });
    const german = configForVisitor(auto, { country: 'DE' });
    expect(german).toEqual({ ...config(), consentMode: 'opt-in', visitorCountry: 'DE' });
    expect(configForVisitor(auto, { country: 'JP' })).toEqual({ ...config(), consentMode: 'notice', visitorCountry: 'JP' });
    expect(configForVisitor(auto, { country: 'US' })).toEqual({ ...config(), consentMode: 'opt-out', visitorCountry: 'US' });
    expect(configForVisitor(auto, { country: 'US', region: 'CA' }, new Date('2026-11-28T12:00:00Z'))).toEqual({
      ...config(),
      consentMode: 'opt-out',
      visitorCountry: 'US',
      visitorRegion: 'CA',
    });
    for (const page of [german, configForVisitor(auto, { country: 'US' }), configForVisitor(auto, { country: undefined })]) {
      expect(page).not.toHaveProperty('modeByCountry');
      expect(JSON.stringify(page)).not.toMatch(/CF-IPCountry|optInCountries/);
    }
  });

  it('an unknown country: opt-in, and no country', () => {
    const page = configForVisitor(config({ modeByCountry: DEFAULT_RULE }), { country: undefined });
    expect(page).toEqual(config({ consentMode: 'opt-in' }));
    expect(page).not.toHaveProperty('visitorCountry');
  });

  it.each(['notice', 'opt-in'] as const)('in %s mode, the config as it is, whatever the country (the same object)', (consentMode) => {
    const fixed = config({ consentMode });
    expect(configForVisitor(fixed, { country: 'DE' })).toBe(fixed);
    expect(configForVisitor(fixed, { country: 'US' })).toBe(fixed);
    expect(configForVisitor(fixed, { country: undefined })).toBe(fixed);
  });

  it('a request with Global Privacy Control: the page says so, in every mode; a region outside the US is not kept', () => {
    expect(configForVisitor(config({ consentMode: 'notice' }), { globalPrivacyControl: true })).toEqual(
      config({ consentMode: 'notice', globalPrivacyControl: true }),
    );
    const auto = config({ modeByCountry: DEFAULT_RULE });
    expect(configForVisitor(auto, { country: 'DE', region: 'BY', globalPrivacyControl: true })).toEqual(
      config({ consentMode: 'opt-in', visitorCountry: 'DE', globalPrivacyControl: true }),
    );
  });

  it('each page variant has a key of its own: mode, country, state and GPC', () => {
    const auto = config({ modeByCountry: DEFAULT_RULE });
    const keys = [
      { country: 'US' },
      { country: 'US', region: 'CA' },
      { country: 'US', region: 'CA', globalPrivacyControl: true },
      { country: 'US', region: 'AL' },
      { country: 'JP' },
      {},
    ].map((visitor) => pageVariantKey(configForVisitor(auto, visitor)));
    expect(new Set(keys).size).toBe(keys.length);
    // A law taking effect changes the key: a page resolved the day before is not served on the day.
    const before = configForVisitor(auto, { country: 'US', region: 'RI' }, new Date('2025-12-31T23:59:59Z'));
    const on = configForVisitor(auto, { country: 'US', region: 'RI' }, new Date('2026-01-01T00:00:00Z'));
    expect(pageVariantKey(before)).not.toBe(pageVariantKey(on));
  });
});

const RULE_WITH_REGION: ModeByCountry = { ...DEFAULT_RULE, regionHeader: 'cf-region-code' };
const DAY = new Date('2026-11-28T12:00:00Z');

describe('the US: opt-out by state (issue 33 §2)', () => {
  it.each(Object.entries(US_STATE_PRIVACY_LAWS))(
    '%s (%s): opt-out from its effective date, notice the day before',
    (state, { effective }) => {
      const on = new Date(`${effective}T00:00:00Z`);
      const dayBefore = new Date(on.getTime() - 1);
      expect(modeForVisitor(DEFAULT_RULE, { country: 'US', region: state }, on)).toBe('opt-out');
      expect(modeForVisitor(DEFAULT_RULE, { country: 'US', region: state }, DAY)).toBe('opt-out');
      expect(modeForVisitor(DEFAULT_RULE, { country: 'US', region: state }, dayBefore)).toBe('notice');
    },
  );

  it.each(US_STATE_CODES.filter((state) => !(state in US_STATE_PRIVACY_LAWS)))('%s (no comprehensive law): notice', (state) => {
    expect(modeForVisitor(DEFAULT_RULE, { country: 'US', region: state }, DAY)).toBe('notice');
  });

  it('an unknown or absent state: opt-out, the careful default in the US', () => {
    for (const value of [undefined, '', 'XX', 'ZZ', 'California', '<script>']) {
      const place = visitorPlace(RULE_WITH_REGION, (name) => ({ 'CF-IPCountry': 'US', 'cf-region-code': value })[name]);
      expect(place).toEqual({ country: 'US', region: undefined });
      expect(modeForVisitor(RULE_WITH_REGION, place, DAY)).toBe('opt-out');
    }
  });

  it('an unknown country stays opt-in, whatever the region says', () => {
    for (const country of [undefined, 'XX', 'T1']) {
      const place = visitorPlace(RULE_WITH_REGION, (name) => ({ 'CF-IPCountry': country, 'cf-region-code': 'CA' })[name]);
      expect(place).toEqual({ country: undefined });
      expect(modeForVisitor(RULE_WITH_REGION, place, DAY)).toBe('opt-in');
    }
  });

  it('reads the region header (case and a "US-" prefix forgiven) for a US visitor only', () => {
    const header = (values: Record<string, string>) => (name: string) => values[name];
    expect(visitorPlace(RULE_WITH_REGION, header({ 'CF-IPCountry': 'us', 'cf-region-code': ' ca ' }))).toEqual({
      country: 'US',
      region: 'CA',
    });
    expect(visitorPlace(RULE_WITH_REGION, header({ 'CF-IPCountry': 'US', 'cf-region-code': 'US-TX' }))).toEqual({
      country: 'US',
      region: 'TX',
    });
    expect(visitorPlace(RULE_WITH_REGION, header({ 'CF-IPCountry': 'CA', 'cf-region-code': 'ON' }))).toEqual({ country: 'CA' });
    expect(visitorPlace(DEFAULT_RULE, header({ 'CF-IPCountry': 'US', 'cf-region-code': 'CA' }))).toEqual({ country: 'US' });
  });

  it('a site that lists the US among its opt-in countries asks first there', () => {
    expect(modeForVisitor({ ...DEFAULT_RULE, optInCountries: ['US'] }, { country: 'US', region: 'CA' }, DAY)).toBe('opt-in');
  });

  it('each listed law has a name, a well-formed date, and a state the header can name', () => {
    for (const [state, { law, effective }] of Object.entries(US_STATE_PRIVACY_LAWS)) {
      expect(US_STATE_CODES).toContain(state);
      expect(law.length).toBeGreaterThan(10);
      expect(new Date(`${effective}T00:00:00Z`).toISOString().slice(0, 10)).toBe(effective);
      expect(usStateLawInForce(state, new Date(`${effective}T00:00:00Z`))).toEqual({ law, effective });
    }
    expect(usStateLawInForce('toString', DAY)).toBeUndefined();
    expect(usStateFromHeader('hasOwnProperty')).toBeUndefined();
  });
});
