import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { googleAnalytics } from './google-analytics.vendor';

const MEASUREMENT_ID = 'G-2X4B6D8F0H';

describe('the Google Analytics descriptor', () => {
  it('takes a measurement id, "G-" then capital letters and digits, and says so of anything else', () => {
    expect(readVariables(googleAnalytics, { VITE_GA4_MEASUREMENT_ID: MEASUREMENT_ID }).ok).toBe(true);
    for (const bad of ['UA-12345-1', 'G-', 'g-2X4B6D8F0H', 'G-2x4b6d8f0h', 'G-2X4B 6D8F', 'GTM-ABC1234', 'G-2X4B6D8F0H/x']) {
      expect(readVariables(googleAnalytics, { VITE_GA4_MEASUREMENT_ID: bad })).toEqual({
        ok: false,
        refused: {
          VITE_GA4_MEASUREMENT_ID: [
            'must be a Google Analytics 4 measurement id: "G-" then 4 to 20 capital letters and digits, e.g. G-2X4B6D8F0H',
          ],
        },
      });
    }
  });

  it('is off without a measurement id, and on with it, for the analytics purpose', () => {
    expect(optionsFrom(googleAnalytics, {})).toBeUndefined();
    expect(optionsFrom(googleAnalytics, { VITE_GA4_MEASUREMENT_ID: MEASUREMENT_ID })).toEqual({ measurementId: MEASUREMENT_ID });
    expect(googleAnalytics.purpose).toBe('analytics');
    expect(googleAnalytics.port).toBe('analytics');
  });

  it("opens what Google documents for GA4: its tag's scripts, and hits by image or fetch; nothing for advertising", () => {
    expect(googleAnalytics.origins({ measurementId: MEASUREMENT_ID })).toEqual({
      scriptSrc: ['https://*.googletagmanager.com'],
      imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    });
    expect(JSON.stringify(googleAnalytics.origins({ measurementId: MEASUREMENT_ID }))).not.toMatch(/doubleclick|www\.google\.com/);
  });

  it("loads Google's script after the first paint", () => {
    expect(googleAnalytics.loading).toEqual({ kind: 'script', source: 'www.googletagmanager.com/gtag/js?id={id}' });
    expect(googleAnalytics.starts).toBe('after-first-paint');
  });
});

describe('Google Analytics in the shell config, through the registry', () => {
  it('VITE_GA4_MEASUREMENT_ID chooses it for the analytics port, and the CSP opens its origins', () => {
    const result = shellConfigFromEnv({ VITE_GA4_MEASUREMENT_ID: MEASUREMENT_ID });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.analytics).toMatchObject([
      { id: 'google-analytics', label: 'Google Analytics', purpose: 'analytics', options: { measurementId: MEASUREMENT_ID } },
    ]);
    expect(vendorOrigins(result.config).flatMap((origins) => origins.scriptSrc ?? [])).toContain('https://*.googletagmanager.com');
  });

  it('a bad measurement id stops the config, naming the variable and the value it got', () => {
    const result = shellConfigFromEnv({ VITE_GA4_MEASUREMENT_ID: 'UA-12345-1' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(/VITE_GA4_MEASUREMENT_ID: must be a Google Analytics 4 measurement id/);
    expect(result.error).toContain('UA-12345-1');
  });
});
