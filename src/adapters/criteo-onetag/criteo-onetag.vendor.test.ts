import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { optionsFrom, problemsIn, readVariables } from '../../testing/conformance/vendor-variables';
import { criteoOneTag } from './criteo-onetag.vendor';

describe('the Criteo OneTag descriptor', () => {
  it('takes an account id of digits, and events mapped to Criteo’s own, and says so of anything else', () => {
    expect(readVariables(criteoOneTag, { VITE_CRITEO_ACCOUNT_ID: '12345', VITE_CRITEO_EVENTS: 'Add To Cart=addToCart' }).ok).toBe(true);
    for (const bad of ['1', '12345678901', '12a45', 'abc']) {
      expect(readVariables(criteoOneTag, { VITE_CRITEO_ACCOUNT_ID: bad })).toEqual({
        ok: false,
        refused: { VITE_CRITEO_ACCOUNT_ID: ['must be a Criteo account (partner) id: 2 to 10 digits, e.g. 12345'] },
      });
    }
    const refused = readVariables(criteoOneTag, { VITE_CRITEO_EVENTS: 'Add To Cart=AddToCart' });
    expect(refused.ok).toBe(false);
    expect(JSON.stringify(refused)).toContain('\\"Add To Cart=AddToCart\\" must be \\"Event Name=one of Criteo\'s OneTag events (viewItem');
  });

  it('is off without an id, and on with it, for marketing, on the pixel port, counting page views, with no consent call', () => {
    expect(optionsFrom(criteoOneTag, {})).toBeUndefined();
    expect(optionsFrom(criteoOneTag, { VITE_CRITEO_ACCOUNT_ID: '12345', VITE_CRITEO_EVENTS: 'Add To Cart=addToCart' })).toEqual({
      account: '12345',
      events: { 'Add To Cart': 'addToCart' },
    });
    expect([criteoOneTag.purpose, criteoOneTag.port, criteoOneTag.countsPageViews, criteoOneTag.consentCall]).toEqual([
      'marketing',
      'pixel',
      true,
      'none',
    ]);
    expect(problemsIn(criteoOneTag, { VITE_CRITEO_EVENTS: 'Add To Cart=addToCart' })).toEqual([
      { variable: 'VITE_CRITEO_EVENTS', message: 'is set but VITE_CRITEO_ACCOUNT_ID is not, so Criteo OneTag is off' },
    ]);
  });

  it('VITE_CRITEO_ACCOUNT_ID chooses it for the pixel port, and the CSP opens Criteo’s loader, tag and event hosts', () => {
    const result = shellConfigFromEnv({ VITE_CRITEO_ACCOUNT_ID: '12345', VITE_PIXEL_SINK: 'memory' });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.pixel).toEqual([expect.objectContaining({ id: 'criteo-onetag', purpose: 'marketing' })]);
    const origins = vendorOrigins(result.config);
    expect(origins.flatMap((o) => o.scriptSrc ?? [])).toEqual(
      expect.arrayContaining(['https://dynamic.criteo.com', 'https://static.criteo.net']),
    );
    expect(origins.flatMap((o) => o.connectSrc ?? [])).toContain('https://sslwidget.criteo.com');
  });

  it('declares cto_bundle both as a 13-month cookie and as a local storage key, so a withdrawal clears both', () => {
    expect(criteoOneTag.storage.map(({ name, kind, lifetime }) => [kind, name, lifetime])).toEqual([
      ['cookie', 'cto_bundle', { months: 13 }],
      ['localStorage', 'cto_bundle', 'until-removed'],
    ]);
  });
});
