import { describe, expect, it } from 'vitest';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { vercelAnalytics } from './vercel-analytics.vendor';

const RULE = 'must be /_vercel/insights (Vercel’s path on the site), another path on the site, or the https URL of a proxy';

describe('the Vercel Web Analytics descriptor', () => {
  it('is switched on by its base: a path on the site or an https URL, trailing slash dropped', () => {
    expect(optionsFrom(vercelAnalytics, {})).toBeUndefined();
    expect(optionsFrom(vercelAnalytics, { VITE_VERCEL_ANALYTICS_BASE: '/_vercel/insights/' })).toEqual({ base: '/_vercel/insights' });
    expect(optionsFrom(vercelAnalytics, { VITE_VERCEL_ANALYTICS_BASE: 'https://proxy.example.com/va' })).toEqual({
      base: 'https://proxy.example.com/va',
    });
  });

  it.each(['_vercel/insights', '//cdn.example.com/x', '/x?y=1', 'http://proxy.example.com', 'https://proxy.example.com/?q=1'])(
    'refuses %s, naming the rule',
    (bad) => {
      expect(readVariables(vercelAnalytics, { VITE_VERCEL_ANALYTICS_BASE: bad })).toEqual({
        ok: false,
        refused: { VITE_VERCEL_ANALYTICS_BASE: [RULE] },
      });
    },
  );

  it('opens nothing for the site’s own path, and a proxy’s origin for its script and endpoint; stores nothing; no consent call', () => {
    expect(vercelAnalytics.origins({ base: '/_vercel/insights' })).toEqual({});
    expect(vercelAnalytics.origins({ base: 'https://proxy.example.com/va' })).toEqual({
      scriptSrc: ['https://proxy.example.com'],
      connectSrc: ['https://proxy.example.com'],
    });
    expect(vercelAnalytics.storage).toEqual([]);
    expect([vercelAnalytics.purpose, vercelAnalytics.consentCall]).toEqual(['analytics', 'none']);
    expect(vercelAnalytics.privacy).toEqual(['page-views-and-named-events', 'without-cookies']);
  });
});
