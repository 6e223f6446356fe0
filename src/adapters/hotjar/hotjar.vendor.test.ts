import { describe, expect, it } from 'vitest';
import { alwaysGranted } from '../../testing/conformance/behind-pipeline';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { HotjarHeatmapLoader } from './hotjar-heatmap-loader.adapter';
import { hotjar } from './hotjar.vendor';

describe('the Hotjar descriptor', () => {
  it('takes a site id of digits only', () => {
    expect(readVariables(hotjar, { VITE_HOTJAR_SITE_ID: '3141592' }).ok).toBe(true);
    expect(readVariables(hotjar, { VITE_HOTJAR_SITE_ID: 'hj-3141592' })).toEqual({
      ok: false,
      refused: { VITE_HOTJAR_SITE_ID: ['must be a Hotjar site id: 1 to 12 digits'] },
    });
  });

  it('is off without a site id, and on with it', () => {
    expect(optionsFrom(hotjar, {})).toBeUndefined();
    expect(optionsFrom(hotjar, { VITE_HOTJAR_SITE_ID: '3141592' })).toEqual({ siteId: '3141592' });
  });

  it('makes a loader that has loaded nothing yet', async () => {
    const loader = await hotjar.create(
      { siteId: '3141592' },
      {
        consentFor: () => alwaysGranted,
        router: () => undefined,
        reportFailure: () => undefined,
        consentSent: () => undefined,
        reloadToStop: () => undefined,
      },
    );
    expect(loader).toBeInstanceOf(HotjarHeatmapLoader);
    expect(document.querySelectorAll('script[src*="hotjar"]')).toHaveLength(0);
  });
});
