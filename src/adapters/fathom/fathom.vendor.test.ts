import { describe, expect, it } from 'vitest';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { fathom } from './fathom.vendor';

describe('the Fathom descriptor', () => {
  it('is switched on by the site id, and refuses anything else, naming the rule', () => {
    expect(optionsFrom(fathom, {})).toBeUndefined();
    expect(optionsFrom(fathom, { VITE_FATHOM_SITE_ID: 'ABCDEFGH' })).toEqual({ siteId: 'ABCDEFGH' });
    for (const bad of ['abcdefgh', 'ABCD', 'ABCDEFGH-1']) {
      expect(readVariables(fathom, { VITE_FATHOM_SITE_ID: bad })).toEqual({
        ok: false,
        refused: {
          VITE_FATHOM_SITE_ID: ["must be the site id from Fathom's site settings: 5 to 12 capital letters or digits, e.g. ABCDEFGH"],
        },
      });
    }
  });

  it('opens only cdn.usefathom.com, stores nothing, counts as analytics with no consent call, without cookies', () => {
    expect(fathom.origins({ siteId: 'ABCDEFGH' })).toEqual({
      scriptSrc: ['https://cdn.usefathom.com'],
      imgSrc: ['https://cdn.usefathom.com'],
      connectSrc: ['https://cdn.usefathom.com'],
    });
    expect(fathom.storage).toEqual([]);
    expect([fathom.purpose, fathom.port, fathom.consentCall]).toEqual(['analytics', 'analytics', 'none']);
    expect(fathom.privacy).toEqual(['page-views-and-named-events', 'without-cookies']);
  });
});
