import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { snapPixel } from './snap-pixel.vendor';

describe('the Snap Pixel descriptor', () => {
  it('takes a pixel id, a UUID in lower case, and says so of anything else', () => {
    expect(readVariables(snapPixel, { VITE_SNAP_PIXEL_ID: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d' }).ok).toBe(true);
    for (const bad of ['1A2B3C4D-5E6F-4A1B-8C2D-3E4F5A6B7C8D', '1a2b3c4d5e6f4a1b8c2d3e4f5a6b7c8d', '1a2b3c4d-5e6f-4a1b-8c2d', 'abc']) {
      expect(readVariables(snapPixel, { VITE_SNAP_PIXEL_ID: bad })).toEqual({
        ok: false,
        refused: { VITE_SNAP_PIXEL_ID: ['must be a Snap Pixel id: a UUID in lower case, e.g. 1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d'] },
      });
    }
  });

  it('is off without an id, and on with it, for marketing, on the pixel port, counting page views, with no consent call', () => {
    expect(optionsFrom(snapPixel, {})).toBeUndefined();
    expect(optionsFrom(snapPixel, { VITE_SNAP_PIXEL_ID: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d' })).toEqual({
      pixelId: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
    });
    expect([snapPixel.purpose, snapPixel.port, snapPixel.countsPageViews, snapPixel.consentCall]).toEqual([
      'marketing',
      'pixel',
      true,
      'none',
    ]);
  });

  it('VITE_SNAP_PIXEL_ID chooses it for the pixel port, and the CSP opens sc-static.net and tr.snapchat.com', () => {
    const result = shellConfigFromEnv({ VITE_SNAP_PIXEL_ID: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d', VITE_PIXEL_SINK: 'memory' });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.pixel).toEqual([expect.objectContaining({ id: 'snap-pixel', purpose: 'marketing' })]);
    const origins = vendorOrigins(result.config);
    expect(origins.flatMap((o) => o.scriptSrc ?? [])).toContain('https://sc-static.net');
    expect(origins.flatMap((o) => o.connectSrc ?? [])).toContain('https://tr.snapchat.com');
  });
});
