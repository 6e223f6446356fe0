import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { optionsFrom, problemsIn, readVariables } from '../../testing/conformance/vendor-variables';
import { xPixel } from './x-pixel.vendor';

describe('the X Pixel descriptor', () => {
  it('takes a pixel id of 5 lower-case letters and digits, and event ids tw-…-…, and says so of anything else', () => {
    expect(readVariables(xPixel, { VITE_X_PIXEL_ID: 'o1a2b', VITE_X_EVENTS: 'Sign Up=tw-o1a2b-o1c3d' }).ok).toBe(true);
    expect(readVariables(xPixel, { VITE_X_PIXEL_ID: 'O1A2B' })).toEqual({
      ok: false,
      refused: { VITE_X_PIXEL_ID: ['must be an X Pixel id: 5 lower-case letters and digits, e.g. o1a2b'] },
    });
    expect(readVariables(xPixel, { VITE_X_EVENTS: 'Sign Up=12345' })).toEqual({
      ok: false,
      refused: { VITE_X_EVENTS: ['"Sign Up=12345" must be "Event Name=event id (e.g. tw-o1a2b-o1c3d)", pairs separated by commas'] },
    });
  });

  it('is off without an id, and on with it, for marketing, on the pixel port, with no consent call; events without an id are a problem', () => {
    expect(optionsFrom(xPixel, {})).toBeUndefined();
    expect(optionsFrom(xPixel, { VITE_X_PIXEL_ID: 'o1a2b', VITE_X_EVENTS: 'Sign Up=tw-o1a2b-o1c3d' })).toEqual({
      pixelId: 'o1a2b',
      events: { 'Sign Up': 'tw-o1a2b-o1c3d' },
    });
    expect([xPixel.purpose, xPixel.port, xPixel.consentCall]).toEqual(['marketing', 'pixel', 'none']);
    expect(problemsIn(xPixel, { VITE_X_EVENTS: 'Sign Up=tw-o1a2b-o1c3d' })).toEqual([
      { variable: 'VITE_X_EVENTS', message: 'is set but VITE_X_PIXEL_ID is not, so the X Pixel is off' },
    ]);
  });

  it('VITE_X_PIXEL_ID chooses it for the pixel port, and the CSP opens static.ads-twitter.com', () => {
    const result = shellConfigFromEnv({ VITE_X_PIXEL_ID: 'o1a2b', VITE_PIXEL_SINK: 'memory' });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.pixel).toEqual([expect.objectContaining({ id: 'x-pixel', purpose: 'marketing' })]);
    expect(vendorOrigins(result.config).flatMap((o) => o.scriptSrc ?? [])).toContain('https://static.ads-twitter.com');
  });
});
