import { describe, expect, it } from 'vitest';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { simpleAnalytics } from './simple-analytics.vendor';

describe('the Simple Analytics descriptor', () => {
  it('is switched on by the hostname, and refuses anything else, naming the rule', () => {
    expect(optionsFrom(simpleAnalytics, {})).toBeUndefined();
    expect(optionsFrom(simpleAnalytics, { VITE_SIMPLE_ANALYTICS_HOSTNAME: 'example.com' })).toEqual({ hostname: 'example.com' });
    for (const bad of ['https://example.com', 'example.com/shop', 'Example.com', 'localhost']) {
      expect(readVariables(simpleAnalytics, { VITE_SIMPLE_ANALYTICS_HOSTNAME: bad })).toEqual({
        ok: false,
        refused: {
          VITE_SIMPLE_ANALYTICS_HOSTNAME: [
            'must be the site’s hostname as added in Simple Analytics, lowercase with no scheme or path, e.g. example.com',
          ],
        },
      });
    }
  });

  it('opens its script host and its queue host, as its CSP page lists them; stores nothing; analytics, no consent call, without cookies', () => {
    expect(simpleAnalytics.origins({ hostname: 'example.com' })).toEqual({
      scriptSrc: ['https://scripts.simpleanalyticscdn.com'],
      connectSrc: ['https://queue.simpleanalyticscdn.com'],
      imgSrc: ['https://queue.simpleanalyticscdn.com'],
    });
    expect(simpleAnalytics.storage).toEqual([]);
    expect([simpleAnalytics.purpose, simpleAnalytics.port, simpleAnalytics.consentCall]).toEqual(['analytics', 'analytics', 'none']);
    expect(simpleAnalytics.privacy).toEqual(['page-views-and-named-events', 'without-cookies']);
  });
});
