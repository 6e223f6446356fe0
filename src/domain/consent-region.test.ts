import { describe, expect, it } from 'vitest';
import {
  configForVisitor,
  countryFromHeader,
  DEFAULT_OPT_IN_COUNTRIES,
  isCountryCode,
  modeForCountry,
  type ModeByCountry,
} from './consent-region';
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

  it.each(['US', 'JP', 'BR', 'IN', 'CA', 'AU', 'TR', 'RS', 'UA'])('%s: notice', (country) => {
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
    const german = configForVisitor(auto, 'DE');
    expect(german).toEqual({ ...config(), consentMode: 'opt-in', visitorCountry: 'DE' });
    expect(configForVisitor(auto, 'US')).toEqual({ ...config(), consentMode: 'notice', visitorCountry: 'US' });
    for (const page of [german, configForVisitor(auto, 'US'), configForVisitor(auto, undefined)]) {
      expect(page).not.toHaveProperty('modeByCountry');
      expect(JSON.stringify(page)).not.toMatch(/CF-IPCountry|optInCountries/);
    }
  });

  it('an unknown country: opt-in, and no country', () => {
    const page = configForVisitor(config({ modeByCountry: DEFAULT_RULE }), undefined);
    expect(page).toEqual(config({ consentMode: 'opt-in' }));
    expect(page).not.toHaveProperty('visitorCountry');
  });

  it.each(['notice', 'opt-in'] as const)('in %s mode, the config as it is, whatever the country (the same object)', (consentMode) => {
    const fixed = config({ consentMode });
    expect(configForVisitor(fixed, 'DE')).toBe(fixed);
    expect(configForVisitor(fixed, 'US')).toBe(fixed);
    expect(configForVisitor(fixed, undefined)).toBe(fixed);
  });
});
