import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { optionsFrom, problemsIn, readVariables } from '../../testing/conformance/vendor-variables';
import { hubspot } from './hubspot.vendor';

describe('the HubSpot descriptor', () => {
  it('takes a hub id of 4 to 10 digits, and internal names pe<hub id>_…, and says so of anything else', () => {
    expect(readVariables(hubspot, { VITE_HUBSPOT_HUB_ID: '12345678', VITE_HUBSPOT_EVENTS: 'Sign Up=pe12345678_sign_up' }).ok).toBe(true);
    for (const bad of ['123', '12345678901', '1234567a', 'hub']) {
      expect(readVariables(hubspot, { VITE_HUBSPOT_HUB_ID: bad })).toEqual({
        ok: false,
        refused: { VITE_HUBSPOT_HUB_ID: ['must be a HubSpot hub id: 4 to 10 digits, e.g. 12345678'] },
      });
    }
    expect(readVariables(hubspot, { VITE_HUBSPOT_EVENTS: 'Sign Up=sign_up' })).toEqual({
      ok: false,
      refused: {
        VITE_HUBSPOT_EVENTS: ['"Sign Up=sign_up" must be "Event Name=internal name (e.g. pe12345678_sign_up)", pairs separated by commas'],
      },
    });
  });

  it('is off without a hub id, and on with it, for marketing, on the pixel port, counting page views, with no consent call', () => {
    expect(optionsFrom(hubspot, {})).toBeUndefined();
    expect(optionsFrom(hubspot, { VITE_HUBSPOT_HUB_ID: '12345678', VITE_HUBSPOT_EVENTS: 'Sign Up=pe12345678_sign_up' })).toEqual({
      hubId: '12345678',
      events: { 'Sign Up': 'pe12345678_sign_up' },
    });
    expect([hubspot.purpose, hubspot.port, hubspot.countsPageViews, hubspot.consentCall]).toEqual(['marketing', 'pixel', true, 'none']);
  });

  it('events without a hub id, or named for another hub, are a problem', () => {
    expect(problemsIn(hubspot, { VITE_HUBSPOT_EVENTS: 'Sign Up=pe12345678_sign_up' })).toEqual([
      { variable: 'VITE_HUBSPOT_EVENTS', message: 'is set but VITE_HUBSPOT_HUB_ID is not, so HubSpot is off' },
    ]);
    expect(
      problemsIn(hubspot, { VITE_HUBSPOT_HUB_ID: '12345678', VITE_HUBSPOT_EVENTS: 'Sign Up=pe12345678_sign_up,Lead=pe87654321_lead' }),
    ).toEqual([{ variable: 'VITE_HUBSPOT_EVENTS', message: 'names events of another hub than 12345678: pe87654321_lead' }]);
    expect(problemsIn(hubspot, { VITE_HUBSPOT_HUB_ID: '12345678', VITE_HUBSPOT_EVENTS: 'Sign Up=pe12345678_sign_up' })).toEqual([]);
  });

  it('VITE_HUBSPOT_HUB_ID chooses it for the pixel port; the CSP opens its loader’s hosts and track.hubspot.com', () => {
    const result = shellConfigFromEnv({ VITE_HUBSPOT_HUB_ID: '12345678', VITE_PIXEL_SINK: 'memory' });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.pixel).toEqual([expect.objectContaining({ id: 'hubspot', purpose: 'marketing' })]);
    const origins = vendorOrigins(result.config);
    expect(origins.flatMap((o) => o.scriptSrc ?? [])).toEqual(
      expect.arrayContaining([
        'https://js.hs-scripts.com',
        'https://js.hs-analytics.net',
        'https://js.hs-banner.com',
        'https://js.hscollectedforms.net',
        'https://js.hsadspixel.net',
      ]),
    );
    expect(origins.flatMap((o) => o.imgSrc ?? [])).toContain('https://track.hubspot.com');
    expect(origins.flatMap((o) => o.connectSrc ?? [])).toContain('https://forms.hscollectedforms.net');
  });
});
