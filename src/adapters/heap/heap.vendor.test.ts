import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv } from '../../composition/shell-env';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { heap } from './heap.vendor';

describe('the Heap descriptor', () => {
  it('takes an app id of 4 to 20 digits, and says so of anything else', () => {
    expect(readVariables(heap, { VITE_HEAP_APP_ID: '3141592653' }).ok).toBe(true);
    for (const bad of ['123', '123456789012345678901', '31415a', 'heap-3141592653']) {
      expect(readVariables(heap, { VITE_HEAP_APP_ID: bad })).toEqual({
        ok: false,
        refused: { VITE_HEAP_APP_ID: ['must be a Heap app id (the environment id in its snippet): 4 to 20 digits'] },
      });
    }
  });

  it('is off without an id, and on with it: analytics, no consent call, counting its own page views', () => {
    expect(optionsFrom(heap, {})).toBeUndefined();
    expect(optionsFrom(heap, { VITE_HEAP_APP_ID: '3141592653' })).toEqual({ appId: '3141592653' });
    expect([heap.port, heap.purpose, heap.consentCall, heap.countsOwnPageViews]).toEqual(['analytics', 'analytics', 'none', true]);
  });

  it('its config choice carries countsOwnPageViews, so the shell sends it no page view', () => {
    const result = shellConfigFromEnv({ VITE_HEAP_APP_ID: '3141592653' });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.analytics).toContainEqual(
      expect.objectContaining({ id: 'heap', countsOwnPageViews: true, consentCall: 'none' }),
    );
  });

  it('opens its CDN and heapanalytics.com, declares its classic cookies, and says it records clicks and form use', () => {
    expect(heap.origins({ appId: '3141592653' })).toEqual({
      scriptSrc: ['https://cdn.heapanalytics.com', 'https://heapanalytics.com'],
      imgSrc: ['https://heapanalytics.com'],
      connectSrc: ['https://heapanalytics.com'],
    });
    expect(heap.storage.map(({ name, lifetime }) => [name, lifetime])).toEqual([
      ['_hp2_id.<app id>', { months: 13 }],
      ['_hp2_props.<app id>', { months: 13 }],
      ['_hp2_ses_props.<app id>', { minutes: 30 }],
      ['_hp2_hld.*', 'at-most-session'],
    ]);
    expect(heap.privacy).toEqual(['page-views-and-named-events', 'clicks-and-form-use']);
  });
});
