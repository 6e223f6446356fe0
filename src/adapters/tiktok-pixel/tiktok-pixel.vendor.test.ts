import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { tiktokPixel } from './tiktok-pixel.vendor';

const PIXEL_ID = 'C4ABCDEFGH1234567890';

describe('the TikTok pixel descriptor', () => {
  it('takes a pixel id of 20 capital letters and digits, and says so of anything else', () => {
    expect(readVariables(tiktokPixel, { VITE_TIKTOK_PIXEL_ID: PIXEL_ID }).ok).toBe(true);
    for (const bad of ['c4abcdefgh1234567890', 'C4ABCDEFGH123456789', 'C4ABCDEFGH12345678901', 'C4ABCDEFGH 234567890']) {
      expect(readVariables(tiktokPixel, { VITE_TIKTOK_PIXEL_ID: bad })).toEqual({
        ok: false,
        refused: { VITE_TIKTOK_PIXEL_ID: ['must be a TikTok pixel id: 20 capital letters and digits, e.g. C4ABCDEFGH1234567890'] },
      });
    }
  });

  it('is off without an id, and on with it, for marketing, on the pixel port, loading when the page is idle', () => {
    expect(optionsFrom(tiktokPixel, {})).toBeUndefined();
    expect(optionsFrom(tiktokPixel, { VITE_TIKTOK_PIXEL_ID: PIXEL_ID })).toEqual({ pixelId: PIXEL_ID });
    expect([tiktokPixel.purpose, tiktokPixel.port, tiktokPixel.starts]).toEqual(['marketing', 'pixel', 'when-idle']);
    expect(tiktokPixel.origins({ pixelId: PIXEL_ID }).scriptSrc).toEqual(['https://analytics.tiktok.com']);
  });
});

describe('the TikTok pixel in the shell config, through the registry', () => {
  it('VITE_TIKTOK_PIXEL_ID (with the page pixel off) chooses it for the pixel port, and the CSP opens analytics.tiktok.com', () => {
    const result = shellConfigFromEnv({ VITE_TIKTOK_PIXEL_ID: PIXEL_ID, VITE_PIXEL_SINK: 'memory' });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.pixel).toEqual([
      expect.objectContaining({ id: 'tiktok-pixel', label: 'TikTok pixel', purpose: 'marketing' }),
    ]);
    expect(vendorOrigins(result.config).flatMap((origins) => origins.connectSrc ?? [])).toContain('https://analytics.tiktok.com');
  });

  it('a bad id stops the config, naming the variable', () => {
    const result = shellConfigFromEnv({ VITE_TIKTOK_PIXEL_ID: 'nope', VITE_PIXEL_SINK: 'memory' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/VITE_TIKTOK_PIXEL_ID: must be a TikTok pixel id/);
  });
});
