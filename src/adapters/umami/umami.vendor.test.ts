import { describe, expect, it } from 'vitest';
import { readVariables, SHELL_SETTINGS, validVariables } from '../../testing/conformance/vendor-variables';
import { umami } from './umami.vendor';

const WEBSITE_ID = '94db1cb1-74f4-4a40-ad6c-962362670409';
const options = (env: Record<string, string>) => umami.options(validVariables(umami, env), SHELL_SETTINGS);

describe('the Umami descriptor', () => {
  it('is switched on by the website id, on Umami Cloud unless a host is given', () => {
    expect(options({})).toBeUndefined();
    expect(options({ VITE_UMAMI_WEBSITE_ID: WEBSITE_ID })).toEqual({ websiteId: WEBSITE_ID, hostUrl: 'https://cloud.umami.is' });
    expect(options({ VITE_UMAMI_WEBSITE_ID: WEBSITE_ID, VITE_UMAMI_HOST_URL: 'https://example.com/umami/' })).toEqual({
      websiteId: WEBSITE_ID,
      hostUrl: 'https://example.com/umami',
    });
  });

  it.each([
    ['VITE_UMAMI_WEBSITE_ID', 'not-a-uuid'],
    ['VITE_UMAMI_HOST_URL', 'http://stats.example.com'],
    ['VITE_UMAMI_HOST_URL', 'https://stats.example.com/?x=1'],
  ])('refuses %s=%s', (name, value) => {
    expect(readVariables(umami, { [name]: value }).ok).toBe(false);
  });

  it('a host without a website id is a mistake, named', () => {
    expect(umami.problems?.(validVariables(umami, { VITE_UMAMI_HOST_URL: 'https://stats.example.com' }))).toEqual([
      { variable: 'VITE_UMAMI_HOST_URL', message: 'is set but VITE_UMAMI_WEBSITE_ID is not, so Umami is off' },
    ]);
  });

  it('opens only its host in the CSP, for its script and its /api/send, and stores nothing on the device', () => {
    expect(umami.origins({ websiteId: WEBSITE_ID, hostUrl: 'https://example.com/umami' })).toEqual({
      scriptSrc: ['https://example.com'],
      connectSrc: ['https://example.com'],
    });
    expect(umami.storage).toEqual([]);
  });

  it('counts as analytics, with no consent call of its own, as Plausible (also cookieless)', () => {
    expect(umami.purpose).toBe('analytics');
    expect(umami.consentCall).toBe('none');
    expect(umami.privacy).toEqual(['page-views-and-named-events', 'without-cookies']);
  });
});
