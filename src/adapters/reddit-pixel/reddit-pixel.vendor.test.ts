import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { redditPixel } from './reddit-pixel.vendor';

const PIXEL_ID = 'a2_abc123xyz';

describe('the Reddit Pixel descriptor', () => {
  it('takes a pixel id a2_… or t2_…, and says so of anything else', () => {
    expect(readVariables(redditPixel, { VITE_REDDIT_PIXEL_ID: PIXEL_ID }).ok).toBe(true);
    expect(readVariables(redditPixel, { VITE_REDDIT_PIXEL_ID: 't2_abc123xyz' }).ok).toBe(true);
    for (const bad of ['A2_abc123xyz', 'a3_abc123xyz', 'a2_abc', 'abc123xyz']) {
      expect(readVariables(redditPixel, { VITE_REDDIT_PIXEL_ID: bad })).toEqual({
        ok: false,
        refused: {
          VITE_REDDIT_PIXEL_ID: ['must be a Reddit Pixel id: "a2_" or "t2_" then 6 to 20 lower-case letters and digits, e.g. a2_abc123xyz'],
        },
      });
    }
  });

  it('is off without an id, and on with it, for marketing, on the pixel port, counting page views, with no consent call', () => {
    expect(optionsFrom(redditPixel, {})).toBeUndefined();
    expect(optionsFrom(redditPixel, { VITE_REDDIT_PIXEL_ID: PIXEL_ID })).toEqual({ pixelId: PIXEL_ID });
    expect([redditPixel.purpose, redditPixel.port, redditPixel.countsPageViews, redditPixel.consentCall]).toEqual([
      'marketing',
      'pixel',
      true,
      'none',
    ]);
  });

  it('VITE_REDDIT_PIXEL_ID chooses it for the pixel port, and the CSP opens www.redditstatic.com and alb.reddit.com', () => {
    const result = shellConfigFromEnv({ VITE_REDDIT_PIXEL_ID: PIXEL_ID, VITE_PIXEL_SINK: 'memory' });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.pixel).toEqual([expect.objectContaining({ id: 'reddit-pixel', purpose: 'marketing' })]);
    const origins = vendorOrigins(result.config);
    expect(origins.flatMap((o) => o.scriptSrc ?? [])).toContain('https://www.redditstatic.com');
    expect(origins.flatMap((o) => o.connectSrc ?? [])).toContain('https://alb.reddit.com');
  });
});
