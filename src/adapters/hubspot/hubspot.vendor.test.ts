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
      region: 'na1',
    });
    expect([hubspot.purpose, hubspot.port, hubspot.countsPageViews, hubspot.consentCall]).toEqual(['marketing', 'pixel', true, 'none']);
  });

  it('takes the account’s data centre, na1 unless eu1, and refuses anything else naming VITE_HUBSPOT_REGION', () => {
    expect(optionsFrom(hubspot, { VITE_HUBSPOT_HUB_ID: '12345678', VITE_HUBSPOT_REGION: 'eu1' })).toEqual({
      hubId: '12345678',
      events: {},
      region: 'eu1',
    });
    for (const bad of ['EU1', 'eu', 'na2', 'ap1']) {
      const result = shellConfigFromEnv({ VITE_HUBSPOT_HUB_ID: '12345678', VITE_HUBSPOT_REGION: bad, VITE_PIXEL_SINK: 'memory' });
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(result.error).toContain(
          'VITE_HUBSPOT_REGION: must be na1 or eu1, the HubSpot data centre of the account (eu1 when its embed code loads js-eu1.hs-scripts.com)',
        );
    }
  });

  it('an EU1 account opens the CSP to its data centre’s hosts (js-eu1.*, track-eu1, forms-eu1) and to none of na1’s', () => {
    const result = shellConfigFromEnv({ VITE_HUBSPOT_HUB_ID: '12345678', VITE_HUBSPOT_REGION: 'eu1', VITE_PIXEL_SINK: 'memory' });
    if (!result.ok) throw new Error(result.error);
    const origins = vendorOrigins(result.config);
    const opened = origins.flatMap((o) => [...(o.scriptSrc ?? []), ...(o.imgSrc ?? []), ...(o.connectSrc ?? [])]);
    expect(origins.flatMap((o) => o.scriptSrc ?? [])).toEqual(
      expect.arrayContaining([
        'https://js-eu1.hs-scripts.com',
        'https://js-eu1.hs-analytics.net',
        'https://js-eu1.hs-banner.com',
        'https://js-eu1.hscollectedforms.net',
        'https://js-eu1.hsadspixel.net',
      ]),
    );
    expect(origins.flatMap((o) => o.imgSrc ?? [])).toContain('https://track-eu1.hubspot.com');
    expect(origins.flatMap((o) => o.connectSrc ?? [])).toEqual(
      expect.arrayContaining(['https://track-eu1.hubspot.com', 'https://forms-eu1.hscollectedforms.net']),
    );
    for (const usHost of [
      'https://js.hs-scripts.com',
      'https://js.hs-analytics.net',
      'https://js.hs-banner.com',
      'https://js.hscollectedforms.net',
      'https://js.hsadspixel.net',
      'https://track.hubspot.com',
      'https://forms.hscollectedforms.net',
    ])
      expect(opened).not.toContain(usHost);
  });

  it('events or a region without a hub id, or events named for another hub, are a problem', () => {
    expect(problemsIn(hubspot, { VITE_HUBSPOT_REGION: 'eu1' })).toEqual([
      { variable: 'VITE_HUBSPOT_REGION', message: 'is set but VITE_HUBSPOT_HUB_ID is not, so HubSpot is off' },
    ]);
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
