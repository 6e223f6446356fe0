import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { optionsFrom, problemsIn, readVariables } from '../../testing/conformance/vendor-variables';
import { quoraPixel } from './quora-pixel.vendor';

const ID = '0123456789abcdef0123456789abcdef';

describe('the Quora Pixel descriptor', () => {
  it('takes a pixel id of 32 hexadecimal digits, and events mapped to Quora’s own, and says so of anything else', () => {
    expect(readVariables(quoraPixel, { VITE_QUORA_PIXEL_ID: ID, VITE_QUORA_EVENTS: 'Sign Up=CompleteRegistration' }).ok).toBe(true);
    for (const bad of ['0123456789abcdef', `${ID}0`, ID.toUpperCase(), 'not-an-id']) {
      expect(readVariables(quoraPixel, { VITE_QUORA_PIXEL_ID: bad })).toEqual({
        ok: false,
        refused: { VITE_QUORA_PIXEL_ID: ['must be a Quora pixel id: 32 hexadecimal digits, e.g. 0123456789abcdef0123456789abcdef'] },
      });
    }
    const refused = readVariables(quoraPixel, { VITE_QUORA_EVENTS: 'Sign Up=SignUp' });
    expect(refused.ok).toBe(false);
    expect(JSON.stringify(refused)).toContain('\\"Sign Up=SignUp\\" must be \\"Event Name=one of Quora\'s events (ViewContent, Generic');
  });

  it('is off without an id, and on with it, for marketing, on the pixel port, counting page views, with no consent call', () => {
    expect(optionsFrom(quoraPixel, {})).toBeUndefined();
    expect(optionsFrom(quoraPixel, { VITE_QUORA_PIXEL_ID: ID, VITE_QUORA_EVENTS: 'Sign Up=CompleteRegistration' })).toEqual({
      pixelId: ID,
      events: { 'Sign Up': 'CompleteRegistration' },
    });
    expect([quoraPixel.purpose, quoraPixel.port, quoraPixel.countsPageViews, quoraPixel.consentCall]).toEqual([
      'marketing',
      'pixel',
      true,
      'none',
    ]);
    expect(problemsIn(quoraPixel, { VITE_QUORA_EVENTS: 'Sign Up=CompleteRegistration' })).toEqual([
      { variable: 'VITE_QUORA_EVENTS', message: 'is set but VITE_QUORA_PIXEL_ID is not, so the Quora Pixel is off' },
    ]);
  });

  it('VITE_QUORA_PIXEL_ID chooses it for the pixel port, and the CSP opens a.quora.com and q.quora.com', () => {
    const result = shellConfigFromEnv({ VITE_QUORA_PIXEL_ID: ID, VITE_PIXEL_SINK: 'memory' });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.pixel).toEqual([expect.objectContaining({ id: 'quora-pixel', purpose: 'marketing' })]);
    const origins = vendorOrigins(result.config);
    expect(origins.flatMap((o) => o.scriptSrc ?? [])).toContain('https://a.quora.com');
    expect(origins.flatMap((o) => o.imgSrc ?? [])).toContain('https://q.quora.com');
  });
});
