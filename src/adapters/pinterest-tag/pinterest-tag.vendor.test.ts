import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { pinterestTag } from './pinterest-tag.vendor';

describe('the Pinterest Tag descriptor', () => {
  it('takes a tag id of 10 to 16 digits, and says so of anything else', () => {
    expect(readVariables(pinterestTag, { VITE_PINTEREST_TAG_ID: '2612345678901' }).ok).toBe(true);
    for (const bad of ['261234567', '26123456789012345', '2612345678901a', 'abc']) {
      expect(readVariables(pinterestTag, { VITE_PINTEREST_TAG_ID: bad })).toEqual({
        ok: false,
        refused: { VITE_PINTEREST_TAG_ID: ['must be a Pinterest tag id: 10 to 16 digits, e.g. 2612345678901'] },
      });
    }
  });

  it('is off without an id, and on with it, for marketing, on the pixel port, counting page views, with no consent call', () => {
    expect(optionsFrom(pinterestTag, {})).toBeUndefined();
    expect(optionsFrom(pinterestTag, { VITE_PINTEREST_TAG_ID: '2612345678901' })).toEqual({ tagId: '2612345678901' });
    expect([pinterestTag.purpose, pinterestTag.port, pinterestTag.countsPageViews, pinterestTag.consentCall]).toEqual([
      'marketing',
      'pixel',
      true,
      'none',
    ]);
  });

  it('VITE_PINTEREST_TAG_ID chooses it for the pixel port, and the CSP opens s.pinimg.com and ct.pinterest.com', () => {
    const result = shellConfigFromEnv({ VITE_PINTEREST_TAG_ID: '2612345678901', VITE_PIXEL_SINK: 'memory' });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.pixel).toEqual([expect.objectContaining({ id: 'pinterest-tag', purpose: 'marketing' })]);
    const origins = vendorOrigins(result.config);
    expect(origins.flatMap((o) => o.scriptSrc ?? [])).toContain('https://s.pinimg.com');
    expect(origins.flatMap((o) => o.connectSrc ?? [])).toContain('https://ct.pinterest.com');
  });
});
