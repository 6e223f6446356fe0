import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { taboolaPixel } from './taboola-pixel.vendor';

describe('the Taboola Pixel descriptor', () => {
  it('takes an account id of 4 to 10 digits, and says so of anything else', () => {
    expect(readVariables(taboolaPixel, { VITE_TABOOLA_ACCOUNT_ID: '1234567' }).ok).toBe(true);
    for (const bad of ['123', '12345678901', '12345a7', 'abc']) {
      expect(readVariables(taboolaPixel, { VITE_TABOOLA_ACCOUNT_ID: bad })).toEqual({
        ok: false,
        refused: { VITE_TABOOLA_ACCOUNT_ID: ['must be a Taboola account id: 4 to 10 digits, e.g. 1234567'] },
      });
    }
  });

  it('is off without an id, and on with it, for marketing, on the pixel port, counting page views, with no consent call', () => {
    expect(optionsFrom(taboolaPixel, {})).toBeUndefined();
    expect(optionsFrom(taboolaPixel, { VITE_TABOOLA_ACCOUNT_ID: '1234567' })).toEqual({ account: '1234567' });
    expect([taboolaPixel.purpose, taboolaPixel.port, taboolaPixel.countsPageViews, taboolaPixel.consentCall]).toEqual([
      'marketing',
      'pixel',
      true,
      'none',
    ]);
  });

  it('VITE_TABOOLA_ACCOUNT_ID chooses it for the pixel port, and the CSP opens cdn.taboola.com and trc.taboola.com', () => {
    const result = shellConfigFromEnv({ VITE_TABOOLA_ACCOUNT_ID: '1234567', VITE_PIXEL_SINK: 'memory' });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.pixel).toEqual([expect.objectContaining({ id: 'taboola-pixel', purpose: 'marketing' })]);
    const origins = vendorOrigins(result.config);
    expect(origins.flatMap((o) => o.scriptSrc ?? [])).toContain('https://cdn.taboola.com');
    expect(origins.flatMap((o) => o.connectSrc ?? [])).toContain('https://trc.taboola.com');
  });
});
