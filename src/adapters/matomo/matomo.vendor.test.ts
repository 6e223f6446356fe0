import { describe, expect, it } from 'vitest';
import { readVariables, SHELL_SETTINGS, validVariables } from '../../testing/conformance/vendor-variables';
import { matomo } from './matomo.vendor';

const URL_ = 'https://example.matomo.cloud';
const options = (env: Record<string, string>) => matomo.options(validVariables(matomo, env), SHELL_SETTINGS);

describe('the Matomo descriptor', () => {
  it('is switched on by its URL and a site id together; a trailing slash is dropped and a path kept', () => {
    expect(options({})).toBeUndefined();
    expect(options({ VITE_MATOMO_URL: URL_ })).toBeUndefined();
    expect(options({ VITE_MATOMO_URL: `${URL_}/`, VITE_MATOMO_SITE_ID: '3' })).toEqual({ matomoUrl: URL_, siteId: '3' });
    expect(options({ VITE_MATOMO_URL: 'https://example.com/stats/', VITE_MATOMO_SITE_ID: '12' })).toEqual({
      matomoUrl: 'https://example.com/stats',
      siteId: '12',
    });
  });

  it.each([
    ['VITE_MATOMO_URL', 'http://example.matomo.cloud', 'must be the https URL of your Matomo, e.g. https://example.matomo.cloud'],
    ['VITE_MATOMO_URL', 'example.matomo.cloud', 'must be the https URL of your Matomo, e.g. https://example.matomo.cloud'],
    ['VITE_MATOMO_URL', 'https://example.matomo.cloud/?x=1', 'must have no query or fragment'],
    ['VITE_MATOMO_SITE_ID', '0', 'must be the site id Matomo shows under Websites → Manage: a whole number from 1, e.g. 3'],
    ['VITE_MATOMO_SITE_ID', 'abc', 'must be the site id Matomo shows under Websites → Manage: a whole number from 1, e.g. 3'],
  ])('refuses %s=%s, naming its rule', (name, value, rule) => {
    expect(readVariables(matomo, { [name]: value })).toEqual({ ok: false, refused: { [name]: [rule] } });
  });

  it('one variable without the other is a mistake, named', () => {
    expect(matomo.problems?.(validVariables(matomo, { VITE_MATOMO_URL: URL_ }))).toEqual([
      { variable: 'VITE_MATOMO_URL', message: 'is set but VITE_MATOMO_SITE_ID is not, so Matomo is off' },
    ]);
    expect(matomo.problems?.(validVariables(matomo, { VITE_MATOMO_SITE_ID: '3' }))).toEqual([
      { variable: 'VITE_MATOMO_SITE_ID', message: 'is set but VITE_MATOMO_URL is not, so Matomo is off' },
    ]);
    expect(matomo.problems?.(validVariables(matomo, { VITE_MATOMO_URL: URL_, VITE_MATOMO_SITE_ID: '3' }))).toEqual([]);
  });

  it('opens only its instance in the CSP: matomo.js, and matomo.php by beacon, fetch or image', () => {
    expect(matomo.origins({ matomoUrl: 'https://example.com/stats', siteId: '3' })).toEqual({
      scriptSrc: ['https://example.com'],
      connectSrc: ['https://example.com'],
      imgSrc: ['https://example.com'],
    });
  });

  it('counts as analytics, told consent in its own API, and declares its first-party cookies', () => {
    expect(matomo.purpose).toBe('analytics');
    expect(matomo.consentCall).toBeUndefined();
    expect(matomo.toldConsent).toMatch(/requireConsent.*setConsentGiven.*forgetConsentGiven/);
    expect(matomo.storage?.map(({ name, lifetime }) => [name, lifetime])).toEqual([
      ['_pk_id.<site id>.<domain hash>', { months: 13 }],
      ['_pk_ses.<site id>.<domain hash>', { minutes: 30 }],
      ['_pk_ref.<site id>.<domain hash>', { months: 6 }],
      ['_pk_cvar.<site id>.<domain hash>', { minutes: 30 }],
      ['_pk_testcookie*', 'at-most-session'],
      ['mtm_consent_removed', { years: 30 }],
    ]);
  });
});
