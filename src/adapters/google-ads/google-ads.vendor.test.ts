import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { optionsFrom, problemsIn, readVariables } from '../../testing/conformance/vendor-variables';
import { googleAds } from './google-ads.vendor';

const ADS_ID = 'AW-123456789';

describe('the Google Ads descriptor', () => {
  it('takes a tag id, "AW-" then digits, and says so of anything else', () => {
    expect(readVariables(googleAds, { VITE_GOOGLE_ADS_ID: ADS_ID }).ok).toBe(true);
    for (const bad of ['123456789', 'AW-', 'aw-123456789', 'G-2X4B6D8F0H', 'AW-12345678X', 'AW-123456789/label']) {
      expect(readVariables(googleAds, { VITE_GOOGLE_ADS_ID: bad })).toEqual({
        ok: false,
        refused: { VITE_GOOGLE_ADS_ID: ['must be a Google Ads tag id: "AW-" then 6 to 12 digits, e.g. AW-123456789'] },
      });
    }
  });

  it('is off without a tag id, and on with it for marketing; conversions map event names to labels', () => {
    expect(optionsFrom(googleAds, {})).toBeUndefined();
    expect(optionsFrom(googleAds, { VITE_GOOGLE_ADS_ID: ADS_ID })).toEqual({ adsId: ADS_ID, conversions: {} });
    expect(
      optionsFrom(googleAds, { VITE_GOOGLE_ADS_ID: ADS_ID, VITE_GOOGLE_ADS_CONVERSIONS: 'Sign Up=AbC-D_efG, Purchase = XyZ12345' }),
    ).toEqual({ adsId: ADS_ID, conversions: { 'Sign Up': 'AbC-D_efG', Purchase: 'XyZ12345' } });
    expect(googleAds.purpose).toBe('marketing');
    expect(googleAds.port).toBe('pixel');
  });

  it('refuses a conversion map it cannot read, quoting the pair, and a map without a tag id', () => {
    for (const bad of ['Sign Up', 'Sign Up=', '=AbCdEf', 'Sign Up=Ab Cd', 'Sign Up=AbCd=Ef']) {
      const read = readVariables(googleAds, { VITE_GOOGLE_ADS_ID: ADS_ID, VITE_GOOGLE_ADS_CONVERSIONS: bad });
      expect(read.ok).toBe(false);
      if (read.ok) continue;
      expect(read.refused['VITE_GOOGLE_ADS_CONVERSIONS']?.[0]).toContain(`"${bad}" must be "Event Name=conversion label`);
    }
    expect(problemsIn(googleAds, { VITE_GOOGLE_ADS_CONVERSIONS: 'Sign Up=AbCdEfGh' })).toEqual([
      { variable: 'VITE_GOOGLE_ADS_CONVERSIONS', message: 'is set but VITE_GOOGLE_ADS_ID is not, so Google Ads is off' },
    ]);
  });

  it("opens Google's tag and the hosts Google Ads conversions and remarketing report to", () => {
    const origins = googleAds.origins({ adsId: ADS_ID, conversions: {} });
    expect(origins.scriptSrc).toContain('https://*.googletagmanager.com');
    expect(origins.imgSrc).toEqual(expect.arrayContaining(['https://googleads.g.doubleclick.net', 'https://www.google.com']));
    expect(origins.connectSrc).toEqual(expect.arrayContaining(['https://googleads.g.doubleclick.net', 'https://www.google.com']));
  });

  it("loads Google's tag when the page is idle", () => {
    expect(googleAds.loading.kind).toBe('script');
    expect(googleAds.starts).toBe('when-idle');
  });
});

describe('Google Ads in the shell config, through the registry', () => {
  it('VITE_GOOGLE_ADS_ID (with the page pixel off) chooses it for the pixel port, and the CSP opens its origins', () => {
    const result = shellConfigFromEnv({ VITE_GOOGLE_ADS_ID: ADS_ID, VITE_PIXEL_SINK: 'memory' });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.pixel).toEqual([expect.objectContaining({ id: 'google-ads', label: 'Google Ads', purpose: 'marketing' })]);
    expect(vendorOrigins(result.config).flatMap((origins) => origins.connectSrc ?? [])).toContain('https://googleads.g.doubleclick.net');
  });

  it('runs beside Google Analytics 4: one analytics vendor and one pixel', () => {
    const result = shellConfigFromEnv({ VITE_GOOGLE_ADS_ID: ADS_ID, VITE_PIXEL_SINK: 'memory', VITE_GA4_MEASUREMENT_ID: 'G-2X4B6D8F0H' });
    if (!result.ok) throw new Error(result.error);
    expect([...result.config.vendors.analytics, ...result.config.vendors.pixel].map((vendor) => vendor.id)).toEqual([
      'google-analytics',
      'google-ads',
    ]);
  });

  it('a bad tag id stops the config, naming the variable', () => {
    const result = shellConfigFromEnv({ VITE_GOOGLE_ADS_ID: 'AW-abc', VITE_PIXEL_SINK: 'memory' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(/VITE_GOOGLE_ADS_ID: must be a Google Ads tag id/);
  });
});
