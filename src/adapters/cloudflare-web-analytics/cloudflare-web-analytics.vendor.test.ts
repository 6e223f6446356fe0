import { describe, expect, it } from 'vitest';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { cloudflareWebAnalytics } from './cloudflare-web-analytics.vendor';

const TOKEN = '42e216b9090a59384b8c891dce9eecde';

describe('the Cloudflare Web Analytics descriptor', () => {
  it('is switched on by the site token, and refuses anything else, naming the rule', () => {
    expect(optionsFrom(cloudflareWebAnalytics, {})).toBeUndefined();
    expect(optionsFrom(cloudflareWebAnalytics, { VITE_CLOUDFLARE_WEB_ANALYTICS_TOKEN: TOKEN })).toEqual({ token: TOKEN });
    for (const bad of [TOKEN.slice(1), TOKEN.toUpperCase(), `${TOKEN}0`]) {
      expect(readVariables(cloudflareWebAnalytics, { VITE_CLOUDFLARE_WEB_ANALYTICS_TOKEN: bad })).toEqual({
        ok: false,
        refused: {
          VITE_CLOUDFLARE_WEB_ANALYTICS_TOKEN: [
            'must be the site token Cloudflare shows under Web Analytics: 32 lowercase letters or digits',
          ],
        },
      });
    }
  });

  it('opens the beacon host and its reporting host only; stores nothing; page views only, without cookies, no consent call', () => {
    expect(cloudflareWebAnalytics.origins({ token: TOKEN })).toEqual({
      scriptSrc: ['https://static.cloudflareinsights.com'],
      connectSrc: ['https://cloudflareinsights.com'],
    });
    expect(cloudflareWebAnalytics.storage).toEqual([]);
    expect([cloudflareWebAnalytics.purpose, cloudflareWebAnalytics.consentCall]).toEqual(['analytics', 'none']);
    expect(cloudflareWebAnalytics.privacy).toEqual(['page-views', 'without-cookies']);
  });
});
