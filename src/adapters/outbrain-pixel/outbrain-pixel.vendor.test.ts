import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { outbrainPixel } from './outbrain-pixel.vendor';

const ID = '00bfab0c4ef685500d32bd9ae3f1d27ab2';

describe('the Outbrain Pixel descriptor', () => {
  it('takes a marketer id of 20 to 40 lower-case hexadecimal characters, and says so of anything else', () => {
    expect(readVariables(outbrainPixel, { VITE_OUTBRAIN_MARKETER_ID: ID }).ok).toBe(true);
    for (const bad of ['00bfab0c4e', `${ID}0123456789`, ID.toUpperCase(), '00bfab0c4ef685500d32bd9ae3f1d27abz']) {
      expect(readVariables(outbrainPixel, { VITE_OUTBRAIN_MARKETER_ID: bad })).toEqual({
        ok: false,
        refused: {
          VITE_OUTBRAIN_MARKETER_ID: [
            'must be an Outbrain marketer id: 20 to 40 lower-case hexadecimal characters, e.g. 00bfab0c4ef685500d32bd9ae3f1d27ab2',
          ],
        },
      });
    }
  });

  it('is off without an id, and on with it, for marketing, on the pixel port, counting page views, with no consent call', () => {
    expect(optionsFrom(outbrainPixel, {})).toBeUndefined();
    expect(optionsFrom(outbrainPixel, { VITE_OUTBRAIN_MARKETER_ID: ID })).toEqual({ marketerId: ID });
    expect([outbrainPixel.purpose, outbrainPixel.port, outbrainPixel.countsPageViews, outbrainPixel.consentCall]).toEqual([
      'marketing',
      'pixel',
      true,
      'none',
    ]);
  });

  it('VITE_OUTBRAIN_MARKETER_ID chooses it for the pixel port, and the CSP opens amplify.outbrain.com and tr.outbrain.com', () => {
    const result = shellConfigFromEnv({ VITE_OUTBRAIN_MARKETER_ID: ID, VITE_PIXEL_SINK: 'memory' });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.pixel).toEqual([expect.objectContaining({ id: 'outbrain-pixel', purpose: 'marketing' })]);
    const origins = vendorOrigins(result.config);
    expect(origins.flatMap((o) => o.scriptSrc ?? [])).toContain('https://amplify.outbrain.com');
    expect(origins.flatMap((o) => o.imgSrc ?? [])).toContain('https://tr.outbrain.com');
  });
});
